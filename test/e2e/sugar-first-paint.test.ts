/**
 * Issue 18's first paint in Chromium, against the mock API serving the production build under its
 * real CSP: with the bundle held back, the HTML's inline scripts draw the /sugar list tab from the
 * early answers (features/sugar/first-paint.ts); once the bundle runs, React's first commit
 * replaces it with the same thing in the same place (nothing moves), and a card tapped before
 * React ran opens its sheet.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Page, Route } from "playwright-core";
import { browserSkipReason, consoleProblems, phoneContext, screenshot, startApp } from "./helpers/browser.ts";
import { browserSuite } from "./helpers/suite.ts";

const skip = browserSkipReason();

/** The shell as drawn: tags, classes, texts and the attributes both draw; what only one has left out. */
const SHAPE = `(() => {
  const root = document.getElementById("root");
  const main = root.querySelector("main.sugar");
  const pick = (el) => el && {
    tag: el.tagName,
    cls: [...el.classList].filter((c) => !/^img--/.test(c)).join(" "),
    text: el.children.length === 0 ? el.textContent : undefined,
    attrs: ["href", "src", "alt", "loading", "fetchpriority", "role", "style", "aria-label"].map((a) => el.getAttribute(a)),
    kids: [...el.children].filter((c) => !c.matches(".printer-state, .paged-list__sentinel")).map(pick),
  };
  const cards = [...root.querySelectorAll(".pattern-grid > li")].slice(0, 4);
  const box = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.width), Math.round(r.height)]; };
  return {
    bar: pick(root.querySelector("header.top-bar")),
    above: [...main.children].filter((c) => !c.matches(".printer-state, .pattern-grid-wrap")).map(pick),
    cards: cards.map(pick),
    boxes: cards.map(box),
    // The printer state line's room (kept from the first paint on: its chunk comes later) and where the grid starts.
    room: [...main.querySelectorAll(":scope > .printer-state")].map((el) => { const r = el.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.height)]; }),
    gridTop: Math.round(root.querySelector(".pattern-grid").getBoundingClientRect().top),
    gridTopFromSearch: Math.round(root.querySelector(".pattern-grid").getBoundingClientRect().top - root.querySelector(".sugar__search").getBoundingClientRect().bottom),
    tabBarHeight: Math.round(root.querySelector(".tab-bar__nav").getBoundingClientRect().height),
  };
})()`;

describe("the /sugar first paint (issue 18) in Chromium", { skip }, () => {
  const suite = browserSuite(startApp);

  /** A page whose bundle (the HTML's module script) waits until `release` is called. */
  async function heldPage(): Promise<{ page: Page; release: () => void }> {
    const ctx = await phoneContext(suite.browser);
    suite.keep(ctx);
    const page = await ctx.newPage();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const holding: Promise<void>[] = [];
    await page.route(/\/assets\/.*\.js$/, (route: Route) => {
      const done = held.then(() => route.continue());
      holding.push(done);
      return done;
    });
    return { page, release };
  }

  test("drawn before the bundle runs; React's first commit is the same, in the same place", async () => {
    const { page, release } = await heldPage();
    const problems = consoleProblems(page);
    await page.goto(`${suite.app.url}/sugar?sn=SIM-0001`, { waitUntil: "commit" });
    await page.locator(".pattern-card[data-goods]").first().waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>(".pattern-card img")].slice(0, 2).every((i) => i.complete));
    await screenshot(page, "sugar-first-paint");
    const painted = (await page.evaluate(SHAPE)) as Record<string, unknown>;
    assert.equal(await page.locator(".pattern-card").count(), 4, "the first screen's four cards");
    assert.equal(await page.locator(".tab-bar__link").count(), 0, "the tab bar's frame only: its tabs are React's");

    release();
    await page.locator(".pattern-card:not([data-goods])").first().waitFor();
    await page.locator(".tab-bar__link").first().waitFor();
    await screenshot(page, "sugar-after-react");
    const rendered = (await page.evaluate(SHAPE)) as Record<string, unknown>;
    for (const part of ["bar", "above", "cards", "boxes", "room", "gridTop", "gridTopFromSearch", "tabBarHeight"]) {
      assert.deepEqual(painted[part], rendered[part], `${part}: the first paint and React's first commit differ`);
    }
    assert.equal((painted.room as unknown[]).length, 1, "a bound printer's state line has its room from the first paint");
    // The line's own chunk comes last: it fills the room and moves nothing.
    await page.locator(".printer-state[data-printer-state]").waitFor();
    const filled = (await page.evaluate(SHAPE)) as Record<string, unknown>;
    assert.deepEqual([filled.room, filled.gridTop], [painted.room, painted.gridTop], "the state line came in without moving the grid");
    assert.deepEqual(problems, [], "no console errors: both inline scripts ran under the page's CSP");
  });

  test("a card tapped before React runs opens its sheet once it does", async () => {
    const { page, release } = await heldPage();
    await page.goto(`${suite.app.url}/sugar?sn=SIM-0001`, { waitUntil: "commit" });
    const second = page.locator(".pattern-card[data-goods]").nth(1);
    await second.waitFor();
    const goodsId = await second.getAttribute("data-goods");
    const name = await second.locator(".pattern-card__name").textContent();
    await second.click();
    assert.equal(new URL(page.url()).searchParams.get("goods_id"), goodsId, "the tap is kept in the URL");
    release();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    assert.equal(await sheet.getByText(name ?? "?", { exact: true }).first().isVisible(), true, "its sheet");
    // Closing it steps back to the list, as after a tap in React's own grid.
    await page.goBack();
    await sheet.waitFor({ state: "detached" });
    assert.equal(new URL(page.url()).searchParams.get("goods_id"), null);
  });

  test("nothing drawn ahead of React off the list tab or for an unknown printer", async () => {
    for (const search of ["?sn=SIM-0001&tab=draw", "?sn=NOPE-404"]) {
      const { page, release } = await heldPage();
      await page.goto(`${suite.app.url}/sugar${search}`, { waitUntil: "commit" });
      // Time for the early answers to come and go; the spinner stays React's to replace.
      await page.waitForTimeout(800);
      assert.equal(await page.locator("#root .full-screen-spinner").count(), 1, search);
      release();
      await page.locator("main.sugar").waitFor();
    }
  });
});
