/**
 * app/boot.ts: the requests the first screen needs leave at once, before the bundle is evaluated:
 * the URL token is adopted first (every early request carries it), the root loader's user and
 * company, and for a scan the /sugar shell's answers. app/ready.ts turns them into the session
 * without asking again, and a SessionProvider mounted then renders its children at once.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/sugar?sn=SIM-0001&token=tok-123");
const { createElement } = await import("react");
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const http = await import("../../../web/src/lib/http.ts");
const report = await import("../../../web/src/lib/report.ts");
const { boot } = await import("../../../web/src/app/boot.ts");
const { whenReady } = await import("../../../web/src/app/ready.ts");
const { SessionProvider, useSession } = await import("../../../web/src/lib/session.tsx");

let server: ScriptedServer;

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 10_000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  server.on("/api/user/info", json(200, { errorCode: 0, msg: "ok", data: { id: 7, nickname: "小糖", avatar: "", mobile: "13800000001", email: null, wx_openid: null, create_time: 1_700_000_000, level_type: 0, total_money: "0.00", coins: 0 } }));
  server.on("/api/company/info", json(200, { errorCode: 0, msg: "ok", data: { name: "糖画乐园", logo_url: null } }));
  for (const path of ["/api/tanghua/info", "/api/sugar/index", "/api/sugar/list"]) server.on(path, json(200, { errorCode: 1, msg: "not scripted", data: null }));
});

after(async () => {
  await server.close();
  await dom.close();
});

test("boot adopts the URL token, then asks for the session and the /sugar shell's answers at once", async () => {
  const booted = boot({ pathname: "/sugar", search: "?sn=SIM-0001" }, server.url);
  assert.equal(location.search, "?sn=SIM-0001", "the token left the address bar");
  const want = ["/api/user/info", "/api/company/info", "/api/tanghua/info?sn=SIM-0001", "/api/sugar/index?sn=SIM-0001", "/api/sugar/list?sn=SIM-0001&page=1&limit=20"];
  const end = Date.now() + 5000;
  while (want.some((u) => !server.seen.some((r) => r.url === u)) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  for (const u of want) {
    const seen = server.seen.find((r) => r.url === u);
    assert.ok(seen, `${u} was asked for; saw ${server.seen.map((r) => r.url).join(", ")}`);
    assert.equal(seen.headers.authorization, "Bearer tok-123", `${u} carries the adopted token`);
  }

  // The early answers become the session (taken over, not asked again): the provider renders its
  // children on the first render.
  await whenReady(booted);
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  const seenStatus: string[] = [];
  function Probe() {
    const s = useSession();
    seenStatus.push(`${s.status}:${s.user?.nickname ?? "-"}:${s.company?.name ?? "-"}`);
    return null;
  }
  await act(async () => root.render(createElement(SessionProvider, { fallback: createElement("p", null, "spinner"), children: createElement(Probe) })));
  assert.equal(container.textContent, "");
  assert.deepEqual(seenStatus[0], "ready:小糖:糖画乐园");
  const calls = server.seen.filter((r) => r.url === "/api/user/info").length;
  assert.equal(calls, 1, "the provider took the early load instead of asking again");
  await act(async () => root.unmount());
});
