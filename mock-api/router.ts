/**
 * The mock API's router, over a route table built from the contract's endpoints (msw-style
 * `route(endpoint, handler)`; route-table.ts). Everything every call shares lives here once: the
 * fault seam, 404/405, the bearer token and access level (§6), reading and validating input, the
 * §7 envelope, error mapping (§8), in tests checking each answer against the contract, the
 * request journal, and the write-ahead log: each request that may have changed the state is
 * appended to it (wal-entry.ts) and `replay` runs it again after a crash (replay.ts;
 * store/persist.ts says why requests, not diffs).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { Language } from "../web/contract/constants.ts";
import type { Endpoint } from "../web/contract/http/endpoint.ts";
import type { Clock } from "./clock.ts";
import { DEFAULT_SETTINGS, noDevices, type DevicePort, type MockSettings } from "./devices.ts";
import { ApiError } from "./errors.ts";
import type { Faults } from "./faults/index.ts";
import type { Journal } from "./journal.ts";
import { languageOf, translator, type Translate } from "./messages.ts";
import { cryptoRandom, recordingRandom, type Draw, type Random } from "./random.ts";
import { replayEntry, type ReplayResult } from "./replay.ts";
import { bodyObject, ClientAborted, DEFAULT_BODY_LIMIT_BYTES, describeIssue, queryInput, readBody } from "./request.ts";
import { envelopeText, sendJsonText } from "./respond.ts";
import { RequestClock, type Route, type RouteContext } from "./route.ts";
import { buildRouteTable, checkAccess, MethodNotAllowed, parseInput, routeOf } from "./route-table.ts";
import type { BlobStore } from "./store/blobs.ts";
import { tokenKey } from "./store/token-key.ts";
import { allocations } from "./store/ids.ts";
import { userOfKey } from "./store/tokens.ts";
import type { Store } from "./store/types.ts";
import type { ApiEntry, WalInput } from "./store/wal-format.ts";
import { newTrace, noteOn, walEntryOf, type Trace } from "./wal-entry.ts";

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

export interface Router {
  /** Answers one `/api/...` request. `path` is the raw path, `search` the query without "?". */
  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void>;
  /** Runs a logged request again on the store (at a start, after a crash). */
  replay(entry: ApiEntry, devices: DevicePort): Promise<ReplayResult>;
}

/** §7: the token only ever comes from `Authorization: Bearer <token>`, never a cookie or the query. */
function bearerToken(req: IncomingMessage): string | null {
  const m = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i.exec(req.headers.authorization ?? "");
  return m?.[1] ?? null;
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

export function createRouter(options: RouterOptions): Router {
  const table = buildRouteTable(options.routes, options.endpoints ?? []);
  const limit = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const problems = options.problems ?? [];
  const { store, blobs, clock, faults, log, wal } = options;
  const settings = options.settings ?? DEFAULT_SETTINGS;

  async function answer(req: IncomingMessage, res: ServerResponse, path: string, search: string, t: Translate, lang: Language, trace: Trace, at: number, random: Random) {
    const presented = bearerToken(req); // §7: the Authorization header only
    const fault = faults.before(req, path, presented);
    trace.fault = fault?.rule;
    if (fault?.kind === "drop") return void req.socket.destroy();
    if (fault?.kind === "hang") return connectionClosed(res); // never answered; the journal shows status 0
    if (fault?.kind === "error") throw new ApiError(fault.status, fault.msg ?? t("internal"), fault.errorCode ?? 1);
    if (fault?.kind === "delay" && !(await waited(fault.ms, res))) return; // the client left meanwhile

    const r = routeOf(table, path, req.method, t);
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

  return {
    replay: (entry, devices) => replayEntry(table, store, blobs, entry, devices),
    async handle(req, res, path, search) {
      const started = performance.now();
      const at = clock.now();
      const lang = languageOf(req);
      const t = translator(lang);
      const trace = newTrace();
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
        const entry = walEntryOf({ req, path, search, lang, at, settings }, trace, draws, secrets);
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
