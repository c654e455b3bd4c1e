/**
 * /sugar/drawing in Chromium against the mock API serving the build: draw with the mouse and a
 * finger, undo/redo/erase/clear, save (PNG + strokes via tanghua/save-goods), then find the work
 * in the drawing history and the shell's mine tab, and order it (order/make) to prove it prints.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { api, canvasInk, loggedInPage, mouseStroke, settled, strokeCount, touchStroke } from "./helpers/sugar-draw.ts";

const skip = browserSkipReason();
const SN = "SIM-0001";

interface Work {
  goods_id: number;
  goods_type_id: number;
  name: string;
  image_url: string;
}

describe("sugar drawing in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);

  test("draw by mouse and touch, undo/redo, erase, save; the work is in history and mine, and orderable", async () => {
    const { context, page, token } = await loggedInPage(suite.browser, suite.app.url, SEED_USERS.customer.mobile);
    suite.keep(context);
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/sugar/drawing?sn=${SN}`);
    await page.getByRole("img", { name: "糖画画板" }).waitFor();
    const save = page.getByRole("button", { name: "保存作品" });

    // Saving nothing is refused with a message, and no request is made.
    await save.click();
    await page.getByRole("alert").filter({ hasText: "请先在画板上画点什么" }).waitFor();

    // The page must not scroll while a finger draws.
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await mouseStroke(page, [[0.2, 0.2], [0.5, 0.4], [0.8, 0.2]]);
    assert.equal(await strokeCount(page), 1);
    const afterMouse = await canvasInk(page);
    assert.ok(afterMouse.painted > 200, `mouse stroke painted ${afterMouse.painted} px`);
    assert.equal(afterMouse.bitmapWidth, Math.round(afterMouse.cssWidth * 2), "bitmap at devicePixelRatio 2");

    await touchStroke(page, [[0.3, 0.7], [0.5, 0.9], [0.7, 0.7]]);
    assert.equal(await strokeCount(page), 2, "the touch gesture drew a stroke");
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, "no scroll while drawing");
    const afterTouch = await canvasInk(page);
    assert.ok(afterTouch.painted > afterMouse.painted);

    await page.getByRole("button", { name: "撤销" }).click();
    assert.equal(await strokeCount(page), 1);
    assert.equal((await canvasInk(page)).painted, afterMouse.painted, "undo repaints exactly the first stroke");
    await page.getByRole("button", { name: "重做" }).click();
    assert.equal(await strokeCount(page), 2);
    assert.equal((await canvasInk(page)).painted, afterTouch.painted);

    // The eraser (10 px) clears across the first stroke.
    await page.getByRole("button", { name: "橡皮" }).click();
    await mouseStroke(page, [[0.45, 0.25], [0.55, 0.45]]);
    assert.equal(await strokeCount(page), 3);
    assert.ok((await canvasInk(page)).painted < afterTouch.painted, "the eraser removed ink");
    await page.getByRole("button", { name: "画笔" }).click();
    await screenshot(page, "sugar-draw-editor");

    // Clear asks first; it is undoable.
    await page.getByRole("button", { name: "清空" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "清空" }).click();
    assert.equal(await strokeCount(page), 0);
    assert.equal((await canvasInk(page)).painted, 0);
    await page.getByRole("button", { name: "撤销" }).click();
    assert.equal(await strokeCount(page), 3);

    // The draft survives a reload (e.g. a login on the way to saving).
    await page.reload();
    await page.getByRole("img", { name: "糖画画板" }).waitFor();
    assert.equal(await strokeCount(page), 3);

    await page.getByLabel("作品名称（选填）").fill("测试小龙");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/tanghua/save-goods"));
    await save.click();
    const body = (await (await saved).request().postDataJSON()) as { image: string; strokes: { tool: string; width: number; color?: string }[]; canvas: { width: number } };
    assert.match(body.image, /^data:image\/png;base64,iVBORw0KGgo/);
    assert.deepEqual(body.strokes.map((s) => [s.tool, s.width, s.color]), [["pen", 5, "#e27101"], ["pen", 5, "#e27101"], ["eraser", 10, undefined]]);
    const sheet = page.getByRole("dialog", { name: "已保存" });
    await sheet.waitFor();
    await sheet.locator("img").evaluate((img) => (img as HTMLImageElement).decode());
    const printHref = await sheet.getByRole("link", { name: "去打印" }).getAttribute("href");
    const goodsId = Number(new URL(printHref ?? "", suite.app.url).searchParams.get("goods_id"));
    assert.ok(goodsId > 0, `print link ${printHref}`);
    await settled(page, "[role=dialog]");
    await screenshot(page, "sugar-draw-saved");

    // Saved as the caller's type-15 work; its picture is the PNG the page drew.
    const mine = await api<{ list: Work[]; limit: number }>(suite.app.url, token, "GET", `/api/tanghua/ai-list?sn=${SN}&goods_type_id=15&type=self`);
    const work = mine.list.find((w) => w.goods_id === goodsId);
    assert.equal(work?.name, "测试小龙");
    assert.equal(mine.limit, 24, "§7 history pages are 24 long");
    // A private work's picture is its owner's alone (issue 11): asked with the owner's cookie.
    const png = await fetch(suite.app.url + (work?.image_url ?? ""), { headers: { cookie: `accessToken=${token}` } });
    assert.equal(png.headers.get("content-type"), "image/png");
    assert.deepEqual(Buffer.from(await png.arrayBuffer()), Buffer.from(body.image.split(",")[1] ?? "", "base64"));

    // In the drawing history…
    await page.goto(`${suite.app.url}/sugar/drawing/history?sn=${SN}`);
    await page.getByRole("link", { name: /测试小龙/ }).waitFor();
    assert.equal(await page.getByRole("link", { name: /测试小龙/ }).getAttribute("href"), printHref);
    await page.locator(".draw-card img").evaluateAll((imgs) => Promise.all(imgs.map((i) => (i as HTMLImageElement).decode())));
    await settled(page);
    await screenshot(page, "sugar-draw-history");

    // …under the shell's mine tab…
    await page.goto(`${suite.app.url}/sugar?sn=${SN}&tab=mine`);
    await page.getByText("测试小龙").first().waitFor();

    // …and printable: an order for it is made.
    const order = await api<{ sn: string; money: string }>(suite.app.url, token, "POST", "/api/order/make", {
      target_id: goodsId,
      target_type: "goods",
      print_param: { sn: SN, type: "sugar" },
    });
    assert.match(order.sn, /\S/);
    assert.equal(Number(order.money) > 0, true);

    // The print link opens the shell on that work.
    await page.goto(suite.app.url + (printHref ?? ""));
    await page.waitForURL((u) => u.searchParams.get("goods_id") === String(goodsId));
    assert.deepEqual(problems, []);
  });

  test("everyone's drawings list: pages of the printer's type-15 works, each linking to print", async () => {
    const { context, page } = await loggedInPage(suite.browser, suite.app.url, SEED_USERS.privileged.mobile);
    suite.keep(context);
    await page.goto(`${suite.app.url}/sugar/drawing/list?sn=${SN}`);
    await page.getByRole("heading", { name: "大家的手绘" }).waitFor();
    const cards = page.locator(".draw-card");
    await cards.first().waitFor();
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
    assert.ok(hrefs.every((h) => /^\/sugar\?sn=SIM-0001&goods_id=\d+$/.test(h)), hrefs.join(" "));
    assert.equal(await page.getByRole("link", { name: "大家的" }).getAttribute("aria-current"), "page");
  });
});
