/**
 * The commands' side of the control API (control.ts): one HTTP request per call, a one-line error when the
 * sim is not running, refuses, or the URL is something else (issue 12 item 5: the app's own port
 * answered HTML and a command crashed on it), and the shared commander option parsers.
 *
 * Which sim (issue 13 item 4): `--control URL`, else $SIM_CONTROL, else the one `sim start`
 * announced in its runtime file (running-sims.ts), else http://127.0.0.1:8090. The control token
 * ($SIM_CONTROL_TOKEN, or the announced sim's own) goes along as X-Sim-Control when known.
 */
import { InvalidArgumentError, Option } from "commander";
import { request as httpRequest, type IncomingMessage } from "node:http";
import * as z from "zod/mini";
import { runningSims, runtimeDir } from "./running-sims.ts";

export const DEFAULT_CONTROL_URL = "http://127.0.0.1:8090";
const CONTROL_HEADER = "x-sim-control"; // control.ts SIM_CONTROL_HEADER, not imported: that module loads the whole control API

export function controlOption(): Option {
  return new Option("--control <url>", `the running sim's control API (default: $SIM_CONTROL, else the sim \`sim start\` announced, else ${DEFAULT_CONTROL_URL})`)
    .argParser(parseLoopbackUrl);
}

/** Where a command's calls go, and why there. */
export interface ControlTarget {
  url: string;
  token: string | undefined;
  /** For error lines: "--control", "$SIM_CONTROL", the announcing file, or "the default". */
  from: string;
}

const targets = new Map<string, ControlTarget>();

/**
 * The sim a command talks to (module comment): `given` is the --control/SIM_CONTROL value, if any.
 * Several sims announced and none named is an error listing them.
 */
export function resolveControl(given: string | undefined): ControlTarget {
  const key = given ?? "";
  const known = targets.get(key);
  if (known !== undefined) return known;
  const envToken = process.env.SIM_CONTROL_TOKEN;
  let named: { url: string; from: string } | undefined;
  if (given !== undefined) named = { url: given, from: "--control" };
  else if (process.env.SIM_CONTROL !== undefined && process.env.SIM_CONTROL !== "") {
    try {
      named = { url: parseLoopbackUrl(process.env.SIM_CONTROL), from: "$SIM_CONTROL" };
    } catch (err) {
      throw new ControlError(`$SIM_CONTROL: ${err instanceof Error ? err.message : String(err)}`, 0);
    }
  }
  const sims = runningSims();
  let target: ControlTarget;
  if (named !== undefined) {
    const announced = sims.find((s) => s.control === named.url);
    target = { url: named.url, token: envToken || announced?.controlToken, from: named.from };
  } else if (sims.length === 1 && sims[0] !== undefined) {
    target = { url: sims[0].control, token: envToken || sims[0].controlToken, from: sims[0].file };
  } else if (sims.length > 1) {
    const list = sims.map((s) => `${s.control} (pid ${s.pid}, started ${s.startedAt} in ${s.cwd})`).join("; ");
    throw new ControlError(`${sims.length} sims are running: ${list}; say which with --control URL or SIM_CONTROL`, 0);
  } else {
    target = { url: DEFAULT_CONTROL_URL, token: envToken || undefined, from: "the default" };
  }
  targets.set(key, target);
  return target;
}

/** The control API listens on loopback only, so anything else is a typo. */
export function parseLoopbackUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(`not a URL: ${raw}`);
  }
  if (url.protocol !== "http:" || !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new InvalidArgumentError(`the control API is http on loopback (e.g. ${DEFAULT_CONTROL_URL}), got ${raw}`);
  }
  return url.origin;
}

export function intParser(name: string, min: number, max: number): (raw: string) => number {
  return (raw) => {
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return n;
  };
}

export function positiveNumberParser(name: string, max: number): (raw: string) => number {
  return (raw) => {
    const n = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(n) || n <= 0 || n > max) throw new InvalidArgumentError(`${name} must be a number above 0 and up to ${max}, got "${raw}"`);
    return n;
  };
}

