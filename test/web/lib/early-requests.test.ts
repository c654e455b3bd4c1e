/**
 * lib/early-requests.ts and the HTTP client: a GET the HTML's inline boot script sent before the
 * app was evaluated is taken over by the client's identical request (same URL, token and
 * language), once, within its age limit; anything else asks the server again. The URLs the /sugar
 * shell sends early are the ones its hooks ask for (checked against the contract).
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

/** As the inline boot script sends a GET and hands it over (app/boot-script.ts, app/boot.ts). */
function sendEarly(url: string, response?: Promise<Response>): Promise<unknown> {
  const headers = early.apiHeaders();
  const res = response ?? fetch(url, { headers, credentials: "include" });
  return early.adoptEarly({ at: Date.now(), auth: headers.Authorization ?? "", lang: headers.Language ?? "", api: { [url]: res } });
}

test("the client's identical GET takes the early answer over: one request, parsed as usual", async () => {
  await sendEarly(`${server.url}/api/company/info`);
  assert.equal(hits("/api/company/info"), 1);
  const data = await http.request(company.companyInfo, {});
  assert.equal(data.name, "糖画科技");
  assert.equal(hits("/api/company/info"), 1, "not asked again");
  await http.request(company.companyInfo, {});
  assert.equal(hits("/api/company/info"), 2, "taken over once only");
});

test("another token, or an answer older than its age limit, is not taken over", async () => {
  await sendEarly(`${server.url}/api/company/info`);
  cookie.setToken("tok-later");
  await http.request(company.companyInfo, {});
  assert.equal(hits("/api/company/info"), 2, "the token changed: asked again");
  cookie.clearToken();
  await sendEarly(`${server.url}/api/company/info`);
  const stale = early.takeEarly(`${server.url}/api/company/info`, early.apiHeaders(), Date.now() + early.EARLY_MAX_AGE_MS + 1);
  assert.equal(stale, undefined);
});

test("an answer that failed is the client's failure, reported as its own", async () => {
  await sendEarly(`${server.url}/api/company/info`, Promise.reject(new TypeError("Failed to fetch")));
  await assert.rejects(http.request(company.companyInfo, {}), (e: unknown) => e instanceof http.RequestError && e.kind === "network");
  assert.equal(hits("/api/company/info"), 0, "not asked again behind the caller's back: its retry policy decides");
});

test("the shell's early URLs are what http.ts builds for its hooks' calls (any valid serial)", () => {
  http.configureHttp({ baseUrl: "" });
  try {
    for (const sn of ["SIM-0001", "a_b-C9", "x".repeat(64)]) {
      assert.deepEqual(shellUrls(sn, true), [
        http.buildUrl(patternList, { sn, page: 1, limit: PATTERN_PAGE_SIZE }),
        http.buildUrl(printerInfo, { sn }),
        http.buildUrl(sugarIndex, { sn }),
      ]);
    }
    assert.deepEqual(shellUrls("SIM-0001", false), [http.buildUrl(printerInfo, { sn: "SIM-0001" }), http.buildUrl(sugarIndex, { sn: "SIM-0001" })]);
  } finally {
    http.configureHttp({ baseUrl: server.url });
  }
});
