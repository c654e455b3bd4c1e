/** weixin/js-config (WeChat's JS-SDK signature), weixin/unbind, esign/get-url and esign/info. */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import { completeFlow } from "../../mock-api/finance/esign.ts";
import { MOCK_JSAPI_TICKET } from "../../mock-api/finance/jssdk.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Harness } from "./harness.ts";
import { company2Merchant, MANAGER, ok, refused, snapshot, tokenFor } from "./finance-fixtures.ts";

interface JsConfig { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }

test("js-config: sha1 of jsapi_ticket, noncestr, timestamp and url, the way WeChat signs", async (t) => {
  const h = await startApi(t);
  const url = "http://127.0.0.1:8080/sugar/list?sn=SIM-0001&from=share";
  const c = ok<JsConfig>(await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent(url)}`));
  assert.equal(c.appId, h.api.store.config.wechat_app_id);
  assert.equal(c.timestamp, Math.floor(h.clock.now() / 1000));
  assert.match(c.nonceStr, /^[A-Za-z0-9]{16}$/);
  const plain = `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${c.nonceStr}&timestamp=${c.timestamp}&url=${url}`;
  assert.equal(c.signature, createHash("sha1").update(plain).digest("hex"));
  assert.ok(c.jsApiList.includes("chooseImage"));
  // The page's own host (how the mock was reached) is the safe domain too; another nonce each time.
  const own = `${h.base}/pay/weixin?orderSn=X1`;
  const again = ok<JsConfig>(await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent(own)}&appid=${c.appId}`));
  assert.notEqual(again.nonceStr, c.nonceStr);
});

