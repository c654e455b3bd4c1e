/**
 * The one HTTP client (§7, §8). Every call goes through `request(endpoint, input)`: bearer token
 * from the accessToken cookie, Language header, cookies sent, 60 s timeout, the §7 envelope, the
 * §8 error table, and every `data` parsed with the endpoint's schema (CONVENTIONS 2).
 */
import { HTTP_TIMEOUT_MS } from "../../contract/constants.ts";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { Envelope, ERROR_CODE } from "../../contract/http/envelope.ts";
import { clearToken } from "./cookie.ts";
import { answerOf, apiHeaders, queryString, takeEarly, type EarlyAnswer } from "./early-requests.ts";
import { getLanguage, loadedDict, loadNamespace, translateNow as t } from "./i18n/index.ts";
import { reportError } from "./report.ts";
import { currentPathAndQuery } from "./safe-redirect.ts";
import { toast, type ToastOptions } from "./toast.ts";

/**
 * An error toast in the common translations' words. A request app/boot.ts sent before the first
 * render can fail before those have loaded: then the toast waits for them (or for their failure,
 * and shows what `t` has) rather than showing a bare key.
 */
function toastError(text: () => string, opts?: ToastOptions): void {
  const lang = getLanguage();
  if (loadedDict(lang, "common") !== undefined) return void toast.error(text(), opts);
  const show = () => void toast.error(text(), opts);
  loadNamespace(lang, "common").then(show, show);
}

export type RequestErrorKind = "http" | "api" | "network" | "timeout" | "aborted" | "contract";

export class RequestError extends Error {
  override name = "RequestError";
  readonly kind: RequestErrorKind;
  readonly status: number | undefined;
  readonly errorCode: number | undefined;
  /** The client already told the user (a toast or a navigation); callers need not say more. */
  readonly handled: boolean;
  /** The envelope's `data` of an errorCode answer, unparsed (e.g. send-code's retry_after on a refusal). */
  readonly data: unknown;

  constructor(kind: RequestErrorKind, message: string, init: { status?: number; errorCode?: number; handled?: boolean; data?: unknown } = {}) {
    super(message);
    this.kind = kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.handled = init.handled ?? false;
    this.data = init.data;
  }
}

/**
 * The server's own words when it refused a call as a business failure (errorCode 1): a field
 * shows them where the user acted, e.g. "存储空间不足（已用 48 MB，上限 50 MB）…" under an upload
 * (issue 12). Undefined for any other failure (the client has said those already).
 */
export function refusalMessage(err: unknown): string | undefined {
  return err instanceof RequestError && err.kind === "api" && err.message !== "" ? err.message : undefined;
}

export interface HttpConfig {
  baseUrl: string;
  timeoutMs: number;
  /** Client-side navigation (the router's), so §8 redirects keep the app loaded. */
  navigate: (to: string) => void;
  fetch: typeof fetch;
}

const config: HttpConfig = {
  baseUrl: "",
  timeoutMs: HTTP_TIMEOUT_MS, // §7/§9: 60 s
  navigate: (to) => location.assign(to),
  fetch: (...args) => fetch(...args),
};

export function configureHttp(partial: Partial<HttpConfig>): void {
  Object.assign(config, partial);
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** §8: no toast for errorCode 1 (the endpoint's own `silent`, e.g. login, also counts). */
  silent?: boolean;
}

/** §8 "other statuses": mapped Chinese texts (translated in English). */
const STATUS_TEXT_KEYS = { 404: "http.404", 422: "http.422", 502: "http.502", 503: "http.503", 504: "http.504" } as const;

function loginPathFor(pathname: string): string {
  // §8: /sugar-login under sugar paths, else /login.
  return pathname === "/sugar" || pathname.startsWith("/sugar/") ? "/sugar-login" : "/login";
}

/** The URL of a call: base, path and, for a GET, its input as the query. */
export function buildUrl(ep: Endpoint, input: unknown): string {
  return config.baseUrl + ep.path + (ep.method === "GET" ? queryString(input) : "");
}

interface RawResponse {
  status: number;
  statusText: string;
  body: unknown;
}

async function fetchAnswer(url: string, ep: Endpoint, input: unknown, headers: Record<string, string>, form: FormData | undefined, signal: AbortSignal): Promise<EarlyAnswer> {
  const res = await config.fetch(url, {
    method: ep.method,
    headers,
    credentials: "include", // §7: cookies sent
    body: form ?? (ep.method === "POST" ? JSON.stringify(input ?? {}) : undefined),
    signal,
  });
  return answerOf(res);
}

/** `answer`, or a rejection once `signal` aborts (the call's timeout or its caller). */
function withinSignal<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException("aborted", "AbortError"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

async function send(ep: Endpoint, input: unknown, opts: RequestOptions, form?: FormData): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? config.timeoutMs);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onAbort, { once: true });

  const headers = apiHeaders();
  // A multipart body sets its own Content-Type (with the boundary).
  if (ep.method === "POST" && form === undefined) headers["Content-Type"] = "application/json";
  const url = buildUrl(ep, input);
  try {
    // The same GET sent ahead of the first render (app/boot.ts) is taken over, within this call's timeout.
    const early = ep.method === "GET" ? takeEarly(url, headers) : undefined;
    const { status, statusText, text } = early !== undefined ? await withinSignal(early, controller.signal) : await fetchAnswer(url, ep, input, headers, form, controller.signal);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status, statusText, body };
  } catch (err) {
    if (opts.signal?.aborted) throw new RequestError("aborted", "aborted");
    // §8 no response: toast with the error message or "network exception".
    const kind = timedOut ? "timeout" : "network";
    const message = timedOut ? t("common", "http.timeout") : t("common", "http.network");
    reportError(err, { endpoint: ep.path, kind });
    toastError(() => (timedOut ? t("common", "http.timeout") : t("common", "http.network")));
    throw new RequestError(kind, message, { handled: true });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}

function msgOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "msg" in body && typeof body.msg === "string" && body.msg) return body.msg;
  return undefined;
}

/** §8 for a non-2xx answer other than 401. Always throws. */
function failHttp(ep: Endpoint, res: RawResponse): never {
  const { status } = res;
  reportError(new Error(`HTTP ${status}`), { endpoint: ep.path, status });
  const here = currentPathAndQuery(location);
  if (status === 403) {
    config.navigate("/403");
    throw new RequestError("http", t("common", "error.403.title"), { status, handled: true });
  }
  const msg = msgOf(res.body);
  if (status === 400 && msg) throw new RequestError("http", msg, { status });
  if (status === 500) {
    config.navigate(`/500?error_page=${encodeURIComponent(here)}`);
    throw new RequestError("http", t("common", "error.500.title"), { status, handled: true });
  }
  const key = STATUS_TEXT_KEYS[status as keyof typeof STATUS_TEXT_KEYS];
  const textOf = () => (key ? t("common", key) : res.statusText || t("common", "http.failed"));
  const text = textOf();
  toastError(textOf);
  // A 422's data names each field at fault ({ fields: { bank_code: "…" } }): a form shows them in place.
  const data = res.body !== null && typeof res.body === "object" && "data" in res.body ? res.body.data : undefined;
  throw new RequestError("http", text, { status, handled: true, data });
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Called after a §8 401: the session forgets its user (lib/session.tsx), so the login page the
 * client goes to does not also say "当前已登录" next to the "登录超时" toast (issue 11).
 */
export function onUnauthorized(fn: () => void): () => void {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
}

function handle401(): never {
  // §8: toast, then the login page of this area with the way back, never a loop on /login.
  const text = t("common", "http.loginTimeout");
  // The server no longer takes this token: keeping it would only earn the next call a 401 too.
  clearToken();
  for (const fn of unauthorizedListeners) fn();
  toastError(() => t("common", "http.loginTimeout"), { id: "login-timeout" });
  const { pathname } = location;
  if (pathname !== "/login" && pathname !== "/sugar-login") {
    const back = encodeURIComponent(currentPathAndQuery(location));
    config.navigate(`${loginPathFor(pathname)}?redirect=${back}`);
  }
  throw new RequestError("http", text, { status: 401, handled: true });
}

/** The §7 envelope of a 2xx answer → parsed `data`, or the §8 errorCode handling. */
function unwrap<E extends Endpoint>(ep: E, res: RawResponse, opts: RequestOptions): OutputOf<E> {
  const env = Envelope.safeParse(res.body);
  if (!env.success) {
    reportError(env.error, { endpoint: ep.path, kind: "contract", where: "envelope" });
    throw new RequestError("contract", t("common", "http.badData"), { status: res.status });
  }
  const { errorCode } = env.data;
  if (errorCode !== ERROR_CODE.OK) {
    const serverText = env.data.msg;
    const text = serverText || t("common", "http.unknownApi");
    reportError(new Error(text), { endpoint: ep.path, errorCode });
    const silent = opts.silent ?? ep.silent ?? false;
    if (!silent) toastError(() => serverText || t("common", "http.unknownApi"));
    throw new RequestError("api", text, { status: res.status, errorCode, handled: !silent, data: env.data.data });
  }
  const data = ep.output.safeParse(env.data.data);
  if (!data.success) {
    reportError(data.error, { endpoint: ep.path, kind: "contract" });
    throw new RequestError("contract", t("common", "http.badData"), { status: res.status });
  }
  return data.data as OutputOf<E>;
}

/** A §7 call with every rule of §8 applied. */
export async function request<E extends Endpoint>(ep: E, input: InputOf<E>, opts: RequestOptions = {}): Promise<OutputOf<E>> {
  const res = await send(ep, input, opts);
  if (res.status === 401) handle401();
  if (res.status < 200 || res.status >= 300) failHttp(ep, res);
  return unwrap(ep, res, opts);
}

export type Unauthorized = { ok: false; status: 401; msg: string | undefined };
export type Authorized<T> = { ok: true; data: T };

/**
 * §8 opt-out: a 401 resolves with the response instead of toasting and redirecting. Used where
 * "not logged in" is an answer, not an error (the root loader's current-user fetch).
 */
export async function requestAllow401<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  opts: RequestOptions = {},
): Promise<Authorized<OutputOf<E>> | Unauthorized> {
  const res = await send(ep, input, opts);
  if (res.status === 401) return { ok: false, status: 401, msg: msgOf(res.body) };
  if (res.status < 200 || res.status >= 300) failHttp(ep, res);
  return { ok: true, data: unwrap(ep, res, opts) };
}

/**
 * A multipart upload call (contract: tixian/upload-image, tanghua/upload-image): `file` goes in
 * the part named `field`, with every rule of §8 applied to the answer like `request`. §5/§9
 * limits are checked by the caller first (lib/validate.ts checkImageFile) and again by the server.
 */
export async function upload<E extends Endpoint>(ep: E, field: string, file: Blob, filename: string, opts: RequestOptions = {}): Promise<OutputOf<E>> {
  const form = new FormData();
  form.append(field, file, filename);
  const res = await send(ep, undefined, opts, form);
  if (res.status === 401) handle401();
  if (res.status < 200 || res.status >= 300) failHttp(ep, res);
  return unwrap(ep, res, opts);
}
