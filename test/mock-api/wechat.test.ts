/** The WeChat stand-in pages (/mock-wechat/...) and the wx_code login they feed, over real HTTP. */
import { cryptoRandom } from "../../mock-api/random.ts";
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { consumeWxCode, issueWxCode, WX_CODE_TTL_MS } from "../../mock-api/store/wechat.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { startApi, type Harness } from "./harness.ts";

const APPID = "wx0000000000000000";
const RETURN = "/sugar-login?redirect=%2Fuser";

interface Page {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

async function send(h: Harness, method: string, path: string, init: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Page> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.fields !== undefined) {
    body = new URLSearchParams(init.fields).toString();
    headers["content-type"] ??= "application/x-www-form-urlencoded";
  }
  const res = await fetch(h.base + path, { method, headers, body, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text(), location: res.headers.get("location") };
}
const cookie = (token: string) => ({ cookie: `i18nextLng=zh-CN; accessToken=${encodeURIComponent(token)}` });

function oauthUrl(params: Record<string, string>): string {
  return `/mock-wechat/oauth?${new URLSearchParams(params)}`;
}

/** Query parameters of a same-origin Location, after checking it stays on this origin. */
function paramsOf(location: string | null): URLSearchParams {
  assert.ok(location !== null, "a Location header");
  assert.ok(location.startsWith("/") && !location.startsWith("//"), `same-origin location, got ${location}`);
  return new URL(location, "http://x").searchParams;
}

async function wxLogin(h: Harness, code: string) {
  return h.call("POST", "/api/default/login", { body: { wx_code: code } });
}
async function userOf(h: Harness, token: string) {
  return (await h.call("GET", "/api/user/info", { token })).json?.data as { id: number; nickname: string; wx_openid: string; avatar: string };
}
async function allow(h: Harness, openid: string, state = "s1", redirect_uri = RETURN): Promise<string> {
  const a = await send(h, "POST", "/mock-wechat/oauth", { fields: { appid: APPID, scope: "snsapi_userinfo", redirect_uri, state, openid, decision: "allow" } });
  assert.equal(a.status, 302, a.text);
  const code = paramsOf(a.location).get("code");
  assert.ok(code !== null);
  return code;
}

test("oauth page: WeChat's consent screen with a strict CSP, the seeded WeChat users and a new one", async (t) => {
  const h = await startApi(t);
  const hostile = `"><script>alert(1)</script>`;
  const a = await send(h, "GET", oauthUrl({ appid: APPID, redirect_uri: RETURN, response_type: "code", scope: "snsapi_userinfo", state: hostile }));
  assert.equal(a.status, 200);
  assert.equal(a.headers.get("content-type"), "text/html; charset=utf-8");
  const csp = a.headers.get("content-security-policy") ?? "";
  for (const d of ["default-src 'none'", "style-src 'unsafe-inline'", "form-action 'self'", "img-src 'self' data:", "frame-ancestors 'none'"]) {
    assert.ok(csp.includes(d), `CSP has ${d}: ${csp}`);
  }
  assert.doesNotMatch(csp, /script-src/);
  assert.equal(a.headers.get("x-content-type-options"), "nosniff");
  assert.equal(a.headers.get("cache-control"), "no-store");
  assert.match(a.text, /申请获得你的公开信息（昵称、头像）/);
  assert.match(a.text, /<form method="post" action="\/mock-wechat\/oauth">/);
  assert.match(a.text, /value="allow">允许</);
  assert.match(a.text, /value="deny">拒绝</);
  for (const u of Object.values(SEED_USERS)) {
    if (u.wx_openid === "") assert.ok(!a.text.includes(u.nickname), `${u.nickname} has no WeChat`);
    else assert.ok(a.text.includes(`value="${u.wx_openid}"`) && a.text.includes(u.nickname), u.nickname);
  }
  assert.match(a.text, /value="new"/);
  assert.doesNotMatch(a.text, /<script/i, "no script at all, and the hostile state is not markup");
  assert.ok(a.text.includes(`name="state" value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"`));
  assert.ok(a.text.includes(`name="redirect_uri" value="/sugar-login?redirect=%2Fuser"`));
  const head = await send(h, "HEAD", oauthUrl({ redirect_uri: RETURN }));
  assert.equal(head.status, 200);
  assert.equal(head.text, "");
});

test("nicknames are escaped on the page", async (t) => {
  const h = await startApi(t);
  const u = h.api.store.users[String(SEED_USERS.customer.id)];
  assert.ok(u !== undefined);
  u.nickname = `<img src=x onerror=alert(1)>`;
  const a = await send(h, "GET", oauthUrl({ redirect_uri: RETURN }));
  assert.ok(!a.text.includes("<img src=x"));
  assert.ok(a.text.includes("&#60;img src=x onerror=alert(1)&#62;"));
});

test("allow → code and the same state → wx_code login as that WeChat user; the code works once", async (t) => {
  const h = await startApi(t);
  const state = "Zq9_state-123";
  const a = await send(h, "POST", "/mock-wechat/oauth", {
    fields: { appid: APPID, scope: "snsapi_userinfo", redirect_uri: RETURN, state, openid: SEED_USERS.customer.wx_openid, decision: "allow" },
  });
  assert.equal(a.status, 302);
  assert.equal(a.headers.get("cache-control"), "no-store");
  const q = paramsOf(a.location);
  assert.equal(new URL(a.location ?? "", "http://x").pathname, "/sugar-login");
  assert.equal(q.get("redirect"), "/user", "the app's own query survives");
  assert.equal(q.get("state"), state);
  const code = q.get("code") ?? "";
  assert.match(code, /^[0-9a-f]{32}$/);
  assert.equal(h.api.store.wxCodes[code]?.expiresAt, h.clock.now() + 5 * 60_000);

  const first = await wxLogin(h, code);
  assert.equal(first.json?.errorCode, 0, first.text);
  const token = (first.json?.data as { access_token: string }).access_token;
  assert.equal((await userOf(h, token)).id, SEED_USERS.customer.id);

  const second = await wxLogin(h, code);
  assert.equal(second.json?.errorCode, 1, "an OAuth code is good once");
  assert.equal(second.json?.msg, "微信授权已失效");
});

test("an absolute same-origin redirect_uri, or returnUrl, works too; the fragment stays last", async (t) => {
  const h = await startApi(t);
  const a = await send(h, "POST", "/mock-wechat/oauth", { fields: { redirect_uri: `${h.base}/sugar?sn=SIM-0001#top`, state: "x", openid: "new", decision: "allow" } });
  assert.equal(a.status, 302);
  assert.match(a.location ?? "", /^\/sugar\?sn=SIM-0001&code=[0-9a-f]{32}&state=x#top$/);
  const b = await send(h, "GET", oauthUrl({ returnUrl: "/pay/weixin?orderSn=1", state: "y" }));
  assert.equal(b.status, 200);
  assert.ok(b.text.includes(`name="redirect_uri" value="/pay/weixin?orderSn=1"`));
});

test("a new WeChat user: random openid, generated profile, signed up on first login", async (t) => {
  const h = await startApi(t);
  const before = Object.keys(h.api.store.users).length;
  const code = await allow(h, "new");
  const grant = h.api.store.wxCodes[code];
  assert.match(grant?.openid ?? "", /^oTH3x0[A-Za-z0-9_-]{22}$/);
  const token = (((await wxLogin(h, code)).json?.data) as { access_token: string }).access_token;
  const me = await userOf(h, token);
  assert.equal(me.wx_openid, grant?.openid);
  assert.equal(me.nickname, grant?.nickname);
  assert.equal(Object.keys(h.api.store.users).length, before + 1);
  // ...and the next visit offers that user by name.
  const page = await send(h, "GET", oauthUrl({ redirect_uri: RETURN }));
  assert.ok(page.text.includes(`value="${me.wx_openid}"`));
});

test("a code expires after 5 minutes (manual clock)", async (t) => {
  const h = await startApi(t);
  const early = await allow(h, SEED_USERS.printerManager.wx_openid);
  const late = await allow(h, SEED_USERS.printerManager.wx_openid);
  h.clock.advance(5 * 60_000 - 1);
  assert.equal((await wxLogin(h, early)).json?.errorCode, 0, "still live 1 ms before");
  h.clock.advance(1);
  const a = await wxLogin(h, late);
  assert.equal(a.json?.errorCode, 1);
  assert.equal(a.status, 200);
});

test("deny → back to redirect_uri with state and no code; nothing issued", async (t) => {
  const h = await startApi(t);
  const a = await send(h, "POST", "/mock-wechat/oauth", { fields: { redirect_uri: RETURN, state: "s9", openid: SEED_USERS.customer.wx_openid, decision: "deny" } });
  assert.equal(a.status, 302);
  const q = paramsOf(a.location);
  assert.equal(q.get("state"), "s9");
  assert.equal(q.has("code"), false);
  assert.deepEqual(h.api.store.wxCodes, {});
});

test("redirect_uri off this origin → 400 'redirect_uri 参数错误', never a Location", async (t) => {
  const h = await startApi(t);
  const port = new URL(h.base).port;
  const bad = [
    "https://evil.example/",
    "//evil.example",
    "//evil.example/sugar-login",
    "javascript:alert(1)",
    "JavaScript:alert(document.domain)",
    "data:text/html,<script>alert(1)</script>",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/.//evil.example",
    "http:evil.example",
    "https:/evil.example",
    `http://127.0.0.1:${port}@evil.example/`,
    `http://evil.example/?${h.base}`,
    `http://127.0.0.1.evil.example:${port}/`,
    `http://localhost:${port}/`, // another host name for the same socket is another origin
    "evil.example/x",
    "",
  ];
  for (const uri of bad) {
    const g = await send(h, "GET", oauthUrl({ appid: APPID, redirect_uri: uri, state: "s" }));
    assert.equal(g.status, 400, `GET ${JSON.stringify(uri)}`);
    assert.equal(g.location, null);
    assert.match(g.text, /redirect_uri 参数错误/);
    const p = await send(h, "POST", "/mock-wechat/oauth", { fields: { redirect_uri: uri, state: "s", openid: "new", decision: "allow" } });
    assert.equal(p.status, 400, `POST ${JSON.stringify(uri)}`);
    assert.equal(p.location, null);
    const d = await send(h, "POST", "/mock-wechat/oauth", { fields: { redirect_uri: uri, decision: "deny" } });
    assert.equal(d.location, null, `deny ${JSON.stringify(uri)}`);
  }
  const missing = await send(h, "GET", "/mock-wechat/oauth?appid=" + APPID);
  assert.equal(missing.status, 400);
  assert.deepEqual(h.api.store.wxCodes, {}, "no code was issued for a refused target");
});

test("wrong appid, scope, state, decision or identity → 400; a cross-site POST → 403", async (t) => {
  const h = await startApi(t);
  const cases: [Record<string, string>, RegExp][] = [
    [{ appid: "wx1234567890abcdef" }, /appid 参数错误/],
    [{ scope: "snsapi_login" }, /scope 参数错误/],
    [{ state: "s".repeat(129) }, /state 参数错误/],
    [{ state: "a\nb" }, /state 参数错误/],
  ];
  for (const [extra, message] of cases) {
    const a = await send(h, "GET", oauthUrl({ redirect_uri: RETURN, ...extra }));
    assert.equal(a.status, 400, JSON.stringify(extra));
    assert.match(a.text, message);
  }
  const base = { redirect_uri: RETURN, state: "s" };
  assert.equal((await send(h, "POST", "/mock-wechat/oauth", { fields: { ...base, openid: "new", decision: "maybe" } })).status, 400);
  assert.equal((await send(h, "POST", "/mock-wechat/oauth", { fields: { ...base, openid: "oNOBODY0000000000000000000", decision: "allow" } })).status, 400);
  assert.equal((await send(h, "POST", "/mock-wechat/oauth", { fields: { ...base, openid: "__proto__", decision: "allow" } })).status, 400);
  const json = await send(h, "POST", "/mock-wechat/oauth", { headers: { "content-type": "application/json" } });
  assert.equal(json.status, 415);
  for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
    const a = await send(h, "POST", "/mock-wechat/oauth", { fields: { ...base, openid: "new", decision: "allow" }, headers });
    assert.equal(a.status, 403, JSON.stringify(headers));
    assert.equal(a.location, null);
  }
  const same = await send(h, "POST", "/mock-wechat/oauth", {
    fields: { ...base, openid: "new", decision: "allow" },
    headers: { origin: h.base, "sec-fetch-site": "same-origin" },
  });
  assert.equal(same.status, 302, "a browser's own same-origin POST passes");
  assert.equal((await send(h, "GET", "/mock-wechat/nope")).status, 404);
  const put = await send(h, "PUT", "/mock-wechat/oauth");
  assert.equal(put.status, 405);
  assert.equal(put.headers.get("allow"), "GET, HEAD, POST");
});

test("auth-bind without a session: 请先登录 and nothing to press", async (t) => {
  const h = await startApi(t);
  const url = `/mock-wechat/auth-bind?${new URLSearchParams({ returnUrl: "/user", state: "b1", jump: "/user/coupon" })}`;
  for (const headers of [{}, { cookie: "accessToken=not-a-token" }, { cookie: "accessToken=%E0%A4%A" }] as Record<string, string>[]) {
    const a = await send(h, "GET", url, { headers });
    assert.equal(a.status, 401);
    assert.match(a.text, /请先登录/);
    assert.doesNotMatch(a.text, /<form|<button|<a /);
  }
  const p = await send(h, "POST", "/mock-wechat/auth-bind", { fields: { returnUrl: "/user", openid: "new", decision: "allow" } });
  assert.equal(p.status, 401);
  const bad = await send(h, "GET", `/mock-wechat/auth-bind?returnUrl=${encodeURIComponent("https://evil.example/")}`, { headers: cookie(await h.loginAs(SEED_USERS.admin.mobile)) });
  assert.equal(bad.status, 400);
  assert.match(bad.text, /returnUrl 参数错误/);
});

test("auth-bind with a session binds a new openid, passes state and jump through, then WeChat logs that user in", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.admin.mobile); // the admin has no WeChat yet
  const page = await send(h, "GET", `/mock-wechat/auth-bind?${new URLSearchParams({ returnUrl: "/user", state: "b<1>", jump: "/user/coupon" })}`, { headers: cookie(token) });
  assert.equal(page.status, 200);
  assert.match(page.text, /王运营/);
  assert.match(page.text, /13800000003/);
  assert.match(page.text, /<form method="post" action="\/mock-wechat\/auth-bind">/);
  assert.ok(page.text.includes(`name="state" value="b&#60;1&#62;"`));
  assert.match(page.text, /value="new" checked/);

