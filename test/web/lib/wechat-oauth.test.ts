import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/");
const w = await import("../../../web/src/lib/wechat-oauth.ts");
after(() => dom.close());

describe("trustedPageUrl", () => {
  const cases: [string | undefined, string | undefined][] = [
    ["/mock-wechat/openid", "/mock-wechat/openid"],
    ["https://open.weixin.qq.com/connect/oauth2/authorize", "https://open.weixin.qq.com/connect/oauth2/authorize"],
    ["https://evil.example/openid", undefined],
    ["http://open.weixin.qq.com/x", undefined],
    ["https://qq.com.evil.example/x", undefined],
    ["https://user:pw@open.weixin.qq.com/x", undefined],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["javascript:alert(1)", undefined],
    ["", undefined],
    [undefined, undefined],
  ];
  for (const [input, want] of cases) test(`${String(input)} -> ${String(want)}`, () => assert.equal(w.trustedPageUrl(input), want));
});

describe("openidAuthUrl", () => {
  const back = "http://localhost:3000/sugar-login?redirect=%2Fuser";
  test("the backend's own page gets returnUrl and state", () => {
    const url = new URL(w.openidAuthUrl({ wechat_openid_url: "/mock-wechat/openid" }, back, "s1"), "http://localhost:3000");
    assert.equal(url.pathname, "/mock-wechat/openid");
    assert.equal(url.searchParams.get("returnUrl"), back);
    assert.equal(url.searchParams.get("state"), "s1");
  });

  test("without one (or with an untrusted one): WeChat's authorize page with #wechat_redirect", () => {
    for (const cfg of [undefined, { wechat_openid_url: "https://evil.example/x", wechat_app_id: "wx1234567890abcdef" }]) {
      const s = w.openidAuthUrl(cfg, back, "s2");
      assert.ok(s.startsWith(`${w.WECHAT_AUTHORIZE_URL}?`), s);
      assert.ok(s.endsWith("#wechat_redirect"));
      const url = new URL(s);
      assert.equal(url.searchParams.get("redirect_uri"), back);
      assert.equal(url.searchParams.get("response_type"), "code");
      assert.equal(url.searchParams.get("state"), "s2");
      assert.match(url.searchParams.get("appid") ?? "", /^wx[0-9a-f]{16}$/);
    }
  });

  test("authBindUrl only with a configured page", () => {
    assert.equal(w.authBindUrl(undefined, back, "s", "/user/bind"), undefined);
    const url = new URL(w.authBindUrl({ wechat_bind_url: "/mock-wechat/auth-bind" }, back, "s", "/user/bind") ?? "", "http://localhost:3000");
    assert.deepEqual([url.pathname, url.searchParams.get("state"), url.searchParams.get("jump")], ["/mock-wechat/auth-bind", "s", "/user/bind"]);
  });
});

describe("OAuth state", () => {
  test("a state is good once, only in the tab that issued it", () => {
    const s = w.issueOAuthState();
    assert.match(s, /^[0-9a-f]{24}$/);
    assert.notEqual(w.issueOAuthState(), s, "each round trip gets a new one");
    const current = w.issueOAuthState();
    assert.equal(w.consumeOAuthState("forged"), false);
    assert.equal(w.consumeOAuthState(current), false, "a wrong guess spends the stored state");
    const next = w.issueOAuthState();
    assert.equal(w.consumeOAuthState(next), true);
    assert.equal(w.consumeOAuthState(next), false, "used once");
    assert.equal(w.consumeOAuthState(null), false);
  });
});
