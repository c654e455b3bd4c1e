/**
 * §1 / issue 15: the company context titles the pages and is their icon; the root loads it once,
 * and a write that changes it (company/update: the settings page) makes the session follow, with
 * no second request before then. Against a scripted server.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { mount, waitFor } from "../../helpers/render.tsx";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/admin/shop/settings");
const { SessionProvider } = await import("../../../web/src/lib/session.tsx");
const { usePageTitle, useCompanyIcon } = await import("../../../web/src/lib/title.ts");
const http = await import("../../../web/src/lib/http.ts");
const cookie = await import("../../../web/src/lib/cookie.ts");
const { invalidateKeys } = await import("../../../web/src/lib/api-cache.ts");
const { staleAfter } = await import("../../../web/src/lib/stale-after.ts");
const { companyUpdate } = await import("../../../web/contract/http/company.ts");

let server: ScriptedServer;
let company = { id: 1, name: "糖画科技", logo_url: "/mock/logo.svg" };

before(async () => {
  await useDiskLocales([["zh-CN", "common"]]);
  server = await startScriptedServer();
  http.configureHttp({ baseUrl: server.url, navigate: () => {} });
  server.on("/api/company/info", (req, res) => json(200, { errorCode: 0, data: company })(req, res));
  server.on("/api/user/info", json(200, { errorCode: 0, data: { id: 5, mobile: "13800000005", email: "", nickname: "陈店长", wx_openid: null, create_time: 1, level_type: 0, total_money: "0.00", company: { id: 1, name: "糖画科技", role: "owner" } } }));
  cookie.setToken("token-5");
});

after(async () => {
  await server.close();
  await dom.close();
});

function Page() {
  usePageTitle("公司与运营人员");
  useCompanyIcon();
  return <h1>ok</h1>;
}

test("a company saved changes the title and icon at once; the company is asked once until then", async () => {
  const m = await mount(
    <SessionProvider fallback={<p>loading</p>}>
      <Page />
    </SessionProvider>,
  );
  await waitFor(() => document.title === "公司与运营人员 - 糖画科技", "the loaded company's title");
  // The session's company seeds the cache: subscribing to it asks nothing more.
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(server.seen.filter((r) => r.url.startsWith("/api/company/info")).length, 1);

  company = { id: 1, name: "糖画工坊", logo_url: "/uploads/new-logo.png" };
  // What the settings page's save does after company/update answers (useMutation: lib/stale-after.ts).
  await invalidateKeys(staleAfter(companyUpdate));
  await waitFor(() => document.title === "公司与运营人员 - 糖画工坊", "the new company's title");
  assert.equal(document.querySelector('link[rel="icon"]')?.getAttribute("href"), "/uploads/new-logo.png");
  assert.equal(server.seen.filter((r) => r.url.startsWith("/api/company/info")).length, 2);
  await m.unmount();
});
