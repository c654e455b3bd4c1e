/**
 * The route table of the mock API, built from the contract's endpoints (msw-style
 * `route(endpoint, handler)`). Everything every call shares lives here once: the fault seam,
 * 404/405, the bearer token and access level (§6), reading and validating input, the §7
 * envelope, error mapping (§8) and, in tests, checking each answer against the contract.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { ADMIN_LEVEL_TYPES, type Language } from "../web/contract/constants.ts";
import type { Endpoint, Method, OutputOf, ParsedInputOf } from "../web/contract/http/endpoint.ts";
import type { Clock } from "./clock.ts";
import { DEFAULT_SETTINGS, noDevices, type DevicePort, type MockSettings } from "./devices.ts";
import { ApiError } from "./errors.ts";
import type { Faults } from "./faults/index.ts";
import type { Journal, JournalEntry } from "./journal.ts";
import { languageOf, translator, type Translate } from "./messages.ts";
import { bodyObject, ClientAborted, DEFAULT_BODY_LIMIT_BYTES, describeIssue, fieldErrors, queryInput, readBody } from "./request.ts";
import { sendEnvelope } from "./respond.ts";
import { userOfToken } from "./store/tokens.ts";
import type { Store, UserRecord } from "./store/types.ts";

export interface RouteContext<I = unknown> {
  /** The input parsed by `endpoint.input` (query string for GET, body for POST). */
  readonly input: I;
  /** The caller, when a valid bearer token came with the request. */
  readonly user: UserRecord | null;
  /** That valid token (null without one). */
  readonly token: string | null;
  readonly store: Store;
  readonly clock: Clock;
  readonly req: IncomingMessage;
  /** From the `Language` header (§7): "en" for en/en-US, else "zh-CN". */
  readonly lang: Language;
  readonly t: Translate;
  readonly log: (line: string) => void;
  /** Where paid orders send their print jobs (devices.ts). */
  readonly devices: DevicePort;
  readonly settings: MockSettings;
}

export type Handler<E extends Endpoint> = (
  ctx: RouteContext<ParsedInputOf<E>>,
) => OutputOf<E> | Promise<OutputOf<E>>;

export interface Route {
  readonly endpoint: Endpoint;
  readonly handler: (ctx: RouteContext) => unknown;
  /**
   * The handler reads `ctx.req` itself (a multipart upload, streamed with its own limits): the
   * router reads no body and validates the input as `{}`.
   */
  readonly rawBody?: boolean;
  /** This route's JSON body limit, when it must differ from the server's (save-goods' PNG). */
  readonly bodyLimitBytes?: number;
}

export type RouteOptions = Pick<Route, "rawBody" | "bodyLimitBytes">;

/** One line of the routing table: a contract endpoint and what answers it. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): Route {
  return { endpoint, handler: handler as unknown as Route["handler"], ...options };
}

/** The caller of an access "user"/"admin" route (the router has already refused anonymous calls). */
export function signedIn(ctx: RouteContext): UserRecord {
  if (ctx.user === null) throw new ApiError(401, ctx.t("unauthorized"));
  return ctx.user;
}

export interface RouterOptions {
  readonly devices?: DevicePort;
  readonly settings?: MockSettings;
  readonly routes: readonly Route[];
  /** Contract endpoints without a route answer 501 instead of 404 (so a gap is obvious). */
  readonly endpoints?: readonly Endpoint[];
  readonly store: Store;
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
   * Called after a request that may have changed the store (the persister saves soon after):
   * every POST that reached its route, whatever the outcome (a wrong code counts a try, a
   * refused send-code records the attempt), and a GET whose token was dropped as expired.
   * Not after a fault's answer (a fault never changes data) or a 404/405.
   */
  readonly onStateChange?: () => void;
}

export interface Router {
  /** Answers one `/api/...` request. `path` is the raw path, `search` the query without "?". */
  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void>;
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
export function bearerToken(req: IncomingMessage): string | null {
  const m = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,512})[ \t]*$/i.exec(req.headers.authorization ?? "");
  return m?.[1] ?? null;
}

/**
 * §6 on the server: admin is level_type 1, 3 or 7 (narrowed by the endpoint's `levels`, constants.ts
 * PLATFORM_LEVELS); merchant calls need a shop (a company) or admin.
 */
export function allowed(access: Endpoint["access"], user: UserRecord, levels?: readonly number[]): boolean {
  const admin = ADMIN_LEVEL_TYPES.includes(user.level_type);
  if (access === "admin") return admin && (levels === undefined || levels.includes(user.level_type));
  if (access === "merchant") return admin || user.companyId !== null;
  return true;
}

