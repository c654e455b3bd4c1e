/**
 * GET requests sent before the app's code had arrived (the HTML's inline boot script,
 * app/boot-script.ts), taken over by the HTTP client when the app asks for the same thing
 * (issues 5 and 18: on a 4G phone the bundle's download and evaluation take longer than a round
 * trip; the requests should not wait for them). Nothing here may import zod, the contract's
 * schemas or React: app/boot.ts adopts the answers before those are evaluated.
 *
 * A request is taken over only when everything that shapes its answer is the same: URL, token and
 * language; once; and within EARLY_MAX_AGE_MS. The answer is still parsed by the endpoint's schema
 * (http.ts), like any other.
 */
import { headersFor, type BootHandoff } from "./boot-handoff.ts";
import { getLanguage } from "./i18n/core.ts";
import { getToken } from "./cookie.ts";

/** What the HTTP client needs of a response: status, status text and the body text. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** Reads a response the way the HTTP client does (lib/http.ts). */
export async function answerOf(res: Response): Promise<EarlyAnswer> {
  return { status: res.status, statusText: res.statusText, text: await res.text() };
}

/** A GET input as a query string, "" or "?a=1&b=2", keys in the input's order, no null or undefined. */
export function queryString(input: unknown): string {
  if (!input || typeof input !== "object") return "";
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : "";
}

/** An early answer not taken by then is dropped: the app has moved on or asked in its own way. */
export const EARLY_MAX_AGE_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<EarlyAnswer> }>();

/** The headers of every API request (§7): JSON, the Language header, the bearer token when there is one. */
export function apiHeaders(): Record<string, string> {
  return headersFor(getLanguage(), getToken());
}

function keyOf(url: string, auth: string, lang: string): string {
  return `${url}\n${auth}\n${lang}`;
}

/** Makes the inline boot script's API GETs available to takeEarly; resolves once all are in (or failed). */
export function adoptEarly(handoff: Pick<BootHandoff, "at" | "auth" | "lang" | "api">): Promise<unknown> {
  const answers: Promise<EarlyAnswer>[] = [];
  for (const [url, response] of Object.entries(handoff.api)) {
    const answer = response.then(answerOf);
    answer.catch(() => undefined); // a failure is reported by whoever takes it over
    early.set(keyOf(url, handoff.auth, handoff.lang), { at: handoff.at, answer });
    answers.push(answer);
  }
  return Promise.allSettled(answers);
}

/**
 * Sends GET `url` now with the app's headers, for the HTTP client to take over like the inline
 * script's (features/admin/early.ts: the dashboard's first answers, once user/info names the user).
 */
export function sendEarly(url: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  const headers = apiHeaders();
  const answer = fetcher(url, { method: "GET", headers, credentials: "include" }).then(answerOf);
  answer.catch(() => undefined); // a failure is reported by whoever takes it over
  early.set(keyOf(url, headers.Authorization ?? "", headers.Language ?? ""), { at: Date.now(), answer });
  return answer.catch(() => undefined);
}

/** The early answer to `url` as the app would ask for it now, left for the HTTP client to take. */
export function peekEarly(url: string): Promise<EarlyAnswer> | undefined {
  const headers = apiHeaders();
  return early.get(keyOf(url, headers.Authorization ?? "", headers.Language ?? ""))?.answer;
}

/** The early answer for this request, once; undefined when there is none to take over. */
export function takeEarly(url: string, headers: Record<string, string>, now = Date.now()): Promise<EarlyAnswer> | undefined {
  const key = keyOf(url, headers.Authorization ?? "", headers.Language ?? "");
  const hit = early.get(key);
  if (hit === undefined) return undefined;
  early.delete(key);
  return now - hit.at <= EARLY_MAX_AGE_MS ? hit.answer : undefined;
}
