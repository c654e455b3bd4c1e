/**
 * Scanning a code with WeChat's camera (JS-SDK scanQRCode, §7 weixin/js-config) inside WeChat's
 * in-app browser (§1). The JS-SDK file (jweixin) is a thin wrapper around `WeixinJSBridge`, the
 * object WeChat puts on every page it shows; we talk to the bridge directly instead of loading a
 * third-party script (the app's CSP allows only its own scripts): the page's signature from
 * weixin/js-config verifies the page ("preVerifyJSAPI", what wx.config sends), then
 * "scanQRCode" with needResult 1 answers what the camera read. Outside WeChat there is no bridge:
 * `canScan()` is false and the page offers typing only.
 */
import { jsConfig, type WeixinJsConfig } from "../../contract/http/weixin.ts";
import { isValidSn } from "../../contract/device/topics.ts";
import { request } from "./http.ts";
import { isWeChatBrowser } from "./wechat.ts";

interface BridgeAnswer {
  err_msg?: string;
  errMsg?: string;
  resultStr?: string;
}

interface Bridge {
  invoke(name: string, params: Record<string, unknown>, done: (answer: BridgeAnswer) => void): void;
}

type WithBridge = { WeixinJSBridge?: Bridge };

/** How long the bridge may take to appear after the page loads (WeChat fires WeixinJSBridgeReady). */
export const BRIDGE_WAIT_MS = 3000;

export class ScanError extends Error {
  override name = "ScanError";
}

/** Inside WeChat: the camera can be offered. */
export function canScan(ua?: string): boolean {
  return isWeChatBrowser(ua);
}

function bridgeNow(): Bridge | undefined {
  return (globalThis as unknown as WithBridge).WeixinJSBridge;
}

function waitForBridge(timeoutMs = BRIDGE_WAIT_MS): Promise<Bridge> {
  const now = bridgeNow();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener("WeixinJSBridgeReady", done);
      const b = bridgeNow();
      if (b !== undefined) resolve(b);
      else reject(new ScanError("WeixinJSBridge missing"));
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener("WeixinJSBridgeReady", done);
  });
}

function invoke(bridge: Bridge, name: string, params: Record<string, unknown>): Promise<BridgeAnswer> {
  return new Promise((resolve) => bridge.invoke(name, params, resolve));
}

/** "scanQRCode:ok" → "ok"; WeChat says "cancel" when the user closes the camera. */
function outcome(a: BridgeAnswer): string {
  const msg = a.err_msg ?? a.errMsg ?? "";
  return msg.slice(msg.indexOf(":") + 1);
}

/** The signature fields every verified call carries (what jweixin adds to each invoke). */
function verified(c: WeixinJsConfig): Record<string, unknown> {
  return {
    appId: c.appId,
    verifyAppId: c.appId,
    verifySignType: "sha1",
    verifyTimestamp: String(c.timestamp),
    verifyNonceStr: c.nonceStr,
    verifySignature: c.signature,
  };
}

/** The page URL WeChat signs: without its #fragment (contract weixin.ts). */
export function signedUrl(href: string): string {
  const i = href.indexOf("#");
  return i < 0 ? href : href.slice(0, i);
}

/** The text the camera read. iOS wraps it as {"scan_code":{"scan_result":…}}; a bar code reads "CODE_128,<text>". */
export function scanText(resultStr: string | undefined): string {
  let text = resultStr ?? "";
  if (text.startsWith("{")) {
    try {
      const inner = (JSON.parse(text) as { scan_code?: { scan_result?: unknown } }).scan_code?.scan_result;
      if (typeof inner === "string") text = inner;
    } catch {
      // not JSON after all: the text itself
    }
  }
  const comma = text.indexOf(",");
  if (comma > 0 && /^[A-Z_0-9]+$/.test(text.slice(0, comma))) text = text.slice(comma + 1);
  return text.trim();
}

/**
 * The printer serial a scanned code names: the printer's QR code carries the customer's
 * /sugar?sn=… address (contract manage-device.ts qrcode), its sticker's bar code the bare serial.
 * null when it names none.
 */
export function serialFromScan(text: string): string | null {
  const t = text.trim();
  if (isValidSn(t)) return t;
  try {
    const sn = new URL(t).searchParams.get("sn");
    return sn !== null && isValidSn(sn) ? sn : null;
  } catch {
    return null;
  }
}

/** Opens WeChat's camera; the text it read, or null when the user closed it. Throws ScanError otherwise. */
export async function scanCode(href: string = location.href): Promise<string | null> {
  const bridge = await waitForBridge();
  const config = await request(jsConfig, { url: signedUrl(href) }, { silent: true });
  const check = await invoke(bridge, "preVerifyJSAPI", { ...verified(config), verifyJsApiList: ["scanQRCode"] });
  if (outcome(check) !== "ok") throw new ScanError(`config: ${check.err_msg ?? check.errMsg ?? "failed"}`);
  const scan = await invoke(bridge, "scanQRCode", { ...verified(config), needResult: 1, scanType: ["qrCode", "barCode"] });
  const how = outcome(scan);
  if (how === "cancel") return null;
  if (how !== "ok") throw new ScanError(`scanQRCode: ${scan.err_msg ?? scan.errMsg ?? "failed"}`);
  return scanText(scan.resultStr);
}