/** What one request did, filled in as it goes, for the journal and the persister. */
interface Trace {
  userId: number | null;
  fault: string | undefined;
  errorCode: number | null;
  contract: JournalEntry["contract"];
  mayHaveChanged: boolean;
  /** A raw-body route answered: an error it throws may leave the body unread. */
  rawBody: boolean;
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
  const { store, clock, faults, log } = options;

  async function answer(req: IncomingMessage, res: ServerResponse, path: string, search: string, t: Translate, lang: Language, trace: Trace) {
    const presented = bearerToken(req); // §7: the Authorization header only
    const fault = faults.before(req, path, presented);
    trace.fault = fault?.rule;
    if (fault?.kind === "drop") return void req.socket.destroy();
    if (fault?.kind === "hang") return connectionClosed(res); // never answered; the journal shows status 0
    if (fault?.kind === "error") throw new ApiError(fault.status, fault.msg ?? t("internal"), fault.errorCode ?? 1);
    if (fault?.kind === "delay" && !(await waited(fault.ms, res))) return; // the client left meanwhile

    const byMethod = table.get(path);
    if (byMethod === undefined) {
      throw new ApiError(contractPaths.has(path) ? 501 : 404, t(contractPaths.has(path) ? "notImplemented" : "notFound", { path }));
    }
    const method = req.method === "HEAD" ? "GET" : req.method;
    const r = byMethod.get(method as Method);
    if (r === undefined) {
      const allow = [...byMethod.keys()].join(", ");
      throw new MethodNotAllowed(t("methodNotAllowed", { path, method: req.method ?? "" }), allow);
    }
    const { endpoint } = r;

    const user = presented === null ? null : userOfToken(store, presented, clock.now());
    trace.userId = user?.id ?? null;
    // userOfToken drops an expired token; POST handlers change state even when they refuse.
    if (endpoint.method === "POST" || (presented !== null && user === null)) trace.mayHaveChanged = true;
    if (endpoint.access !== "public" && user === null) throw new ApiError(401, t("unauthorized")); // §8 401
    if (user !== null && !allowed(endpoint.access, user, endpoint.levels)) throw new ApiError(403, t("forbidden"));

    trace.rawBody = r.rawBody === true;
    const raw =
      endpoint.method === "GET" ? queryInput(search, t) : r.rawBody === true ? {} : bodyObject(req, await readBody(req, r.bodyLimitBytes ?? limit, t), t);
    const parsed = endpoint.input.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      // data.fields: every field at fault with its message, for forms (request.ts fieldErrors).
      throw new ApiError(422, first === undefined ? t("validationInvalid") : describeIssue(first, raw, t), 1, { fields: fieldErrors(parsed.error.issues, raw, t) });
    }

    const ctx: RouteContext = { input: parsed.data, user, token: user === null ? null : presented, store, clock, req, lang, t, log, devices: options.devices ?? noDevices, settings: options.settings ?? DEFAULT_SETTINGS };
    const out = r.handler(ctx);
    const data = out instanceof Promise ? await out : out; // most handlers are synchronous: no extra tick
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
    sendEnvelope(res, 200, 0, "ok", data);
    trace.errorCode = 0;
  }

  return {
    table,
    async handle(req, res, path, search) {
      const started = performance.now();
      const at = clock.now();
      const lang = languageOf(req);
      const t = translator(lang);
      const trace: Trace = { userId: null, fault: undefined, errorCode: null, contract: "not checked", mayHaveChanged: false, rawBody: false };
      try {
        await answer(req, res, path, search, t, lang, trace);
      } catch (err) {
        if (err instanceof ClientAborted) {
          res.destroy();
        } else if (err instanceof ApiError) {
          const headers: Record<string, string> = {};
          if (err instanceof MethodNotAllowed) headers["Allow"] = err.allow;
          // 413: stop reading the rest of the upload and close the connection once answered
          // (likewise when a raw-body handler refused before the end of its body, e.g. a 415).
          if (err.status === 413 || (trace.rawBody && !req.complete)) headers["Connection"] = "close";
          sendEnvelope(res, err.status, err.errorCode, err.message, err.data, headers);
          trace.errorCode = err.errorCode;
        } else {
          const line = `${req.method} ${path}: unexpected ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
          problems.push(line);
          log(`[mock-api] ERROR ${line}`);
          sendEnvelope(res, 500, 1, t("internal"));
          trace.errorCode = 1;
        }
      }
      if (trace.mayHaveChanged) options.onStateChange?.();
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
