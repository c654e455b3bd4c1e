/**
 * The hand-off between the HTML's inline boot script (app/boot-script.ts), which sends the first
 * screen's GETs while the bundle is still downloading, and the bundle (app/boot.ts), which takes
 * their answers over (lib/early-requests.ts, lib/i18n/core.ts) and reads and parses them as if it
 * had asked itself. A leaf module: the inline script imports it, so it may import nothing with
 * state, zod or React; every byte the script uses is in every HTML answer.
 */

export interface BootHandoff {
  /** Date.now() when the requests left (lib/early-requests.ts EARLY_MAX_AGE_MS). */
  at: number;
  /** The Authorization ("" without a token) and Language headers every API request carried. */
  auth: string;
  lang: string;
  /** API GETs by URL (as http.ts builds it), sent as http.ts sends them. */
  api: Record<string, Promise<Response>>;
  /** Translation files by URL (/locales/{lng}/{ns}.json), fetched as lib/i18n/core.ts does. */
  files: Record<string, Promise<Response>>;
  /**
   * A scan's first paint (features/sugar/first-paint.ts): settles once the shell is drawn and the
   * first row's pictures have loaded or failed, or once it knows it will draw nothing. The
   * bundle's evaluation waits for it, a while at most (app/start.ts).
   */
  paint?: Promise<unknown>;
  /**
   * A scan of printer `sn` on the shell's list tab: the answers and strings the first paint draws
   * it from (features/sugar/first-paint.ts), the same promises as in `api` and `files`.
   */
  shell?: ShellAnswers;
}

export interface ShellAnswers {
  sn: string;
  list: Promise<Response>;
  printer: Promise<Response>;
  home: Promise<Response>;
  /** /locales/{lng}/sugar.json */
  strings: Promise<Response>;
}

const KEY = "__boot"; // short: it is in every HTML answer; scripts/html-pages.mjs writeEntryFallback reads it

type Holder = Record<typeof KEY, BootHandoff | undefined>;

/** The headers of every API request (§7): JSON, the Language header, the bearer token when there is one. */
export function headersFor(lang: string, token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json", Language: lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function leaveHandoff(handoff: BootHandoff): void {
  (window as unknown as Holder)[KEY] = handoff;
}

/** The inline script's hand-off, left in place (the first paint's script reads it before the bundle takes it). */
export function peekHandoff(): BootHandoff | undefined {
  return (window as unknown as Holder)[KEY];
}

/** The inline script's hand-off, once (undefined when it did not run: blocked, or a test). */
export function takeHandoff(): BootHandoff | undefined {
  const holder = window as unknown as Holder;
  const handoff = holder[KEY];
  holder[KEY] = undefined;
  return handoff;
}
