/**
 * The commands' side of the control API (control.ts): one fetch per call, a one-line error when the
 * sim is not running, refuses, or the URL is something else (issue 12 item 5: the app's own port
 * answered HTML and a command crashed on it), and the shared commander option parsers.
 */
import { InvalidArgumentError, Option } from "commander";
import * as z from "zod/mini";

export const DEFAULT_CONTROL_URL = "http://127.0.0.1:8090";

export function controlOption(): Option {
  return new Option("--control <url>", "the running sim's control API").default(DEFAULT_CONTROL_URL).argParser(parseLoopbackUrl);
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
export function simInfo(base: string): Promise<SimInfo> {
  const cached = knownSims.get(base);
  if (cached !== undefined) return cached;
  const probe = fetchInfo(base);
  knownSims.set(base, probe);
  probe.catch(() => knownSims.delete(base)); // a sim not started yet may answer the next try
  return probe;
}

async function fetchInfo(base: string): Promise<SimInfo> {
  const { res, json } = await request(base, "GET", "/info");
  const parsed = SimInfo.safeParse(json);
  if (res.ok && parsed.success) return parsed.data;
  // The sim's own refusals (e.g. a control token it wants) are JSON `{ error }`: say those as they are.
  const refusal = !res.ok && isJsonAnswer(res) && json !== null && typeof json === "object" && "error" in json;
  if (refusal) throw new ControlError(`GET /info: ${res.status} ${String(json.error)}`, res.status);
  throw new ControlError(`${base} is not a sim control API (GET /info answered ${res.status} ${res.headers.get("content-type") ?? "without a content type"}; pass the control URL \`sim start\` printed)`, res.status);
}

const isJsonAnswer = (res: Response) => /^application\/json\b/i.test(res.headers.get("content-type") ?? "");

/** At most this many serials are named in an error line; a fleet can have a million. */
const NAMED_SERIALS = 5;

function nameSerials(serials: readonly string[]): string {
  if (serials.length === 0) return "no printers";
  const named = serials.slice(0, NAMED_SERIALS).join(", ");
  return serials.length > NAMED_SERIALS ? `${named}, … (${serials.length} in all)` : named;
}

/** Throws one line naming the serials the sim at `base` does not simulate; `what` says where they came from. */
export async function requireSimulated(base: string, serials: readonly string[], what: string): Promise<SimInfo> {
  const info = await simInfo(base);
  const have = new Set(info.serials);
  const unknown = [...new Set(serials)].filter((sn) => !have.has(sn));
  if (unknown.length > 0) {
    throw new ControlError(`${what}: unknown printer${unknown.length === 1 ? "" : "s"} ${nameSerials(unknown)}; the sim at ${base} simulates ${nameSerials(info.serials)} (a printer of its store joins with \`sim printer add <sn>\`)`, 404);
  }
  return info;
}

async function request(base: string, method: string, path: string, body?: unknown): Promise<{ res: Response; json: unknown; text: string }> {
  let res: Response;
  try {
    res = await fetch(base + path, {
      method,
      // Every call but a GET says JSON, even without a body: the control API refuses others (415).
      ...(method === "GET" ? {} : { headers: { "content-type": "application/json" } }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (err) {
    throw new ControlError(`no sim answering at ${base} (start one with \`sim start\`, or pass --control URL): ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`, 0);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    // not JSON: the caller says what that means
  }
  return { res, json, text };
}

/** Calls the control API; resolves to the JSON answer, throws its `error` (or why it is unreachable, or that `base` is no sim) as a ControlError. */
export async function callControl(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  await simInfo(base);
  const { res, json, text } = await request(base, method, path, body);
  if (!isJsonAnswer(res)) throw new ControlError(`${base} is not a sim control API (${method} ${path} answered ${res.status} ${res.headers.get("content-type") ?? "without a content type"})`, res.status);
  if (!res.ok) {
    const why = json !== null && typeof json === "object" && "error" in json ? String(json.error) : text.slice(0, 200);
    throw new ControlError(`${method} ${path}: ${res.status} ${why}`, res.status);
  }
  return json;
}

export function print(json: boolean, value: unknown, human: string): void {
  console.log(json ? JSON.stringify(value) : human);
}
