/**
 * Sharing a page inside WeChat (the invite poster, issue 16): WeChat's JS-SDK signs the page's
 * URL with the official account's ticket (GET /api/weixin/js-config, without the #fragment),
 * then `updateAppMessageShareData` / `updateTimelineShareData` set what "send to a friend" and
 * "share to Moments" in WeChat's menu show. The SDK is WeChat's own script (res.wx.qq.com, as its
 * documentation requires), loaded only inside WeChat and only by the page that shares.
 */
export const JSSDK_URL = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js";
export const SHARE_APIS = ["updateAppMessageShareData", "updateTimelineShareData"] as const;

export interface ShareContent {
  title: string;
  desc: string;
  /** Must be on a domain the official account's JS-SDK settings list. */
  link: string;
  imgUrl: string;
}

export interface JsConfig {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

interface Wx {
  config(c: JsConfig & { debug: boolean; jsApiList: readonly string[] }): void;
  ready(fn: () => void): void;
  error(fn: (res: unknown) => void): void;
  updateAppMessageShareData(d: ShareContent & { success?: () => void }): void;
  updateTimelineShareData(d: Omit<ShareContent, "desc"> & { success?: () => void }): void;
}

function wxOf(): Wx | undefined {
  const w = (globalThis as { wx?: unknown }).wx;
  return typeof w === "object" && w !== null && typeof (w as Wx).config === "function" ? (w as Wx) : undefined;
}

let loading: Promise<Wx | undefined> | null = null;

/** The SDK, loaded once (at most `timeoutMs`); undefined when it cannot load (offline, blocked). */
export function loadJssdk(timeoutMs = 10_000): Promise<Wx | undefined> {
  const have = wxOf();
  if (have) return Promise.resolve(have);
  if (loading) return loading;
  loading = new Promise((resolve) => {
    const s = document.createElement("script");
    const done = () => {
      clearTimeout(timer);
      const w = wxOf();
      if (!w) loading = null; // a later page may try again
      resolve(w);
    };
    const timer = setTimeout(done, timeoutMs);
    s.src = JSSDK_URL;
    s.async = true;
    s.onload = done;
    s.onerror = done;
    document.head.appendChild(s);
  });
  return loading;
}

/** The URL WeChat signs: this page without its #fragment. */
export function signedUrl(href: string): string {
  const i = href.indexOf("#");
  return i < 0 ? href : href.slice(0, i);
}

/**
 * Sets what WeChat shares for this page. "ready": set; "failed": the SDK refused the signature or
 * could not load. Never throws.
 */
export async function setWeChatShare(config: JsConfig, share: ShareContent): Promise<"ready" | "failed"> {
  const wx = await loadJssdk();
  if (!wx) return "failed";
  return new Promise((resolve) => {
    wx.error(() => resolve("failed"));
    wx.ready(() => {
      wx.updateAppMessageShareData(share);
      wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
      resolve("ready");
    });
    wx.config({ debug: false, appId: config.appId, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature, jsApiList: SHARE_APIS });
  });
}
