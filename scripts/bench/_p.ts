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
  await page.addInitScript(`new MutationObserver(() => { if (!window.__v && document.querySelector(".pattern-card__price")?.textContent) window.__v = performance.now(); }).observe(document, { childList: true, subtree: true });`);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
  await page.goto(`${app.url}/sugar?sn=SIM-0001`, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as any).__v !== undefined, undefined, { timeout: 30000, polling: 100 });
  const { profile } = await cdp.send("Profiler.stop");
  const v = await page.evaluate(() => ({ v: (window as any).__v, origin: performance.timeOrigin }));
  writeFileSync("/tmp/page.cpuprofile", JSON.stringify({ ...profile, __visible: v.v, __origin: v.origin }));
  console.log("visible", Math.round(v.v));
} finally { await browser.close(); await app.close(); }