/** The control API refused a call: `status` is its HTTP status (0: no sim answering). */
export class ControlError extends Error {
  override name = "ControlError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** What GET /info of a sim's control API (control-qa.ts) answers, as far as the commands rely on it. */
const SimInfo = z.looseObject({
  now: z.number(),
  speed: z.number(),
  serials: z.array(z.string()),
  app: z.optional(z.string()),
  ws: z.optional(z.string()),
});
export type SimInfo = z.infer<typeof SimInfo>;

/** Bases known to be a sim's control API, per process: one GET /info per command line, not per call. */
const knownSims = new Map<string, Promise<SimInfo>>();

/**
 * Resolves to the sim's /info, or throws one line saying the URL is no sim's control API. Any
 * other server answering (the app's own port answers HTML with 200) would otherwise be read as an
 * empty answer and crash a command on a missing field.
 */
export function simInfo(given: string | undefined): Promise<SimInfo> {
  let target: ControlTarget;
  try {
    target = resolveControl(given);
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  const base = target.url;
  const cached = knownSims.get(base);
  if (cached !== undefined) return cached;
  const probe = fetchInfo(target);
  knownSims.set(base, probe);
  probe.catch(() => knownSims.delete(base)); // a sim not started yet may answer the next try
  return probe;
}

async function fetchInfo(target: ControlTarget): Promise<SimInfo> {
  const base = target.url;
  const { res, json } = await request(target, "GET", "/info");
  const parsed = SimInfo.safeParse(json);
  if (res.ok && parsed.success) return parsed.data;
  // The sim's own refusals (e.g. a control token it wants) are JSON `{ error }`: say those as they are.
  const refusal = !res.ok && isJsonAnswer(res) && json !== null && typeof json === "object" && "error" in json;
  if (refusal) throw new ControlError(`GET /info: ${res.status} ${String(json.error)}`, res.status);
  throw new ControlError(`${base} is not a sim control API (GET /info answered ${res.status} ${res.contentType ?? "without a content type"}; pass the control URL \`sim start\` printed)`, res.status);
}

const isJsonAnswer = (res: Answer) => /^application\/json\b/i.test(res.contentType ?? "");

/** At most this many serials are named in an error line; a fleet can have a million. */
const NAMED_SERIALS = 5;

function nameSerials(serials: readonly string[]): string {
  if (serials.length === 0) return "no printers";
  const named = serials.slice(0, NAMED_SERIALS).join(", ");
  return serials.length > NAMED_SERIALS ? `${named}, … (${serials.length} in all)` : named;
}

/** Throws one line naming the serials the sim at `base` does not simulate; `what` says where they came from. */
export async function requireSimulated(given: string | undefined, serials: readonly string[], what: string): Promise<SimInfo> {
  const info = await simInfo(given);
  const base = resolveControl(given).url;
  const have = new Set(info.serials);
  const unknown = [...new Set(serials)].filter((sn) => !have.has(sn));
  if (unknown.length > 0) {
    throw new ControlError(`${what}: unknown printer${unknown.length === 1 ? "" : "s"} ${nameSerials(unknown)}; the sim at ${base} simulates ${nameSerials(info.serials)} (a printer of its store joins with \`sim printer add <sn>\`)`, 404);
  }
  return info;
}

/** Why nothing answers at the target, in one line that says where the URL came from. */
function unreachable(target: ControlTarget, err: unknown): ControlError {
  const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
  const from = target.from === "the default" ? `no sim announced in ${runtimeDir()}` : `from ${target.from}`;
  return new ControlError(`no sim answering at ${target.url} (${from}; start one with \`sim start\`, or pass --control URL): ${why}`, 0);
}

function headers(target: ControlTarget, method: string): Record<string, string> {
  return {
    // Every call but a GET says JSON, even without a body: the control API refuses others (415).
    ...(method === "GET" ? {} : { "content-type": "application/json" }),
    ...(target.token !== undefined ? { [CONTROL_HEADER]: target.token } : {}),
  };
}

/** An answer of the control API, read whole. */
interface Answer {
  ok: boolean;
  status: number;
  contentType: string | null;
}

const CALL_TIMEOUT_MS = 5000;

/**
 * One HTTP exchange over node:http: fetch() would load undici and its WebAssembly parser, about
 * 150 ms of CPU per command (issue 13 item 4: `sim status --json` ≤ 300 ms).
 */
function exchange(target: ControlTarget, method: string, path: string, body: string | undefined, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target.url + path, { method, headers: { ...headers(target, method), ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) }, ...(signal !== undefined ? { signal } : {}) });
    req.once("response", resolve);
    req.once("error", reject);
    req.end(body);
  });
}

async function request(target: ControlTarget, method: string, path: string, body?: unknown): Promise<{ res: Answer; json: unknown; text: string }> {
  let text: string;
  let res: Answer;
  try {
    const answer = await exchange(target, method, path, body === undefined ? undefined : JSON.stringify(body), AbortSignal.timeout(CALL_TIMEOUT_MS));
    const chunks: Buffer[] = [];
    for await (const chunk of answer as AsyncIterable<Buffer>) chunks.push(chunk);
    text = Buffer.concat(chunks).toString("utf8");
    const status = answer.statusCode ?? 0;
    res = { ok: status >= 200 && status < 300, status, contentType: answer.headers["content-type"] ?? null };
  } catch (err) {
    throw unreachable(target, err);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    // not JSON: the caller says what that means
  }
  return { res, json, text };
}

/** Calls the control API; resolves to the JSON answer, throws its `error` (or why it is unreachable, or that `base` is no sim) as a ControlError. */
export async function callControl(given: string | undefined, method: string, path: string, body?: unknown): Promise<unknown> {
  await simInfo(given);
  const target = resolveControl(given);
  const base = target.url;
  const { res, json, text } = await request(target, method, path, body);
  if (!isJsonAnswer(res)) throw new ControlError(`${base} is not a sim control API (${method} ${path} answered ${res.status} ${res.contentType ?? "without a content type"})`, res.status);
  if (!res.ok) {
    const why = json !== null && typeof json === "object" && "error" in json ? String(json.error) : text.slice(0, 200);
    throw new ControlError(`${method} ${path}: ${res.status} ${why}`, res.status);
  }
  return json;
}

export function print(json: boolean, value: unknown, human: string): void {
  console.log(json ? JSON.stringify(value) : human);
}

/**
 * A GET whose answer streams (GET /traffic: NDJSON until the caller leaves), for `sim record` and
 * `sim watch`; `signal` ends it (the iteration then throws an AbortError). Throws a ControlError
 * when nothing answers or the sim refuses.
 */
export async function openStream(given: string | undefined, path: string, signal: AbortSignal): Promise<AsyncIterable<Buffer>> {
  await simInfo(given);
  const target = resolveControl(given);
  let res: IncomingMessage;
  try {
    res = await exchange(target, "GET", path, undefined, signal);
  } catch (err) {
    throw unreachable(target, err);
  }
  const status = res.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    let text = "";
    for await (const chunk of res as AsyncIterable<Buffer>) text += chunk.toString("utf8");
    throw new ControlError(`GET ${path.split("?")[0] ?? path}: ${status} ${text.slice(0, 200)}`, status);
  }
  return res;
}
