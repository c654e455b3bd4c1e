/**
 * useApi / useMutation (CONVENTIONS 4) rendered with React against a real local server:
 * loading → data, error, reload, `null` input, the policy from FetchPolicyContext, clean
 * unmounts, and mutations that invalidate what they change.
 */
import { after, afterEach, before, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import type { ServerResponse } from "node:http";
import type { ReactNode } from "react";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer, type SeenRequest } from "../../helpers/scripted-server.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";

const dom = installDom("http://localhost:3000/");
const { act, StrictMode } = await import("react");
const { createRoot } = await import("react-dom/client");
const { auth, company, defaults } = await import("../../../web/contract/http/index.ts");
const http = await import("../../../web/src/lib/http.ts");
const cache = await import("../../../web/src/lib/api-cache.ts");
const toasts = await import("../../../web/src/lib/toast.ts");
const report = await import("../../../web/src/lib/report.ts");
const { useApi, FetchPolicyContext } = await import("../../../web/src/lib/use-api.ts");
const { useMutation } = await import("../../../web/src/lib/use-mutation.ts");

type ApiState<T> = import("../../../web/src/lib/use-api.ts").ApiState<T>;
type MutationState<E extends import("../../../web/contract/http/endpoint.ts").Endpoint> =
  import("../../../web/src/lib/use-mutation.ts").MutationState<E>;
type Company = { name?: string | null; logo_url?: string | null };

const COMPANY = "/api/company/info";
const SEND_CODE = "/api/default/send-code";

let server: ScriptedServer;
let clock = 1_000_000;
let version = 0;
let consoleErrors: ReturnType<typeof mock.method>;

const on = (path: string, script: (r: SeenRequest, res: ServerResponse) => void) => server.on(path, script);

const hits = (path: string): number => server.seen.filter((r) => r.url.split("?")[0] === path).length;

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 10_000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  cache.setCacheClock(() => clock);
});

after(async () => {
  cache.clearApiCache();
  cache.setCacheClock(Date.now);
  toasts.remove();
  await server.close();
  await dom.close();
});

const mounted = new Set<() => Promise<void>>();

beforeEach(() => {
  clock = 1_000_000;
  version = 0;
  server.seen.length = 0;
  on(COMPANY, (r, res) => json(200, { errorCode: 0, data: { name: `v${++version}`, logo_url: null } })(r, res));
  on(SEND_CODE, json(200, { errorCode: 0, data: { retry_after: 60 } }));
  consoleErrors = mock.method(console, "error");
});

afterEach(async () => {
  for (const unmount of mounted) await unmount();
  mounted.clear();
  cache.clearApiCache();
  toasts.remove();
  const calls = consoleErrors.mock.calls.map((c) => c.arguments.map(String).join(" "));
  mock.restoreAll();
  assert.deepEqual(calls, [], "no React warnings or errors (act, updates after unmount)");
});

// ---- helpers ----

interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  let alive = true;
  const unmount = async () => {
    if (!alive) return;
    alive = false;
    await act(async () => root.unmount());
    container.remove();
    mounted.delete(unmount);
  };
  mounted.add(unmount);
  await act(async () => root.render(node));
  return { container, rerender: (n) => act(async () => root.render(n)), unmount };
}

