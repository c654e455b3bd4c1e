/**
 * A request app/boot.ts sends before the first render can fail before the common translations
 * have loaded: its toast waits for them and then says the translated text, never a bare key.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { installDom } from "../../helpers/dom.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/");
const { company } = await import("../../../web/contract/http/index.ts");
const http = await import("../../../web/src/lib/http.ts");
const toasts = await import("../../../web/src/lib/toast.ts");
const report = await import("../../../web/src/lib/report.ts");
const { setLocaleFetcher } = await import("../../../web/src/lib/i18n/core.ts");

const localesRoot = new URL("../../../web/public", import.meta.url).pathname;
let release: () => void = () => {};
const gate = new Promise<void>((resolve) => (release = resolve));
let server: ScriptedServer;

before(async () => {
  // The locale files arrive only when the test says so: slower than the failed request.
  setLocaleFetcher(async (url) => {
    await gate;
    return JSON.parse(await readFile(`${localesRoot}${url}`, "utf8"));
  });
  server = await startScriptedServer();
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 2000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
});

after(async () => {
  toasts.remove();
  await server.close();
  await dom.close();
});

test("a 503 before the translations loaded toasts the translated text once they have", async () => {
  server.on("/api/company/info", json(503, {}));
  await assert.rejects(http.request(company.companyInfo, {}), http.RequestError);
  assert.deepEqual(toasts.getToasts(), [], "no toast with an untranslated key");
  release();
  const end = Date.now() + 2000;
  while (toasts.getToasts().length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  assert.equal(toasts.getToasts()[0]?.message, "服务不可用，服务器暂时过载或维护");
});
