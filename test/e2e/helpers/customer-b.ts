/** Shared bits of the photo, lottery, screen and public-page browser tests. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { after, before } from "node:test";
import type { RunningApp } from "./browser.ts";
import { launchBrowser, phoneContext, startApp } from "./browser.ts";
import { setLanguage, signedInContext } from "./customer.ts";

/** A real 1×1 PNG (so the preview renders), and a file over the §9 5 MB limit with a PNG header. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
export function oversizedPng(): Buffer {
  const b = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
  TINY_PNG.copy(b, 0, 0, 16);
  return b;
}

/** Opens a page as `mobile` (or anonymous with null), in `lang`; the caller closes the context. */
export async function openAs(browser: Browser, app: RunningApp, mobile: string | null, lang: "zh-CN" | "en" = "zh-CN"): Promise<{ ctx: BrowserContext; page: Page }> {
  let ctx: BrowserContext;
  if (mobile === null) {
    ctx = await phoneContext(browser);
    await setLanguage(ctx, lang);
  } else ctx = await signedInContext(browser, app, mobile, { lang });
  return { ctx, page: await ctx.newPage() };
}

/**
 * The set-up every customer-area browser suite shares, called inside its describe(): the app and a
 * browser started before the tests, pages opened as any seeded user (or nobody) in either
 * language, and everything closed after.
 */
export function customerSuite(): { readonly app: RunningApp; pageAs(mobile: string | null, lang?: "zh-CN" | "en"): Promise<Page> } {
  let browser: Browser | undefined;
  let app: RunningApp | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await app?.close();
  });
  return {
    get app() {
      if (app === undefined) throw new Error("customerSuite: the app is not started yet (use it inside a test)");
      return app;
    },
    async pageAs(mobile, lang = "zh-CN") {
      if (browser === undefined || app === undefined) throw new Error("customerSuite: not started yet (use it inside a test)");
      const { ctx, page } = await openAs(browser, app, mobile, lang);
      contexts.push(ctx);
      return page;
    },
  };
}
