/**
 * The set-up of the useApi and useMutation tests (use-api.test.tsx, use-mutation.test.tsx): a DOM,
 * a real local server answering company/info and send-code, a cache clock the tests move, and
 * React rendering inside act. Importing it registers the hooks; every test ends with nothing
 * mounted, an empty cache and no React warnings.
 */
import { afterEach, beforeEach, mock } from "node:test";
import assert from "node:assert/strict";
import type { ReactNode } from "react";
import { installDom } from "../../helpers/dom.ts";
import { json } from "../../helpers/scripted-server.ts";
export { holding } from "../../helpers/scripted-server.ts";
import { installCacheRig } from "./cache-rig.ts";

const dom = installDom("http://localhost:3000/");
export const { act, StrictMode } = await import("react");
const { createRoot } = await import("react-dom/client");
export const { auth, company, defaults } = await import("../../../web/contract/http/index.ts");
export const http = await import("../../../web/src/lib/http.ts");
export const cache = await import("../../../web/src/lib/api-cache.ts");
export const toasts = await import("../../../web/src/lib/toast.ts");
export const { useApi, FetchPolicyContext } = await import("../../../web/src/lib/use-api.ts");
export const { useMutation } = await import("../../../web/src/lib/use-mutation.ts");

export type ApiState<T> = import("../../../web/src/lib/use-api.ts").ApiState<T>;
export type MutationState<E extends import("../../../web/contract/http/endpoint.ts").Endpoint> =
  import("../../../web/src/lib/use-mutation.ts").MutationState<E>;
export type Company = { name?: string | null; logo_url?: string | null };

export const COMPANY = "/api/company/info";
export const SEND_CODE = "/api/default/send-code";

const rig = installCacheRig(dom, { timeoutMs: 10_000, startTime: 1_000_000 });
export const { on, hits, advanceClock, seen } = rig;
let version = 0;
/** The next company name's number (the default company/info answer counts up too). */
export const nextVersion = (): number => ++version;
let consoleErrors: ReturnType<typeof mock.method>;

const mounted = new Set<() => Promise<void>>();

beforeEach(() => {
  version = 0;
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

export interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function render(node: ReactNode): Promise<Rendered> {
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
export async function waitFor(pred: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) assert.fail(`timed out waiting for: ${what}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
}

export async function quiet(ms = 60): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Renders the state of useApi(company/info) and keeps every state it rendered. */
export function companyProbe() {
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

export const text = (r: Rendered): string => r.container.textContent ?? "";
export const attr = (r: Rendered, name: string): string | null | undefined => r.container.querySelector("p")?.getAttribute(name);
