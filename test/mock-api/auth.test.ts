/** §7 auth/user calls: send-code, login (code and WeChat), logout, user/info, bind-account. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi, type Harness } from "./harness.ts";

const CUSTOMER = SEED_USERS.customer.mobile;
const MINUTE = 60_000;

async function sendCode(h: Harness, body: Record<string, string>, headers: Record<string, string> = {}) {
  return h.call("POST", "/api/default/send-code", { body, headers });
}
async function login(h: Harness, body: Record<string, string>, headers: Record<string, string> = {}) {
  return h.call("POST", "/api/default/login", { body, headers });
}
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

test("send-code: 6 digits, retry_after 60, logged with the phone masked", async (t) => {
  const h = await startApi(t);
  const a = await sendCode(h, { mobile: CUSTOMER });
  assert.deepEqual(a.json, { errorCode: 0, msg: "ok", data: { retry_after: 60 } });
  const code = await h.codeFor(CUSTOMER);
  assert.match(code, /^\d{6}$/);
  assert.ok(h.logs.includes(`[mock-api] login code for 138****0001: ${code}`), h.logs.join("\n"));
  assert.ok(!h.logs.some((l) => l.includes(CUSTOMER)), "the full phone number is never logged");
});

test("send-code by email masks the address; the email logs in", async (t) => {
  const h = await startApi(t);
  const email = SEED_USERS.admin.email;
  assert.equal((await sendCode(h, { email })).json?.errorCode, 0);
  const line = h.logs.find((l) => l.includes("login code for"));
  assert.match(line ?? "", /login code for ad\*\*\*\*@tanghua\.example: \d{6}$/);
  const code = (await h.call("GET", `/__mock/codes?email=${email}`)).json?.data as { code: string };
  const ok = await login(h, { email: email.toUpperCase(), code: code.code });
  assert.equal(ok.json?.errorCode, 0);
  const me = await h.call("GET", "/api/user/info", { token: (ok.json?.data as { access_token: string }).access_token });
  assert.equal((me.json?.data as { id: number }).id, SEED_USERS.admin.id);
});

test("login with a code: a 256-bit token for 30 days; user/info shows only public fields", async (t) => {
  const h = await startApi(t);
  await sendCode(h, { mobile: CUSTOMER });
  const a = await login(h, { mobile: CUSTOMER, code: await h.codeFor(CUSTOMER) });
  assert.equal(a.status, 200);
  const data = a.json?.data as { access_token: string; expires_in: number };
  assert.match(data.access_token, /^[A-Za-z0-9_-]{43}$/, "32 random bytes, base64url");
  assert.equal(data.expires_in, 30 * 86_400);
  const me = await h.call("GET", "/api/user/info", { token: data.access_token });
  const u = SEED_USERS.customer;
  assert.deepEqual(me.json?.data, {
    id: u.id, mobile: u.mobile, email: "", nickname: u.nickname, avatar: `/mock/avatars/${u.id}.svg`, wx_openid: u.wx_openid,
    create_time: h.api.store.users["1"]?.create_time, level_type: 0, total_money: "25.80", coins: 3,
    company: null, // runs no shop (issue 14: the admin knows who may enter)
  });
});

test("a correct code for an unknown phone signs a new customer up", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs("13912345678");
  const me = (await h.call("GET", "/api/user/info", { token })).json?.data as Record<string, unknown>;
  assert.equal(me.mobile, "13912345678");
  assert.equal(me.nickname, "用户5678");
  assert.equal(me.level_type, 0);
  assert.equal(me.total_money, "0.00");
  assert.equal(me.create_time, Math.floor(h.clock.now() / 1000));
  assert.ok(Number(me.id) > SEED_USERS.wechatOnly.id);
});

test("login failures: one message for an unknown phone, a missing code and a wrong code", async (t) => {
  const h = await startApi(t);
  const unknown = await login(h, { mobile: "13700000000", code: "123456" });
  await sendCode(h, { mobile: CUSTOMER });
  const wrongCode = await login(h, { mobile: CUSTOMER, code: wrong(await h.codeFor(CUSTOMER)) });
  const noCode = await login(h, { mobile: SEED_USERS.admin.mobile, code: "123456" });
  for (const a of [unknown, wrongCode, noCode]) {
    assert.equal(a.status, 200);
    assert.deepEqual(a.json, { errorCode: 1, msg: "验证码错误或已失效", data: null });
  }
  const en = await login(h, { mobile: "13700000000", code: "123456" }, { language: "en" });
  assert.equal(en.json?.msg, "The verification code is wrong or has expired");
});

test("five wrong tries void the code; four do not", async (t) => {
  for (const [tries, works] of [[4, true], [5, false]] as const) {
    const h = await startApi(t);
    await sendCode(h, { mobile: CUSTOMER });
    const code = await h.codeFor(CUSTOMER);
    for (let i = 0; i < tries; i++) assert.equal((await login(h, { mobile: CUSTOMER, code: wrong(code) })).json?.errorCode, 1);
    assert.equal((await login(h, { mobile: CUSTOMER, code })).json?.errorCode, works ? 0 : 1, `${tries} wrong tries`);
  }
});

test("a code is single use, expires after 10 minutes and is replaced by a newer one", async (t) => {
  const h = await startApi(t);
  await sendCode(h, { mobile: CUSTOMER });
  const first = await h.codeFor(CUSTOMER);
  assert.equal((await login(h, { mobile: CUSTOMER, code: first })).json?.errorCode, 0);
  assert.equal((await login(h, { mobile: CUSTOMER, code: first })).json?.errorCode, 1, "used twice");

  h.clock.advance(MINUTE);
  await sendCode(h, { mobile: CUSTOMER });
  const second = await h.codeFor(CUSTOMER);
  h.clock.advance(10 * MINUTE - 1);
  h.clock.advance(1);
  assert.equal((await login(h, { mobile: CUSTOMER, code: second })).json?.errorCode, 1, "expired at 10 min");

  await sendCode(h, { mobile: CUSTOMER });
  const third = await h.codeFor(CUSTOMER);
  h.clock.advance(MINUTE);
  await sendCode(h, { mobile: CUSTOMER });
  const fourth = await h.codeFor(CUSTOMER);
  if (third !== fourth) assert.equal((await login(h, { mobile: CUSTOMER, code: third })).json?.errorCode, 1, "replaced");
  h.clock.advance(10 * MINUTE - 1);
  assert.equal((await login(h, { mobile: CUSTOMER, code: fourth })).json?.errorCode, 0, "still live at 9:59.999");
});

test("login codes and bind codes are not interchangeable", async (t) => {
  const h = await startApi(t);
  await sendCode(h, { mobile: CUSTOMER, scene: "bind" });
  assert.equal((await login(h, { mobile: CUSTOMER, code: await h.codeFor(CUSTOMER) })).json?.errorCode, 1);
});

test("WeChat login: a fresh wx_code logs in once; used, unknown or stale codes fail", async (t) => {
  const h = await startApi(t);
  const expiresAt = h.clock.now() + 5 * MINUTE;
  h.api.store.wxCodes["wx-ok"] = { openid: SEED_USERS.wechatOnly.wx_openid, expiresAt };
  h.api.store.wxCodes["wx-new"] = { openid: "oNewOpenid000000000000000000", nickname: "新朋友", expiresAt };
  h.api.store.wxCodes["wx-stale"] = { openid: SEED_USERS.wechatOnly.wx_openid, expiresAt: h.clock.now() - 1 };

  const ok = await login(h, { wx_code: "wx-ok" });
  const token = (ok.json?.data as { access_token: string }).access_token;
  const me = (await h.call("GET", "/api/user/info", { token })).json?.data as Record<string, unknown>;
  assert.deepEqual([me.id, me.mobile, me.email], [SEED_USERS.wechatOnly.id, "", ""]);

  for (const wx_code of ["wx-ok", "nope", "wx-stale"]) {
    assert.deepEqual((await login(h, { wx_code })).json, { errorCode: 1, msg: "微信授权已失效", data: null }, wx_code);
  }
  const fresh = await login(h, { wx_code: "wx-new" });
  const newMe = (await h.call("GET", "/api/user/info", { token: (fresh.json?.data as { access_token: string }).access_token })).json?.data as Record<string, unknown>;
  assert.deepEqual([newMe.wx_openid, newMe.nickname, newMe.level_type], ["oNewOpenid000000000000000000", "新朋友", 0]);
});

test("logout revokes the token and is fine without one", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(CUSTOMER);
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 200);
  assert.deepEqual((await h.call("POST", "/api/default/logout", { token })).json, { errorCode: 0, msg: "ok", data: null });
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 401);
  assert.equal((await h.call("POST", "/api/default/logout", { token })).status, 200, "twice");
  assert.equal((await h.call("POST", "/api/default/logout")).status, 200, "without a token");
});

test("401: no token, a bad token, a token in a cookie or the query, an expired token", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(CUSTOMER);
  const unauthorized = { errorCode: 1, msg: "登录已过期，请重新登录", data: null };
  const attempts: [string, Record<string, string>][] = [
    ["/api/user/info", {}],
    ["/api/user/info", { authorization: "Bearer not-a-real-token" }],
    ["/api/user/info", { authorization: token }],
    ["/api/user/info", { cookie: `accessToken=${token}` }],
    [`/api/user/info?access_token=${token}`, {}],
    [`/api/user/info?token=${token}`, {}],
  ];
  for (const [path, headers] of attempts) {
    const a = await h.call("GET", path, { headers });
    assert.equal(a.status, 401, `${path} ${JSON.stringify(headers)}`);
    assert.deepEqual(a.json, unauthorized);
  }
  assert.equal((await h.call("GET", "/api/user/info", { headers: { authorization: `bearer ${token}` } })).status, 200);
  const en = await h.call("GET", "/api/user/info", { headers: { language: "en" } });
  assert.equal(en.json?.msg, "Login expired, please log in again");
  h.clock.advance(30 * 86_400_000);
  assert.equal((await h.call("GET", "/api/user/info", { token })).status, 401, "30 days later");
});

test("bind-account: binds a mobile with a bind code; refuses a taken mobile or a wrong code", async (t) => {
  const h = await startApi(t);
  h.api.store.wxCodes["wx"] = { openid: SEED_USERS.wechatOnly.wx_openid, expiresAt: h.clock.now() + MINUTE };
  const token = ((await login(h, { wx_code: "wx" })).json?.data as { access_token: string }).access_token;
  const bind = (mobile: string, code: string) => h.call("POST", "/api/user/bind-account", { token, body: { mobile, code } });

  assert.equal((await h.call("POST", "/api/user/bind-account", { body: { mobile: "13900000001", code: "123456" } })).status, 401);

  await sendCode(h, { mobile: "13900000001" }); // a login code is not a bind code
  assert.equal((await bind("13900000001", await h.codeFor("13900000001"))).json?.msg, "验证码错误或已失效");

  await sendCode(h, { mobile: CUSTOMER, scene: "bind" });
  assert.deepEqual((await bind(CUSTOMER, await h.codeFor(CUSTOMER))).json, { errorCode: 1, msg: "该手机号已绑定其他账号", data: null });

  h.clock.advance(MINUTE);
  await sendCode(h, { mobile: "13900000001", scene: "bind" });
  const code = await h.codeFor("13900000001");
  assert.equal((await bind("13900000001", wrong(code))).json?.errorCode, 1);
  const ok = await bind("13900000001", code);
  assert.equal(ok.json?.errorCode, 0);
  assert.equal((ok.json?.data as { mobile: string }).mobile, "13900000001");
  assert.equal(((await h.call("GET", "/api/user/info", { token })).json?.data as { mobile: string }).mobile, "13900000001");
});

test("logout tells the device side which token ended (its MQTT sessions close)", async (t) => {
  const revoked: string[] = [];
  const h = await startApi(t, { devices: { sendJob: () => {}, tokenRevoked: (tok) => revoked.push(tok) } });
  const token = await h.loginAs("13800000001");
  assert.equal((await h.call("POST", "/api/default/logout", { token, body: {} })).json?.errorCode, 0);
  assert.deepEqual(revoked, [token]);
  await h.call("POST", "/api/default/logout", { body: {} });
  assert.deepEqual(revoked, [token], "no token, nothing to end");
});
