/** default/config names the mock's WeChat stand-in pages, so the web's WeChat login and bind flows run against the mock. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { startApi } from "./harness.ts";
import { ok } from "./finance-fixtures.ts";

test("config: cash back, popup probability, app id and the stand-in WeChat page paths", async (t) => {
  const h = await startApi(t);
  const cfg = ok<Record<string, unknown>>(await h.call("GET", "/api/default/config"));
  assert.equal(cfg.wechat_openid_url, "/mock-wechat/openid");
  assert.equal(cfg.wechat_bind_url, "/mock-wechat/auth-bind");
  assert.match(String(cfg.wechat_app_id), /^wx[0-9a-f]{16}$/);
  // The openid page the config names answers (here: the chooser, as nobody is signed in).
  const page = await fetch(`${h.base}${String(cfg.wechat_openid_url)}?returnUrl=${encodeURIComponent("/sugar-login?redirect=/user")}&state=s1`, { redirect: "manual" });
  assert.equal(page.status, 200);
  assert.match(await page.text(), /允许/);
});
