/**
 * lib/early-requests.ts and the HTTP client: a GET sent before the app was evaluated is taken over
 * by the client's identical request (same URL, token and language), once, within its age limit;
 * anything else asks the server again. The URLs the /sugar shell sends early are the ones its hooks
 * ask for (checked against the contract).
 */
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/");
const { company } = await import("../../../web/contract/http/index.ts");
const { patternList, printerInfo, sugarIndex } = await import("../../../web/contract/http/sugar.ts");
const http = await import("../../../web/src/lib/http.ts");
const early = await import("../../../web/src/lib/early-requests.ts");
const cookie = await import("../../../web/src/lib/cookie.ts");
const report = await import("../../../web/src/lib/report.ts");
const { shellUrls, PATTERN_PAGE_SIZE } = await import("../../../web/src/features/sugar/early.ts");

let server: ScriptedServer;
const hits = (path: string) => server.seen.filter((r) => r.url === path).length;

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer();
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 2000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  server.on("/api/company/info", json(200, { errorCode: 0, msg: "ok", data: { name: "糖画科技", logo_url: null } }));
});

after(async () => {
  await server.close();
  await dom.close();
});

beforeEach(() => {
  server.seen.length = 0;
  cookie.clearToken();
});

test("the client's identical GET takes the early answer over: one request, parsed as usual", async () => {
  await early.sendEarly(`${server.url}/api/company/info`);
  assert.equal(hits("/api/company/info"), 1);
  const data = await http.request(company.companyInfo, {});
  assert.equal(data.name, "糖画科技");
  assert.equal(hits("/api/company/info"), 1, "not asked again");
  await http.request(company.companyInfo, {});
  assert.equal(hits("/api/company/info"), 2, "taken over once only");
});

test("another token, or an answer older than its age limit, is not taken over", async () => {
  await early.sendEarly(`${server.url}/api/company/info`);
  cookie.setToken("tok-later");
  await http.request(company.companyInfo, {});
  assert.equal(hits("/api/company/info"), 2, "the token changed: asked again");
  cookie.clearToken();
  await early.sendEarly(`${server.url}/api/company/info`);
  const stale = early.takeEarly(`${server.url}/api/company/info`, early.apiHeaders(), Date.now() + early.EARLY_MAX_AGE_MS + 1);
  assert.equal(stale, undefined);
});

test("the shell's early URLs are what http.ts builds for its hooks' calls", () => {
  http.configureHttp({ baseUrl: "" });
  try {
    assert.deepEqual(shellUrls("SIM-0001", true), [
      http.buildUrl(printerInfo, { sn: "SIM-0001" }),
      http.buildUrl(sugarIndex, { sn: "SIM-0001" }),
      http.buildUrl(patternList, { sn: "SIM-0001", page: 1, limit: PATTERN_PAGE_SIZE }),
    ]);
    assert.equal(shellUrls("SIM-0001", false).length, 2);
  } finally {
    http.configureHttp({ baseUrl: server.url });
  }
});
