/**
 * useApi (CONVENTIONS 4) rendered with React against a real local server: loading → data, error,
 * reload, `null` input, the policy from FetchPolicyContext and clean unmounts.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { json } from "../../helpers/scripted-server.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";
import {
  act,
  advanceClock,
  attr,
  COMPANY,
  companyProbe,
  defaults,
  FetchPolicyContext,
  hits,
  holding,
  http,
  nextVersion,
  on,
  quiet,
  render,
  StrictMode,
  text,
  toasts,
  useApi,
  waitFor,
  type ApiState,
} from "./hooks-harness.tsx";

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
    advanceClock(1500);
    const second = await render(<Probe input={{}} />);
    assert.equal(text(second), "v1", "cached data on the first render, no loading state");
    await quiet();
    assert.equal(hits(COMPANY), 1);
    await second.unmount();
    advanceClock(2000);
    const third = await render(<Probe input={{}} />);
    await waitFor(() => text(third) === "v2", "refetched");
    assert.equal(hits(COMPANY), 2);
  });

  test("a changed input loads the new entry", async () => {
    const states: ApiState<{ cash_back: number }>[] = [];
    on("/api/default/config", (r, res) => json(200, { errorCode: 0, data: { cash_back: nextVersion(), popup_probability: 0 } })(r, res));
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
    const h = holding();
    on(COMPANY, h.script);
    const { Probe, states } = companyProbe();
    const r = await render(<Probe input={{}} />);
    await waitFor(() => h.held.length === 1, "request arrived");
    await r.unmount();
    const rendered = states.length;
    await waitFor(() => h.abandoned(), "the server saw the request cancelled");
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
    advanceClock(10_000);
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
    advanceClock(10_000);
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
    advanceClock(10_000);
    await focus();
    await waitFor(() => text(r) === "v2", "admin: focus refetches");
    await r.rerender(tree(FETCH_POLICY.default));
    advanceClock(10_000);
    await focus();
    await quiet();
    assert.equal(hits(COMPANY), 2, "default again: focus does nothing");
  });
});

// ---- useMutation ----
