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
  await page.addInitScript(`window.__m = []; new MutationObserver(() => { const root = document.getElementById("root"); const sig = root ? [...root.querySelectorAll("*")].slice(0, 400).map((e) => e.className).filter((c) => typeof c === "string" && c).map((c) => c.split(" ")[0]).filter((c, i, a) => a.indexOf(c) === i).slice(0, 6).join(",") : ""; const last = window.__m.at(-1); if (!last || last[1] !== sig) window.__m.push([Math.round(performance.now()), sig]); if (!window.__v && document.querySelector(".pattern-card__price")?.textContent) window.__v = performance.now(); }).observe(document, { childList: true, subtree: true, attributes: false });`);
  await page.goto(`${app.url}/sugar?sn=SIM-0001`, { waitUntil: "commit" });
  await page.waitForFunction(() => (window as any).__v !== undefined, undefined, { timeout: 30000, polling: 100 });
  await new Promise((r) => setTimeout(r, 1500));
  const out = await page.evaluate(() => ({ v: (window as any).__v, nav: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).toJSON(), res: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => [e.name.replace(location.origin, ""), Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd), e.encodedBodySize, e.initiatorType]) , marks: performance.getEntriesByType("mark").map((m) => [m.name, Math.round(m.startTime)]), paint: performance.getEntriesByType("paint").map((m) => [m.name, Math.round(m.startTime)]) }));
  console.log("visible", Math.round(out.v), "domInteractive", Math.round(out.nav.domInteractive), "respEnd", Math.round(out.nav.responseEnd), "dcl", Math.round(out.nav.domContentLoadedEventEnd));
  for (const r of out.res) console.log(r.join("  "));
  console.log(out.paint, out.marks);
  for (const m of await page.evaluate(() => (window as any).__m)) console.log("DOM", m[0], m[1]);
} finally { await browser.close(); await app.close(); }
