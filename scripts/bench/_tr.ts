import { writeFileSync } from "node:fs";
import { launchBrowser, phoneContext, startApp } from "../../test/e2e/helpers/browser.ts";
import { FAST_4G, CPU_SLOWDOWN } from "./sugar-load.ts";
const app = await startApp();
const browser = await launchBrowser();
try {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", FAST_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(`new MutationObserver(() => { if (!window.__v && document.querySelector(".pattern-card__price")?.textContent) { window.__v = performance.now(); performance.mark("visible"); } }).observe(document, { childList: true, subtree: true });`);
  const events: any[] = [];
  cdp.on("Tracing.dataCollected", (d: any) => events.push(...d.value));
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,v8,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading", transferMode: "ReportEvents" });
  await page.goto(`${app.url}/sugar?sn=SIM-0001`, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as any).__v !== undefined, undefined, { timeout: 30000, polling: 100 });
  await cdp.send("Tracing.end");
  await done;
  writeFileSync("/tmp/trace.json", JSON.stringify(events));
  console.log("visible", await page.evaluate(() => (window as any).__v), events.length);
} finally { await browser.close(); await app.close(); }
