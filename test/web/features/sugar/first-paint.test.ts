/**
 * features/sugar/first-paint.ts (issue 18): the /sugar list tab drawn from the boot script's early
 * answers before the bundle runs. What it draws, in both languages' words; that it draws nothing
 * but React's to draw when an answer is missing or wrong or React got there first; that a
 * pattern's name is text, never markup; that a tap is kept for React; that the bundle can still
 * read every answer. test/e2e/sugar-first-paint compares it with React's first commit in Chromium.
 */
import { after, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { installDom } from "../../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/sugar?sn=SIM-0001");
(globalThis as { Image?: unknown }).Image = dom.window.Image;
const { firstPaint } = await import("../../../../web/src/features/sugar/first-paint.ts");

after(async () => {
  await dom.close();
});

const SPINNER = '<div class="full-screen-spinner" role="status"></div>';

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SPINNER}</div>`;
  history.replaceState(null, "", "/sugar?sn=SIM-0001");
});

const envelope = (data: unknown) => JSON.stringify({ errorCode: 0, msg: "ok", data });
const answer = (body: string, status = 200) => Promise.resolve(new Response(body, { status, headers: { "Content-Type": "application/json" } }));
const words = (lng: string) => readFileSync(new URL(`../../../../web/public/locales/${lng}/sugar.json`, import.meta.url), "utf8");

const PATTERNS = [
  { goods_id: 29, name: "我的小龙", image_url: "/mock/art/dragon-1.svg", price: "29.9", coins_price: 5, is_top: 1, is_hide: 0 },
  { goods_id: 13, name: "飞龙在天", image_url: "/mock/art/dragon-2.svg", price: 19.9, coins_price: null, is_top: 0, is_hide: 0 },
  { goods_id: 7, name: "锦鲤", image_url: "/mock/art/fish-3.svg", price: "6.6", coins_price: null, is_top: 0, is_hide: 1 },
  { goods_id: 8, name: "旭日", image_url: "/mock/art/sun-4.svg", price: "5", coins_price: null, is_top: 0, is_hide: 0 },
  { goods_id: 9, name: "第五个", image_url: "/mock/art/star-5.svg", price: "5", coins_price: null, is_top: 0, is_hide: 0 },
];
const HOME = { banners: [{ id: 1, image_url: "/mock/art/b1.svg", title: "新年限定", link_url: "/sugar/list?sn=SIM-0001" }], goods_types: [], self_count: 0, notice: "营业时间 10:00–22:00", shop_phone: "1" };
const PRINTER = { sn: "SIM-0001", locale: { currencySymbol: "¥", currencyName: "元" } };

function answers(over: Partial<Record<"list" | "home" | "printer" | "strings", Promise<Response>>> = {}) {
  return {
    sn: "SIM-0001",
    list: answer(envelope({ list: PATTERNS, total: 5 })),
    home: answer(envelope(HOME)),
    printer: answer(envelope(PRINTER)),
    strings: answer(words("zh-CN")),
    ...over,
  };
}

/** The first row's pictures "load" (happy-dom fetches none), so the paint's promise can settle. */
async function paintLoaded(shell: ReturnType<typeof answers>): Promise<boolean> {
  const drawn = firstPaint(shell);
  for (let i = 0; i < 20 && !document.querySelector(".pattern-card"); i++) await new Promise((r) => setTimeout(r, 1));
  for (const img of document.querySelectorAll(".pattern-card img")) img.dispatchEvent(new Event("load"));
  return drawn;
}

const texts = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.textContent);

test("draws the list tab as React's first commit has it: bar, banners, notice, search, the first screen's four cards, the tab bar's frame", async () => {
  assert.equal(await paintLoaded(answers()), true);
  const root = document.getElementById("root") as HTMLElement;
  assert.equal(root.querySelector(".full-screen-spinner"), null, "the spinner is replaced");
  assert.equal(root.querySelector("h1.top-bar__title")?.textContent, "糖画");
  assert.equal(root.querySelector(".top-bar__right a.sugar__top-link")?.getAttribute("href"), "/sugar/order?sn=SIM-0001");
  assert.deepEqual([...root.querySelectorAll(".sugar__banners img")].map((i) => [i.getAttribute("src"), i.getAttribute("alt")]), [["/mock/art/b1.svg", "新年限定"]]);
  assert.equal(root.querySelector("p.sugar__notice")?.textContent, "营业时间 10:00–22:00");
  assert.equal(root.querySelector("a.sugar__search")?.getAttribute("href"), "/sugar/list?sn=SIM-0001");
  assert.deepEqual(texts(".pattern-card__name"), ["我的小龙", "飞龙在天", "锦鲤", "旭日"], "the first screen's four (FIRST_SCREEN_PATTERNS)");
  assert.deepEqual(texts(".pattern-card__price"), ["¥29.905 金币", "¥19.90", "¥6.60", "¥5.00"], "prices as formatPrice writes them, coins beside");
  assert.deepEqual(texts(".pattern-card__pin"), ["置顶", "已隐藏"]);
  const imgs = [...root.querySelectorAll(".pattern-card img")];
  assert.deepEqual(imgs.map((i) => [i.getAttribute("loading"), i.getAttribute("fetchpriority")]), [["eager", "high"], ["eager", "high"], ["lazy", null], ["lazy", null]], "the first row's pictures first");
  assert.ok(imgs.every((i) => i.parentElement?.classList.contains("img--loaded")), "loaded pictures lose the shimmer");
  assert.ok(root.querySelector(".tab-bar .tab-bar__spacer") && root.querySelector(".tab-bar nav.tab-bar__nav"), "the tab bar's frame holds its place");
});

test("a bound printer's state line gets its room, empty, first in the page (its chunk fills it later); an unbound one none", async () => {
  assert.equal(await paintLoaded(answers({ printer: answer(envelope({ ...PRINTER, is_bind: 1, online: 1 })) })), true);
  const room = document.querySelector("main.sugar > p.printer-state");
  assert.ok(room, "the room");
  assert.equal(room.parentElement?.firstElementChild, room, "above the banners, as pages/index.tsx has it");
  assert.equal(room.textContent, "", "empty: the line's words are its chunk's");
  document.body.innerHTML = `<div id="root">${SPINNER}</div>`;
  assert.equal(await paintLoaded(answers({ printer: answer(envelope({ ...PRINTER, is_bind: 0 })) })), true);
  assert.equal(document.querySelector(".printer-state"), null, "an unbound printer says nothing there");
});

test("a price it cannot write as formatMoney does (more than two decimals, a sign, not a number): nothing drawn, React shows it", async () => {
  for (const price of ["12.345", "-5", "abc", 1.005, null]) {
    document.body.innerHTML = `<div id="root">${SPINNER}</div>`;
    const list = PATTERNS.map((p, i) => (i === 2 ? { ...p, price } : p));
    assert.equal(await firstPaint(answers({ list: answer(envelope({ list, total: 5 })) })), false, String(price));
    assert.ok(document.querySelector("#root .full-screen-spinner"), String(price));
  }
});

test("English words come from English strings", async () => {
  await paintLoaded(answers({ strings: answer(words("en")) }));
  assert.equal(document.querySelector("h1")?.textContent, "Sugar art");
  assert.equal(document.querySelector("a.sugar__search")?.textContent, "Search names or tags");
  assert.deepEqual(texts(".pattern-card__pin"), ["Pinned", "Hidden"]);
  assert.equal(document.querySelector(".pattern-card__price small")?.textContent, "5 coins");
});

test("a pattern's name and a shop's notice are text, never markup", async () => {
  const evil = '<img src=x onerror="globalThis.pwned=1">';
  await paintLoaded(answers({ list: answer(envelope({ list: [{ ...PATTERNS[0], name: evil }] })), home: answer(envelope({ ...HOME, notice: evil })) }));
  assert.equal(document.querySelector(".pattern-card__name")?.textContent, evil);
  assert.equal(document.querySelector(".sugar__notice")?.textContent, evil);
  assert.equal(document.querySelectorAll("img[src=x]").length, 0);
});

test("nothing drawn when an answer failed, was refused or is not what it should be: React shows it", async () => {
  const cases = {
    "list 500": answers({ list: answer("oops", 500) }),
    "home refused": answers({ home: answer(JSON.stringify({ errorCode: 1, msg: "设备不存在", data: null })) }),
    "printer offline": answers({ printer: Promise.reject(new TypeError("Failed to fetch")) }),
    "strings not JSON": answers({ strings: answer("<html>") }),
    "list without a list": answers({ list: answer(envelope({ rows: [] })) }),
  };
  for (const [name, shell] of Object.entries(cases)) {
    assert.equal(await firstPaint(shell), false, name);
    assert.equal(document.getElementById("root")?.innerHTML, SPINNER, name);
  }
});

test("nothing drawn once React has rendered (#root no longer holds the spinner)", async () => {
  const root = document.getElementById("root") as HTMLElement;
  root.innerHTML = "<main>react</main>";
  assert.equal(await firstPaint(answers()), false);
  assert.equal(root.innerHTML, "<main>react</main>");
});

test("a tap on a card before React runs puts its sheet in the URL, as the page's own tap does", async () => {
  await paintLoaded(answers());
  (document.querySelectorAll(".pattern-card__name")[1] as HTMLElement).click();
  assert.equal(location.pathname + location.search, "/sugar?sn=SIM-0001&goods_id=13");
  assert.deepEqual(history.state, { patternSheet: true });
});

test("the bundle still reads every answer as its own (the first paint reads copies)", async () => {
  const shell = answers();
  await paintLoaded(shell);
  for (const key of ["list", "home", "printer", "strings"] as const) {
    const res = await shell[key];
    assert.equal(res.bodyUsed, false, key);
    assert.ok((await res.text()).length > 0, key);
  }
});

test("every word it shows is in every language's sugar strings", async () => {
  const source = readFileSync(new URL("../../../../web/src/features/sugar/first-paint.ts", import.meta.url), "utf8");
  const keys = [...source.matchAll(/\bt\("([\w.]+)"\)/g)].map((m) => m[1] as string);
  assert.ok(keys.length >= 6, `found the t("…") calls: ${keys.join(", ")}`);
  for (const lng of ["zh-CN", "en"]) {
    const dict = JSON.parse(words(lng)) as Record<string, unknown>;
    for (const key of keys) assert.equal(typeof dict[key], "string", `${lng}/sugar.json has "${key}"`);
  }
});
