/**
 * The commands' side of the control API (control.ts): one fetch per call, a one-line error when the
 * sim is not running or refuses, and the shared commander option parsers.
 */
import { InvalidArgumentError, Option } from "commander";

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

/** Calls the control API; resolves to the JSON answer, throws its `error` (or why it is unreachable) as a ControlError. */
export async function callControl(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(base + path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
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
    // not JSON: reported below with the status
  }
  if (!res.ok) {
    const why = json !== null && typeof json === "object" && "error" in json ? String(json.error) : text.slice(0, 200);
    throw new ControlError(`${method} ${path}: ${res.status} ${why}`, res.status);
  }
  return json;
}

export function print(json: boolean, value: unknown, human: string): void {
  console.log(json ? JSON.stringify(value) : human);
}
