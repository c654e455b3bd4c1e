/**
 * The route table of the mock API, built from the contract's endpoints (msw-style
 * `route(endpoint, handler)`). Everything every call shares lives here once: the fault seam,
 * 404/405, the bearer token and access level (§6), reading and validating input, the §7
 * envelope, error mapping (§8), in tests checking each answer against the contract, and the
 * write-ahead log: each request that may have changed the state is appended to it (with its
 * time, what it drew from ctx.random and a hash of its answer) and `replay` runs it again after a
 * crash (store/persist.ts says why requests, not diffs).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { Language } from "../web/contract/constants.ts";
import type { Endpoint, Method } from "../web/contract/http/endpoint.ts";
import type { Clock } from "./clock.ts";
import { DEFAULT_SETTINGS, noDevices, type DevicePort, type MockSettings } from "./devices.ts";
import { ApiError } from "./errors.ts";
import type { Faults } from "./faults/index.ts";
import type { Journal, JournalEntry } from "./journal.ts";
import { languageOf, translator, type Translate } from "./messages.ts";
import { cryptoRandom, recordingRandom, replayRandom, ReplayMismatch, type Draw, type Random } from "./random.ts";
import { bodyObject, ClientAborted, DEFAULT_BODY_LIMIT_BYTES, describeIssue, fieldErrors, queryInput, readBody } from "./request.ts";
import { envelopeText, sendJsonText } from "./respond.ts";
import type { BlobStore } from "./store/blobs.ts";
import { tokenKey } from "./store/token-key.ts";
import { allocations } from "./store/ids.ts";
import { userOfKey } from "./store/tokens.ts";
import type { Store, UserRecord } from "./store/types.ts";
import type { ApiEntry, WalInput } from "./store/wal-format.ts";
import { allowed, type Route, type RouteContext } from "./route.ts";

export interface RouterOptions {
  readonly devices?: DevicePort;
  readonly settings?: MockSettings;
  readonly routes: readonly Route[];
  /** Contract endpoints without a route answer 501 instead of 404 (so a gap is obvious). */
  readonly endpoints?: readonly Endpoint[];
  readonly store: Store;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly faults: Faults;
  readonly log: (line: string) => void;
  readonly validateResponses?: boolean;
  readonly bodyLimitBytes?: number;
  /** Where contract violations and unexpected throws are recorded (tests assert it stays empty). */
  readonly problems?: string[];
  /** Every finished `/api/` request is recorded here (`GET /__mock/journal`). */
  readonly journal?: Journal;
  /**
   * The write-ahead log (store/persist.ts). Each request that may have changed the store goes
   * in: every POST whose handler ran, whatever the outcome (a wrong code counts a try, a refused
   * send-code records the attempt), and any request that may have dropped an expired token.
   * Not a fault's answer (a fault never changes data), a 404/405 or input refused before the
   * handler. While `failing`, POSTs are refused with 503 before they change anything.
   */
  readonly wal?: WalSink;
}

/** What the router needs of the persister. */
export interface WalSink {
  append(entry: WalInput): number;
  readonly failing: Error | null;
}

/** What a replayed entry came to. */
export interface ReplayResult {
  /** The replay answered what the original did (same status, same answer's hash). */
  readonly same: boolean;
  /** Why not, in one line. */
  readonly detail?: string;
}

export interface Router {
  /** Answers one `/api/...` request. `path` is the raw path, `search` the query without "?". */
  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void>;
  /** Runs a logged request again on the store (at a start, after a crash). */
  replay(entry: ApiEntry, devices: DevicePort): Promise<ReplayResult>;
  readonly table: ReadonlyMap<string, ReadonlyMap<Method, Route>>;
}

/** 405 carries the methods the path does accept (RFC 9110 §15.5.6: Allow is required). */
class MethodNotAllowed extends ApiError {
  readonly allow: string;
  constructor(msg: string, allow: string) {
    super(405, msg);
    this.allow = allow;
  }
}

/** §7: the token only ever comes from `Authorization: Bearer <token>`, never a cookie or the query. */
function bearerToken(req: IncomingMessage): string | null {
  const m = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i.exec(req.headers.authorization ?? "");
  return m?.[1] ?? null;
}

