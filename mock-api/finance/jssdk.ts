/**
 * The WeChat JS-SDK signature (/api/weixin/js-config), computed exactly as WeChat documents it
 * (JS-SDK 附录1 签名算法): sha1 of
 *
 *   jsapi_ticket=<ticket>&noncestr=<nonce>&timestamp=<seconds>&url=<page url without #fragment>
 *
 * with the keys in ASCII order and the values raw (not URL-encoded). The mock has no access
 * token, so the ticket is a fixed stand-in; a test or a tool can recompute any signature with it.
 */
import { createHash } from "node:crypto";
import type { Random } from "../random.ts";
import type { WeixinJsConfig } from "../../web/contract/http/weixin.ts";

/** The stand-in jsapi_ticket (a real one is 86 characters from the ticket/getticket API). */
export const MOCK_JSAPI_TICKET = "kgt8ON7yVITDhtdwci0qeeiRg4jsJCEiKsuSrpKHCpcWDU1otpFRZ9i0bYCawgDSqFWhCH5QGNUdhOuGkxdjyA";

/** What the web's pages ask wx.config for: sharing, pictures, scanning, location. */
export const JS_API_LIST = [
  "updateAppMessageShareData",
  "updateTimelineShareData",
  "chooseImage",
  "previewImage",
  "scanQRCode",
  "getLocation",
] as const;

export function jsSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash("sha1").update(plain, "utf8").digest("hex");
}

/** wx.config() parameters for `url`; the nonce is 16 random letters and digits. */
export function jsConfigFor(appId: string, url: string, nowS: number, random: Random): WeixinJsConfig {
  const nonceStr = random.bytes(12).toString("base64url").replace(/[-_]/g, "x").slice(0, 16);
  return {
    appId,
    timestamp: nowS,
    nonceStr,
    signature: jsSignature(MOCK_JSAPI_TICKET, nonceStr, nowS, url),
    jsApiList: [...JS_API_LIST],
  };
}

/** Loopback names are always on the safe domain: a developer's browser on this machine. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * WeChat only signs pages on the official account's "JS 接口安全域名". The mock's safe domain is
 * the host the caller reached it at (the mock serves the web app) plus loopback names; ports
 * do not count, as in WeChat.
 */
export function onSafeDomain(url: string, requestHost: string | undefined): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (LOOPBACK.has(hostname)) return true;
  const host = (requestHost ?? "").toLowerCase();
  const own = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return own !== undefined && own !== "" && own === hostname;
}
