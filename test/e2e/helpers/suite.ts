/**
 * The set-up every browser suite shares, called inside its describe(): the app (the mock API
 * serving the build, or `sim start`) and one Chromium started before the tests, and every
 * context the tests kept closed after them, then the browser and the app.
 */
import { after, before } from "node:test";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "./browser.ts";

export interface BrowserSuite<A> {
  readonly app: A;
  readonly browser: Browser;
  /** Closes `ctx` after the suite; returns it. */
  keep<C extends BrowserContext>(ctx: C): C;
}

export function browserSuite<A extends { close(): Promise<void> }>(start: () => Promise<A>): BrowserSuite<A> {
  let browser: Browser | undefined;
  let app: A | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    app = await start();
    browser = await launchBrowser();
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await app?.close();
  });
  const notYet = (what: string) => new Error(`browserSuite: the ${what} is not started yet (use it inside a test)`);
  return {
    get app() {
      if (app === undefined) throw notYet("app");
      return app;
    },
    get browser() {
      if (browser === undefined) throw notYet("browser");
      return browser;
    },
    keep(ctx) {
      contexts.push(ctx);
      return ctx;
    },
  };
}
