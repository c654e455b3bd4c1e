/**
 * The AI photo area (§2 /photo) in Chromium against the mock API: the plaza's 'show all' switch
 * for level_type 1 and 3 only, stored across a reload (§4); the tabs per theme; making a picture
 * from an uploaded photo (5 MB checked in the browser); the sign-in; both languages.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled } from "./helpers/customer.ts";
import { customerSuite, oversizedPng, TINY_PNG } from "./helpers/customer-b.ts";

const skip = browserSkipReason();

describe("/photo in Chromium", { skip }, () => {
  const suite = customerSuite();
  const { pageAs } = suite;

  const showAll = (page: Page) => page.getByRole("switch", { name: /显示全部作品/ });

  test("'show all' appears for level_type 1 and 3, survives a reload, and lists private works", async () => {
    for (const [role, user] of [["level 1", SEED_USERS.privileged], ["level 3", SEED_USERS.admin]] as const) {
      const page = await pageAs(user.mobile);
      await page.goto(`${suite.app.url}/photo/ai?type=20`);
      await page.locator(".work-card").first().waitFor();
      assert.equal(await page.locator(".work-card__private").count(), 0, `${role}: private works hidden by default`);
      await showAll(page).check();
      await page.locator(".work-card__private").first().waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem("photo_show_all")), "1");
      await page.reload();
      await page.locator(".work-card").first().waitFor();
      assert.equal(await showAll(page).isChecked(), true, `${role}: the switch is stored`);
      await page.locator(".work-card__private").first().waitFor();
      if (role === "level 1") await screenshot(page, "photo-plaza-show-all");
      await showAll(page).uncheck();
      // The list loads again (no cards meanwhile): wait for the new cards, then none is private.
      await page.waitForFunction(() => document.querySelector(".work-card") !== null && document.querySelector(".work-card__private") === null);
    }
  });

  test("no 'show all' for level_type 0, even with the flag stored", async () => {
    for (const user of [SEED_USERS.customer, SEED_USERS.printerManager]) {
      const page = await pageAs(user.mobile);
      await page.goto(`${suite.app.url}/photo`);
      await page.evaluate(() => localStorage.setItem("photo_show_all", "1"));
      await page.goto(`${suite.app.url}/photo/ai?type=20`);
      await page.locator(".work-card").first().waitFor();
      assert.equal(await showAll(page).count(), 0);
      assert.equal(await page.locator(".work-card__private").count(), 0);
    }
  });

  test("tabs: graffiti and text only for free graffiti (22); draw and album otherwise", async () => {
    const page = await pageAs(SEED_USERS.customer.mobile);
    const tabs = async () => (await page.getByRole("tab").allInnerTexts()).map((s) => s.trim());
    await page.goto(`${suite.app.url}/photo/ai?type=18`);
    await page.getByRole("tab", { name: "广场" }).waitFor();
    assert.deepEqual(await tabs(), ["广场", "绘制", "相册", "收藏"]);
    await page.goto(`${suite.app.url}/photo/ai?type=22`);
    await page.getByRole("tab", { name: "涂鸦" }).waitFor();
    assert.deepEqual(await tabs(), ["广场", "涂鸦", "文字", "我的", "收藏"]);
    await page.getByRole("tab", { name: "涂鸦" }).click();
    await page.waitForURL(/\/photo\/ai\/idea\?type=22/);
    await page.locator(".graffiti__canvas").waitFor();
    await screenshot(page, "photo-graffiti");
    // An unknown type falls back to the first visible theme.
    await page.goto(`${suite.app.url}/photo/ai?type=999`);
    await page.getByRole("heading", { name: "乐高积木" }).waitFor();
  });

  test("create: a photo over 5 MB gets a field message; a small one becomes a picture", async () => {
    const page = await pageAs(SEED_USERS.customer.mobile);
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/photo/ai/create?type=25`);
    const input = page.locator('input[type="file"]');
    await page.getByRole("button", { name: "开始生成" }).click();
    await page.getByText("请先上传一张照片").waitFor();
    await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: oversizedPng() });
    await page.getByText("超过 5 MB").waitFor();
    await screenshot(page, "photo-create-too-large");
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("img", { name: "第 1 张图片" }).waitFor();
    await page.getByLabel("补充描述（选填）").fill("海边的夏天");
    await screenshot(page, "photo-create");
    await page.getByRole("button", { name: "开始生成" }).click();
    await page.waitForURL(/\/photo\/ai\/drawing\?type=25&id=\d+/);
    await page.getByRole("img", { name: "海边的夏天" }).waitFor(); // drawn in 3 s, asked every 1 s
    await screenshot(page, "photo-drawing");
    assert.deepEqual(problems, []);
  });

  test("sign-in: today once, then signed", async () => {
    const page = await pageAs(SEED_USERS.privileged.mobile);
    await page.goto(`${suite.app.url}/photo/sign`);
    await page.getByRole("button", { name: /立即签到/ }).click();
    await page.getByRole("button", { name: "今天已签到" }).waitFor();
    assert.equal(await page.locator(".sign-calendar__cell--signed").count() >= 1, true);
    await screenshot(page, "photo-sign");
  });

  test("every photo page renders in both languages without a missing key", async () => {
    const pages = ["/photo", "/photo/ai?type=20", "/photo/ai/create?type=20", "/photo/ai/create?type=22", "/photo/ai/history?type=22", "/photo/ai/collect", "/photo/ai/idea", "/photo/ai/drawing?id=1", "/photo/sign", "/photo/invite", "/photo/points"];
    for (const lang of ["zh-CN", "en"] as const) {
      const page = await pageAs(SEED_USERS.customer.mobile, lang);
      for (const path of pages) {
        await page.goto(`${suite.app.url}${path}`);
        await page.locator("h1").first().waitFor();
        await pageSettled(page, ".spinner--lg"); // .spinner--lg: a picture being drawn
        await assertNoMissingKeys(page, `${lang} ${path}`);
        const name = path.replace(/^\//, "").replace(/[/?=&]/g, "-");
        if (lang === "en" || path === "/photo" || path === "/photo/invite" || path === "/photo/points") await screenshot(page, `${name}-${lang}`);
      }
    }
  });

  test("/photo without a login goes to /login with the way back", async () => {
    const page = await pageAs(null);
    await page.goto(`${suite.app.url}/photo/sign`);
    await page.waitForURL(/\/login\?redirect=%2Fphoto%2Fsign/);
  });
});