test("js-config failures: another domain, another appid, a fragment, not http(s)", async (t) => {
  const h = await startApi(t);
  refused(await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent("https://evil.example/phish")}`), /安全域名/);
  const en = await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent("https://evil.example/")}`, { headers: { language: "en" } });
  refused(en, /safe domain: evil\.example/);
  refused(await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent("http://localhost/")}&appid=wx0123456789abcdef`), /appid/);
  for (const url of ["http://localhost/a#b", "javascript:alert(1)", "ftp://localhost/", ""]) {
    assert.equal((await h.call("GET", `/api/weixin/js-config?url=${encodeURIComponent(url)}`)).status, 422, url);
  }
  assert.equal((await h.call("GET", "/api/weixin/js-config")).status, 422);
});

test("unbind: clears the openid; refused when not bound or when WeChat is the only login", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, SEED_USERS.customer.id);
  const user = ok<{ id: number; wx_openid: string; mobile: string }>(await h.call("POST", "/api/weixin/unbind", { token }));
  assert.equal(user.id, SEED_USERS.customer.id);
  assert.equal(user.wx_openid, "");
  assert.equal(h.api.store.users[String(SEED_USERS.customer.id)]?.wx_openid, "");
  refused(await h.call("POST", "/api/weixin/unbind", { token }), /未绑定微信/);

  const only = tokenFor(h, SEED_USERS.wechatOnly.id);
  const before = snapshot(h);
  refused(await h.call("POST", "/api/weixin/unbind", { token: only }), /唯一的登录方式/);
  refused(await h.call("POST", "/api/weixin/unbind", { token: only, headers: { language: "en" } }), /only way to log in/);
  assert.equal(snapshot(h), before);
  assert.equal(h.api.store.users[String(SEED_USERS.wechatOnly.id)]?.wx_openid, SEED_USERS.wechatOnly.wx_openid);
  assert.equal((await h.call("POST", "/api/weixin/unbind")).status, 401);
  assert.equal((await h.call("POST", "/api/weixin/unbind", { token: only, body: { user_id: 1 } })).status, 422);
});

/** The printer manager's seeded withdrawal waiting for its signature (status 0). */
function waiting(h: Harness): number {
  const w = Object.values(h.api.store.finance.withdrawals).find((x) => x.userId === MANAGER.id && x.status === WITHDRAW_STATUS.SIGNING);
  assert.ok(w !== undefined);
  return w.id;
}

test("esign: get-url opens (then resumes) the flow of the given withdrawal; signing moves it to review", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const id = waiting(h);
  // Seeded: the waiting withdrawal's last flow was opened a day ago and never signed.
  const seeded = ok<{ status: number; flow_id: string }>(await h.call("GET", `/api/esign/info?type=withdraw&withdraw_id=${id}`, { token }));
  assert.equal(seeded.status, ESIGN_STATUS.EXPIRED);

  const a = ok<{ url: string; flow_id: string; expire_time: number; withdraw_id: number }>(
    await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id, redirect_url: `${h.base}/admin/user/withdraw?from=esign` } }),
  );
  assert.match(a.flow_id, /^[0-9a-f]{32}$/);
  assert.equal(a.url, `${h.base}/mock-esign/${a.flow_id}`, "an absolute URL on the host the caller used");
  assert.equal(a.withdraw_id, id);
  assert.equal(a.expire_time, Math.floor(h.clock.now() / 1000) + 1800);
  assert.equal(h.api.store.finance.esignFlows[a.flow_id]?.redirect_url, "/admin/user/withdraw?from=esign", "kept as a path of this site");
  const b = ok<{ flow_id: string }>(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id } }));
  assert.equal(b.flow_id, a.flow_id, "a live flow is resumed");

  const info = ok<{ status: number; flow_id: string; signer_name: string; file_url: string | null }>(await h.call("GET", `/api/esign/info?type=withdraw&withdraw_id=${id}`, { token }));
  assert.deepEqual([info.status, info.flow_id, info.file_url], [ESIGN_STATUS.SIGNING, a.flow_id, null]);
  assert.equal(info.signer_name, "陈建国");

  h.clock.advance(60_000);
  assert.notEqual(completeFlow(h.api.store, a.flow_id, Math.floor(h.clock.now() / 1000)), null);
  const signed = ok<{ status: number; file_url: string; sign_time: number }>(await h.call("GET", "/api/esign/info?type=withdraw", { token }));
  assert.equal(signed.status, ESIGN_STATUS.SIGNED);
  assert.equal(signed.file_url, `/mock/esign/${a.flow_id}.pdf`);
  assert.equal(h.api.store.finance.withdrawals[String(id)]?.status, WITHDRAW_STATUS.REVIEWING);

  // Nothing left to sign on it: refused, no change.
  const before = snapshot(h);
  refused(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id } }), /不需要签署/);
  assert.equal(snapshot(h), before);
});

test("esign: a link expires after 30 minutes and get-url then opens a new one", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const id = waiting(h);
  const a = ok<{ flow_id: string }>(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id } }));
  h.clock.advance(31 * 60_000);
  assert.equal(ok<{ status: number }>(await h.call("GET", "/api/esign/info?type=withdraw", { token })).status, ESIGN_STATUS.EXPIRED);
  assert.equal(completeFlow(h.api.store, a.flow_id, Math.floor(h.clock.now() / 1000)), null, "an expired link cannot be signed");
  const b = ok<{ flow_id: string }>(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id } }));
  assert.notEqual(b.flow_id, a.flow_id);
  assert.equal(h.api.store.finance.esignFlows[a.flow_id]?.status, ESIGN_STATUS.EXPIRED);
});

test("esign failures: someone else's withdrawal (404), one not waiting, a way back off this site, bad input, no shop: nothing changes", async (t) => {
  const h = await startApi(t);
  const theirs = tokenFor(h, company2Merchant(h).id);
  const token = tokenFor(h, MANAGER.id);
  const id = waiting(h);
  const paid = Object.values(h.api.store.finance.withdrawals).find((w) => w.userId === MANAGER.id && w.status === WITHDRAW_STATUS.PAID)!.id;
  const before = snapshot(h);
  const other = await h.call("POST", "/api/esign/get-url", { token: theirs, body: { type: "withdraw", withdraw_id: id } });
  assert.deepEqual([other.status, other.json?.data], [404, null]);
  refused(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: paid } }), /不需要签署/);
  for (const redirect_url of ["https://evil.example/admin/user", "//evil.example/x", "javascript:alert(1)", "http://127.0.0.1:1/elsewhere"]) {
    const a = await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: id, redirect_url } });
    assert.equal(a.status, 422, redirect_url);
    assert.ok(Object.keys((a.json?.data as { fields: Record<string, string> }).fields).includes("redirect_url"), redirect_url);
  }
  assert.equal((await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw" } })).status, 422, "the withdrawal is named");
  assert.equal(snapshot(h), before);
  assert.deepEqual(ok(await h.call("GET", "/api/esign/info?type=withdraw", { token: theirs })), {
    type: "withdraw", status: 0, flow_id: null, signer_name: null, file_url: null, sign_time: null,
  });
  assert.equal((await h.call("GET", "/api/esign/info?type=lease", { token })).status, 422);
  assert.equal((await h.call("POST", "/api/esign/get-url", { token: tokenFor(h, SEED_USERS.customer.id), body: { type: "withdraw", withdraw_id: id } })).status, 403);
});
