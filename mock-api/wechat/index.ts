/**
 * A local stand-in for WeChat's web pages (§7 Redirects), so the whole WeChat flow runs in a
 * plain browser on the mock's own origin. Not part of §7; no script on any page.
 *
 *   GET  /mock-wechat/oauth?appid=&redirect_uri=&scope=&state=   WeChat's OAuth authorise screen
 *        (returnUrl= is accepted instead of redirect_uri, as §7 names it)
 *   POST /mock-wechat/oauth        allow: 302 redirect_uri?code=…&state=… (code single use, 5 min)
 *                                  deny:  302 redirect_uri?state=…, no code (WeChat's refusal)
 *   GET  /mock-wechat/auth-bind?returnUrl=&state=&jump=   bind an openid to the logged-in user
 *   POST /mock-wechat/auth-bind    302 returnUrl?state=…&jump=… once bound
 *   GET  /mock-wechat/openid?returnUrl=   silent (snsapi_base): 302 returnUrl?code=… for the
 *        session user's openid; the identity chooser when there is none
 *
 * The app turns `code` into a session with `POST /api/default/login { wx_code }`. Every target
 * must be on this origin (redirect.ts); the session is the app's own `accessToken` cookie.
 * Codes and bindings are written through mock-api/ops.ts (the write-ahead log keeps them) and
 * a redirect that hands one out leaves once it is on disk.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import { ApiError } from "../errors.ts";
import { translator } from "../messages.ts";
import { ClientAborted, queryObject, readBody } from "../request.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { identityOf, OPENID_PATTERN, weChatIdentities, type WeChatIdentity } from "../store/wechat.ts";
import { NEW_WECHAT_USER, runOp, type OpSink } from "../ops.ts";
import { committed } from "../respond.ts";
import { sendPage, sendRedirect } from "./html.ts";
import { bindPage, consentPage, errorPage, loginFirstPage, NEW_IDENTITY, type Scope } from "./pages.ts";
import { locationWith, requestHost, sameOriginTarget } from "./redirect.ts";
import { cookieUser } from "../cookie-session.ts";

export interface WeChatDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly log?: (line: string) => void;
  /** The write-ahead log (with --data). */
  readonly sink?: OpSink | undefined;
}

/** Redirects once what this request wrote is on disk (a failed commit: no answer at all). */
export async function redirectWhenSaved(res: ServerResponse, location: string): Promise<void> {
  try {
    await committed();
  } catch {
    return void res.destroy(); // not on disk: never acknowledged
  }
  sendRedirect(res, location);
}

const FORM_LIMIT_BYTES = 16 * 1024; // a few hidden fields
const STATE_MAX = 128; // WeChat: "state … 最多128字节"
const JUMP_MAX = 2048;
const SCOPES: readonly Scope[] = ["snsapi_userinfo", "snsapi_base"];
const CHOOSER_MAX = 20; // every "new WeChat user" adds one; the page stays short

type Fields = Readonly<Record<string, string>>;

/** A request that cannot go on: answered with WeChat's error screen (the e-sign stand-in reuses it). */
export class PageError extends Error {
  readonly status: number;
  readonly back: string | undefined;
  constructor(status: number, message: string, back?: string) {
    super(message);
    this.status = status;
    this.back = back;
  }
}

/** Answers `/mock-wechat/...`. */
export async function serveWeChat(req: IncomingMessage, res: ServerResponse, path: string, search: string, deps: WeChatDeps): Promise<void> {
  const get = req.method === "GET" || req.method === "HEAD";
  const headOnly = req.method === "HEAD";
  try {
    if (path === "/mock-wechat/oauth" && get) return await oauthPage(req, res, queryObject(search), deps, headOnly);
    if (path === "/mock-wechat/oauth" && req.method === "POST") return await oauthDecision(req, res, await readForm(req), deps);
    if (path === "/mock-wechat/auth-bind" && get) return authBindPage(req, res, queryObject(search), deps, headOnly);
    if (path === "/mock-wechat/auth-bind" && req.method === "POST") return await authBindDecision(req, res, await readForm(req), deps);
    if (path === "/mock-wechat/openid" && get) return await openidPage(req, res, queryObject(search), deps, headOnly);
    if (path === "/mock-wechat/oauth" || path === "/mock-wechat/auth-bind") {
      return sendPage(res, 405, errorPage(`不支持 ${req.method ?? ""} 请求`), headOnly, { Allow: "GET, HEAD, POST" });
    }
    if (path === "/mock-wechat/openid") return sendPage(res, 405, errorPage(`不支持 ${req.method ?? ""} 请求`), false, { Allow: "GET, HEAD" });
    return sendPage(res, 404, errorPage("页面不存在"), headOnly);
  } catch (err) {
    if (err instanceof ClientAborted) return void res.destroy();
    if (err instanceof PageError) return sendPage(res, err.status, errorPage(err.message, err.back), headOnly);
    if (err instanceof ApiError) return sendPage(res, err.status, errorPage(err.message), headOnly); // 413 from readBody
    throw err; // server.ts records it as a problem and answers 500
  }
}

