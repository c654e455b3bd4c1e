/**
 * The HTTP client against a real local server: every row of §8, the §7 headers, and parsing
 * of `data` with the endpoint's schema.
 */
import { after, before, beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/");
const { auth, company } = await import("../../../web/contract/http/index.ts");
const http = await import("../../../web/src/lib/http.ts");
const toasts = await import("../../../web/src/lib/toast.ts");
const report = await import("../../../web/src/lib/report.ts");
const cookie = await import("../../../web/src/lib/cookie.ts");

const USER = { id: 7, mobile: "13800000001", email: "", nickname: "小糖", wx_openid: null, create_time: 1700000000, level_type: 0, total_money: "12.50" };

let server: ScriptedServer;
let navigations: string[] = [];
let reports: unknown[] = [];

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer();
  http.configureHttp({ baseUrl: server.url, navigate: (to) => navigations.push(to), timeoutMs: 2000 });
  report.setErrorReporter((r) => reports.push(r.context), { sampleRate: 1 });
});

after(async () => {
  toasts.remove();
  await server.close();
  await dom.close();
});

beforeEach(() => {
  navigations = [];
  reports = [];
  toasts.remove();
  server.seen.length = 0;
  dom.window.happyDOM.setURL("http://localhost:3000/");
});

function lastToast(): { type: string; message: string } | undefined {
  const t = toasts.getToasts()[0];
  return t && { type: t.type, message: t.message };
}

async function failure(p: Promise<unknown>): Promise<InstanceType<typeof http.RequestError>> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof http.RequestError, `expected RequestError, got ${String(err)}`);
    return err;
  }
  assert.fail("expected the request to fail");
}

describe("§7 request shape", () => {
  test("GET sends bearer from the accessToken cookie, Language, query; parses data", async () => {
    cookie.setToken("tok-123");
    localStorage.setItem("i18nextLng", "zh-CN");
    server.on("/api/user/info", json(200, { errorCode: 0, msg: "ok", data: USER }));
    const user = await http.request(auth.userInfo, {});
    assert.equal(user.nickname, "小糖");
    const seen = server.seen[0];
    assert.ok(seen);
    assert.equal(seen.method, "GET");
    assert.equal(seen.headers.authorization, "Bearer tok-123");
    assert.equal(seen.headers.language, "zh-CN");
    cookie.clearToken();
  });

  test("no Authorization header without a token", async () => {
    server.on("/api/company/info", json(200, { errorCode: 0, data: { name: "糖画科技", logo_url: null } }));
    await http.request(company.companyInfo, {});
    assert.equal(server.seen[0]?.headers.authorization, undefined);
  });

  test("POST sends the input as a JSON body", async () => {
    server.on("/api/default/send-code", json(200, { errorCode: 0, data: { retry_after: 60 } }));
    const out = await http.request(auth.sendCode, { mobile: "13800000001" });
    assert.deepEqual(out, { retry_after: 60 });
    assert.equal(server.seen[0]?.method, "POST");
    assert.equal(server.seen[0]?.headers["content-type"], "application/json");
    assert.deepEqual(JSON.parse(server.seen[0]?.body ?? ""), { mobile: "13800000001" });
  });
});

describe("§8 envelope errors", () => {
  test("errorCode 1 with msg → toast msg and reject", async () => {
    server.on("/api/user/info", json(200, { errorCode: 1, msg: "余额不足" }));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.kind, "api");
    assert.equal(err.message, "余额不足");
    assert.deepEqual(lastToast(), { type: "error", message: "余额不足" });
    assert.equal(reports.length, 1);
  });

  test("errorCode 1 without msg → 未知接口错误", async () => {
    server.on("/api/user/info", json(200, { errorCode: 1 }));
    await failure(http.request(auth.userInfo, {}));
    assert.equal(lastToast()?.message, "未知接口错误");
  });

  test("login is silent: no toast on errorCode 1", async () => {
    server.on("/api/default/login", json(200, { errorCode: 1, msg: "验证码错误" }));
    const err = await failure(http.request(auth.login, { mobile: "13800000001", code: "123456" }));
    assert.equal(err.message, "验证码错误");
    assert.equal(err.handled, false);
    assert.equal(toasts.getToasts().length, 0);
  });

  test("data that does not match the schema → contract error, reported, no toast", async () => {
    server.on("/api/user/info", json(200, { errorCode: 0, data: { id: "not-a-number" } }));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.kind, "contract");
    assert.equal(toasts.getToasts().length, 0);
    assert.equal(reports.length, 1);
  });

  test("a body that is not an envelope → contract error", async () => {
    server.on("/api/user/info", (_r, res) => res.end("<html>proxy page</html>"));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.kind, "contract");
  });
});

