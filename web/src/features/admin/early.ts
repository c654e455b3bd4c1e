/**
 * What the admin asks for before its code has loaded (issue 14: dashboard figures visible ≤ 2 s
 * on 4G at 4× CPU), the way features/sugar/early.ts does for a scan. app/boot.ts calls earlyAdmin
 * as the bundle starts evaluating on an /admin page (whose HTML, admin.html, already preloads the
 * shell's chunk and every file it imports, build.mjs): the admin's strings, and on the dashboard its first
 * answers, which the HTTP client takes over (lib/early-requests.ts). Nothing here may import zod,
 * the contract's schemas or React: it is part of every first load.
 */
import { getLanguage, loadNamespace } from "../../lib/i18n/core.ts";
import { chosenShopId, shopStorageKey } from "../../lib/admin/shop-choice.ts";
import { queryString, sendEarly } from "../../lib/early-requests.ts";
import { readString, writeString } from "../../lib/storage.ts";
import { firstCalls } from "./dashboard/queries.ts";

const ADMIN = /^\/admin(\/|$)/;
const DASHBOARD = /^\/admin(\/dashboard)?\/?$/;
/** The admin user last seen on this phone: whose remembered shop the dashboard will show. */
const LAST_USER = "admin_last_user";

/** The admin's strings: the shell's, and the dashboard's on the dashboard. */
export function adminStrings(pathname: string): void {
  void loadNamespace(getLanguage(), "admin");
  if (DASHBOARD.test(pathname)) void loadNamespace(getLanguage(), "admin-dashboard");
}

/** What was sent already: a render React throws away and retries asks once. */
let sentFor: string | undefined;

/** Sends the dashboard's first GETs when `loc` is the dashboard, as `userId` (whose remembered shop it shows). */
export function earlyDashboard(userId: number, loc: { pathname: string; search: string } = location, baseUrl = ""): void {
  if (!DASHBOARD.test(loc.pathname)) return;
  const what = `${baseUrl} ${userId} ${loc.pathname}${loc.search}`;
  if (what === sentFor) return;
  sentFor = what;
  const shopId = chosenShopId(loc.search, readString(shopStorageKey(userId)), undefined);
  for (const [path, input] of firstCalls(shopId)) void sendEarly(`${baseUrl}${path}${queryString(input)}`);
}

/** The signed-in user opened the admin: remembered, so the next cold start can ask early as them. */
export function rememberAdminUser(userId: number): void {
  writeString(LAST_USER, String(userId));
}

/** The user id of an early user/info answer (the §7 envelope), when it has one. */
export function userIdOf(answer: unknown): number | undefined {
  if (answer === null || typeof answer !== "object" || !("text" in answer) || typeof answer.text !== "string") return undefined;
  try {
    const id = (JSON.parse(answer.text) as { data?: { id?: unknown } } | null)?.data?.id;
    return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * app/boot.ts: on an /admin page with a token (`userAnswer`: the early user/info request), the
 * admin's code and strings at once, and on the dashboard its first answers: as the user last seen
 * here at once, else as soon as user/info says who it is.
 */
export function earlyAdmin(loc: { pathname: string; search: string }, userAnswer: Promise<unknown> | undefined, baseUrl = ""): void {
  if (userAnswer === undefined || !ADMIN.test(loc.pathname)) return;
  adminStrings(loc.pathname);
  if (!DASHBOARD.test(loc.pathname)) return;
  const last = Number(readString(LAST_USER));
  if (Number.isSafeInteger(last) && last > 0) earlyDashboard(last, loc, baseUrl);
  // Another user on this phone, or none seen yet: ask as the one user/info names.
  void userAnswer.then((answer) => {
    const id = userIdOf(answer);
    if (id !== undefined) earlyDashboard(id, loc, baseUrl);
  });
}
