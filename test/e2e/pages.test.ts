/**
 * The public pages (§2: /about, /join, /agreement, /privacy, /photo-refund, /help/user-guide)
 * in Chromium: §9 contact details, /join's button to /admin/shop, a photo refund with its 5 MB
 * check, and every page in both languages.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { PRODUCT } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { customerSuite, oversizedPng, TINY_PNG } from "./helpers/customer-b.ts";

const skip = browserSkipReason();

describe("public pages in Chromium", { skip }, () => {
  const suite = customerSuite();
  const { pageAs } = suite;

  test("/about shows the §9 company contact details and both QR codes", async () => {
    const page = await pageAs(null);
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/about`);
    for (const text of [PRODUCT.company, PRODUCT.registeredAddress, PRODUCT.phone, PRODUCT.email]) await page.getByText(text).first().waitFor();
    for (const name of ["公众号二维码", "客服微信二维码"]) {
      // The QR codes start loading only when the page renders: wait for the load (or the error), then judge.
      const ok = await page.getByRole("img", { name }).evaluate((el) => {
        const img = el as HTMLImageElement;
        if (img.complete) return img.naturalWidth > 0;
        return new Promise<boolean>((resolve) => {
          img.addEventListener("load", () => resolve(img.naturalWidth > 0), { once: true });
          img.addEventListener("error", () => resolve(false), { once: true });
        });
      });
      assert.ok(ok, `${name} loads`);
    }
    await screenshot(page, "about-zh-CN");
    assert.deepEqual(problems, []);
  });

  test("/join: the pop-up probability and cash back from the config; its button leads to /admin/shop", async () => {
    const page = await pageAs(SEED_USERS.admin.mobile);
    await page.goto(`${suite.app.url}/join`);
    await page.getByText("30% 的概率").waitFor(); // seeded popup_probability 0.3
    await page.getByRole("heading", { name: "每完成一项返现 ¥1.00" }).waitFor(); // §1 default 1 unit
    for (const task of ["关注店铺账号", "发帖并获得点赞", "写一条好评", "拍一段短视频"]) await page.getByText(task).waitFor();
    await screenshot(page, "join-zh-CN");
    await page.getByRole("link", { name: "进入商家后台，创建店铺" }).click();
    await page.waitForURL(/\/admin\/shop$/);
  });

  test("/photo-refund: pick a photo order, a field message for a 5 MB file, then a refund with a photo", async () => {
    const page = await pageAs(SEED_USERS.customer.mobile);
    await page.goto(`${suite.app.url}/photo-refund`);
    await page.locator(".order-row").first().waitFor();
    await screenshot(page, "photo-refund-list");
    await page.locator(".order-row", { hasText: "宝宝百天照" }).first().click();
    await page.waitForURL(/\/photo-refund\?order_sn=T\d+/);
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByText("请填写退款原因").waitFor();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: oversizedPng() });
    await page.getByText("超过 5 MB").waitFor();
    await input.setInputFiles({ name: "bad.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByText("不是 png 或 jpeg 图片").waitFor();
    await input.setInputFiles({ name: "blurred.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("img", { name: "第 1 张图片" }).waitFor();
    await page.getByLabel("退款原因").fill("照片打印出来很模糊");
    await screenshot(page, "photo-refund-form");
    await page.getByRole("button", { name: "提交退款申请" }).click();
    await page.getByRole("heading", { name: "退款审核中" }).waitFor();
    await page.getByText("退款原因：照片打印出来很模糊").waitFor();
    await screenshot(page, "photo-refund-sent");
  });

  test("every public page renders in both languages without a missing key", async () => {
    const paths = ["/about", "/join", "/agreement", "/privacy", "/photo-refund", "/help", "/help/user-guide", "/dev"];
    for (const lang of ["zh-CN", "en"] as const) {
      const page = await pageAs(SEED_USERS.customer.mobile, lang);
      for (const path of paths) {
        await page.goto(`${suite.app.url}${path}`);
        await page.locator("h1").first().waitFor();
        await pageSettled(page);
        await assertNoMissingKeys(page, `${lang} ${path}`);
        await screenshot(page, `${path.replace(/^\//, "").replace(/\//g, "-")}-${lang}`);
      }
    }
  });
});
