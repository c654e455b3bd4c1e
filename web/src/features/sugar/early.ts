/**
 * The /sugar shell's first answers, asked for before the app's code is evaluated (app/boot.ts,
 * lib/early-requests.ts): the translations, and for a known printer its info, the shell's home
 * data and page 1 of the list, exactly as the page's own hooks will ask (test/web/features/sugar
 * early.test.ts checks the URLs against the contract). No zod, no React here.
 */
import { queryString, sendEarly } from "../../lib/early-requests.ts";
import { getLanguage, loadNamespace } from "../../lib/i18n/core.ts";
import { loadPrinterState } from "../../lib/storage.ts";
import { resolveSn } from "./sn.ts";

/** Patterns per list page (the shell's grid, §7 sugar/list `limit`). */
export const PATTERN_PAGE_SIZE = 20;

/** The GETs of the shell's list tab for `sn` (no tab, no goods_id): path and query as http.ts builds them. */
export function shellUrls(sn: string, withList: boolean): string[] {
  return [
    `/api/tanghua/info${queryString({ sn })}`,
    `/api/sugar/index${queryString({ sn })}`,
    ...(withList ? [`/api/sugar/list${queryString({ sn, page: 1, limit: PATTERN_PAGE_SIZE })}`] : []),
  ];
}

/** Sends them for a /sugar visit; resolves when all are in (or failed). */
export function earlyShell(loc: { pathname: string; search: string }, baseUrl = ""): Promise<unknown> {
  if (loc.pathname !== "/sugar") return Promise.resolve();
  const asked: Promise<unknown>[] = [loadNamespace(getLanguage(), "sugar")];
  const { sn } = resolveSn(loc.search, loadPrinterState().sn);
  if (sn !== undefined) for (const url of shellUrls(sn, !new URLSearchParams(loc.search).has("tab"))) asked.push(sendEarly(baseUrl + url));
  return Promise.allSettled(asked);
}
