/**
 * GET requests sent before the app's code has been evaluated (app/boot.ts), and taken over by
 * the HTTP client when the app asks for the same thing (issue 5: on a 4G phone evaluating the
 * bundle takes longer than a round trip; the requests should not wait for it). Nothing here may
 * import zod, the contract's schemas or React: this module runs before they are evaluated.
 *
 * A request is taken over only when everything that shapes its answer is the same: URL, token and
 * language; once; and within EARLY_MAX_AGE_MS. The answer is still parsed by the endpoint's schema
 * (http.ts), like any other.
 */
import { getLanguage } from "./i18n/core.ts";
import { getToken } from "./cookie.ts";

/** What the HTTP client needs of a response: status, status text and the body text. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** An early answer not taken by then is dropped: the app has moved on or asked in its own way. */
export const EARLY_MAX_AGE_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<EarlyAnswer> }>();

/** The headers of every API request (§7): JSON, the Language header, the bearer token when there is one. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json", Language: getLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A GET input as a query string, "" or "?a=1&b=2", keys in the input's order, no null or undefined. */
export function queryString(input: unknown): string {
  if (!input || typeof input !== "object") return "";
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : "";
}

function keyOf(url: string, headers: Record<string, string>): string {
  return `${url}\n${headers.Authorization ?? ""}\n${headers.Language ?? ""}`;
}

/** Sends GET `url` now; resolves once its body is in (or the request failed). */
export function sendEarly(url: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  const headers = apiHeaders();
  const answer = fetcher(url, { method: "GET", headers, credentials: "include" }).then(async (res) => ({
    status: res.status,
    statusText: res.statusText,
    text: await res.text(),
  }));
  answer.catch(() => undefined); // a failure is reported by whoever takes it over
  early.set(keyOf(url, headers), { at: Date.now(), answer });
  return answer.catch(() => undefined);
}

/** The early answer for this request, once; undefined when there is none to take over. */
export function takeEarly(url: string, headers: Record<string, string>, now = Date.now()): Promise<EarlyAnswer> | undefined {
  const key = keyOf(url, headers);
  const hit = early.get(key);
  if (hit === undefined) return undefined;
  early.delete(key);
  return now - hit.at <= EARLY_MAX_AGE_MS ? hit.answer : undefined;
}
