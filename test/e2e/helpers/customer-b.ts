/** Shared bits of the photo, lottery, screen and public-page browser tests. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { RunningApp } from "./browser.ts";
import { phoneContext, startApp } from "./browser.ts";
import { setLanguage, signedInContext } from "./customer.ts";
import { browserSuite, type BrowserSuite } from "./suite.ts";

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

/** The shared browser set-up (suite.ts) with pages opened as any seeded user (or nobody) in either language. */
export function customerSuite(): BrowserSuite<RunningApp> & { pageAs(mobile: string | null, lang?: "zh-CN" | "en"): Promise<Page> } {
  const suite = browserSuite(startApp);
  return {
    get app() {
      return suite.app;
    },
    get browser() {
      return suite.browser;
    },
    keep: suite.keep,
    async pageAs(mobile, lang = "zh-CN") {
      const { ctx, page } = await openAs(suite.browser, suite.app, mobile, lang);
      suite.keep(ctx);
      return page;
    },
  };
}