  const a = await send(h, "POST", "/mock-wechat/auth-bind", {
    fields: { returnUrl: "/user", state: "b<1>", jump: "/user/coupon", openid: "new", decision: "allow" },
    headers: cookie(token),
  });
  assert.equal(a.status, 302, a.text);
  const q = paramsOf(a.location);
  assert.equal(new URL(a.location ?? "", "http://x").pathname, "/user");
  assert.equal(q.get("state"), "b<1>");
  assert.equal(q.get("jump"), "/user/coupon");
  const me = await userOf(h, token);
  assert.match(me.wx_openid, /^oTH3x0/);

  const viaWeChat = (await wxLogin(h, await allow(h, me.wx_openid))).json?.data as { access_token: string };
  assert.equal((await userOf(h, viaWeChat.access_token)).id, SEED_USERS.admin.id);
});

test("auth-bind refuses an openid bound to another user (409) and changes nothing; deny binds nothing", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.admin.mobile);
  const taken = SEED_USERS.customer.wx_openid;
  const a = await send(h, "POST", "/mock-wechat/auth-bind", { fields: { returnUrl: "/user", state: "c", openid: taken, decision: "allow" }, headers: cookie(token) });
  assert.equal(a.status, 409);
  assert.equal(a.location, null);
  assert.match(a.text, /该微信已绑定其他账号/);
  assert.match(a.text, /href="\/mock-wechat\/auth-bind\?returnUrl=%2Fuser&#38;state=c"/);
  assert.equal((await userOf(h, token)).wx_openid, "");
  assert.equal(h.api.store.users[String(SEED_USERS.customer.id)]?.wx_openid, taken);

  const d = await send(h, "POST", "/mock-wechat/auth-bind", { fields: { returnUrl: "/user", state: "c", openid: "new", decision: "deny" }, headers: cookie(token) });
  assert.equal(d.status, 302);
  assert.equal(paramsOf(d.location).get("state"), "c");
  assert.equal((await userOf(h, token)).wx_openid, "");

  // Re-binding one's own openid is fine.
  const own = await h.loginAs(SEED_USERS.customer.mobile);
  const b = await send(h, "POST", "/mock-wechat/auth-bind", { fields: { returnUrl: "/user", openid: taken, decision: "allow" }, headers: cookie(own) });
  assert.equal(b.status, 302);
  assert.equal(b.location, "/user");
});

