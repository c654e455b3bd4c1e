/**
 * The first thing the bundle does (app/start.ts runs it as the bundle starts evaluating): take
 * over the requests the HTML's inline boot script sent while the bundle downloaded
 * (app/boot-script.ts, lib/boot-handoff.ts): the API answers go to the HTTP client
 * (lib/early-requests.ts), the translation files to i18n (lib/i18n/core.ts), both parsed as if
 * asked for now. The URL token is adopted here too, in case the inline script did not run (a CDN
 * without its CSP hash); then the app asks for everything itself, as it renders. Nothing this
 * module imports may use zod or React.
 */
import { takeHandoff } from "../lib/boot-handoff.ts";
import { adoptEarly, peekEarly } from "../lib/early-requests.ts";
import { adoptEarlyFile, getLanguage, loadNamespace } from "../lib/i18n/core.ts";
import { adoptTokenFromUrl } from "../lib/url-token.ts";

const ADMIN = /^\/admin(\/|$)/;

/**
 * Resolves once every early answer is in (or failed). On an /admin page it also starts the admin's
 * code, strings and the dashboard's first answers (features/admin/early.ts, issue 14), as the user
 * the inline script's user/info names. `baseUrl`: the HTTP client's (tests).
 */
export function boot(loc: { pathname: string; search: string } = location, baseUrl = ""): Promise<unknown> {
  adoptTokenFromUrl();
  const handoff = takeHandoff();
  painted = handoff?.paint ?? Promise.resolve();
  for (const [url, response] of Object.entries(handoff?.files ?? {})) adoptEarlyFile(url, response);
  const asked: Promise<unknown>[] = [loadNamespace(getLanguage(), "common")];
  if (handoff !== undefined) asked.push(adoptEarly(handoff), ...Object.values(handoff.files));
  // After the first screen's own: the admin's code, strings and first answers, not waited for; a
  // chunk of its own, so the customer's first load does not carry it (issue 18's 100 KB).
  if (ADMIN.test(loc.pathname)) {
    const user = peekEarly(`${baseUrl}/api/user/info`);
    void import("../features/admin/early.ts").then((m) => m.earlyAdmin(loc, user, baseUrl));
  }
  return Promise.allSettled(asked);
}

let painted: Promise<unknown> = Promise.resolve();

/**
 * The longest the bundle's evaluation waits for a scan's first paint and its first pictures
 * (app/start.ts): React then takes over even if a picture is still on its way.
 */
export const FIRST_PAINT_WAIT_MS = 400;

/** Once the inline script's first paint has settled (features/sugar/first-paint.ts), FIRST_PAINT_WAIT_MS at most. */
export function firstPaintSettled(ms = FIRST_PAINT_WAIT_MS): Promise<void> {
  return bootOrTimeout(painted, ms);
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
