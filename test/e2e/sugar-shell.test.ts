/**
 * The printer shell (§2 /sugar) in Chromium against `sim start`: the list, tabs, sn from the
 * query or stored state, goods_id, the printer's currency, the WeChat-browser login redirect,
 * the picker's elements, and the pattern actions of §4/§5/§6 for every role.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, consoleProblems, screenshot } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";
import { startSimApp } from "./helpers/sim-app.ts";
import { apiGet, firstPage, openFromSearch, openFromShell, pageAs, type ListedPattern, type UserPage } from "./helpers/sugar.ts";

const skip = browserSkipReason();
const WECHAT_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560";
const U = SEED_USERS;

describe("the printer shell (/sugar) in Chromium against sim start", { skip }, () => {
  const suite = browserSuite(() => startSimApp({ speed: 10 }));

  async function as(mobile: string | null, options: { userAgent?: string } = {}): Promise<UserPage> {
    const u = await pageAs(suite.browser, suite.app, mobile, options);
    suite.keep(u.context);
    return u;
  }

  /**
   * Start-print is enabled only once the picker has the pattern's detail and the printer's info
   * (is_manage): from then on its actions and thumbnails are final, so their absence means something.
   */
  const pickerLoaded = (page: Page, name: string) =>
    page.getByRole("dialog", { name }).getByRole("button", { name: /^(开始打印|投币 \d+ 枚开始打印)$/, disabled: false }).waitFor(); // issue 11: coins say so

  const actionButtons = async (page: Page, name: string) => {
    const dialog = page.getByRole("dialog", { name });
    await pickerLoaded(page, name);
    const out: string[] = [];
    for (const label of ["隐藏", "置顶", "取消置顶", "删除"]) if (await dialog.getByRole("button", { name: label, exact: true }).isVisible()) out.push(label);
    return out;
  };

  test("scan: the list shows the printer's patterns with prices; the serial is stored; no console errors", async () => {
    const { page, token } = await as(null);
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0001`);
    const cards = page.locator(".pattern-card");
    await cards.first().waitFor();
    const expected = await firstPage(suite.app, "SIM-0001", token);
    await cards.nth(expected.length - 1).waitFor(); // the first rows render first, the rest a frame later
    assert.equal(await cards.count(), expected.length);
    assert.match(await cards.first().innerText(), new RegExp(`${expected[0]?.name}[\\s\\S]*¥${Number(expected[0]?.price).toFixed(2)}`));
    assert.equal(await page.evaluate(() => localStorage.getItem("printer_sn")), "SIM-0001");
    assert.deepEqual(await page.getByRole("navigation", { name: "糖画导航" }).getByRole("link").allInnerTexts(), ["图库", "创作", "我的"], "no works tab without works; the account is always there");
    await screenshot(page, "sugar-list", { fullPage: false });
    // §2: without a query the stored serial is used.
    await page.goto(`${suite.app.app}/sugar`);
    await cards.nth(expected.length - 1).waitFor();
    assert.equal(await cards.count(), expected.length);
    assert.deepEqual(problems, []);
  });

  test("no serial anywhere: a clear 'scan first' state; a bad one says to scan the machine's code again", async () => {
    const { page } = await as(null);
    await page.goto(`${suite.app.app}/sugar`);
    await page.getByText("请先扫码").waitFor();
    await page.goto(`${suite.app.app}/sugar?sn=${encodeURIComponent("<bad>")}`);
    await page.getByText("这个二维码无效").waitFor();
    await page.getByText("请用微信重新扫描糖画机上贴的二维码。").waitFor();
  });

  test("the printer's currency (HK$ on SIM-0005) prices the list and is cached (§1)", async () => {
    const { page } = await as(null);
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0005`);
    await page.locator(".pattern-card__price", { hasText: "HK$" }).first().waitFor();
    // Cached by an effect after the render that priced the list: wait for the write, not just the render.
    const cached = (await (await page.waitForFunction(() => localStorage.getItem("currency"))).jsonValue()) as string;
    assert.deepEqual(JSON.parse(cached), { currencySymbol: "HK$", currencyName: "港元" });
  });

  test("WeChat's browser without a user → /sugar-login with the way back (§2)", async () => {
    const { page } = await as(null, { userAgent: WECHAT_UA });
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0001`);
    await page.waitForURL((u) => u.pathname === "/sugar-login");
    assert.equal(new URL(page.url()).searchParams.get("redirect"), "/sugar?sn=SIM-0001");
  });

  test("tabs: draw links to the three ways with ?sn; mine lists the caller's own works", async () => {
    const { page, token } = await as(U.customer.mobile);
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0001`);
    const nav = page.getByRole("navigation", { name: "糖画导航" });
    await nav.getByRole("link", { name: "我的作品" }).click();
    const mine = await apiGet<{ list: ListedPattern[] }>(suite.app, "/api/sugar/list?sn=SIM-0001&type=self&limit=20", token);
    await page.locator(".pattern-card").nth(mine.list.length - 1).waitFor();
    assert.deepEqual((await page.locator(".pattern-card__name").allInnerTexts()).sort(), mine.list.map((p) => p.name).sort());
    await nav.getByRole("link", { name: "创作" }).click();
    await page.locator(".sugar__ways a").first().waitFor(); // the draw tab is its own chunk (issue 18)
    const hrefs = await page.locator(".sugar__ways a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(hrefs, ["/sugar/drawing?sn=SIM-0001", "/sugar/ai-drawing?sn=SIM-0001", "/sugar/photo?sn=SIM-0001"]);
  });

  test("the picker: thumbnails (own, 3 images, 4 columns), author, price, tags, chip, sales × 10, date", async () => {
    const { page, token } = await as(U.customer.mobile);
    await openFromSearch(page, suite.app, "SIM-0001", "我的小龙");
    const dialog = page.getByRole("dialog", { name: "我的小龙" });
    const info = await apiGet<ListedPattern & { sell_count: number; remark: string; nickname: string }>(suite.app, `/api/sugar/info?sn=SIM-0001&goods_id=${(await firstPage(suite.app, "SIM-0001", token)).find((p) => p.name === "我的小龙")?.goods_id}`, token);
    const thumbs = dialog.getByRole("list", { name: "作品图片" }).getByRole("button");
    await thumbs.first().waitFor();
    assert.equal(await thumbs.count(), 3);
    const cols = await dialog.locator(".picker__thumbs").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    assert.equal(cols, 4);
    const text = await dialog.innerText();
    assert.match(text, new RegExp(info.nickname));
    assert.match(text, new RegExp(`¥${Number(info.price).toFixed(2)}`));
    for (const tag of info.remark.split(" ")) assert.match(text, new RegExp(tag));
    assert.match(text, new RegExp(`已售 ${info.sell_count * 10}`));
    assert.match(text, /创建于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    assert.equal(await dialog.getByRole("link", { name: "手绘" }).getAttribute("href"), "/sugar/drawing?sn=SIM-0001");
    await thumbs.nth(2).click();
    assert.equal(await thumbs.nth(2).getAttribute("aria-pressed"), "true");
    await screenshot(page, "sugar-picker", { fullPage: false });
  });

  test("a system pattern (type 8) shows its name, no author; others' works show no thumbnails", async () => {
    const { page, token } = await as(U.privileged.mobile);
    const system = (await firstPage(suite.app, "SIM-0001", token)).find((p) => p.goods_type_id === 8);
    assert.ok(system);
    await openFromShell(page, suite.app, "SIM-0001", system.name);
    const dialog = page.getByRole("dialog", { name: system.name });
    assert.equal(await dialog.locator(".picker__author").innerText(), system.name);
    await page.keyboard.press("Escape");
    await openFromSearch(page, suite.app, "SIM-0001", "我的小龙");
    await pickerLoaded(page, "我的小龙"); // thumbnails come with the detail: absent before it, whoever looks
    assert.equal(await page.getByRole("list", { name: "作品图片" }).count(), 0, "not the owner: no thumbnails");
  });

  test("unbound printer: the start-print button says offline (§2)", async () => {
    const { page, token } = await as(U.customer.mobile);
    const p = (await firstPage(suite.app, "SIM-0006", token))[0];
    assert.ok(p);
    await openFromShell(page, suite.app, "SIM-0006", p.name);
    await page.getByRole("button", { name: "设备离线" }).waitFor();
  });

  test("goods_id opens that pattern's picker and hides the tab bar (§2)", async () => {
    const { page, token } = await as(null);
    const p = (await firstPage(suite.app, "SIM-0001", token))[3];
    assert.ok(p);
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0001&goods_id=${p.goods_id}`);
    await page.getByRole("dialog", { name: p.name }).waitFor();
    assert.equal(await page.getByRole("navigation", { name: "糖画导航" }).count(), 0);
  });

  test("actions are shown only to the right roles (§5/§6)", async () => {
    const cases: [string, string | null, string, string, string[]][] = [
      ["nobody", null, "SIM-0001", "小猫钓鱼", []],
      ["customer, own work", U.customer.mobile, "SIM-0001", "小猫钓鱼", ["删除"]],
      ["customer, another's work", U.customer.mobile, "SIM-0001", "蝴蝶飞呀", []],
      ["privileged, another's work", U.privileged.mobile, "SIM-0001", "小猫钓鱼", ["隐藏"]],
      ["privileged, own work", U.privileged.mobile, "SIM-0001", "蝴蝶飞呀", ["删除"]],
      ["admin (3) is not privileged", U.admin.mobile, "SIM-0001", "小猫钓鱼", []],
      ["manager of SIM-0001", U.printerManager.mobile, "SIM-0001", "小猫钓鱼", ["置顶"]],
      ["manager of SIM-0001, own pinned work elsewhere", U.printerManager.mobile, "SIM-0002", "小猫钓鱼", []],
    ];
    for (const [name, mobile, sn, pattern, expected] of cases) {
      const { page } = await as(mobile);
      await openFromSearch(page, suite.app, sn, pattern);
      assert.deepEqual(await actionButtons(page, pattern), expected, name);
    }
  });

  test("a manager pins and unpins through the confirm drawer; the list reloads (§4 top toggles)", async () => {
    const { page } = await as(U.printerManager.mobile);
    await openFromSearch(page, suite.app, "SIM-0001", "锦鲤");
    const dialog = page.getByRole("dialog", { name: "锦鲤" });
    await dialog.getByRole("button", { name: "置顶", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "置顶这个图案？" });
    await confirm.getByRole("button", { name: "置顶" }).click();
    await dialog.getByRole("button", { name: "取消置顶" }).waitFor();
    await page.locator(".pattern-card", { hasText: "锦鲤" }).locator(".pattern-card__pin").first().waitFor();
    await dialog.getByRole("button", { name: "取消置顶" }).click();
    await page.getByRole("alertdialog", { name: "取消置顶？" }).getByRole("button", { name: "取消置顶" }).click();
    await dialog.getByRole("button", { name: "置顶", exact: true }).waitFor();
  });

  test("the owner deletes a work after confirming; it leaves the list (and cancel keeps it)", async () => {
    const { page, token } = await as(U.customer.mobile);
    await page.goto(`${suite.app.app}/sugar?sn=SIM-0001&tab=mine`);
    const card = page.locator(".pattern-card", { hasText: "送给妈妈的花" });
    await card.click();
    const dialog = page.getByRole("dialog", { name: "送给妈妈的花" });
    await dialog.getByRole("button", { name: "删除" }).click();
    const confirm = page.getByRole("alertdialog", { name: "删除这个作品？" });
    await confirm.getByRole("button", { name: "取消" }).click();
    await confirm.waitFor({ state: "detached" });
    assert.equal(await dialog.isVisible(), true);
    await dialog.getByRole("button", { name: "删除" }).click();
    await confirm.getByRole("button", { name: "删除" }).click();
    await dialog.waitFor({ state: "detached" });
    await card.waitFor({ state: "detached" });
    const mine = await apiGet<{ list: ListedPattern[] }>(suite.app, "/api/sugar/list?sn=SIM-0001&type=self&limit=50", token);
    assert.ok(!mine.list.some((p) => p.name === "送给妈妈的花"));
  });

  test("a privileged user hides another's work: gone for customers, marked hidden for them (§4)", async () => {
    const { page } = await as(U.privileged.mobile);
    await openFromSearch(page, suite.app, "SIM-0001", "新年快乐");
    const dialog = page.getByRole("dialog", { name: "新年快乐" });
    await dialog.getByRole("button", { name: "隐藏" }).click();
    await page.getByRole("alertdialog", { name: "隐藏这个图案？" }).getByRole("button", { name: "隐藏" }).click();
    await dialog.waitFor({ state: "detached" });
    // level_type 1 still sees it, marked; hiding is one-way, so no hide button any more.
    await page.locator(".pattern-card", { hasText: "新年快乐" }).getByText("已隐藏").waitFor();
    await page.locator(".pattern-card", { hasText: "新年快乐" }).click();
    assert.deepEqual(await actionButtons(page, "新年快乐"), []);
    const other = await as(U.admin.mobile);
    const list = await apiGet<{ list: ListedPattern[] }>(suite.app, "/api/sugar/list?sn=SIM-0001&keyword=新年快乐", other.token);
    assert.equal(list.list.length, 0, "a customer no longer sees it");
  });
});