test("openid page: silent code for the session user's openid, else the chooser (snsapi_base)", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const a = await send(h, "GET", `/mock-wechat/openid?returnUrl=${encodeURIComponent("/pay/weixin?orderSn=A1&payType=60")}`, { headers: cookie(token) });
  assert.equal(a.status, 302);
  const q = paramsOf(a.location);
  assert.equal(q.get("orderSn"), "A1");
  const grant = h.api.store.wxCodes[q.get("code") ?? ""];
  assert.equal(grant?.openid, SEED_USERS.customer.wx_openid);
  assert.equal(grant?.nickname, undefined, "snsapi_base grants no profile");
  const me = (await wxLogin(h, q.get("code") ?? "")).json?.data as { access_token: string };
  assert.equal((await userOf(h, me.access_token)).id, SEED_USERS.customer.id);

  // No session (or a user without WeChat): the chooser, posting to the oauth decision.
  const admin = await h.loginAs(SEED_USERS.admin.mobile);
  for (const headers of [{}, cookie(admin)] as Record<string, string>[]) {
    const b = await send(h, "GET", "/mock-wechat/openid?returnUrl=%2Fpay%2Fweixin", { headers });
    assert.equal(b.status, 200);
    assert.match(b.text, /action="\/mock-wechat\/oauth"/);
    assert.match(b.text, /name="scope" value="snsapi_base"/);
    assert.doesNotMatch(b.text, /name="state"/, "no state was sent, none comes back");
  }
  const c = await send(h, "POST", "/mock-wechat/oauth", { fields: { scope: "snsapi_base", redirect_uri: "/pay/weixin", openid: SEED_USERS.wechatOnly.wx_openid, decision: "allow" } });
  const cq = paramsOf(c.location);
  assert.equal(cq.has("state"), false);
  const only = (await wxLogin(h, cq.get("code") ?? "")).json?.data as { access_token: string };
  assert.equal((await userOf(h, only.access_token)).id, SEED_USERS.wechatOnly.id);

  const evil = await send(h, "GET", `/mock-wechat/openid?returnUrl=${encodeURIComponent("//evil.example/")}`, { headers: cookie(token) });
  assert.equal(evil.status, 400);
  assert.equal(evil.location, null);
});

