/**
 * The WeChat pages of §7 Redirects: the openid auth page (returnUrl; /sugar-login inside WeChat)
 * and the auth-bind page (returnUrl, state, jump; /user/bind). default/config may name the
 * backend's own pages (the mock names its /mock-wechat/ stand-ins); without them the openid auth
 * goes to WeChat's OAuth authorize page directly.
 *
 * `state` is a one-time random value kept in sessionStorage for the round trip, so a code that
 * comes back in a link someone else made (login CSRF) is refused.
 */
import { PRODUCT } from "../../contract/constants.ts";
import type { AppConfig } from "../../contract/http/default.ts";
import { safeRedirect } from "./safe-redirect.ts";

/** WeChat's OAuth 2.0 authorize page for official-account web pages. */
export const WECHAT_AUTHORIZE_URL = "https://open.weixin.qq.com/connect/oauth2/authorize";

const STATE_KEY = "wx_oauth_state";
const STATE_BYTES = 12; // 96 bits: not guessable, and well under WeChat's 128-byte state limit

/**
 * A configured page address is used only when it is a same-origin path or an https URL on a
 * WeChat or Tencent host; anything else falls back (a bad config must not send people elsewhere).
 */
export function trustedPageUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (safeRedirect(value, "") === value) return value;
  try {
    const u = new URL(value);
    if (u.protocol === "https:" && (u.hostname === "qq.com" || u.hostname.endsWith(".qq.com")) && u.username === "" && u.password === "") return u.href;
  } catch {
    return undefined;
  }
  return undefined;
}

function randomState(): string {
  const bytes = new Uint8Array(STATE_BYTES);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A fresh state for one round trip, remembered in this tab. */
export function issueOAuthState(): string {
  const state = randomState();
  try {
    session()?.setItem(STATE_KEY, state);
  } catch {
    // Without storage the check below fails and the user logs in by code instead.
  }
  return state;
}

/** True once for the state this tab issued; the stored value is dropped either way. */
export function consumeOAuthState(state: string | null): boolean {
  const s = session();
  let expected: string | null = null;
  try {
    expected = s?.getItem(STATE_KEY) ?? null;
    s?.removeItem(STATE_KEY);
  } catch {
    expected = null;
  }
  return state !== null && expected !== null && state === expected;
}

function withParams(base: string, params: Readonly<Record<string, string>>, hash = ""): string {
  const isPath = base.startsWith("/");
  const u = new URL(base, "http://x.invalid");
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  const s = isPath ? `${u.pathname}${u.search}` : `${u.origin}${u.pathname}${u.search}`;
  return s + hash;
}

/**
 * Where to send the browser for the openid auth: `returnUrl` is an absolute URL of this app
 * (WeChat needs one); the page comes back to it with `code` and `state`.
 */
export function openidAuthUrl(config: Pick<AppConfig, "wechat_openid_url" | "wechat_app_id"> | undefined, returnUrl: string, state: string): string {
  const own = trustedPageUrl(config?.wechat_openid_url);
  if (own !== undefined) return withParams(own, { returnUrl, state });
  return withParams(
    WECHAT_AUTHORIZE_URL,
    {
      appid: config?.wechat_app_id || PRODUCT.wechatAppId,
      redirect_uri: returnUrl,
      response_type: "code",
      scope: "snsapi_userinfo", // the nickname and avatar of a new account
      state,
    },
    "#wechat_redirect", // WeChat requires it on the authorize URL
  );
}

/** The auth-bind page (binds WeChat to the signed-in user), or undefined when none is configured. */
export function authBindUrl(config: Pick<AppConfig, "wechat_bind_url"> | undefined, returnUrl: string, state: string, jump: string): string | undefined {
  const own = trustedPageUrl(config?.wechat_bind_url);
  return own === undefined ? undefined : withParams(own, { returnUrl, state, jump });
}
