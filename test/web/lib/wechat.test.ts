import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { isWeChatBrowser } from "../../../web/src/lib/wechat.ts";

const IPHONE_WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/WIFI Language/zh_CN";
const ANDROID_WECHAT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

describe("isWeChatBrowser with a given user agent", () => {
  const rows: [string, string, boolean][] = [
    ["WeChat on iPhone", IPHONE_WECHAT, true],
    ["WeChat on Android", ANDROID_WECHAT, true],
    ["lower-case marker", "something micromessenger/8", true],
    ["Safari", IPHONE_SAFARI, false],
    ["empty", "", false],
  ];
  for (const [name, ua, expected] of rows) test(name, () => assert.equal(isWeChatBrowser(ua), expected));
});

describe("isWeChatBrowser from navigator", () => {
  test("without a navigator (no DOM) it is false", () => {
    const saved = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    // Node 21+ has its own navigator; hide it to see the guard, whatever the Node version.
    Object.defineProperty(globalThis, "navigator", { configurable: true, writable: true, value: undefined });
    try {
      assert.equal(isWeChatBrowser(), false);
    } finally {
      if (saved) Object.defineProperty(globalThis, "navigator", saved);
      else delete (globalThis as Record<string, unknown>).navigator;
    }
  });

  test("reads navigator.userAgent when no UA is given", (t) => {
    const dom = installDom("https://shop.example/");
    t.after(() => dom.close());
    Object.defineProperty(navigator, "userAgent", { configurable: true, value: IPHONE_WECHAT });
    assert.equal(isWeChatBrowser(), true);
    Object.defineProperty(navigator, "userAgent", { configurable: true, value: IPHONE_SAFARI });
    assert.equal(isWeChatBrowser(), false);
  });
});
