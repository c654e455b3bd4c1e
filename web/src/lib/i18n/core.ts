/**
 * Hand-written i18n (§9): languages en, en-US, zh, zh-CN map to en / zh-CN, fallback zh-CN;
 * files are fetched from /locales/{lng}/{ns}.json; the language is stored at `i18nextLng`.
 * No React here: the HTTP client reads the language and messages through this module too.
 */
import { FALLBACK_LANGUAGE, STORAGE_KEYS, type Language, type Namespace } from "../../../contract/constants.ts";
import { isDev } from "../env.ts";
import { readString, writeString } from "../storage.ts";
import { localeUrl, normalizeLanguage } from "./language.ts";
import type { Dict, Params } from "./resources.ts";

export { normalizeLanguage } from "./language.ts";

/** A promise React's `use()` can read synchronously once settled. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

const PSEUDO = "pseudo";
const files = new Map<string, Tracked<Dict>>();
/** Files the HTML's inline boot script asked for (app/boot.ts): the next load of each takes its answer. */
const early = new Map<string, Promise<Response>>();
const listeners = new Set<() => void>();
let language: Language = normalizeLanguage(readString(STORAGE_KEYS.language));
/** Dev-only pseudo-locale (`i18nextLng=pseudo`): every string renders as [[ns:key]]. */
let pseudo = isDev && readString(STORAGE_KEYS.language) === PSEUDO;

export function getLanguage(): Language {
  return language;
}

export function isPseudo(): boolean {
  return pseudo;
}

export function subscribeLanguage(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

type Fetcher = (url: string) => Promise<unknown>;

function jsonOf(url: string, response: Promise<Response>): Promise<unknown> {
  return response.then((res) => {
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return res.json();
  });
}

// fetch's default credentials, "same-origin" (app/boot-script.ts fetches the same way).
let fetchJson: Fetcher = (url) => jsonOf(url, fetch(url, {}));

/** Tests point the loader at their own server or fixtures. */
export function setLocaleFetcher(f: Fetcher): void {
  fetchJson = f;
  files.clear();
  early.clear();
}

export function adoptEarlyFile(url: string, response: Promise<Response>): void {
  early.set(url, response);
}

function fetchOnce(url: string): Promise<unknown> {
  const hit = early.get(url);
  if (hit === undefined) return fetchJson(url);
  early.delete(url);
  return jsonOf(url, hit);
}

function asDict(v: unknown): Dict {
  const out: Record<string, string> = {};
  if (v && typeof v === "object") for (const [k, s] of Object.entries(v)) if (typeof s === "string") out[k] = s;
  return out;
}

/**
 * Loads one namespace file once per language. A failed load resolves to {} (the UI shows
 * markers rather than a blank screen) and is forgotten so the next render retries.
 */
export function loadNamespace(lng: Language, ns: Namespace): Tracked<Dict> {
  const key = `${lng}/${ns}`;
  const hit = files.get(key);
  if (hit) return hit;
  const p: Tracked<Dict> = fetchOnce(localeUrl(lng, ns)).then(
    (json) => {
      const dict = asDict(json);
      p.status = "fulfilled";
      p.value = dict;
      return dict;
    },
    (err: unknown) => {
      console.warn(`i18n: could not load ${key}`, err);
      files.delete(key);
      p.status = "fulfilled";
      p.value = {};
      return {};
    },
  );
  p.status = "pending";
  files.set(key, p);
  return p;
}

export function loadedDict(lng: Language, ns: Namespace): Dict | undefined {
  const p = files.get(`${lng}/${ns}`);
  return p?.status === "fulfilled" ? p.value : undefined;
}

/** `{name}` placeholders; an unknown placeholder stays visible so it is noticed. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  // Own keys only: "{constructor}" must not print Object's. (Object.hasOwn needs Safari 15.4.)
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : m,
  );
}

export function marker(ns: Namespace, key: string): string {
  return `[[${ns}:${key}]]`;
}

/** Looks a key up in the language, then in zh-CN (§9 fallback) when that is loaded. */
export function translate(lng: Language, ns: Namespace, key: string, params?: Params): string {
  if (pseudo) return marker(ns, key);
  const text = loadedDict(lng, ns)?.[key] ?? loadedDict(FALLBACK_LANGUAGE, ns)?.[key];
  return text === undefined ? marker(ns, key) : interpolate(text, params);
}

/** Non-React code (the HTTP client) translates from whatever is loaded now. */
export function t(ns: Namespace, key: string, params?: Params): string {
  return translate(language, ns, key, params);
}

/**
 * Switches language after the namespaces in use are loaded in the new one, so the page
 * never flashes markers; stores it at `i18nextLng` (§3 local state).
 */
export async function setLanguage(next: Language): Promise<void> {
  const inUse = new Set<Namespace>();
  for (const key of files.keys()) inUse.add(key.slice(key.indexOf("/") + 1) as Namespace);
  await Promise.all([...inUse].map((ns) => loadNamespace(next, ns)));
  language = next;
  pseudo = false;
  writeString(STORAGE_KEYS.language, next);
  if (typeof document !== "undefined") document.documentElement.lang = next;
  for (const fn of listeners) fn();
}