/** What one request did, filled in as it goes, for the request journal and the write-ahead log. */
interface Trace {
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

/** Resolves when the connection of `res` is gone (the client gave up, or the server closed it). */
function connectionClosed(res: ServerResponse): Promise<void> {
  if (res.destroyed || res.socket === null || res.socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => res.once("close", () => resolve()));
}

/** Sleeps `ms`; false (at once) if the connection closes first, so no timer outlives it. */
async function waited(ms: number, res: ServerResponse): Promise<boolean> {
  const abort = new AbortController();
  const onClose = () => abort.abort();
  res.once("close", onClose);
  try {
    await sleep(ms, undefined, { signal: abort.signal });
    return true;
  } catch {
    return false;
  } finally {
    res.off("close", onClose);
  }
}

/** FNV-1a (32 bits) of an answer's status and text, tokens drawn by the request blanked. */
function answerHash(status: number, text: string, secrets: readonly string[]): number {
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

const silent = () => {};

/**
 * A request's clock: the request's time for the whole request. A class, not `{ now: () => at }`:
 * run through tsx (esbuild's keepNames), an arrow in an object literal is named at run time by
 * a defineProperty per request, ~2 µs of order/make + payment's CPU (issue 12 item 4's bench).
 */
class RequestClock implements Clock {
  readonly #at: number;
  constructor(at: number) {
    this.#at = at;
  }
  now(): number {
    return this.#at;
  }
}

/** `ctx.note` of a request: `noteOn.bind(null, trace)` (a bound function is not named at run time; see RequestClock). */
function noteOn(trace: { noted: unknown }, value: unknown): void {
  trace.noted = value;
}

/** A request as a replay sees it: the headers answers depend on, no socket, no body stream. */
function replayedRequest(entry: ApiEntry, contentType: string | undefined): IncomingMessage {
  const headers: Record<string, string> = {};
  if (entry.h !== undefined) headers["host"] = entry.h;
  if (entry.x !== undefined) headers["x-forwarded-proto"] = entry.x;
  if (contentType !== undefined) headers["content-type"] = contentType;
  if (entry.l === "en") headers["language"] = "en";
  return { method: entry.m, url: entry.p, headers, socket: { encrypted: entry.e === 1 }, complete: true } as unknown as IncomingMessage;
}

export function createRouter(options: RouterOptions): Router {
  const table = new Map<string, Map<Method, Route>>(); // path -> method -> route
  for (const r of options.routes) {
    const byMethod = table.get(r.endpoint.path) ?? new Map<Method, Route>();
    if (byMethod.has(r.endpoint.method)) throw new Error(`mock-api: two routes for ${r.endpoint.method} ${r.endpoint.path}`);
    byMethod.set(r.endpoint.method, r);
    table.set(r.endpoint.path, byMethod);
  }
  const contractPaths = new Set<string>((options.endpoints ?? []).map((e) => e.path));
  const limit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const problems = options.problems ?? [];
  const { store, blobs, clock, faults, log, wal } = options;
  const settings = options.settings ?? DEFAULT_SETTINGS;

  function routeOf(path: string, method: string | undefined, t: Translate): Route {
    const byMethod = table.get(path);
    if (byMethod === undefined) {
      throw new ApiError(contractPaths.has(path) ? 501 : 404, t(contractPaths.has(path) ? "notImplemented" : "notFound", { path }));
    }
    const r = byMethod.get((method === "HEAD" ? "GET" : method) as Method);
    if (r === undefined) {
      const allow = [...byMethod.keys()].join(", ");
      throw new MethodNotAllowed(t("methodNotAllowed", { path, method: method ?? "" }), allow);
    }
    return r;
  }

  function checkAccess(endpoint: Endpoint, user: UserRecord | null, t: Translate): void {
    if (endpoint.access !== "public" && user === null) throw new ApiError(401, t("unauthorized")); // §8 401
    if (user !== null && !allowed(endpoint.access, user, endpoint.levels)) throw new ApiError(403, t("forbidden"));
  }

  function parseInput(endpoint: Endpoint, raw: unknown, t: Translate): unknown {
    const parsed = endpoint.input.safeParse(raw);
    if (parsed.success) return parsed.data;
    const first = parsed.error.issues[0];
    // data.fields: every field at fault with its message, for forms (request.ts fieldErrors).
    throw new ApiError(422, first === undefined ? t("validationInvalid") : describeIssue(first, raw, t), 1, { fields: fieldErrors(parsed.error.issues, raw, t) });
  }

  async function answer(req: IncomingMessage, res: ServerResponse, path: string, search: string, t: Translate, lang: Language, trace: Trace, at: number, random: Random) {
    const presented = bearerToken(req); // §7: the Authorization header only
    const fault = faults.before(req, path, presented);
    trace.fault = fault?.rule;
    if (fault?.kind === "drop") return void req.socket.destroy();
    if (fault?.kind === "hang") return connectionClosed(res); // never answered; the journal shows status 0
    if (fault?.kind === "error") throw new ApiError(fault.status, fault.msg ?? t("internal"), fault.errorCode ?? 1);
    if (fault?.kind === "delay" && !(await waited(fault.ms, res))) return; // the client left meanwhile

    const r = routeOf(path, req.method, t);
    const { endpoint } = r;
    // The log cannot be written: refuse a write before it changes anything, rather than
    // acknowledge what could be lost (store/persist.ts).
    if (endpoint.method === "POST" && wal?.failing != null) throw new ApiError(503, t("notSaved", { detail: wal.failing.message }));

    const key = presented === null ? null : tokenKey(presented);
    trace.key = key;
    const user = key === null ? null : userOfKey(store, key, at);
    trace.userId = user?.id ?? null;
    // userOfKey drops an expired token; POST handlers change state even when they refuse.
    if (endpoint.method === "POST" || (key !== null && user === null)) trace.mayHaveChanged = true;
    checkAccess(endpoint, user, t);

    trace.rawBody = r.rawBody === true;
    let raw: unknown;
    if (endpoint.method === "GET") raw = queryInput(search, t);
    else if (r.rawBody === true) raw = {};
    else {
      const body = await readBody(req, r.bodyLimitBytes ?? limit, t);
      raw = bodyObject(req, body, t);
      if (wal !== undefined && body.length > 0) {
        trace.body = body.toString("utf8"); // bodyObject checked it is UTF-8
        const type = req.headers["content-type"];
        if (type !== "application/json") trace.bodyType = type;
      }
    }
    const input = parseInput(endpoint, raw, t);

    const ctx: RouteContext = {
      input, user, token: user === null ? null : presented, tokenKey: user === null ? null : key, store, blobs,
      clock: new RequestClock(at), random, req, lang, t, log, devices: options.devices ?? noDevices, settings,
      note: noteOn.bind(null, trace),
    };
    trace.handled = true;
    const ids = allocations();
    const out = r.handler(ctx);
    const data = out instanceof Promise ? await out : out; // most handlers are synchronous: no extra tick
    // A GET that made a record (AI candidates get ids) is logged like a write; other GET
    // writes are clean-ups every reader redoes (store/persist.ts).
    if (allocations() !== ids) trace.mayHaveChanged = true;
    const text = envelopeText(0, "ok", data);
    trace.status = 200;
    trace.text = text;
    if (options.validateResponses === true) {
      const checked = endpoint.output.safeParse(data);
      if (!checked.success) {
        const detail = checked.error.issues.map((i) => describeIssue(i, data, translator("en"))).join("; ");
        const line = `${endpoint.method} ${endpoint.path}: response breaks the contract: ${detail}`;
        problems.push(line);
        log(`[mock-api] CONTRACT VIOLATION ${line}`);
        trace.contract = `violation: ${detail}`;
        throw new ApiError(500, t("contractViolation", { detail }));
      }
      trace.contract = "ok";
    }
    sendJsonText(res, 200, text);
    trace.errorCode = 0;
  }

  /** The log entry of a request that may have changed the store, or null when nothing can have. */
  function entryOf(req: IncomingMessage, path: string, search: string, lang: Language, trace: Trace, at: number, draws: Draw[], secrets: string[]): WalInput | null {
    if (!trace.mayHaveChanged) return null;
    const route = trace.handled ? table.get(path)?.get(req.method as Method) : undefined;
    // A raw-body route changes nothing before it notes what it keeps (finance/uploads.ts).
    const ran = trace.handled && (route?.rawBody !== true || trace.noted !== undefined);
    // Stopped before its handler: only the token lookup (an expired token is dropped) replays.
    if (!ran && trace.key === null) return null;
    const e: Omit<ApiEntry, "n"> = { k: "api", at, m: req.method ?? "", p: path, c: ran ? answerHash(trace.status, trace.text, secrets) : 0 };
    if (search !== "") e.q = search;
    if (trace.key !== null) e.a = trace.key;
    if (!ran) {
      e.z = 1;
      return e;
    }
    if (lang === "en") e.l = "en";
    const host = req.headers.host;
    if (host !== undefined) e.h = host;
    const proto = req.headers["x-forwarded-proto"];
    if (typeof proto === "string") e.x = proto;
    if ((req.socket as { encrypted?: boolean }).encrypted === true) e.e = 1;
    if (trace.body !== undefined) e.b = trace.body;
    if (trace.bodyType !== undefined) e.y = trace.bodyType;
    if (trace.noted !== undefined) e.o = trace.noted;
    if (draws.length > 0) e.r = draws;
    const s = settingsDiff(settings);
    if (s !== undefined) e.s = s;
    return e;
  }

  async function replay(entry: ApiEntry, devices: DevicePort): Promise<ReplayResult> {
    const t = translator(entry.l === "en" ? "en" : "zh-CN");
    const key = entry.a ?? null;
    const at = entry.at;
    const contentType = entry.y ?? (entry.b !== undefined ? "application/json" : undefined);
    const req = replayedRequest(entry, contentType);
    const draws = entry.r ?? [];
    const random = replayRandom(draws);
    let status: number;
    let text: string;
    try {
      const r = routeOf(entry.p, entry.m, t);
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
        clock: new RequestClock(at), random, req, lang: entry.l === "en" ? "en" : "zh-CN", t, log: silent, devices,
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

  return {
    table,
    replay,
    async handle(req, res, path, search) {
      const started = performance.now();
      const at = clock.now();
      const lang = languageOf(req);
      const t = translator(lang);
      const trace: Trace = {
        userId: null, fault: undefined, errorCode: null, contract: "not checked", mayHaveChanged: false, rawBody: false,
        handled: false, key: null, body: undefined, bodyType: undefined, noted: undefined, status: 0, text: "",
      };
      const draws: Draw[] = [];
      const secrets: string[] = [];
      const random = wal === undefined ? cryptoRandom : recordingRandom(draws, secrets);
      try {
        await answer(req, res, path, search, t, lang, trace, at, random);
      } catch (err) {
        if (err instanceof ClientAborted) {
          res.destroy();
        } else if (err instanceof ApiError) {
          const headers: Record<string, string> = {};
          if (err instanceof MethodNotAllowed) headers["Allow"] = err.allow;
          // 413: stop reading the rest of the upload and close the connection once answered
          // (likewise when a raw-body handler refused before the end of its body, e.g. a 415).
          if (err.status === 413 || (trace.rawBody && !req.complete)) headers["Connection"] = "close";
          const text = envelopeText(err.errorCode, err.message, err.data);
          if (trace.text === "") {
            trace.status = err.status;
            trace.text = text; // a contract violation keeps the handler's own answer for the log
          }
          sendJsonText(res, err.status, text, headers);
          trace.errorCode = err.errorCode;
        } else {
          const line = `${req.method} ${path}: unexpected ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
          problems.push(line);
          log(`[mock-api] ERROR ${line}`);
          const text = envelopeText(1, t("internal"), null);
          if (trace.text === "") {
            trace.status = 500;
            trace.text = text;
          }
          sendJsonText(res, 500, text);
          trace.errorCode = 1;
        }
      }
      if (wal !== undefined) {
        const entry = entryOf(req, path, search, lang, trace, at, draws, secrets);
        // Appended in the turn the answer was made: it waits for this entry's commit (respond.ts).
        if (entry !== null) wal.append(entry);
      }
      // The one place every /api/ request finishes: the log line and the journal entry.
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const status = res.headersSent ? res.statusCode : 0;
      log(`[mock-api] ${req.method} ${path} ${status} ${Math.round(ms)}ms${trace.fault !== undefined ? ` (fault ${trace.fault})` : ""}`);
      options.journal?.record({
        atMs: at,
        method: req.method ?? "",
        path,
        search,
        status,
        ms,
        errorCode: res.headersSent ? trace.errorCode : null,
        user_id: trace.userId,
        ...(trace.fault !== undefined ? { fault: trace.fault } : {}),
        contract: trace.contract,
      });
    },
  };
}
