/**
 * Runs a logged request again on the store, at a start after a crash (store/persist.ts): the
 * same route, access check and validation as the request had (route-table.ts), with its time,
 * its recorded draws of randomness and its settings, and checks it answered what the original
 * did (same status, same hash of the answer: wal-entry.ts).
 */
import type { IncomingMessage } from "node:http";
import { DEFAULT_SETTINGS, type DevicePort } from "./devices.ts";
import { ApiError } from "./errors.ts";
import { translator } from "./messages.ts";
import { replayRandom, ReplayMismatch } from "./random.ts";
import { bodyObject, queryInput } from "./request.ts";
import { envelopeText } from "./respond.ts";
import { RequestClock, type Route, type RouteContext } from "./route.ts";
import { checkAccess, parseInput, routeOf, type RouteTable } from "./route-table.ts";
import type { BlobStore } from "./store/blobs.ts";
import { userOfKey } from "./store/tokens.ts";
import type { Store } from "./store/types.ts";
import type { ApiEntry } from "./store/wal-format.ts";
import { answerHash } from "./wal-entry.ts";

/** What a replayed entry came to. */
export interface ReplayResult {
  /** The replay answered what the original did (same status, same answer's hash). */
  readonly same: boolean;
  /** Why not, in one line. */
  readonly detail?: string;
}

const silent = () => {};

/** A request as a replay sees it: the headers answers depend on, no socket, no body stream. */
function replayedRequest(entry: ApiEntry, contentType: string | undefined): IncomingMessage {
  const headers: Record<string, string> = {};
  if (entry.h !== undefined) headers["host"] = entry.h;
  if (entry.x !== undefined) headers["x-forwarded-proto"] = entry.x;
  if (contentType !== undefined) headers["content-type"] = contentType;
  if (entry.l === "en") headers["language"] = "en";
  return { method: entry.m, url: entry.p, headers, socket: { encrypted: entry.e === 1 }, complete: true } as unknown as IncomingMessage;
}

export async function replayEntry(table: RouteTable, store: Store, blobs: BlobStore, entry: ApiEntry, devices: DevicePort): Promise<ReplayResult> {
  const t = translator(entry.l === "en" ? "en" : "zh-CN");
  const key = entry.a ?? null;
  const at = entry.at;
  const contentType = entry.y ?? (entry.b !== undefined ? "application/json" : undefined);
  const req = replayedRequest(entry, contentType);
  let status: number;
  let text: string;
  try {
    const r = routeOf(table, entry.p, entry.m, t);
    const user = key === null ? null : userOfKey(store, key, at);
    if (entry.z === 1) return { same: true }; // the token lookup was all
    checkAccess(r.endpoint, user, t);
    let raw: unknown;
    if (r.endpoint.method === "GET") raw = queryInput(entry.q ?? "", t);
    else if (r.rawBody === true) raw = {};
    else raw = bodyObject(req, Buffer.from(entry.b ?? "", "utf8"), t);
    const input = parseInput(r.endpoint, raw, t);
    const ctx: RouteContext = {
      input, user, token: null, tokenKey: user === null ? null : key, store, blobs,
      clock: new RequestClock(at), random: replayRandom(entry.r ?? []), req, lang: entry.l === "en" ? "en" : "zh-CN", t, log: silent, devices,
      settings: { ...DEFAULT_SETTINGS, ...entry.s },
      note: silent,
    };
    const out = r.rawBody === true ? (r.replay as NonNullable<Route["replay"]>)(ctx, entry.o) : r.handler(ctx);
    const data = out instanceof Promise ? await out : out;
    status = 200;
    text = envelopeText(0, "ok", data);
  } catch (err) {
    if (err instanceof ReplayMismatch) return { same: false, detail: err.message };
    if (!(err instanceof ApiError)) return { same: false, detail: `the replay threw ${err instanceof Error ? err.message : String(err)}` };
    status = err.status;
    text = envelopeText(err.errorCode, err.message, err.data);
  }
  // A token drawn in the replay is "" (only its key was kept): blanked like the original's.
  const hash = answerHash(status, text, []);
  if (hash !== entry.c) return { same: false, detail: `answered differently (HTTP ${status}: ${text.slice(0, 160)})` };
  return { same: true };
}
