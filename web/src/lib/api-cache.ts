/**
 * The cache behind useApi: one entry per (endpoint, input), shared by every component that
 * asks for it. Owns dedupe, retry, focus revalidation and cancellation (§9 data fetch policy);
 * React-free so its rules are tested directly.
 */
import { FETCH_POLICY, type FetchPolicy } from "../../contract/constants.ts";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { RequestError, request } from "./http.ts";

export interface Snapshot<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
}

interface Entry {
  key: string;
  ep: Endpoint;
  input: unknown;
  policy: FetchPolicy;
  snapshot: Snapshot<unknown>;
  startedAt: number;
  inFlight: Promise<void> | undefined;
  controller: AbortController | undefined;
  retries: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  lastFocusAt: number;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
let now: () => number = Date.now;

/** Tests drive time; production uses Date.now. */
export function setCacheClock(clock: () => number): void {
  now = clock;
}

function stable(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "undefined";
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
    .join(",")}}`;
}

export function keyOf(ep: Endpoint, input: unknown): string {
  return `${ep.method} ${ep.path} ${stable(input ?? {})}`;
}

const EMPTY: Snapshot<never> = { data: undefined, error: undefined, isValidating: false };

function entryFor(ep: Endpoint, input: unknown, policy: FetchPolicy): Entry {
  const key = keyOf(ep, input);
  let e = entries.get(key);
  if (!e) {
    e = {
      key, ep, input, policy, snapshot: EMPTY, startedAt: Number.NEGATIVE_INFINITY, inFlight: undefined,
      controller: undefined, retries: 0, retryTimer: undefined, lastFocusAt: 0, listeners: new Set(),
    };
    entries.set(key, e);
  }
  e.policy = policy;
  return e;
}

function set(e: Entry, patch: Partial<Snapshot<unknown>>): void {
  e.snapshot = { ...e.snapshot, ...patch };
  for (const fn of e.listeners) fn();
}

/** Only failures the next attempt can fix are retried: no answer at all (network, timeout). */
function retryable(err: unknown): boolean {
  return err instanceof RequestError && (err.kind === "network" || err.kind === "timeout");
}

/**
 * "cached": within the 2 s dedupe window the answer is reused (§9);
 * "force": ask again now, but join a request already on its way (reload, focus, retry);
 * "fresh": ask again now and drop a request already on its way, whose answer may predate a
 * change just made (invalidate after a mutation).
 */
type Mode = "cached" | "force" | "fresh";

/** Cancels the entry's request so that nothing counts it as on its way or as fresh. */
function cancel(e: Entry): void {
  e.controller?.abort();
  e.controller = undefined;
  e.inFlight = undefined;
  e.startedAt = Number.NEGATIVE_INFINITY;
}

function revalidate(e: Entry, mode: Mode): Promise<void> {
  if (e.inFlight) {
    if (mode !== "fresh") return e.inFlight; // in-flight dedupe
    cancel(e);
  }
  // §9: dedupe 2 s: a second ask within the window reuses the answer.
  if (mode === "cached" && now() - e.startedAt < e.policy.dedupeMs) return Promise.resolve();
  if (e.retryTimer !== undefined) clearTimeout(e.retryTimer);
  e.retryTimer = undefined;
  const controller = new AbortController();
  e.controller = controller;
  e.startedAt = now();
  set(e, { isValidating: true });
  // Only the entry's current request may write to it: a cancelled one answers into the void.
  const current = () => e.controller === controller;
  const run = request(e.ep, e.input as never, { signal: controller.signal }).then(
    (data) => {
      if (!current()) return;
      e.retries = 0;
      set(e, { data, error: undefined, isValidating: false });
    },
    (error: unknown) => {
      if (!current()) return;
      set(e, { error, isValidating: false });
      // §9: retry every 5 s in admin (no cap, like SWR); elsewhere 3 times.
      if (retryable(error) && e.retries < e.policy.retries && e.listeners.size > 0) {
        e.retries += 1;
        e.retryTimer = setTimeout(() => {
          e.retryTimer = undefined;
          if (e.listeners.size > 0) void revalidate(e, "force");
        }, e.policy.retryIntervalMs);
      }
    },
  );
  const settled = run.finally(() => {
    if (!current()) return;
    e.inFlight = undefined;
    e.controller = undefined;
  });
  e.inFlight = settled;
  return settled;
}

/** Subscribes a component; fetches when there is nothing fresh. Returns the unsubscribe. */
export function subscribe(ep: Endpoint, input: unknown, policy: FetchPolicy, listener: () => void): () => void {
  const e = entryFor(ep, input, policy);
  e.listeners.add(listener);
  ensureFocusListener();
  void revalidate(e, "cached");
  return () => {
    e.listeners.delete(listener);
    if (e.listeners.size > 0) return;
    // Last one gone: cancel what it was waiting for (CONVENTIONS 4: cancellation on unmount).
    if (e.inFlight) {
      cancel(e);
      set(e, { isValidating: false });
    }
    if (e.retryTimer !== undefined) clearTimeout(e.retryTimer);
    e.retryTimer = undefined;
    e.retries = 0;
  };
}

export function snapshotOf<T>(ep: Endpoint, input: unknown): Snapshot<T> {
  return (entries.get(keyOf(ep, input))?.snapshot ?? EMPTY) as Snapshot<T>;
}

export function reload(ep: Endpoint, input: unknown): Promise<void> {
  const e = entries.get(keyOf(ep, input));
  return e ? revalidate(e, "force") : Promise.resolve();
}

/**
 * After a mutation: every cached answer of these endpoints is refetched when someone shows it,
 * or forgotten when nobody does (so the next visit loads fresh).
 */
export function invalidate(...eps: readonly Endpoint[]): Promise<void> {
  return invalidateKeys(eps.map((ep) => `${ep.method} ${ep.path}`));
}

/** The same by "METHOD path" keys (lib/stale-after.ts). */
export function invalidateKeys(keys: readonly string[]): Promise<void> {
  const prefixes = keys.map((k) => `${k} `);
  const work: Promise<void>[] = [];
  for (const e of [...entries.values()]) {
    if (!prefixes.some((p) => e.key.startsWith(p))) continue;
    if (e.listeners.size > 0) work.push(revalidate(e, "fresh"));
    else entries.delete(e.key);
  }
  return Promise.all(work).then(() => undefined);
}

/** Puts known data in the cache (e.g. the answer of a save), without a request. */
export function setCached<E extends Endpoint>(ep: E, input: InputOf<E>, data: OutputOf<E>): void {
  const e = entryFor(ep, input, FETCH_POLICY.default);
  e.startedAt = now();
  set(e, { data, error: undefined });
}

let focusListening = false;
function ensureFocusListener(): void {
  if (focusListening || typeof window === "undefined") return;
  focusListening = true;
  const onFocus = () => {
    if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
    const t = now();
    for (const e of entries.values()) {
      // §9: revalidate on focus only where the policy says (admin), throttled to 5 s.
      if (!e.policy.revalidateOnFocus || e.listeners.size === 0) continue;
      if (t - e.lastFocusAt < e.policy.focusThrottleMs) continue;
      e.lastFocusAt = t;
      void revalidate(e, "force");
    }
  };
  window.addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", onFocus);
}

export function clearApiCache(): void {
  for (const e of entries.values()) {
    e.controller?.abort();
    if (e.retryTimer !== undefined) clearTimeout(e.retryTimer);
  }
  entries.clear();
}
