/**
 * What one `/api/` request leaves in the write-ahead log (store/persist.ts says why requests,
 * not diffs): the router fills a `Trace` as the request goes, and `walEntryOf` turns it into the
 * entry a replay (replay.ts) runs again after a crash, with its time, what it drew from
 * ctx.random and a hash of its answer to check the replay against.
 */
import type { IncomingMessage } from "node:http";
import type { Language } from "../web/contract/constants.ts";
import { DEFAULT_SETTINGS, type MockSettings } from "./devices.ts";
import type { JournalEntry } from "./journal.ts";
import type { Draw } from "./random.ts";
import type { ApiEntry, WalInput } from "./store/wal-format.ts";

/** What one request did, filled in as it goes, for the request journal and the write-ahead log. */
export interface Trace {
  userId: number | null;
  fault: string | undefined;
  errorCode: number | null;
  contract: JournalEntry["contract"];
  /** The request may have changed the store: the write-ahead log keeps it. */
  mayHaveChanged: boolean;
  /** A raw-body route answered: an error it throws may leave the body unread. */
  rawBody: boolean;
  /** The handler ran (before it, only an expired token can have changed anything). */
  handled: boolean;
  /** The token's key, once resolved. */
  key: string | null;
  /** The JSON body as read, and its Content-Type when not plain application/json. */
  body: string | undefined;
  bodyType: string | undefined;
  /** What a raw-body route noted for its replay. */
  noted: unknown;
  /** The answer as the handler made it (before any contract check) and its status. */
  status: number;
  text: string;
}

export function newTrace(): Trace {
  return {
    userId: null, fault: undefined, errorCode: null, contract: "not checked", mayHaveChanged: false, rawBody: false,
    handled: false, key: null, body: undefined, bodyType: undefined, noted: undefined, status: 0, text: "",
  };
}

/** `ctx.note` of a request: `noteOn.bind(null, trace)` (a bound function is not named at run time; see route.ts RequestClock). */
export function noteOn(trace: { noted: unknown }, value: unknown): void {
  trace.noted = value;
}

/** FNV-1a (32 bits) of an answer's status and text, tokens drawn by the request blanked. */
export function answerHash(status: number, text: string, secrets: readonly string[]): number {
  let t = text;
  for (const secret of secrets) t = t.split(secret).join("");
  let h = 0x811c9dc5 ^ status;
  for (let i = 0; i < t.length; i++) {
    h ^= t.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The settings that differ from DEFAULT_SETTINGS (a log entry carries only those). */
function settingsDiff(settings: MockSettings): Partial<MockSettings> | undefined {
  let diff: Partial<MockSettings> | undefined;
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof MockSettings)[]) {
    if (settings[k] !== DEFAULT_SETTINGS[k]) (diff ??= {})[k] = settings[k];
  }
  return diff;
}

export interface RequestFacts {
  readonly req: IncomingMessage;
  readonly path: string;
  readonly search: string;
  readonly lang: Language;
  /** The request's time (ms). */
  readonly at: number;
  readonly settings: MockSettings;
}

/** The log entry of a request that may have changed the store, or null when nothing can have. */
export function walEntryOf(facts: RequestFacts, trace: Trace, draws: Draw[], secrets: readonly string[]): WalInput | null {
  if (!trace.mayHaveChanged) return null;
  const { req } = facts;
  // A raw-body route changes nothing before it notes what it keeps (finance/uploads.ts).
  const ran = trace.handled && (!trace.rawBody || trace.noted !== undefined);
  // Stopped before its handler: only the token lookup (an expired token is dropped) replays.
  if (!ran && trace.key === null) return null;
  const e: Omit<ApiEntry, "n"> = { k: "api", at: facts.at, m: req.method ?? "", p: facts.path, c: ran ? answerHash(trace.status, trace.text, secrets) : 0 };
  if (facts.search !== "") e.q = facts.search;
  if (trace.key !== null) e.a = trace.key;
  if (!ran) {
    e.z = 1;
    return e;
  }
  if (facts.lang === "en") e.l = "en";
  const host = req.headers.host;
  if (host !== undefined) e.h = host;
  const proto = req.headers["x-forwarded-proto"];
  if (typeof proto === "string") e.x = proto;
  if ((req.socket as { encrypted?: boolean }).encrypted === true) e.e = 1;
  if (trace.body !== undefined) e.b = trace.body;
  if (trace.bodyType !== undefined) e.y = trace.bodyType;
  if (trace.noted !== undefined) e.o = trace.noted;
  if (draws.length > 0) e.r = draws;
  const s = settingsDiff(facts.settings);
  if (s !== undefined) e.s = s;
  return e;
}
