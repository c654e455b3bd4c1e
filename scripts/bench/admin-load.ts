/**
 * Issue 14's dashboard figure: how long after navigation to /admin/dashboard a shop owner sees
 * the figures (today's income on its card), in Chromium at 4× CPU throttling on Fast 4G, cold
 * (a fresh browser context: no cache, no stored state; the login cookie only); target ≤ 2 s.
 * The same conditions as sugar-load.ts (its FAST_4G and CPU_SLOWDOWN). The mock API serves the
 * production build with a world seeded now, so "today" has orders.
 *
 *   tsx scripts/bench/admin-load.ts [--runs 5]
 */
import { parseArgs } from "node:util";
import type { CDPSession } from "playwright-core";
import { createMockApi } from "../../mock-api/server.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { launchBrowser, loginToken, WEB_DIR } from "../../test/e2e/helpers/browser.ts";
import { CPU_SLOWDOWN, FAST_4G } from "./sugar-load.ts";

export const ADMIN_TARGET_MS = 2000;
const OWNER = "13800000005";

const OBSERVE = `(() => {
  const marks = {};
  window.__adminMarks = marks;
  const check = () => {
    const lead = document.querySelector(".stat-card--lead .stat-card__value");
    if (lead && lead.textContent && marks.visible === undefined) marks.visible = performance.now();
    if (document.querySelector(".heat-map") && document.querySelector(".bar-chart") && marks.charts === undefined) marks.charts = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

async function pollPage(cdp: CDPSession, expression: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { result } = (await cdp.send("Runtime.evaluate", { expression, returnByValue: true })) as { result: { value?: unknown } };
    if (result.value === true) return;
    if (Date.now() > end) throw new Error(`admin-load: "${expression}" still false after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

export async function benchAdminLoad(options: { runs?: number; progress?: (line: string) => void } = {}): Promise<string[][]> {
  const runs = options.runs ?? 5;
  const progress = options.progress ?? (() => {});
  const api = createMockApi({ staticDir: WEB_DIR, store: createStore(1, Date.now()), log: () => {} });
  const url = await api.listen(0, "127.0.0.1");
  const browser = await launchBrowser();
  const visible: number[] = [];
  const charts: number[] = [];
  try {
    const token = await loginToken(url, OWNER);
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "zh-CN" });
      try {
        await context.addCookies([{ name: "accessToken", value: token, url }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", FAST_4G);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await page.addInitScript(OBSERVE);
        await page.goto(`${url}/admin/dashboard`, { waitUntil: "commit" });
        await pollPage(cdp, "window.__adminMarks?.charts !== undefined && window.__adminMarks?.visible !== undefined", 30_000);
        const marks = (await page.evaluate(() => (window as unknown as { __adminMarks: { visible: number; charts: number } }).__adminMarks)) as { visible: number; charts: number };
        visible.push(marks.visible);
        charts.push(marks.charts);
        progress(`admin-load run ${i + 1}/${runs}: figures visible ${Math.round(marks.visible)} ms, charts ${Math.round(marks.charts)} ms`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await api.close();
  }
  const conditions = `Fast 4G (9/1.5 Mbps ×0.9, 165 ms latency), CPU ${CPU_SLOWDOWN}× slower, cold, shop owner ${OWNER}`;
  return [
    ["/admin/dashboard figures visible after navigation (median)", `${Math.round(median(visible))} ms`, `<= ${ADMIN_TARGET_MS} ms`, `${conditions}; runs ${visible.map(Math.round).join(", ")} ms`],
    ["/admin/dashboard charts drawn (median)", `${Math.round(median(charts))} ms`, "", `runs ${charts.map(Math.round).join(", ")} ms`],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } }, strict: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs must be a whole number from 1 to 50, got "${values.runs}"`);
  const rows = await benchAdminLoad({ runs, progress: (line) => console.error(line) });
  const { table } = await import("../size-report.mjs");
  console.log(table([["figure", "value", "target", "detail"], ...rows]));
}
