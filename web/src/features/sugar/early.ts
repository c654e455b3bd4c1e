/**
 * The /sugar shell's first answers, asked for by the HTML's inline boot script before the app's
 * code has arrived (app/boot-script.ts, issue 18): for a known printer its info, the shell's home
 * data and page 1 of the list, exactly as the page's own hooks will ask (test/web/lib
 * early-requests.test.ts checks the URLs against the contract). No zod, no React, no state here:
 * every byte the script uses is in every HTML answer.
 */
/** Patterns per list page (the shell's grid, §7 sugar/list `limit`). */
export const PATTERN_PAGE_SIZE = 20;

/**
 * The cards a 375 × 812 phone shows of the list under the shell's bars: two rows of two. They are
 * in the grid's first commit; the rest follow a frame later, laid out as they near the viewport.
 */
export const FIRST_SCREEN_PATTERNS = 4;

/**
 * The grid's columns (sugar.css .pattern-grid): the first row's pictures are asked for with the
 * first commit, at high priority; the others once laid out near the viewport. Asking for all of
 * the first screen's at once made the first picture share the link and the main thread (the
 * mock's SVGs are parsed there) with three others: it showed later, not sooner (issue 18 trace).
 */
export const PATTERN_COLUMNS = 2;

/**
 * The GETs of the shell's list tab for `sn` (no tab, no goods_id), the list first: path and query
 * as http.ts builds them. A serial is letters, digits, - and _ (sn.ts): nothing to encode.
 */
export function shellUrls(sn: string, withList: boolean): string[] {
  const bySn = `?sn=${sn}`;
  return [...(withList ? [`/api/sugar/list${bySn}&page=1&limit=${PATTERN_PAGE_SIZE}`] : []), `/api/tanghua/info${bySn}`, `/api/sugar/index${bySn}`];
}
