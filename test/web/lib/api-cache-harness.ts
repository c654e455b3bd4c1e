/**
 * The set-up of the api-cache tests (api-cache, api-cache-retry, api-cache-revalidate): a DOM, a
 * real local server answering company/info, config and two test-only endpoints with counting
 * versions, and the cache's clock, which the tests set. Importing it registers the hooks.
 *
 * The cache's clock is driven with setCacheClock; retry timers with node:test's mock timers,
 * ticked only once the real network I/O of the step before has finished.
 */
import { afterEach, beforeEach } from "node:test";
import assert from "node:assert/strict";
import type { ServerResponse } from "node:http";
import * as z from "zod/mini";
import { installDom } from "../../helpers/dom.ts";
import { json, type SeenRequest } from "../../helpers/scripted-server.ts";
export { holding } from "../../helpers/scripted-server.ts";
import { installCacheRig } from "./cache-rig.ts";
import { endpoint, type Endpoint } from "../../../web/contract/http/endpoint.ts";
import { FETCH_POLICY, type FetchPolicy } from "../../../web/contract/constants.ts";
import type { Snapshot } from "../../../web/src/lib/api-cache.ts";

const dom = installDom("http://localhost:3000/");
export const { company, defaults } = await import("../../../web/contract/http/index.ts");
export const http = await import("../../../web/src/lib/http.ts");
export const cache = await import("../../../web/src/lib/api-cache.ts");
export const toasts = await import("../../../web/src/lib/toast.ts");

/** Test-only GET endpoints with an input, so entries per input and path prefixes can be told apart. */
export const items = endpoint({
  method: "GET",
  path: "/api/test/items",
  access: "public",
  input: z.strictObject({ page: z.optional(z.number()), q: z.optional(z.string()) }),
  output: z.looseObject({ page: z.number(), v: z.number() }),
  summary: "test only",
});
export const itemsMore = endpoint({
  method: "GET",
  path: "/api/test/items-more",
  access: "public",
  input: z.strictObject({}),
  output: z.looseObject({ v: z.number() }),
  summary: "test only: shares a path prefix with /api/test/items",
});

export const COMPANY = "/api/company/info";
export const CONFIG = "/api/default/config";
export const ITEMS = "/api/test/items";
export const ITEMS_MORE = "/api/test/items-more";
export const BASE_TIME = 1_000_000;
export const TIMEOUT_MS = 10_000;

const rig = installCacheRig(dom, { timeoutMs: TIMEOUT_MS, startTime: BASE_TIME });
/** The cache's clock: moved by `ms`, or set to `BASE_TIME + at`. */
export const { on, hits, advanceClock, setClock, seen } = rig;
/** Version counters the scripts put in their answers, so a refetch shows as new data. */
let version = 0;
export const nextVersion = (): number => ++version;

beforeEach(() => {
  version = 0;
  on(COMPANY, (r, res) => json(200, { errorCode: 0, data: { name: `company v${++version}`, logo_url: null } })(r, res));
  on(CONFIG, json(200, { errorCode: 0, data: { cash_back: 1, popup_probability: 0.5 } }));
  on(ITEMS, (r, res) => {
    const page = Number(new URL(r.url, "http://x").searchParams.get("page") ?? "0");
    json(200, { errorCode: 0, data: { page, v: ++version } })(r, res);
  });
  on(ITEMS_MORE, (r, res) => json(200, { errorCode: 0, data: { v: ++version } })(r, res));
});

afterEach(() => {
  cache.clearApiCache();
  toasts.remove();
});

// ---- helpers ----

/** Real I/O only: yields to the event loop (setImmediate is never mocked here) until `pred` holds. */
export async function until(pred: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) assert.fail(`timed out waiting for: ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

/** Lets real I/O run for `ms` so that "nothing happened" is a fair statement. */
export async function quiet(ms = 60): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) await new Promise((r) => setImmediate(r));
}

export interface Watch<T> {
  off: () => void;
  calls: () => number;
  snap: () => Snapshot<T>;
  /** Waits until no request of this entry is on its way. */
  settled: (what?: string) => Promise<Snapshot<T>>;
}

export function watch<T = unknown>(ep: Endpoint, input: unknown, policy: FetchPolicy = FETCH_POLICY.default): Watch<T> {
  let n = 0;
  let on = true;
  const off = cache.subscribe(ep, input, policy, () => {
    assert.ok(on, "a listener was called after it unsubscribed");
    n += 1;
  });
  const snap = () => cache.snapshotOf<T>(ep, input);
  return {
    off: () => {
      on = false;
      off();
    },
    calls: () => n,
    snap,
    settled: async (what = `${ep.path} settled`) => {
      await until(() => !snap().isValidating, what);
      return snap();
    },
  };
}

export const dropSocket = (_r: SeenRequest, res: ServerResponse) => void res.socket?.destroy();
