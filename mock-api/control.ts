/**
 * The control plane under `/__mock/` (not part of §7): state export/import, fault rules, the
 * request journal, and the developer helpers of dev.ts (`/__mock/codes`).
 *
 * Who may use it: loopback callers that address the mock by IP or `localhost`, or anyone who
 * presents the control token (header `X-Mock-Control: <token>` or query `control_token=<token>`,
 * so a tester on a phone can open a URL). The Host check stops a web page from reaching a
 * developer's mock through DNS rebinding (evil.example resolving to 127.0.0.1).
 *
 *   GET    /__mock/state                 the whole state as a download
 *   PUT    /__mock/state                 replace the state (JSON body, ≤ 20 MiB), then save it
 *   GET    /__mock/faults                the rules, newest (first to match) first
 *   POST   /__mock/faults                add a rule (JSON body)
 *   DELETE /__mock/faults                remove every rule
 *   DELETE /__mock/faults/:id            remove one rule
 *   GET    /__mock/faults/apply?...      add a rule from a URL; answers a small HTML page
 *   GET    /__mock/faults/remove?id=     remove a rule from a URL; HTML
 *   GET    /__mock/journal?limit=&path=  the last requests, newest first
 *   DELETE /__mock/journal               forget them
 *   GET    /__mock/codes?mobile=         the newest live login code (dev.ts)
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { TOKEN_COOKIE, type Language } from "../web/contract/constants.ts";
import type { Clock } from "./clock.ts";
import { isLoopback, serveDev } from "./dev.ts";
import { ApiError } from "./errors.ts";
import { describeRule, FaultRuleError, isFaultEngine, maskToken, type FaultEngine, type FaultRule, type Faults } from "./faults/index.ts";
import { CONTROL_QUERY, cookieValue, faultPage, PAGE_HEADERS, ruleFromQuery, type PageLink } from "./faults/page.ts";
import type { Journal } from "./journal.ts";
import { languageOf, translator, type Translate } from "./messages.ts";
import { ClientAborted, queryObject, readBody } from "./request.ts";
import { BASE_HEADERS, sendEnvelope } from "./respond.ts";
import { checkStore, replaceStoreInPlace, serializeStore, type Persister } from "./store/persist.ts";
import type { Store } from "./store/types.ts";
import * as z from "zod/mini";
import { completeWeixinPayment } from "./commerce/payments.ts";
import type { DevicePort } from "./devices.ts";

export const CONTROL_HEADER = "x-mock-control";
export { CONTROL_QUERY };
/** A state file of a busy mock is a few MiB at most; 20 MiB leaves room without inviting abuse. */
export const STATE_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
const RULE_BODY_LIMIT_BYTES = 64 * 1024; // one rule is a few hundred bytes

export interface ControlCaller {
  readonly remoteAddress: string | undefined;
  /** The Host header. */
  readonly host: string | undefined;
  /** The control token the request presented, if any. */
  readonly token: string | null;
}

/** The hostname of a Host header is an IP literal or localhost (not a name DNS could rebind). */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (host === undefined || host === "") return true; // HTTP/1.0 tools send none; browsers always do
  const h = host.trim().toLowerCase();
  const name = h.startsWith("[") ? h.slice(1, h.indexOf("]")) : h.replace(/:\d*$/, "");
  const bare = name.replace(/\.$/, "");
  return isIP(bare) !== 0 || bare === "localhost" || bare.endsWith(".localhost");
}

function sameSecret(a: string, b: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
  const da = createHash("sha256").update(a).digest();
  const db = createHash("sha256").update(b).digest();
  return timingSafeEqual(da, db);
}

/** The access rule of the whole control plane. */
export function mayControl(caller: ControlCaller, controlToken: string | null | undefined): boolean {
  if (isLoopback(caller.remoteAddress) && isLocalHostHeader(caller.host)) return true;
  if (controlToken === undefined || controlToken === null || controlToken === "" || caller.token === null) return false;
  return sameSecret(caller.token, controlToken);
}

/** The control token from `X-Mock-Control` or `?control_token=`. */
export function presentedControlToken(req: IncomingMessage, search: string): string | null {
  const header = req.headers[CONTROL_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value !== "") return value.trim();
  return new URLSearchParams(search).get(CONTROL_QUERY);
}

