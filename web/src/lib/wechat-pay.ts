/**
 * WeChat's in-page payment (§4 pay types 10/60) through WeixinJSBridge. Apart from wechat.ts,
 * which the entry's guards import: only the pay sheet needs this, so it loads with it.
 */
/** WeChat JSAPI payment parameters (contract order.ts WeixinJsapiPay), as getBrandWCPayRequest takes them. */
export interface WeixinPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** ok: WeChat says paid; cancel: the customer backed out; fail: WeChat refused; unavailable: no bridge. */
export type WeixinPayResult = "ok" | "cancel" | "fail" | "unavailable";

interface WeixinBridge {
  invoke(name: string, params: WeixinPayParams, callback: (res: { err_msg?: string }) => void): void;
}

function bridge(): WeixinBridge | undefined {
  const b = (globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  return typeof b === "object" && b !== null && typeof (b as WeixinBridge).invoke === "function" ? (b as WeixinBridge) : undefined;
}

/** WeChat injects its bridge after load and fires WeixinJSBridgeReady; wait that long, at most `timeoutMs`. */
function whenBridgeReady(timeoutMs: number): Promise<WeixinBridge | undefined> {
  const now = bridge();
  if (now || typeof document === "undefined") return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener("WeixinJSBridgeReady", done);
      resolve(bridge());
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener("WeixinJSBridgeReady", done);
  });
}

/**
 * §4 pay types 10/60: WeChat's in-page payment (WeixinJSBridge getBrandWCPayRequest). Resolves
 * with what WeChat answered; never rejects. WeChat's "ok" is the customer's side only: the
 * order is paid when the server says so (order/is-pay, the waiting page).
 */
export async function requestWeixinPay(params: WeixinPayParams, readyTimeoutMs = 5_000): Promise<WeixinPayResult> {
  const b = await whenBridgeReady(readyTimeoutMs);
  if (!b) return "unavailable";
  return new Promise((resolve) => {
    try {
      b.invoke("getBrandWCPayRequest", params, (res) => {
        const msg = res?.err_msg ?? "";
        resolve(msg.endsWith(":ok") ? "ok" : msg.endsWith(":cancel") ? "cancel" : "fail");
      });
    } catch {
      resolve("fail");
    }
  });
}
