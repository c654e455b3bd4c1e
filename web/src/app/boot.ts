/**
 * The first thing the app does (app/start.ts runs it as the bundle starts evaluating): ask for
 * everything the first screen needs at once, so the network works while the CPU evaluates the
 * bundle (issue 5: patterns visible ≤ 1.5 s on a 4G phone at 4× CPU throttling, where evaluating
 * takes longer than a round trip). The token from the URL is adopted first, so every early request
 * carries it; then the common translations, the root loader's company and user (§2 Behaviour)
 * and, for a scan, the /sugar shell's answers (features/sugar/early.ts). The HTTP client takes
 * the answers over (lib/early-requests.ts). Nothing this module imports may use zod or React.
 */
import { getToken } from "../lib/cookie.ts";
import { sendEarly } from "../lib/early-requests.ts";
import { getLanguage, loadNamespace } from "../lib/i18n/core.ts";
import { adoptTokenFromUrl } from "../lib/url-token.ts";
import { earlyShell } from "../features/sugar/early.ts";
import { earlyAdmin } from "../features/admin/early.ts";

/** Resolves once every early answer is in (or failed). `baseUrl`: the HTTP client's (tests). */
export function boot(loc: { pathname: string; search: string } = location, baseUrl = ""): Promise<unknown> {
  adoptTokenFromUrl();
  const common = loadNamespace(getLanguage(), "common");
  const company = sendEarly(`${baseUrl}/api/company/info`);
  const user = getToken() ? sendEarly(`${baseUrl}/api/user/info`) : undefined;
  const shell = earlyShell(loc, baseUrl);
  // After the first screen's own: the admin's code, strings and first answers, not waited for.
  earlyAdmin(loc, user, baseUrl);
  return Promise.allSettled([common, company, ...(user ? [user] : []), shell]);
}

/** The longest the first render waits for the early answers: beyond it the spinner is React's. */
export const BOOT_WAIT_MS = 1500;

/** `ready`, or BOOT_WAIT_MS, whichever comes first. */
export function bootOrTimeout(ready: Promise<unknown>, ms = BOOT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void ready.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