export interface ControlDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly faults: Faults;
  readonly journal: Journal;
  readonly persister?: Persister | undefined;
  readonly controlToken?: string | undefined;
  readonly log: (line: string) => void;
  /** Where a payment completed here sends its print job. */
  readonly devices: DevicePort;
}

const DENIED: Readonly<Record<Language, string>> = {
  "zh-CN": "仅允许本机访问，或携带控制令牌（X-Mock-Control 请求头或 control_token 参数）",
  en: "Only loopback callers, or callers with the control token (X-Mock-Control header or control_token= query), may use /__mock/",
};

interface Call {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly search: string;
  readonly t: Translate;
  readonly deps: ControlDeps;
  /** The caller presented the right control token (not only loopback). */
  readonly byToken: boolean;
}

type ControlHandler = (call: Call) => void | Promise<void>;

/** path -> method -> handler. `/__mock/faults/:id` is matched separately. */
const TABLE: ReadonlyMap<string, ReadonlyMap<string, ControlHandler>> = new Map<string, Map<string, ControlHandler>>([
  ["/__mock/state", new Map([["GET", exportState], ["PUT", importState]])],
  ["/__mock/faults", new Map([["GET", listFaults], ["POST", addFault], ["DELETE", clearFaults]])],
  ["/__mock/faults/apply", new Map([["GET", applyFaultPage]])],
  ["/__mock/faults/remove", new Map([["GET", removeFaultPage]])],
  ["/__mock/journal", new Map([["GET", listJournal], ["DELETE", clearJournal]])],
  ["/__mock/pay", new Map([["POST", completePayment]])],
]);

/** Answers `/__mock/...`. */
export async function serveControl(req: IncomingMessage, res: ServerResponse, path: string, search: string, deps: ControlDeps): Promise<void> {
  const t = translator(languageOf(req));
  const caller = { remoteAddress: req.socket.remoteAddress, host: req.headers.host, token: presentedControlToken(req, search) };
  if (!mayControl(caller, deps.controlToken)) return sendEnvelope(res, 403, 1, DENIED[languageOf(req)]);
  if (path === "/__mock/codes") return serveDev(req, res, path, search, deps);

  const byToken = mayControl({ ...caller, remoteAddress: undefined }, deps.controlToken);
  const call: Call = { req, res, path, query: queryObject(search), search, t, deps, byToken };
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "");
  try {
    const byMethod = TABLE.get(path);
    const one = /^\/__mock\/faults\/([^/]+)$/.exec(path)?.[1];
    if (byMethod === undefined && one !== undefined) {
      if (method !== "DELETE") return sendEnvelope(res, 405, 1, t("methodNotAllowed", { path, method: req.method ?? "" }), null, { Allow: "DELETE" });
      return removeFault(call, decodeURIComponent(one));
    }
    if (byMethod === undefined) return sendEnvelope(res, 404, 1, t("notFound", { path }));
    const handler = byMethod.get(method);
    if (handler === undefined) {
      const allow = [...byMethod.keys()].join(", ");
      return sendEnvelope(res, 405, 1, t("methodNotAllowed", { path, method: req.method ?? "" }), null, { Allow: allow });
    }
    await handler(call);
  } catch (err) {
    if (err instanceof ClientAborted) return void res.destroy();
    // 413: the rest of the body is left unread, so the connection cannot be reused.
    if (err instanceof ApiError) return sendEnvelope(res, err.status, err.errorCode, err.message, err.data, err.status === 413 ? { Connection: "close" } : {});
    if (err instanceof URIError) return sendEnvelope(res, 400, 1, t("badRequest"));
    throw err; // server.ts records it as a problem and answers 500
  }
}

/** A JSON body: 415 for another type (which also forces a CORS preflight on cross-site callers). */
async function readJson(call: Call, limit: number, badJsonStatus: number): Promise<unknown> {
  const type = (call.req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !type.endsWith("+json")) throw new ApiError(415, call.t("unsupportedMediaType", { type: type || "(none)" }));
  const body = await readBody(call.req, limit, call.t);
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch (err) {
    throw new ApiError(badJsonStatus, call.t("invalidJson", { detail: err instanceof Error ? err.message : String(err) }));
  }
}

