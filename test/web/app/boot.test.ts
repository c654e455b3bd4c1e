/**
 * app/boot.ts with the HTML's inline boot script (app/boot-script.ts, issue 18): the script sends
 * the first screen's requests with the URL's token; the bundle adopts that token into the cookie,
 * takes every answer over (the session, the /sugar shell's cache, the translations) without
 * asking again, and a SessionProvider mounted then renders its children at once. Without the
 * script the bundle still adopts the token, and the app asks for everything itself.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { installDom } from "../../helpers/dom.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";

const dom = installDom("http://localhost:3000/sugar?sn=SIM-0001&token=tok-123");
const { createElement } = await import("react");
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const http = await import("../../../web/src/lib/http.ts");
const report = await import("../../../web/src/lib/report.ts");
const cookie = await import("../../../web/src/lib/cookie.ts");
const { loadedDict } = await import("../../../web/src/lib/i18n/core.ts");
const { snapshotOf } = await import("../../../web/src/lib/api-cache.ts");
const { printerInfo } = await import("../../../web/contract/http/sugar.ts");
const { earlyBoot } = await import("../../../web/src/app/boot-script.ts");
const { boot, firstPaintSettled } = await import("../../../web/src/app/boot.ts");
const { leaveHandoff, takeHandoff } = await import("../../../web/src/lib/boot-handoff.ts");
const { whenReady } = await import("../../../web/src/app/ready.ts");
const { SessionProvider, useSession } = await import("../../../web/src/lib/session.tsx");

const localesRoot = new URL("../../../web/public", import.meta.url).pathname;
const realFetch = globalThis.fetch;
const localeFetches: string[] = [];
let server: ScriptedServer;

before(async () => {
  // The translations are same-origin files in a browser: served from disk here, and counted.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith("/locales/")) return realFetch(input, init);
    localeFetches.push(url);
    return new Response(await readFile(join(localesRoot, url), "utf8"), { status: 200 });
  }) as typeof fetch;
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 10_000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  server.on("/api/user/info", json(200, { errorCode: 0, msg: "ok", data: { id: 7, nickname: "小糖", avatar: "", mobile: "13800000001", email: null, wx_openid: null, create_time: 1_700_000_000, level_type: 0, total_money: "0.00", coins: 0 } }));
  server.on("/api/company/info", json(200, { errorCode: 0, msg: "ok", data: { name: "糖画乐园", logo_url: null } }));
  server.on("/api/tanghua/info", json(200, { errorCode: 0, msg: "ok", data: { qrcode: "http://localhost:3000/sugar?sn=SIM-0001", device_id: 1, sn: "SIM-0001", is_bind: 1, is_manage: 0, is_open_game: 0, is_second_half: 0, is_open_phone_activity: 0, ai_price: "9.90", coins: 0, is_open_weixin_pay: 1, locale: null } }));
  for (const path of ["/api/sugar/index", "/api/sugar/list"]) server.on(path, json(200, { errorCode: 1, msg: "not scripted", data: null }));
});

after(async () => {
  globalThis.fetch = realFetch;
  await server.close();
  await dom.close();
});

test("the inline script's requests carry the URL's token; the bundle adopts it and takes every answer over", async () => {
  earlyBoot({ pathname: "/sugar", search: location.search }, server.url);
  const want = ["/api/sugar/list?sn=SIM-0001&page=1&limit=20", "/api/tanghua/info?sn=SIM-0001", "/api/sugar/index?sn=SIM-0001", "/api/company/info", "/api/user/info"];
  const end = Date.now() + 5000;
  while (want.some((u) => !server.seen.some((r) => r.url === u)) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  for (const u of want) assert.equal(server.seen.find((r) => r.url === u)?.headers.authorization, "Bearer tok-123", `${u} carries the URL's token`);

  // The bundle: the token moves into the cookie and out of the address bar; the answers become
  // the session, the shell's cache and the translations, none asked for again.
  const booted = boot();
  assert.equal(location.search, "?sn=SIM-0001", "the token left the address bar");
  assert.equal(cookie.getToken(), "tok-123");
  await whenReady(booted);
  for (const u of want) assert.equal(server.seen.filter((r) => r.url === u).length, 1, `${u} asked once`);
  assert.deepEqual(localeFetches.sort(), ["/locales/zh-CN/common.json", "/locales/zh-CN/sugar.json"], "each file fetched once, by the script");
  assert.equal(loadedDict("zh-CN", "sugar")?.title !== undefined, true, "the shell's strings are loaded");
  assert.equal(snapshotOf<{ ai_price: string }>(printerInfo, { sn: "SIM-0001" }).data?.ai_price, "9.90", "parsed into the shell's cache");

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
  assert.equal(server.seen.filter((r) => r.url === "/api/user/info").length, 1, "the provider took the early load instead of asking again");
  await act(async () => root.unmount());
});

test("without the inline script, boot adopts the URL's token and hands nothing over", async () => {
  takeHandoff();
  history.replaceState(null, "", "/sugar?sn=SIM-0001&token=tok-456");
  await boot();
  assert.equal(location.search, "?sn=SIM-0001");
  assert.equal(cookie.getToken(), "tok-456");
});

test("the bundle's evaluation waits for the first paint (app/start.ts), a while at most; without one, not at all", async () => {
  const settledAfter = async (paint: Promise<unknown> | undefined, ms: number) => {
    takeHandoff();
    leaveHandoff({ at: Date.now(), auth: "", lang: "zh-CN", api: {}, files: {}, ...(paint ? { paint } : {}) });
    await boot();
    let done = false;
    const waited = firstPaintSettled(ms).then(() => (done = true));
    return { waited, done: () => done };
  };
  // Drawn, its pictures in: on at once.
  let drawn: (v: unknown) => void = () => undefined;
  const paint = new Promise((r) => (drawn = r));
  const a = await settledAfter(paint, 10_000);
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(a.done(), false, "still drawing: waits");
  drawn(true);
  await a.waited;
  // A picture that never comes: on after the limit.
  const b = await settledAfter(new Promise(() => undefined), 20);
  await b.waited;
  assert.equal(b.done(), true);
  // No first paint (another page, or no inline script): no wait.
  const c = await settledAfter(undefined, 10_000);
  await c.waited;
  assert.equal(c.done(), true);
});
