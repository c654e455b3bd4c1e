/** requestWeixinPay (§4 pay types 10/60): WeChat's bridge answers, its absence, its late arrival. */
import { after, afterEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/");
const { requestWeixinPay } = await import("../../../web/src/lib/wechat-pay.ts");

const PARAMS = { appId: "wx1", timeStamp: "1700000000", nonceStr: "n", package: "prepay_id=wx1", signType: "RSA", paySign: "s" };
const g = globalThis as { WeixinJSBridge?: unknown };

function bridge(errMsg: string | (() => never), calls: unknown[] = []) {
  return {
    invoke(name: string, params: unknown, cb: (r: { err_msg: string }) => void) {
      calls.push([name, params]);
      if (typeof errMsg === "function") errMsg();
      else setTimeout(() => cb({ err_msg: errMsg }), 1);
    },
  };
}

afterEach(() => {
  delete g.WeixinJSBridge;
});
after(() => dom.close());

describe("requestWeixinPay", () => {
  for (const [msg, expected] of [
    ["get_brand_wcpay_request:ok", "ok"],
    ["get_brand_wcpay_request:cancel", "cancel"],
    ["get_brand_wcpay_request:fail", "fail"],
    ["", "fail"],
  ] as const) {
    test(`${msg || "(empty)"} → ${expected}`, async () => {
      const calls: unknown[] = [];
      g.WeixinJSBridge = bridge(msg, calls);
      assert.equal(await requestWeixinPay(PARAMS), expected);
      assert.deepEqual(calls, [["getBrandWCPayRequest", PARAMS]]);
    });
  }

  test("a bridge that throws is a failure, not a rejection", async () => {
    g.WeixinJSBridge = bridge(() => {
      throw new Error("boom");
    });
    assert.equal(await requestWeixinPay(PARAMS), "fail");
  });

  test("no bridge within the wait: unavailable", async () => {
    assert.equal(await requestWeixinPay(PARAMS, 20), "unavailable");
  });

  test("a bridge that arrives with WeixinJSBridgeReady is used", async () => {
    const pending = requestWeixinPay(PARAMS, 2_000);
    setTimeout(() => {
      g.WeixinJSBridge = bridge("get_brand_wcpay_request:ok");
      document.dispatchEvent(new Event("WeixinJSBridgeReady"));
    }, 10);
    assert.equal(await pending, "ok");
  });
});