/** Lets real I/O run inside act (so React's updates are wrapped) until `pred` holds. */
async function waitFor(pred: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) assert.fail(`timed out waiting for: ${what}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
}

async function quiet(ms = 60): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

function holding() {
  const held: ServerResponse[] = [];
  return {
    held,
    script: (_r: SeenRequest, res: ServerResponse) => void held.push(res),
    release: (status: number, body: unknown) => {
      for (const res of held.splice(0)) json(status, body)({} as SeenRequest, res);
    },
  };
}

/** Renders the state of useApi(company/info) and keeps every state it rendered. */
function companyProbe() {
  const states: ApiState<Company>[] = [];
  function Probe({ input }: { input: Record<string, never> | null }) {
    const s = useApi(company.companyInfo, input);
    states.push(s);
    return (
      <p data-loading={String(s.isLoading)} data-validating={String(s.isValidating)} data-error={s.error instanceof Error ? s.error.message : ""}>
        {s.data?.name ?? ""}
      </p>
    );
  }
  const last = (): ApiState<Company> => {
    const s = states.at(-1);
    assert.ok(s, "rendered at least once");
    return s;
  };
  return { Probe, states, last };
}

const text = (r: Rendered): string => r.container.textContent ?? "";
const attr = (r: Rendered, name: string): string | null | undefined => r.container.querySelector("p")?.getAttribute(name);

// ---- useApi ----

describe("useApi", () => {
  test("isLoading first, then the data", async () => {
    const { Probe, states, last } = companyProbe();
    const r = await render(<Probe input={{}} />);
    assert.equal(states[0]?.isLoading, true, "first render is loading");
    assert.equal(states[0]?.data, undefined);
    await waitFor(() => text(r) === "v1", "data rendered");
    assert.equal(last().isLoading, false);
    assert.equal(last().isValidating, false);
    assert.equal(last().error, undefined);
    assert.deepEqual(last().data, { name: "v1", logo_url: null });
    const firstWithData = states.findIndex((s) => s.data !== undefined);
    assert.ok(states.slice(0, firstWithData).every((s) => s.isLoading), "loading until the data came");
    assert.equal(hits(COMPANY), 1);
  });

  test("an API failure is the error state (not loading, no data)", async () => {
    on(COMPANY, json(200, { errorCode: 1, msg: "公司不存在" }));
    const { Probe, last } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => attr(r, "data-error") === "公司不存在", "error rendered");
    assert.equal(last().isLoading, false);
    assert.equal(last().data, undefined);
    assert.ok(last().error instanceof http.RequestError);
  });

  test("reload() fetches again and renders the new data", async () => {
    const { Probe, last } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => text(r) === "v1", "first data");
    await act(async () => {
      await last().reload();
    });
    assert.equal(text(r), "v2");
    assert.equal(hits(COMPANY), 2);
    assert.equal(last().isLoading, false, "a reload with data is not a first load");
  });

  test("reload() after an error recovers", async () => {
    on(COMPANY, json(200, { errorCode: 1, msg: "忙" }));
    const { Probe, last } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => attr(r, "data-error") === "忙", "error");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "ok", logo_url: null } }));
    await act(async () => {
      await last().reload();
    });
    assert.equal(text(r), "ok");
    assert.equal(attr(r, "data-error"), "");
  });

  test("input null: no request, not loading; a real input later loads", async () => {
    const { Probe, last } = companyProbe();
    const r = await render(<Probe input={null} />);
    await quiet();
    assert.equal(hits(COMPANY), 0);
    assert.equal(last().isLoading, false);
    assert.equal(last().data, undefined);
    await act(async () => {
      await last().reload(); // a no-op without input
    });
    assert.equal(hits(COMPANY), 0);
    await r.rerender(<Probe input={{}} />);
    assert.equal(last().isLoading, true);
    await waitFor(() => text(r) === "v1", "data after the input came");
    assert.equal(hits(COMPANY), 1);
  });

  test("two components asking for the same thing share one request", async () => {
    const a = companyProbe();
    const b = companyProbe();
    const r = await render(
      <>
        <a.Probe input={{}} />
        <b.Probe input={{}} />
      </>,
    );
    await waitFor(() => text(r) === "v1v1", "both rendered the data");
    assert.equal(hits(COMPANY), 1);
  });

  test("a component mounted within 2 s reuses the answer; after 2 s it refetches", async () => {
    const { Probe } = companyProbe();
    const first = await render(<Probe input={{}} />);
    await waitFor(() => text(first) === "v1", "first");
    await first.unmount();
    clock += 1500;
    const second = await render(<Probe input={{}} />);
    assert.equal(text(second), "v1", "cached data on the first render, no loading state");
    await quiet();
    assert.equal(hits(COMPANY), 1);
    await second.unmount();
    clock += 2000;
    const third = await render(<Probe input={{}} />);
    await waitFor(() => text(third) === "v2", "refetched");
    assert.equal(hits(COMPANY), 2);
  });

  test("a changed input loads the new entry", async () => {
    const states: ApiState<{ cash_back: number }>[] = [];
    on("/api/default/config", (r, res) => json(200, { errorCode: 0, data: { cash_back: ++version, popup_probability: 0 } })(r, res));
    function Config({ input }: { input: Record<string, never> | null }) {
      const s = useApi(defaults.config, input);
      states.push(s);
      return <p>{s.data?.cash_back ?? "-"}</p>;
    }
    const r = await render(<Config input={null} />);
    await r.rerender(<Config input={{}} />);
    await waitFor(() => text(r) === "1", "loaded");
    await r.rerender(<Config input={null} />);
    assert.equal(text(r), "-", "back to nothing");
    assert.equal(states.at(-1)?.isLoading, false);
  });

  test("unmounting while loading aborts the request and causes no update", async () => {
    let closed = false;
    const h = holding();
    on(COMPANY, (r, res) => {
      res.on("close", () => (closed = !res.writableEnded));
      h.script(r, res);
    });
    const { Probe, states } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => h.held.length === 1, "request arrived");
    await r.unmount();
    const rendered = states.length;
    await waitFor(() => closed, "the server saw the request cancelled");
    await quiet();
    assert.equal(states.length, rendered, "no render after unmount");
    assert.equal(toasts.getToasts().length, 0, "a cancelled request is not an error");
    // afterEach asserts that React logged nothing
  });

  // StrictMode mounts, unmounts and remounts at once: the unmount cancels the first request,
  // and the remount must ask again rather than wait on the cancelled one.
  test("under React StrictMode the data still arrives", async () => {
    const { Probe } = companyProbe();
    const r = await render(
      <StrictMode>
        <Probe input={{}} />
      </StrictMode>,
    );
    try {
      await waitFor(() => text(r) === "v1" || text(r) === "v2", "data under StrictMode");
    } finally {
      await r.unmount();
    }
  });
});

describe("FetchPolicyContext", () => {
  const focus = () => act(async () => void window.dispatchEvent(new Event("focus")));

  test("default (no provider): focus does not refetch", async () => {
    const { Probe } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => text(r) === "v1", "data");
    clock += 10_000;
    await focus();
    await quiet();
    assert.equal(hits(COMPANY), 1);
  });

  test("admin provider: focus refetches (§9 admin policy)", async () => {
    const { Probe } = companyProbe();
    const r = await render(
      <FetchPolicyContext value={FETCH_POLICY.admin}>
        <Probe input={{}} />
      </FetchPolicyContext>,
    );
    await waitFor(() => text(r) === "v1", "data");
    clock += 10_000;
    await focus();
    await waitFor(() => text(r) === "v2", "refetched on focus");
    assert.equal(hits(COMPANY), 2);
  });

  test("switching the provider's policy switches the behaviour without a new request", async () => {
    const { Probe } = companyProbe();
    const tree = (policy: (typeof FETCH_POLICY)[keyof typeof FETCH_POLICY]) => (
      <FetchPolicyContext value={policy}>
        <Probe input={{}} />
      </FetchPolicyContext>
    );
    const r = await render(tree(FETCH_POLICY.default));
    await waitFor(() => text(r) === "v1", "data");
    await r.rerender(tree(FETCH_POLICY.admin));
    await quiet();
    assert.equal(hits(COMPANY), 1, "re-subscribing inside the dedupe window fetches nothing");
    assert.equal(text(r), "v1", "the data stays on screen");
    clock += 10_000;
    await focus();
    await waitFor(() => text(r) === "v2", "admin: focus refetches");
    await r.rerender(tree(FETCH_POLICY.default));
    clock += 10_000;
    await focus();
    await quiet();
    assert.equal(hits(COMPANY), 2, "default again: focus does nothing");
  });
});

// ---- useMutation ----

describe("useMutation", () => {
  type SendCode = typeof auth.sendCode;

  function mutationProbe(options?: { invalidates?: readonly import("../../../web/contract/http/endpoint.ts").Endpoint[] }) {
    const states: MutationState<SendCode>[] = [];
    function Sender() {
      const m = useMutation(auth.sendCode, options);
      states.push(m);
      return <p data-mutating={String(m.isMutating)} data-error={m.error instanceof Error ? m.error.message : ""} />;
    }
    const last = (): MutationState<SendCode> => {
      const s = states.at(-1);
      assert.ok(s);
      return s;
    };
    return { Sender, states, last };
  }

  test("trigger posts the input and resolves with the parsed data", async () => {
    const { Sender, last } = mutationProbe();
    await render(<Sender />);
    assert.equal(last().isMutating, false);
    let out: unknown;
    await act(async () => {
      out = await last().trigger({ mobile: "13800000001" });
    });
    assert.deepEqual(out, { retry_after: 60 });
    const seen = server.seen.find((s) => s.url === SEND_CODE);
    assert.equal(seen?.method, "POST");
    assert.deepEqual(JSON.parse(seen?.body ?? ""), { mobile: "13800000001" });
    assert.equal(last().isMutating, false);
    assert.equal(last().error, undefined);
  });

  test("isMutating is true while the request is pending", async () => {
    const h = holding();
    on(SEND_CODE, h.script);
    const { Sender, last } = mutationProbe();
    const r = await render(<Sender />);
    let pending!: Promise<unknown>;
    await act(async () => {
      pending = last().trigger({ mobile: "13800000001" });
    });
    assert.equal(last().isMutating, true);
    assert.equal(r.container.querySelector("p")?.getAttribute("data-mutating"), "true");
    await waitFor(() => h.held.length === 1, "request arrived");
    await act(async () => {
      h.release(200, { errorCode: 0, data: { retry_after: 30 } });
      assert.deepEqual(await pending, { retry_after: 30 });
    });
    assert.equal(last().isMutating, false);
    assert.equal(r.container.querySelector("p")?.getAttribute("data-mutating"), "false");
  });

  test("on success the named endpoints are refetched before trigger resolves", async () => {
    const list = companyProbe();
    const { Sender, last } = mutationProbe({ invalidates: [company.companyInfo] });
    const r = await render(
      <>
        <list.Probe input={{}} />
        <Sender />
      </>,
    );
    await waitFor(() => text(r) === "v1", "list loaded");
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
      assert.equal(hits(COMPANY), 2, "refetched by the time trigger resolved");
    });
    assert.equal(text(r), "v2", "the fresh answer is shown");
  });

  test("without invalidates nothing is refetched", async () => {
    const list = companyProbe();
    const { Sender, last } = mutationProbe();
    const r = await render(
      <>
        <list.Probe input={{}} />
        <Sender />
      </>,
    );
    await waitFor(() => text(r) === "v1", "list loaded");
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
    });
    await quiet();
    assert.equal(hits(COMPANY), 1);
  });

  test("a failure rejects trigger, sets error, invalidates nothing; reset clears it", async () => {
    on(SEND_CODE, json(200, { errorCode: 1, msg: "发送太频繁" }));
    const list = companyProbe();
    const { Sender, last } = mutationProbe({ invalidates: [company.companyInfo] });
    const r = await render(
      <>
        <list.Probe input={{}} />
        <Sender />
      </>,
    );
    await waitFor(() => text(r) === "v1", "list loaded");
    let caught: unknown;
    await act(async () => {
      await last().trigger({ mobile: "13800000001" }).catch((e: unknown) => (caught = e));
    });
    assert.ok(caught instanceof http.RequestError);
    assert.equal(caught.message, "发送太频繁");
    assert.equal(last().error, caught);
    assert.equal(last().isMutating, false);
    assert.equal(r.container.querySelector("[data-error]:not([data-error=''])")?.getAttribute("data-error"), "发送太频繁");
    assert.equal(hits(COMPANY), 1, "no invalidation after a failure");
    await act(async () => last().reset());
    assert.equal(last().error, undefined);
  });

  test("a new trigger clears the previous error", async () => {
    on(SEND_CODE, json(200, { errorCode: 1, msg: "失败" }));
    const { Sender, last } = mutationProbe();
    await render(<Sender />);
    await act(async () => {
      await last().trigger({ mobile: "13800000001" }).catch(() => {});
    });
    assert.ok(last().error);
    on(SEND_CODE, json(200, { errorCode: 0, data: { retry_after: 60 } }));
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
    });
    assert.equal(last().error, undefined);
  });

  test("unmounting while a mutation is pending: it still resolves, with no state update", async () => {
    const h = holding();
    on(SEND_CODE, h.script);
    const { Sender, states, last } = mutationProbe();
    const r = await render(<Sender />);
    let pending!: Promise<unknown>;
    await act(async () => {
      pending = last().trigger({ mobile: "13800000001" });
    });
    await waitFor(() => h.held.length === 1, "request arrived");
    await r.unmount();
    const rendered = states.length;
    h.release(200, { errorCode: 0, data: { retry_after: 5 } });
    assert.deepEqual(await pending, { retry_after: 5 }, "a mutation is not cancelled by leaving");
    await quiet();
    assert.equal(states.length, rendered);
    // afterEach asserts that React logged nothing
  });
});
