/**
 * /sugar/ai-drawing and /sugar/photo in Chromium against the mock API serving the build: a prompt
 * becomes patterns (with visible progress, a failure with retry, field errors), text drawing; a
 * photo is checked before upload (5 MB, png/jpeg: field messages, nothing sent), a real PNG is
 * uploaded, framed by a template and becomes a printable work in the photo history.
 */
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, loginToken, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { addFault, api, settled, tokenPage } from "./helpers/sugar-draw.ts";

const skip = browserSkipReason();
const SN = "SIM-0001";

/** Every image inside `scope` has loaded with real pixels. */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll(async (imgs) => {
    await Promise.all(imgs.map((i) => (i as HTMLImageElement).decode()));
    return imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length;
  });
}

describe("AI and photo drawing in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);
  let customerToken: string;

  before(async () => {
    customerToken = await loginToken(suite.app.url, SEED_USERS.customer.mobile);
  });

  async function page(): Promise<{ page: Page; token: string }> {
    const { context, page: p, token } = await tokenPage(suite.browser, suite.app.url, customerToken);
    suite.keep(context);
    return { page: p, token };
  }

  test("AI: an empty prompt is a field error; a prompt shows progress, then 4 printable patterns", async () => {
    const { page: p } = await page();
    const problems = consoleProblems(p);
    await p.goto(`${suite.app.url}/sugar/ai-drawing?sn=${SN}`);
    const generate = p.getByRole("button", { name: "生成图案" });
    await generate.click();
    await p.getByText("请描述你想画的图案").waitFor();
    assert.equal(await p.getByLabel("想画什么？").getAttribute("aria-invalid"), "true");

    // A slow answer: the progress panel shows while waiting (5 s, so a busy CI browser cannot miss it).
    await addFault(suite.app.url, { path: "/api/tanghua/painting-pattern", action: { kind: "delay", ms: 5000 }, times: 1 });
    await p.getByLabel("想画什么？").fill("一条会喷火的龙");
    await p.getByText("卡通").click();
    await generate.click();
    await p.getByRole("progressbar", { name: "生成进度" }).waitFor();
    await p.getByRole("heading", { name: "选一个去打印" }).waitFor();
    const cards = p.locator(".ai-results .draw-card");
    assert.equal(await cards.count(), 4);
    assert.equal(await imagesLoaded(p, ".ai-results img"), 4);
    const href = await cards.first().getAttribute("href");
    assert.match(href ?? "", /^\/sugar\?sn=SIM-0001&goods_id=\d+$/);
    await settled(p);
    await screenshot(p, "sugar-draw-ai");
    assert.deepEqual(problems, []);
  });

  test("AI: a failure is shown with the server's message, and retry succeeds; text drawing makes one pattern", async () => {
    const { page: p, token } = await page();
    await p.goto(`${suite.app.url}/sugar/ai-drawing?sn=${SN}`);
    await addFault(suite.app.url, { path: "/api/tanghua/painting-pattern", action: { kind: "apiError", msg: "绘画服务繁忙" }, times: 1 });
    await p.getByRole("button", { name: "花间蝴蝶" }).click();
    await p.getByRole("button", { name: "生成图案" }).click();
    const failed = p.getByRole("alert").filter({ hasText: "生成失败" });
    await failed.waitFor();
    assert.match(await failed.innerText(), /绘画服务繁忙/);
    await failed.getByRole("button", { name: "重试" }).click();
    await p.getByRole("heading", { name: "选一个去打印" }).waitFor();
    assert.equal(await p.locator(".ai-results .draw-card").count(), 4);

    await p.getByRole("tab", { name: "文字糖画" }).click();
    await p.getByLabel("要写的字").fill("福");
    await p.getByText("隶书").click();
    await p.getByRole("button", { name: "生成图案" }).click();
    await p.getByRole("link", { name: /福/ }).waitFor();
    assert.equal(await p.locator(".ai-results .draw-card").count(), 1);
    const goodsId = Number(new URL((await p.locator(".ai-results .draw-card").getAttribute("href")) ?? "", suite.app.url).searchParams.get("goods_id"));
    const order = await api<{ sn: string }>(suite.app.url, token, "POST", "/api/order/make", { target_id: goodsId, target_type: "goods", print_param: { sn: SN, type: "sugar" } });
    assert.match(order.sn, /\S/);
  });

  test("photo: too big and not-an-image files get the field message and are never sent; a real PNG becomes a printable pattern", async () => {
    const { page: p, token } = await page();
    const problems = consoleProblems(p);
    const uploads: string[] = [];
    p.on("request", (r) => {
      if (r.url().includes("/api/tanghua/upload-image")) uploads.push(r.url());
    });
    await p.goto(`${suite.app.url}/sugar/photo?sn=${SN}`);
    const input = p.locator('input[type="file"]');
    const make = p.getByRole("button", { name: "生成照片糖画" });
    assert.equal(await make.isDisabled(), true, "nothing to make before a photo");

    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    Buffer.from("89504e470d0a1a0a", "hex").copy(big);
    await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    await p.getByText("照片不能超过 5 MB").waitFor();
    assert.equal(await input.getAttribute("aria-invalid"), "true");

    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await p.getByText("请选择 PNG 或 JPEG 格式的图片").waitFor();
    await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("GIF89a, not a png at all") });
    await p.getByText("请选择 PNG 或 JPEG 格式的图片").waitFor();
    assert.deepEqual(uploads, [], "refused files never leave the browser");

    // A real PNG, drawn by the browser itself.
    const pngBase64 = await p.evaluate(() => {
      const c = document.createElement("canvas");
      c.width = 240;
      c.height = 240;
      const g = c.getContext("2d")!;
      const grad = g.createLinearGradient(0, 0, 240, 240);
      grad.addColorStop(0, "#6ab0de");
      grad.addColorStop(1, "#f7c873");
      g.fillStyle = grad;
      g.fillRect(0, 0, 240, 240);
      g.fillStyle = "#7a4b2a";
      g.beginPath();
      g.arc(120, 100, 50, 0, Math.PI * 2);
      g.fill();
      return c.toDataURL("image/png").split(",")[1]!;
    });
    const uploaded = p.waitForResponse((r) => r.url().endsWith("/api/tanghua/upload-image"));
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(pngBase64, "base64") });
    assert.equal((await uploaded).status(), 200);
    await p.getByText("换一张照片").waitFor();
    assert.equal(await p.getByText("请选择 PNG 或 JPEG 格式的图片").count(), 0, "the field message is gone");

    // No template yet: a field message; then the heart.
    await make.click();
    await p.getByText("请选择一个模板").waitFor();
    // The message does not wait for the templates (their own request): wait for the last the shop offers
    // (Hangzhou's photo settings: three templates, seed/shop-admin.ts).
    await p.locator(".photo-template img").nth(2).waitFor({ state: "attached" });
    assert.equal(await p.locator(".photo-template img").count(), 3);
    assert.equal(await imagesLoaded(p, ".photo-template img"), 3);
    await p.getByText("爱心").click();
    await settled(p);
    await screenshot(p, "sugar-draw-photo");
    await make.click();
    await p.getByRole("heading", { name: "照片糖画做好了" }).waitFor();
    assert.equal(await imagesLoaded(p, ".draw-saved img"), 1, "the framed photo renders (data: image inside the SVG)");
    const printHref = await p.getByRole("link", { name: "去打印" }).getAttribute("href");
    const goodsId = Number(new URL(printHref ?? "", suite.app.url).searchParams.get("goods_id"));
    await settled(p);
    await screenshot(p, "sugar-draw-photo-done");

    const order = await api<{ sn: string }>(suite.app.url, token, "POST", "/api/order/make", { target_id: goodsId, target_type: "goods", print_param: { sn: SN, type: "sugar" } });
    assert.match(order.sn, /\S/);

    await p.getByRole("link", { name: "我的" }).click();
    await p.getByRole("heading", { name: "我的照片糖画" }).waitFor();
    await p.locator(`.draw-card[href="${printHref}"]`).waitFor();
    assert.equal(await imagesLoaded(p, ".draw-card img"), await p.locator(".draw-card img").count());
    await settled(p);
    await screenshot(p, "sugar-draw-photo-history");
    assert.deepEqual(problems, []);
  });
});
