/**
 * The scan is the first thing a customer sees (issue 5: patterns visible ≤ 1.5 s after
 * navigation on 4G). When this chunk loads for /sugar, the shell's translations and its first
 * answers (pattern list page 1, printer info, home) are asked for at once, in parallel with the
 * session still loading, instead of one after the other once the page renders.
 *
 * Quietly: a 401 here means an expired token, which the session is about to find and clear
 * (§8 would toast and redirect); a failure is left for the page's own request to report.
 */
import type { Endpoint, InputOf, OutputOf } from "../../../contract/http/endpoint.ts";
import { patternList, printerInfo, sugarIndex } from "../../../contract/http/sugar.ts";
import { setCached } from "../../lib/api-cache.ts";
import { requestAllow401 } from "../../lib/http.ts";
import { getLanguage, loadNamespace } from "../../lib/i18n/index.ts";
import { loadPrinterState } from "../../lib/storage.ts";
import { PATTERN_PAGE_SIZE } from "./api/use-pattern-list.ts";
import { resolveSn } from "./printer-sn.ts";

function warm<E extends Endpoint>(ep: E, input: InputOf<E>): void {
  requestAllow401(ep, input, { silent: true }).then(
    (res) => {
      if (res.ok) setCached(ep, input, res.data as OutputOf<E>);
    },
    () => undefined,
  );
}

/** For the shell's list tab (no tab, no goods_id): what its first render will ask for. */
export function prefetchShell(loc: { pathname: string; search: string } = location): void {
  if (loc.pathname !== "/sugar") return;
  void loadNamespace(getLanguage(), "sugar");
  const q = new URLSearchParams(loc.search);
  const { sn } = resolveSn(loc.search, loadPrinterState().sn);
  if (sn === undefined) return;
  warm(printerInfo, { sn });
  warm(sugarIndex, { sn });
  if (!q.has("tab")) warm(patternList, { sn, page: 1, limit: PATTERN_PAGE_SIZE });
}