// ---- state ----

function exportState({ res, deps }: Call): void {
  const bytes = Buffer.from(serializeStore(deps.store), "utf8");
  const stamp = `${new Date(deps.clock.now()).toISOString().slice(0, 19).replace(/:/g, "-")}Z`; // no ":" in file names (Windows)
  res.writeHead(200, {
    ...BASE_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="tanghua-mock-state-${stamp}.json"`,
    "Cache-Control": "no-store",
    "Content-Length": bytes.length,
  });
  res.end(bytes);
}

async function importState(call: Call): Promise<void> {
  const { deps, res } = call;
  const value = await readJson(call, STATE_BODY_LIMIT_BYTES, 422);
  const checked = checkStore(value);
  if (!checked.ok) throw new ApiError(422, `not a usable mock-api state: ${checked.error}`);
  // Handlers and the router hold this very object: change its contents, never swap it.
  replaceStoreInPlace(deps.store, checked.store);
  deps.log(`[mock-api] state imported (seed ${deps.store.seed}, ${Object.keys(deps.store.users).length} users)`);
  if (deps.persister !== undefined) {
    deps.persister.changed();
    try {
      await deps.persister.flush(); // on disk before the answer says so
    } catch (err) {
      throw new ApiError(500, `imported, but saving it failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  sendEnvelope(res, 200, 0, "ok", {
    version: deps.store.version,
    seed: deps.store.seed,
    users: Object.keys(deps.store.users).length,
    saved: deps.persister !== undefined,
  });
}

// ---- faults ----

function engineOf(deps: ControlDeps): FaultEngine {
  if (!isFaultEngine(deps.faults)) throw new ApiError(501, "this mock-api was given its own fault seam; its rules cannot be managed here");
  return deps.faults;
}

/** A rule for the control API: the token masked, plus a one-line description. */
export function ruleView(rule: FaultRule): Record<string, unknown> {
  return { ...rule, ...(rule.token !== undefined ? { token: maskToken(rule.token) } : {}), description: describeRule(rule) };
}

function listFaults({ res, deps }: Call): void {
  sendEnvelope(res, 200, 0, "ok", { rules: engineOf(deps).list().map(ruleView) });
}

function addRule(call: Call, input: unknown): FaultRule {
  const engine = engineOf(call.deps);
  let rule: FaultRule;
  try {
    rule = engine.add(input);
  } catch (err) {
    if (err instanceof FaultRuleError) throw new ApiError(422, err.message);
    throw err;
  }
  call.deps.log(`[mock-api] fault ${rule.id} added: ${describeRule(rule)} (by ${call.req.socket.remoteAddress ?? "?"})`);
  return rule;
}

async function addFault(call: Call): Promise<void> {
  const rule = addRule(call, await readJson(call, RULE_BODY_LIMIT_BYTES, 400));
  sendEnvelope(call.res, 200, 0, "ok", ruleView(rule));
}

function clearFaults({ res, deps }: Call): void {
  const removed = engineOf(deps).clear();
  deps.log(`[mock-api] faults cleared (${removed})`);
  sendEnvelope(res, 200, 0, "ok", { removed });
}

function removeFault({ res, deps }: Call, id: string): void {
  if (!engineOf(deps).remove(id)) return sendEnvelope(res, 404, 1, `no fault rule ${id}`);
  deps.log(`[mock-api] fault ${id} removed`);
  sendEnvelope(res, 200, 0, "ok", { removed: 1 });
}

/** Links keep the control token the page was opened with, so they work on the same phone. */
function withToken(call: Call, href: string): string {
  const token = call.query[CONTROL_QUERY];
  if (token === undefined) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${CONTROL_QUERY}=${encodeURIComponent(token)}`;
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  const bytes = Buffer.from(html, "utf8");
  res.writeHead(status, { ...PAGE_HEADERS, "Content-Length": bytes.length });
  res.end(bytes);
}

/**
 * The two GETs that change something: a page on another site must not fire them at a developer's
 * loopback mock (`<img src=…/apply?…>`). Browsers say where a request comes from in
 * Sec-Fetch-Site; typed URLs are "none". A caller with the control token may come from anywhere
 * (a link in a chat app).
 */
function refusedCrossSite(call: Call): boolean {
  const site = call.req.headers["sec-fetch-site"];
  if (call.byToken || site === undefined || site === "none" || site === "same-origin") return false;
  sendPage(call.res, 403, faultPage({ ok: false, heading: "未执行 / Not done", lines: [`This link came from another site (Sec-Fetch-Site: ${String(site)}): open it by typing the URL, or add ${CONTROL_QUERY}=…`] }));
  return true;
}

function applyFaultPage(call: Call): void {
  const { res, req } = call;
  if (refusedCrossSite(call)) return;
  let rule: FaultRule;
  try {
    rule = addRule(call, ruleFromQuery(call.query, cookieValue(req.headers.cookie, TOKEN_COOKIE)));
  } catch (err) {
    const why = err instanceof FaultRuleError || err instanceof ApiError ? err.message : String(err);
    return sendPage(res, err instanceof ApiError ? err.status : 422, faultPage({ ok: false, heading: "规则无效 / Rule not added", lines: [why] }));
  }
  const links: PageLink[] = [
    { href: withToken(call, `/__mock/faults/remove?id=${encodeURIComponent(rule.id)}`), text: `移除规则 / Remove rule ${rule.id}` },
    { href: withToken(call, "/__mock/faults"), text: "所有规则 / All rules (JSON)" },
  ];
  sendPage(res, 200, faultPage({ ok: true, heading: `规则 ${rule.id} 已生效 / Rule ${rule.id} is active`, lines: [describeRule(rule)], links }));
}

function removeFaultPage(call: Call): void {
  if (refusedCrossSite(call)) return;
  const id = call.query.id ?? "";
  const removed = id !== "" && engineOf(call.deps).remove(id);
  if (removed) call.deps.log(`[mock-api] fault ${id} removed`);
  const heading = removed ? `规则 ${id} 已移除 / Rule ${id} removed` : `没有规则 ${id} / No rule ${id}`;
  sendPage(call.res, removed ? 200 : 404, faultPage({ ok: removed, heading, lines: [], links: [{ href: withToken(call, "/__mock/faults"), text: "所有规则 / All rules (JSON)" }] }));
}

// ---- journal ----

function listJournal({ res, deps, query }: Call): void {
  const { journal } = deps;
  let limit: number | undefined;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1) throw new ApiError(422, "limit: must be a whole number ≥ 1");
  }
  if (query.path !== undefined && (query.path.length > 200 || !query.path.startsWith("/"))) {
    throw new ApiError(422, "path: must start with / (a glob like /api/order/* is fine)");
  }
  const entries = journal.list({ ...(limit !== undefined ? { limit } : {}), ...(query.path !== undefined ? { path: query.path } : {}) });
  sendEnvelope(res, 200, 0, "ok", { entries, size: journal.size, capacity: journal.capacity });
}

function clearJournal({ res, deps }: Call): void {
  const cleared = deps.journal.size;
  deps.journal.clear();
  sendEnvelope(res, 200, 0, "ok", { cleared });
}

const PayInput = z.strictObject({ order_sn: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `POST /__mock/pay {order_sn}`: what WeChat does when the customer scans the Native QR (pay type
 * 61) or confirms a JSAPI payment (10/60): the order becomes paid and its print job goes out.
 * Later `sim pay <order_sn>` calls this.
 */
async function completePayment(call: Call): Promise<void> {
  const parsed = PayInput.safeParse(await readJson(call, 4096, 400));
  if (!parsed.success) throw new ApiError(422, "order_sn: required, 1-64 characters");
  const { deps } = call;
  const done = completeWeixinPayment(deps.store, parsed.data.order_sn, deps.clock.now(), deps.devices, deps.log);
  if (!done.ok) throw new ApiError(409, done.reason);
  deps.persister?.changed();
  deps.log(`[mock-api] WeChat payment completed for ${parsed.data.order_sn}${done.already ? " (already paid)" : ""}`);
  sendEnvelope(call.res, 200, 0, "ok", { order_sn: parsed.data.order_sn, already: done.already, status: done.order.status });
}