test("oauth with scope snsapi_base is silent for a session user with an openid", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.printerManager.mobile);
  const a = await send(h, "GET", oauthUrl({ appid: APPID, redirect_uri: RETURN, scope: "snsapi_base", state: "q" }), { headers: cookie(token) });
  assert.equal(a.status, 302);
  const q = paramsOf(a.location);
  assert.equal(q.get("state"), "q");
  assert.equal(h.api.store.wxCodes[q.get("code") ?? ""]?.openid, SEED_USERS.printerManager.wx_openid);
});

test("the chooser stays short: seeded identities and the newest, 20 in all", async (t) => {
  const h = await startApi(t);
  for (let i = 0; i < 30; i++) {
    const id = 100 + i;
    const base = h.api.store.users[String(SEED_USERS.customer.id)];
    assert.ok(base !== undefined);
    h.api.store.users[String(id)] = { ...base, id, mobile: "", wx_openid: `oTH3x0bench${String(i).padStart(17, "0")}`, nickname: `批量用户${i}` };
  }
  const a = await send(h, "GET", oauthUrl({ redirect_uri: RETURN }));
  assert.equal((a.text.match(/name="openid"/g) ?? []).length, 21, "20 identities and 'new'");
  assert.ok(a.text.includes(SEED_USERS.customer.wx_openid) && a.text.includes(SEED_USERS.wechatOnly.wx_openid));
  assert.ok(a.text.includes("批量用户29") && !a.text.includes("批量用户5<"));
  // One left off the page still authorises: the form value is checked against the store.
  const code = await allow(h, "oTH3x0bench00000000000000005");
  assert.equal(h.api.store.wxCodes[code]?.nickname, "批量用户5");
});

