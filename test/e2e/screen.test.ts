/**
 * The shop's big screen (§2 /screen/*) in Chromium: a merchant binds a printer, the wall shows
 * its photos and a photo paid while the wall is up appears by itself (the 5 s poll).
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { browserSkipReason, screenshot } from "./helpers/browser.ts";
import { assertNoMissingKeys, pageSettled, tokenFor } from "./helpers/customer.ts";
import { customerSuite, TINY_PNG } from "./helpers/customer-b.ts";

const skip = browserSkipReason();

describe("/screen in Chromium", { skip }, () => {
  const suite = customerSuite();
  const { pageAs } = suite;

  async function api<T>(path: string, token: string, body: unknown): Promise<T> {
    const res = await fetch(`${suite.app.url}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await res.json()) as { errorCode: number; msg?: string; data: T };
    assert.equal(json.errorCode, 0, json.msg);
    return json.data;
  }

  test("bind a printer, see its photos, and a new paid photo arrives on the wall", async () => {
    const page = await pageAs(SEED_USERS.printerManager.mobile);
    await page.goto(`${suite.app.url}/screen/bind`);
    await page.getByRole("button", { name: "绑定打印机" }).click();
    await page.getByText("请输入打印机编号").waitFor();
    await page.getByLabel("打印机编号").fill("SIM-0003");
    await screenshot(page, "screen-bind");
    await page.getByRole("button", { name: "绑定打印机" }).click();
    await page.waitForURL(/\/screen\/photo\?sn=SIM-0003/);
    await page.locator(".screen__photo").first().waitFor();
    const before = await page.locator(".screen__photo").count();
    await screenshot(page, "screen-photo");
    // Someone makes a photo work on SIM-0003 (photos are their owners' alone, issue 11), orders it and pays from their balance.
    const customer = await tokenFor(suite.app, SEED_USERS.printerManager.mobile); // 1288.50 in balance
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "me.png");
    const up = (await (await fetch(`${suite.app.url}/api/tanghua/upload-image`, { method: "POST", headers: { authorization: `Bearer ${customer}` }, body: form })).json()) as { data: { url: string } };
    const goods = await api<{ goods_id: number }>("/api/tanghua/photo-make", customer, { sn: "SIM-0003", image: up.data.url, template_id: 2 });
    const order = await api<{ sn: string }>("/api/order/make", customer, { target_id: goods.goods_id, target_type: "goods", print_param: { sn: "SIM-0003", type: "sugar" } });
    await api("/api/order/payment", customer, { sn: order.sn, pay_type: 30 });
    await page.locator(".screen__photo--new").waitFor(); // the next 5 s poll: no tighter bound than the default
    assert.equal(await page.locator(".screen__photo").count(), before + 1);
    await screenshot(page, "screen-photo-new");
    await page.locator(".screen__photo").first().click();
    await page.waitForURL(/\/screen\/photo-view\?sn=SIM-0003&id=\d+/);
    await page.locator(".screen-view img").waitFor();
    await screenshot(page, "screen-photo-view");
  });

  test("an empty state on the dark screen is light text (issue 11: grey on black was unreadable)", async () => {
    const page = await pageAs(SEED_USERS.printerManager.mobile);
    await page.goto(`${suite.app.url}/screen/photo`);
    const empty = page.locator(".screen .state--empty");
    await empty.waitFor();
    // Relative luminance (WCAG) of each text colour: the background is #1c120a (≈ 0.007).
    const colors = await empty.locator(".state__title, .state__text").evaluateAll((els) => els.map((el) => getComputedStyle(el).color));
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = colors.map((color) => {
      const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });
    assert.ok(luminance.length > 0);
    // Contrast (L1 + 0.05) / (L2 + 0.05) ≥ 7 (WCAG AAA) against the screen's background.
    for (const l of luminance) assert.ok((l + 0.05) / (0.007 + 0.05) >= 7, `contrast of ${l.toFixed(3)}`);
  });

  test("without a login the screen asks for a merchant login; every page in both languages", async () => {
    const anon = await pageAs(null);
    await anon.goto(`${suite.app.url}/screen/photo?sn=SIM-0001`);
    await anon.getByRole("link", { name: "商家登录" }).waitFor();
    for (const lang of ["zh-CN", "en"] as const) {
      const page = await pageAs(SEED_USERS.printerManager.mobile, lang);
      for (const path of ["/screen", "/screen/bind?sn=SIM-0001", "/screen/photo?sn=SIM-0001", "/screen/photo-view?sn=SIM-0001"]) {
        await page.goto(`${suite.app.url}${path}`);
        await page.locator("h1, .state--empty, .screen-view").first().waitFor();
        await pageSettled(page);
        await assertNoMissingKeys(page, `${lang} ${path}`);
        if (lang === "en") await screenshot(page, `${path.replace(/^\//, "").replace(/[/?=&]/g, "-")}-en`);
      }
    }
  });
});
