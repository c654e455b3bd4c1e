/**
 * The share choice of issue 11 item 6 in happy-dom: off until the customer turns it on, saying
 * what each state means; in the history, a drawing's switch asks tanghua/goods-share with the
 * opposite state, and a photo work has no switch at all (contract SHARE_RULE).
 */
import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import { useDiskLocales } from "../../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../../helpers/scripted-server.ts";
import { mount, waitFor, type Mounted } from "../../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/sugar/drawing/history?sn=SIM-0001");
const { useState } = await import("react");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const http = await import("../../../../web/src/lib/http.ts");
const cache = await import("../../../../web/src/lib/api-cache.ts");
const report = await import("../../../../web/src/lib/report.ts");
const { DrawShareChoice } = await import("../../../../web/src/features/sugar/components/draw-share-choice.tsx");
const { DrawOwnWork } = await import("../../../../web/src/features/sugar/components/draw-own-work.tsx");

let server: ScriptedServer;
let mounted: Mounted | undefined;

const WORK = {
  id: 1_001_000_042, goods_id: 42, goods_type_id: 15, name: "秘密小画", image_url: "/mock/drawings/1.png", price: "9.90", coins_price: null,
  remark: "", avatar: null, nickname: null, sell_count: 0, create_date: 1700000000, is_top: 0 as const, user_id: 1, is_self: 1 as const, is_share: 0 as const,
};

before(async () => {
  await useDiskLocales([["zh-CN", "common"], ["zh-CN", "sugar-draw"]]);
  server = await startScriptedServer({ closeConnections: true });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  cache.clearApiCache();
  server.seen.length = 0;
});

after(async () => {
  await server.close();
  await dom.close();
});

async function render(node: React.ReactNode) {
  const loc = memoryLocation({ path: "/sugar/drawing/history?sn=SIM-0001" });
  http.configureHttp({ baseUrl: server.url, navigate: (to) => loc.navigate(to), timeoutMs: 5_000 });
  mounted = await mount(<Router hook={loc.hook} searchHook={loc.searchHook}>{node}</Router>);
}

function Choice() {
  const [on, setOn] = useState(false);
  return <DrawShareChoice checked={on} onChange={setOn} />;
}

describe("DrawShareChoice", () => {
  test("off by default, saying the work stays the customer's; on, saying who sees it", async () => {
    await render(<Choice />);
    const box = document.querySelector<HTMLInputElement>(".draw-share input[type=checkbox]");
    assert.equal(box?.checked, false);
    assert.match(document.querySelector(".draw-share")?.textContent ?? "", /分享到作品广场.*仅自己可见/);
    box?.click();
    await waitFor(() => box?.checked, "checked");
    assert.match(document.querySelector(".draw-share__hint")?.textContent ?? "", /其他顾客也能看到/);
  });
});

describe("DrawOwnWork", () => {
  test("a private drawing says so, and its switch shares it (goods-share with is_share 1)", async () => {
    server.on("/api/tanghua/goods-share", json(200, { errorCode: 0, data: { ...WORK, is_share: 1 } }));
    await render(<DrawOwnWork sn="SIM-0001" work={WORK} price="¥9.90" />);
    assert.equal(document.querySelector(".draw-own__badge")?.textContent, "仅自己可见");
    const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === "分享 秘密小画");
    assert.ok(button, "the share switch, named with the work");
    button.click();
    await waitFor(() => server.seen.some((r) => r.url === "/api/tanghua/goods-share"), "goods-share asked");
    assert.deepEqual(JSON.parse(server.seen.find((r) => r.url === "/api/tanghua/goods-share")?.body ?? "{}"), { sn: "SIM-0001", goods_id: 42, is_share: 1 });
  });

  test("a shared drawing offers to unshare it", async () => {
    await render(<DrawOwnWork sn="SIM-0001" work={{ ...WORK, is_share: 1 }} price="¥9.90" />);
    assert.equal(document.querySelector(".draw-own__badge")?.textContent, "已分享");
    assert.ok([...document.querySelectorAll("button")].some((b) => b.getAttribute("aria-label") === "取消分享 秘密小画"));
  });

  test("a photo work is only ever its owner's: the badge, no switch", async () => {
    await render(<DrawOwnWork sn="SIM-0001" work={{ ...WORK, goods_type_id: 16, name: "圆形相框" }} price="¥9.90" />);
    assert.equal(document.querySelector(".draw-own__badge")?.textContent, "仅自己可见");
    assert.equal(document.querySelectorAll(".draw-own button").length, 0);
  });
});
