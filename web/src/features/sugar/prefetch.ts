/**
 * The scan is the first thing a customer sees (issue 5: patterns visible ≤ 1.5 s after
 * navigation on 4G). Before the first render of /sugar (app/ready.ts), the shell's first answers
 * (pattern list page 1, printer info, home) go into the API cache, so the page renders with them;
 * the HTTP client takes over the requests early.ts sent before the bundle was evaluated.
 *
 * Quietly: a 401 here means an expired token, which the session is about to find and clear
 * (§8 would toast and redirect); a failure is left for the page's own request to report.
 */
import type { Endpoint, InputOf, OutputOf } from "../../../contract/http/endpoint.ts";
import { patternList, printerInfo, sugarIndex } from "../../../contract/http/sugar.ts";
import { prefetchToaster } from "../../components/toast-host.tsx";
import { setCached } from "../../lib/api-cache.ts";
import { requestAllow401 } from "../../lib/http.ts";
import { getLanguage, loadNamespace } from "../../lib/i18n/index.ts";
import { loadPrinterState } from "../../lib/storage.ts";
import { prefetchDrawTab } from "./components/draw-tab-host.tsx";
import { prefetchPicker } from "./components/pattern-picker-host.tsx";
import { PATTERN_PAGE_SIZE } from "./early.ts";
import { resolveSn } from "./sn.ts";

function warm<E extends Endpoint>(ep: E, input: InputOf<E>): Promise<void> {
  return requestAllow401(ep, input, { silent: true }).then(
    (res) => {
      if (res.ok) setCached(ep, input, res.data as OutputOf<E>);
    },
    () => undefined,
  );
}

/**
 * For the shell's list tab (no tab, no goods_id): what its first render will ask for. Resolves
 * when every answer is in (or has failed): main.tsx waits for it before the first render.
 */
export function prefetchShell(loc: { pathname: string; search: string } = location): Promise<unknown> {
  if (loc.pathname !== "/sugar") return Promise.resolve();
  const asked: Promise<unknown>[] = [loadNamespace(getLanguage(), "sugar")];
  const q = new URLSearchParams(loc.search);
  const { sn } = resolveSn(loc.search, loadPrinterState().sn);
  if (sn !== undefined) {
    asked.push(warm(printerInfo, { sn }), warm(sugarIndex, { sn }));
    if (!q.has("tab")) asked.push(warm(patternList, { sn, page: 1, limit: PATTERN_PAGE_SIZE }));
  }
  return Promise.allSettled(asked);
}

/** After the load event, how long the page may stay busy before the prefetch runs anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Issue 11 (customers are in malls, on weak networks): the chunks a tap on the first screen opens
 * (the pattern picker, the pay sheet behind it, the draw tab, the toaster that says a call failed) and the pay
 * sheet's strings, fetched once the first screen is shown (the shell calls this from an effect),
 * the page has loaded and is idle, so a tap after the network drops still opens the sheet. Never
 * before: the first screen's own requests come first (issue 5: ≤ 1.5 s). Returns a cancel.
 */
export function prefetchAfterFirstScreen(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    prefetchPicker();
    prefetchDrawTab();
    prefetchToaster();
    void import("./components/pay-sheet.tsx").catch(() => undefined);
    void loadNamespace(getLanguage(), "sugar-pay");
  };
  // Safari 15 has no requestIdleCallback: a timer after the load event stands in for it.
  const idle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
  return () => {
    removeEventListener("load", idle);
    clearTimeout(timer);
  };
}