// --- the three pages -------------------------------------------------------------------------

async function oauthPage(req: IncomingMessage, res: ServerResponse, q: Fields, deps: WeChatDeps, headOnly: boolean): Promise<void> {
  const p = oauthParams(req, q, deps.store);
  if (p.scope === "snsapi_base") {
    const silent = silentCode(req, deps);
    if (silent !== null) return redirectWhenSaved(res, locationWith(p.target, { code: silent, state: p.state ?? "" }));
  }
  const doc = consentPage({
    appid: p.appid,
    scope: p.scope,
    redirectUri: locationWith(p.target, {}),
    state: p.state ?? "", // WeChat always answers with state=, empty when none was sent
    identities: chooserIdentities(deps.store),
  });
  sendPage(res, 200, doc, headOnly);
}

function authBindPage(req: IncomingMessage, res: ServerResponse, q: Fields, deps: WeChatDeps, headOnly: boolean): void {
  const p = bindParams(req, q);
  const user = sessionUser(req, deps);
  if (user === null) return sendPage(res, 401, loginFirstPage(), headOnly);
  const doc = bindPage({
    appid: deps.store.config.wechat_app_id,
    user,
    returnUrl: locationWith(p.target, {}),
    state: p.state,
    jump: p.jump,
    identities: chooserIdentities(deps.store),
  });
  sendPage(res, 200, doc, headOnly);
}

/** snsapi_base: no screen when the WeChat user is known (the session user's openid). */
async function openidPage(req: IncomingMessage, res: ServerResponse, q: Fields, deps: WeChatDeps, headOnly: boolean): Promise<void> {
  const target = sameOriginTarget(q.returnUrl ?? q.redirect_uri, requestHost(req.headers.host));
  if (target === null) throw new PageError(400, "returnUrl 参数错误");
  const state = checkedText(q.state, STATE_MAX, "state 参数错误");
  const silent = silentCode(req, deps);
  if (silent !== null) return redirectWhenSaved(res, locationWith(target, { code: silent, state }));
  const doc = consentPage({
    appid: deps.store.config.wechat_app_id,
    scope: "snsapi_base",
    redirectUri: locationWith(target, {}),
    state,
    identities: chooserIdentities(deps.store),
  });
  sendPage(res, 200, doc, headOnly);
}

// --- the two decisions -----------------------------------------------------------------------

async function oauthDecision(req: IncomingMessage, res: ServerResponse, form: Fields, deps: WeChatDeps): Promise<void> {
  refuseCrossSite(req);
  const p = oauthParams(req, form, deps.store);
  const decision = form.decision;
  if (decision === "deny") return sendRedirect(res, locationWith(p.target, { state: p.state })); // no code
  if (decision !== "allow") throw new PageError(400, "请选择允许或拒绝");
  const chosen = form.openid ?? "";
  if (chosen !== NEW_IDENTITY && (!OPENID_PATTERN.test(chosen) || identityOf(deps.store, chosen) === null)) throw new PageError(400, "请选择一个微信身份");
  // snsapi_base grants the openid only; snsapi_userinfo adds the public profile.
  const granted = runOp("wx.grant", { openid: chosen === NEW_IDENTITY ? NEW_WECHAT_USER : chosen, profile: p.scope === "snsapi_userinfo" }, { store: deps.store, now: deps.clock.now(), sink: deps.sink });
  if (granted === null) throw new PageError(400, "请选择一个微信身份");
  const { code, identity } = granted;
  deps.log?.(`[mock-wechat] ${p.scope} granted for ${identity.nickname} (${identity.openid}) -> ${p.target.pathname}`);
  return redirectWhenSaved(res, locationWith(p.target, { code, state: p.state }));
}

