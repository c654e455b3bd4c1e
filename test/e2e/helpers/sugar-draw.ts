/**
 * Steps of the /sugar drawing pages' browser tests (test/e2e/sugar-draw*.test.ts): a logged-in
 * phone page, strokes by mouse and by touch (CDP touch events, so the page sees real touch
 * pointers), and reading the canvas back.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { loginToken, phoneContext } from "./browser.ts";

/** A 375 px phone page whose accessToken cookie is the seeded user's (a mock login, as the app does it). */
export async function loggedInPage(browser: Browser, baseUrl: string, mobile: string): Promise<{ context: BrowserContext; page: Page; token: string }> {
  return tokenPage(browser, baseUrl, await loginToken(baseUrl, mobile));
}

/** The same with a token already at hand (send-code allows one code a minute per phone). */
export async function tokenPage(browser: Browser, baseUrl: string, token: string): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await phoneContext(browser);
  await context.addCookies([{ name: "accessToken", value: token, url: baseUrl, sameSite: "Lax" }]);
  return { context, page: await context.newPage(), token };
}

type Pt = readonly [number, number];

async function canvasBox(page: Page) {
  const box = await page.locator("canvas").boundingBox();
  if (box === null) throw new Error("canvas not laid out");
  return box;
}

/** A mouse stroke through `points` given as fractions (0..1) of the canvas. */
export async function mouseStroke(page: Page, points: readonly Pt[]): Promise<void> {
  const b = await canvasBox(page);
  const at = ([fx, fy]: Pt) => [b.x + fx * b.width, b.y + fy * b.height] as const;
  const [x0, y0] = at(points[0]!);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const p of points.slice(1)) {
    const [x, y] = at(p);
    await page.mouse.move(x, y, { steps: 8 });
  }
  await page.mouse.up();
}

/** A one-finger touch stroke through `points` (fractions of the canvas), sent as CDP touch events. */
export async function touchStroke(page: Page, points: readonly Pt[]): Promise<void> {
  const b = await canvasBox(page);
  const cdp = await page.context().newCDPSession(page);
  const at = ([fx, fy]: Pt) => ({ x: b.x + fx * b.width, y: b.y + fy * b.height, id: 1 });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(points[0]!)] });
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const c = points[i]!;
    for (let s = 1; s <= 8; s++) {
      const f = s / 8;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at([a[0] + (c[0] - a[0]) * f, a[1] + (c[1] - a[1]) * f])] });
    }
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** How many canvas pixels are painted (alpha > 0), and the bitmap's size against its CSS size. */
export async function canvasInk(page: Page): Promise<{ painted: number; bitmapWidth: number; cssWidth: number }> {
  return page.locator("canvas").evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return { painted, bitmapWidth: c.width, cssWidth: c.getBoundingClientRect().width };
  });
}

/** The number of strokes the editor holds (the canvas's data-strokes). */
export async function strokeCount(page: Page): Promise<number> {
  return Number(await page.locator("canvas").getAttribute("data-strokes"));
}

/** A fault rule of the mock's control plane (/__mock/faults, loopback only). */
export async function addFault(baseUrl: string, rule: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(rule) });
  if (!res.ok) throw new Error(`fault: ${res.status} ${await res.text()}`);
}

interface Envelope<T> {
  errorCode: number;
  msg?: string;
  data: T;
}

/** A §7 call with the user's token, answering `data` (throws on a non-zero errorCode). */
export async function api<T>(baseUrl: string, token: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.errorCode !== 0) throw new Error(`${path}: ${res.status} ${env.msg}`);
  return env.data;
}

/** Waits until every CSS transition and animation under `selector` has finished (images fading in), for screenshots. */
export async function settled(page: Page, selector = "main"): Promise<void> {
  await page.locator(selector).first().evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
  );
}