describe("§8 status table", () => {
  const cases: [string, string, string][] = [
    ["/sugar/list?sn=SIM-0001", "/sugar-login?redirect=%2Fsugar%2Flist%3Fsn%3DSIM-0001", "under /sugar"],
    ["/sugar", "/sugar-login?redirect=%2Fsugar", "/sugar itself"],
    ["/photo/ai?type=20", "/login?redirect=%2Fphoto%2Fai%3Ftype%3D20", "elsewhere"],
    ["/sugarcane", "/login?redirect=%2Fsugarcane", "a path that only starts with sugar"],
  ];
  for (const [here, to, name] of cases) {
    test(`401 ${name} → toast and ${to}`, async () => {
      dom.window.happyDOM.setURL(`http://localhost:3000${here}`);
      server.on("/api/user/info", json(401, { errorCode: 1, msg: "unauthorized" }));
      const err = await failure(http.request(auth.userInfo, {}));
      assert.equal(err.status, 401);
      assert.deepEqual(lastToast(), { type: "error", message: "登录超时，请重新登录" });
      assert.deepEqual(navigations, [to]);
    });
  }

  test("401 on /login does not navigate (no loop)", async () => {
    dom.window.happyDOM.setURL("http://localhost:3000/login?redirect=%2Fuser");
    server.on("/api/user/info", json(401, {}));
    await failure(http.request(auth.userInfo, {}));
    assert.deepEqual(navigations, []);
  });

  test("401 opted out → resolves with the response, no toast, no navigation", async () => {
    server.on("/api/user/info", json(401, { errorCode: 1, msg: "token expired" }));
    const res = await http.requestAllow401(auth.userInfo, {});
    assert.deepEqual(res, { ok: false, status: 401, msg: "token expired" });
    assert.equal(toasts.getToasts().length, 0);
    assert.deepEqual(navigations, []);
  });

  test("403 → /403", async () => {
    server.on("/api/user/info", json(403, { errorCode: 1 }));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.status, 403);
    assert.deepEqual(navigations, ["/403"]);
  });

  test("400 with msg → throws that msg, no toast", async () => {
    server.on("/api/user/info", json(400, { errorCode: 1, msg: "手机号格式错误" }));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.message, "手机号格式错误");
    assert.equal(toasts.getToasts().length, 0);
  });

  test("500 → /500 with the current path as error_page", async () => {
    dom.window.happyDOM.setURL("http://localhost:3000/user/coupon?status=0");
    server.on("/api/user/info", json(500, {}));
    await failure(http.request(auth.userInfo, {}));
    assert.deepEqual(navigations, ["/500?error_page=%2Fuser%2Fcoupon%3Fstatus%3D0"]);
  });

  const mapped: [number, string][] = [
    [404, "记录不存在"],
    [422, "创建对象时，发生一个验证错误"],
    [502, "网关错误"],
    [503, "服务不可用，服务器暂时过载或维护"],
    [504, "网关超时"],
    [400, "Bad Request"],
    [418, "I'm a Teapot"],
  ];
  for (const [status, text] of mapped) {
    test(`${status} → toast "${text}"`, async () => {
      server.on("/api/user/info", json(status, {}, status === 418 ? "I'm a Teapot" : undefined));
      const err = await failure(http.request(auth.userInfo, {}));
      assert.equal(err.status, status);
      assert.deepEqual(lastToast(), { type: "error", message: text });
      assert.deepEqual(navigations, []);
    });
  }

  test("422 → the toast, and the fields the server named on the error's data for a form", async () => {
    const fields = { bank_code: "bank_code must be the 12-digit CNAPS number", account_name: "must be a name in Chinese characters" };
    server.on("/api/user/info", json(422, { errorCode: 1, msg: "bank_code: bank_code must be the 12-digit CNAPS number", data: { fields } }));
    const err = await failure(http.request(auth.userInfo, {}));
    assert.deepEqual(err.data, { fields });
    assert.equal(lastToast()?.message, "创建对象时，发生一个验证错误");
  });

  test("a status with no text → 请求失败", async () => {
    server.on("/api/user/info", json(499, {}, ""));
    await failure(http.request(auth.userInfo, {}));
    assert.equal(lastToast()?.message, "请求失败");
  });
});

describe("§8 no response", () => {
  test("connection dropped → 网络异常", async () => {
    server.on("/api/user/info", (_r, res) => res.socket?.destroy());
    const err = await failure(http.request(auth.userInfo, {}));
    assert.equal(err.kind, "network");
    assert.deepEqual(lastToast(), { type: "error", message: "网络异常" });
  });

  test("no answer within the timeout → 请求超时", async () => {
    server.on("/api/user/info", () => {});
    const err = await failure(http.request(auth.userInfo, {}, { timeoutMs: 100 }));
    assert.equal(err.kind, "timeout");
    assert.deepEqual(lastToast(), { type: "error", message: "请求超时" });
  });

  test("caller abort → aborted, no toast", async () => {
    server.on("/api/user/info", () => {});
    const ctrl = new AbortController();
    const p = http.request(auth.userInfo, {}, { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 20);
    const err = await failure(p);
    assert.equal(err.kind, "aborted");
    assert.equal(toasts.getToasts().length, 0);
  });
});

test("English: §8 texts follow the language", async () => {
  const i18n = await import("../../../web/src/lib/i18n/core.ts");
  await i18n.setLanguage("en");
  server.on("/api/user/info", json(504, {}));
  await failure(http.request(auth.userInfo, {}));
  assert.equal(lastToast()?.message, "Gateway timeout");
  await i18n.setLanguage("zh-CN");
});