test("issueWxCode / consumeWxCode: single use, 5 minutes, own keys only", () => {
  const store = createStore();
  const now = 1_000_000;
  const code = issueWxCode(store, "oABCDEF123", { nickname: "n" }, now, cryptoRandom);
  assert.match(code, /^[0-9a-f]{32}$/);
  assert.deepEqual(consumeWxCode(store, code, now + WX_CODE_TTL_MS - 1), { openid: "oABCDEF123", nickname: "n", expiresAt: now + WX_CODE_TTL_MS });
  assert.equal(consumeWxCode(store, code, now), null, "used");
  const late = issueWxCode(store, "oABCDEF123", {}, now, cryptoRandom);
  assert.equal(consumeWxCode(store, late, now + WX_CODE_TTL_MS), null, "expired");
  assert.deepEqual(store.wxCodes, {}, "an expired code is dropped too");
  for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", ""]) assert.equal(consumeWxCode(store, key, now), null, key);
});

test("login { wx_code: '__proto__' } and other inherited names are no code", async (t) => {
  const h = await startApi(t);
  const before = Object.keys(h.api.store.users).length;
  for (const wx_code of ["__proto__", "constructor", "toString"]) {
    const a = await wxLogin(h, wx_code);
    assert.equal(a.json?.errorCode, 1, `${wx_code}: ${a.text}`);
  }
  assert.equal(Object.keys(h.api.store.users).length, before, "no user signed up");
});
