/** §7 company/info and default/config. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi } from "./harness.ts";

test("company/info: the platform company for anonymous callers and bad tokens", async (t) => {
  const h = await startApi(t);
  for (const headers of [{}, { authorization: "Bearer nonsense" }] as Record<string, string>[]) {
    const a = await h.call("GET", "/api/company/info", { headers });
    assert.deepEqual(a.json, { errorCode: 0, msg: "ok", data: { id: 1, name: "糖画科技", logo_url: "/mock/logo.svg" } });
  }
});

test("company/info: the caller's own company when logged in with one", async (t) => {
  const h = await startApi(t);
  h.api.store.companies["2"] = { id: 2, name: "西湖糖画铺", logo_url: "/mock/avatars/9.svg" };
  const manager = h.api.store.users[String(SEED_USERS.printerManager.id)];
  assert.ok(manager);
  manager.companyId = 2;
  const token = await h.loginAs(SEED_USERS.printerManager.mobile);
  const a = await h.call("GET", "/api/company/info", { token });
  assert.deepEqual(a.json?.data, { id: 2, name: "西湖糖画铺", logo_url: "/mock/avatars/9.svg" });
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  assert.equal(((await h.call("GET", "/api/company/info", { token: customer })).json?.data as { name: string }).name, "糖画科技");
});

test("default/config: cash back 1 unit, pop-up probability 0.3; changes in the store show", async (t) => {
  const h = await startApi(t);
  const a = await h.call("GET", "/api/default/config");
  assert.deepEqual(a.json?.data, {
    cash_back: 1,
    popup_probability: 0.3,
    kefu_phone: "400-826-7788",
    wechat_app_id: "wx0000000000000000",
    // The mock's stand-ins for WeChat's auth and bind pages (default.ts).
    wechat_openid_url: "/mock-wechat/openid",
    wechat_bind_url: "/mock-wechat/auth-bind",
  });
  h.api.store.config.cash_back = 2;
  assert.equal(((await h.call("GET", "/api/default/config")).json?.data as { cash_back: number }).cash_back, 2);
});