async function authBindDecision(req: IncomingMessage, res: ServerResponse, form: Fields, deps: WeChatDeps): Promise<void> {
  refuseCrossSite(req);
  const p = bindParams(req, form);
  const user = sessionUser(req, deps);
  if (user === null) return sendPage(res, 401, loginFirstPage());
  const back = locationWith(p.target, { state: p.state, jump: p.jump });
  if (form.decision === "deny") return sendRedirect(res, back);
  if (form.decision !== "allow") throw new PageError(400, "请选择允许或拒绝");
  const chosen = form.openid ?? "";
  if (chosen !== NEW_IDENTITY && (!OPENID_PATTERN.test(chosen) || identityOf(deps.store, chosen) === null)) throw new PageError(400, "请选择一个微信身份");
  const bound = runOp("wx.bind", { userId: user.id, openid: chosen === NEW_IDENTITY ? NEW_WECHAT_USER : chosen }, { store: deps.store, now: deps.clock.now(), sink: deps.sink });
  if (bound === null) throw new PageError(400, "请选择一个微信身份");
  if (!bound.ok) {
    const again = `/mock-wechat/auth-bind?${new URLSearchParams(Object.entries({ returnUrl: locationWith(p.target, {}), state: p.state, jump: p.jump }).filter((e): e is [string, string] => e[1] !== undefined))}`;
    throw new PageError(409, "该微信已绑定其他账号", again);
  }
  deps.log?.(`[mock-wechat] bound ${bound.user.wx_openid} to user #${user.id}`);
  return redirectWhenSaved(res, back);
}

/** The identities a chooser shows: all of them while few, else the first (seeded) and the newest. */
function chooserIdentities(store: Store): WeChatIdentity[] {
  const all = weChatIdentities(store);
  return all.length <= CHOOSER_MAX ? all : [...all.slice(0, 8), ...all.slice(-(CHOOSER_MAX - 8))];
}

// --- parameters, session, forms --------------------------------------------------------------

function oauthParams(req: IncomingMessage, q: Fields, store: Store): { target: URL; appid: string; scope: Scope; state: string | undefined } {
  // WeChat's own order of complaints: the redirect first, then appid, scope, state.
  const target = sameOriginTarget(q.redirect_uri ?? q.returnUrl, requestHost(req.headers.host));
  if (target === null) throw new PageError(400, "redirect_uri 参数错误");
  const appid = q.appid ?? store.config.wechat_app_id;
  if (appid !== store.config.wechat_app_id) throw new PageError(400, "appid 参数错误");
  const scope = (q.scope ?? "snsapi_userinfo") as Scope;
  if (!SCOPES.includes(scope)) throw new PageError(400, "scope 参数错误或没有 scope 权限");
  const state = checkedText(q.state, STATE_MAX, "state 参数错误");
  return { target, appid, scope, state };
}

function bindParams(req: IncomingMessage, q: Fields): { target: URL; state: string | undefined; jump: string | undefined } {
  const target = sameOriginTarget(q.returnUrl, requestHost(req.headers.host));
  if (target === null) throw new PageError(400, "returnUrl 参数错误");
  return { target, state: checkedText(q.state, STATE_MAX, "state 参数错误"), jump: checkedText(q.jump, JUMP_MAX, "jump 参数错误") };
}

/** Passed-through text: bounded, no control characters (it is echoed into pages and URLs). */
function checkedText(value: string | undefined, max: number, message: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.length > max || /[\u0000-\u001f\u007f]/.test(value)) throw new PageError(400, message);
  return value;
}

/** The app user of the same-origin `accessToken` cookie (§9), or null. */
function sessionUser(req: IncomingMessage, deps: WeChatDeps): UserRecord | null {
  return cookieUser(req, deps.store, deps.clock.now());
}

/** A code for the session user's openid (the silent snsapi_base answer), or null. */
function silentCode(req: IncomingMessage, deps: WeChatDeps): string | null {
  const user = sessionUser(req, deps);
  if (user === null || user.wx_openid === "") return null;
  return runOp("wx.grant", { openid: user.wx_openid, profile: false }, { store: deps.store, now: deps.clock.now(), sink: deps.sink })?.code ?? null;
}

/**
 * The decisions change state, so they come from these pages only: a browser's Origin /
 * Sec-Fetch-Site must say same-origin (login CSRF). Callers without either header (curl, tests)
 * are let through; the SameSite=Lax session cookie already stays home on a cross-site POST.
 */
export function refuseCrossSite(req: IncomingMessage): void {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") throw new PageError(403, "请求来源不合法");
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const host = requestHost(req.headers.host);
  let ok = false;
  try {
    const o = new URL(origin);
    ok = (o.protocol === "http:" || o.protocol === "https:") && o.host === host;
  } catch {
    ok = false; // "null" and garbage
  }
  if (!ok) throw new PageError(403, "请求来源不合法");
}

export async function readForm(req: IncomingMessage): Promise<Fields> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/x-www-form-urlencoded") throw new PageError(415, "请以表单提交（application/x-www-form-urlencoded）");
  const body = await readBody(req, FORM_LIMIT_BYTES, translator("zh-CN"));
  return queryObject(body.toString("utf8"));
}
