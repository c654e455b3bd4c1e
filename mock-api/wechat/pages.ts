/** The documents of the WeChat stand-in: consent (identity chooser), bind, "log in first", errors. */
import { PRODUCT } from "../../web/contract/constants.ts";
import type { UserRecord } from "../store/types.ts";
import type { WeChatIdentity } from "../store/wechat.ts";
import { html, page, type Html } from "./html.ts";

export type Scope = "snsapi_userinfo" | "snsapi_base";

/** The value of the identity radio that asks for a WeChat user nobody has seen yet. */
export const NEW_IDENTITY = "new";

function hidden(fields: Readonly<Record<string, string | undefined>>): Html[] {
  return Object.entries(fields)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
}

function appBlock(appid: string): Html {
  return html`<div class="app"><img src="/mock/logo.svg" alt=""><span><b>${PRODUCT.title}</b><br><small>${appid}</small></span></div>`;
}

/** Radio cards: every known WeChat user, then "a new WeChat user". */
function identityChooser(legend: string, identities: readonly WeChatIdentity[], checked: string): Html {
  const known = identities.map(
    (i) => html`<label class="id"><input type="radio" name="openid" value="${i.openid}"${checked === i.openid ? html` checked` : ""}>
<img src="${i.avatar}" alt=""><span>${i.nickname}<small>${i.openid} · 用户 #${i.userId}</small></span></label>`,
  );
  const fresh = html`<label class="id"><input type="radio" name="openid" value="${NEW_IDENTITY}"${checked === NEW_IDENTITY ? html` checked` : ""}>
<span class="new" aria-hidden="true">+</span><span>新的微信用户<small>随机 openid 与昵称（首次登录即注册）</small></span></label>`;
  return html`<fieldset class="ids"><legend>${legend}</legend>${known}${fresh}</fieldset>`;
}

function buttons(): Html {
  return html`<div class="btns"><button class="allow" type="submit" name="decision" value="allow">允许</button>
<button class="deny" type="submit" name="decision" value="deny">拒绝</button></div>`;
}

export interface ConsentPageOptions {
  readonly appid: string;
  readonly scope: Scope;
  readonly redirectUri: string;
  /** undefined: no state field at all (the openid page when the app sent none). */
  readonly state: string | undefined;
  readonly identities: readonly WeChatIdentity[];
}

/** WeChat's authorisation screen (snsapi_userinfo), or the chooser the silent flow falls back to. */
export function consentPage(o: ConsentPageOptions): string {
  const asks = o.scope === "snsapi_userinfo" ? "申请获得你的公开信息（昵称、头像）" : "申请获取你的微信身份标识（openid）";
  const first = o.identities[0]?.openid ?? NEW_IDENTITY;
  return page(
    "微信授权",
    html`${appBlock(o.appid)}
<h1>${asks}</h1>
<p class="lead">在真实微信中这是当前登录的微信账号；这里请选择一个模拟的微信身份。</p>
<form method="post" action="/mock-wechat/oauth">
${hidden({ appid: o.appid, scope: o.scope, redirect_uri: o.redirectUri, state: o.state })}
${identityChooser("以哪个微信身份授权", o.identities, first)}
${buttons()}
</form>`,
  );
}

export interface BindPageOptions {
  readonly appid: string;
  readonly user: UserRecord;
  readonly returnUrl: string;
  readonly state: string | undefined;
  readonly jump: string | undefined;
  readonly identities: readonly WeChatIdentity[];
}

/** The auth-bind page: bind a WeChat openid to the user logged in to the app. */
export function bindPage(o: BindPageOptions): string {
  const who = o.user.mobile !== "" ? o.user.mobile : o.user.email !== "" ? o.user.email : `用户 #${o.user.id}`;
  return page(
    "绑定微信",
    html`${appBlock(o.appid)}
<h1>将微信绑定到当前账号</h1>
<div class="who"><img src="${o.user.avatar}" alt=""><span>${o.user.nickname}<br><small>${who}${o.user.wx_openid !== "" ? html` · 已绑定 ${o.user.wx_openid}` : ""}</small></span></div>
<form method="post" action="/mock-wechat/auth-bind">
${hidden({ returnUrl: o.returnUrl, state: o.state, jump: o.jump })}
${identityChooser("绑定哪个微信身份", o.identities, NEW_IDENTITY)}
${buttons()}
</form>`,
  );
}

/** auth-bind without a session: nothing to bind to, so no form and no button. */
export function loginFirstPage(): string {
  return page(
    "绑定微信",
    html`<h1>请先登录</h1><p class="lead">绑定微信需要先在应用中登录（本页读取本站的 accessToken Cookie）。</p>`,
  );
}

/** WeChat's own error screen: a title and one line, and optionally a way back. */
export function errorPage(message: string, back?: string): string {
  return page(
    "微信授权",
    html`<h1>Oops! Something went wrong:(</h1><p class="err">${message}</p>${back !== undefined ? html`<div class="btns"><a class="btn deny" href="${back}">返回</a></div>` : ""}`,
  );
}
