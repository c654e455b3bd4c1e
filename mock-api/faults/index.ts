/**
 * The fault-injection seam. The router asks `faults.before(req, path)` before it does anything
 * else with an `/api/...` request; a later issue supplies a real engine (rules, probabilities,
 * a `/__mock/faults` control endpoint). Here there is only the type and the no-op default.
 */
import type { IncomingMessage } from "node:http";

export type FaultAction =
  /** Wait `ms` before handling the request normally (slow network, §7 60 s timeout tests). */
  | { readonly kind: "delay"; readonly ms: number }
  /** Answer at once with this HTTP status and envelope (e.g. 502/503/504 of §8). */
  | { readonly kind: "error"; readonly status: number; readonly errorCode?: number; readonly msg?: string }
  /** Destroy the socket without answering (§8 "no response"). */
  | { readonly kind: "drop" };

export interface Faults {
  before(req: IncomingMessage, path: string): FaultAction | undefined;
}

export const noFaults: Faults = { before: () => undefined };
