/**
 * The first thing the app does, before React and the rest of the bundle are even evaluated
 * (main.tsx imports this module first): ask for everything the first screen needs at once, so
 * the network works while the CPU is still busy with the bundle (issue 5: patterns visible
 * ≤ 1.5 s on a 4G phone). The token from the URL is adopted first, so every early request carries
 * it; the root loader's user and company (§2 Behaviour), the common translations, and for a scan
 * (/sugar) the shell's own answers (features/sugar/prefetch.ts).
 */
import { getLanguage, loadNamespace } from "../lib/i18n/index.ts";
import { adoptTokenFromUrl, startSession } from "../lib/session.tsx";
import { prefetchShell } from "../features/sugar/prefetch.ts";

export function boot(loc: { pathname: string; search: string } = location): void {
  adoptTokenFromUrl();
  startSession();
  void loadNamespace(getLanguage(), "common");
  prefetchShell(loc);
}
