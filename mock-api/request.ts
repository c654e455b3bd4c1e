/**
 * Reading a request's input: the query string of a GET, the body of a POST (§7), with the size
 * limit enforced while the body streams in, and zod issues turned into one readable line.
 */
import { isUtf8 } from "node:buffer";
import type { IncomingMessage } from "node:http";
import type { Translate } from "./messages.ts";
import { ApiError } from "./errors.ts";

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024; // 1 MiB: no §7 call sends more than a few KB of JSON

/** GET input: single values; a repeated key keeps its last value. */
export function queryObject(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) out[k] = v;
  return out;
}

/**
 * GET input, refused (422 naming the key) when a value percent-decodes to bytes that are not
 * UTF-8 (issue 12 item 6: `?name=%ED%A0%80` is an encoded lone surrogate): URLSearchParams
 * would quietly read those as U+FFFD, so the check looks at the raw text first.
 */
export function queryInput(search: string, t: Translate): Record<string, string> {
  const bad = illFormedQueryKey(search);
  if (bad !== null) throw new ApiError(422, `${bad}: ${t("validationNotText")}`);
  return queryObject(search);
}

/** A "%" not starting an escape is a literal "%" (as URLSearchParams reads it). */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/** The first key of `search` (form or query text) whose key or value is not UTF-8 once decoded. */
export function illFormedQueryKey(search: string): string | null {
  if (!search.includes("%")) return null; // only an escape can spell bytes that are not UTF-8
  for (const pair of search.split("&")) {
    if (!pair.includes("%")) continue;
    try {
      // Throws URIError only for escapes that are not UTF-8 once stray "%"s are escaped.
      decodeURIComponent(pair.replace(STRAY_PERCENT, "%25"));
    } catch {
      const eq = pair.indexOf("=");
      const key = [...new URLSearchParams(`${eq < 0 ? pair : pair.slice(0, eq)}=`).keys()][0] ?? "";
      return key === "" || key.includes("\ufffd") ? "(query)" : key;
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where a parsed JSON body holds text that is not well-formed Unicode (a lone surrogate, which
 * JSON's "\\ud800" escape can spell): "name", "items.0.title", or null. Keys are checked too.
 * Iterative, so a deeply nested body cannot overflow the stack; the path is rebuilt from parent
 * links only on a hit.
 */
export function illFormedPath(root: unknown): string | null {
  if (typeof root === "string") return LONE_SURROGATE.test(root) ? "(body)" : null;
  if (root === null || typeof root !== "object") return null;
  const nodes: Record<string, unknown>[] = [root as Record<string, unknown>];
  const parents: number[] = [-1];
  const keys: string[] = [""];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Record<string, unknown>;
    // for-in, not Object.entries: no array per object on every POST. JSON.parse makes only own,
    // enumerable properties (an array's are its indices), so nothing inherited is visited.
    for (const key in node) {
      const value = node[key];
      if (typeof value === "string") {
        if (LONE_SURROGATE.test(value) || LONE_SURROGATE.test(key)) return pathTo(parents, keys, i, key);
      } else if (LONE_SURROGATE.test(key)) {
        return pathTo(parents, keys, i, key);
      } else if (value !== null && typeof value === "object") {
        nodes.push(value as Record<string, unknown>);
        parents.push(i);
        keys.push(key);
      }
    }
  }
  return null;
}

/** "a.0.b": the keys from the root down to `last`, the key under node `node`. */
function pathTo(parents: readonly number[], keys: readonly string[], node: number, last: string): string {
  const parts = [last];
  for (let i = node; i > 0; i = parents[i] as number) parts.push(keys[i] as string);
  return parts.reverse().join(".");
}

/** The caller went away before its body arrived: nothing to answer, nothing to report. */
export class ClientAborted extends Error {
  constructor() {
    super("client aborted the request");
    this.name = "ClientAborted";
  }
}

/**
 * Reads the body, refusing (413) as soon as it passes `limit` bytes: the declared
 * Content-Length is checked first, then the running count, so an oversized upload is never
 * buffered. After a refusal the request stream is paused and left unread.
 */
export function readBody(req: IncomingMessage, limit: number, t: Translate): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new ApiError(413, t("bodyTooLarge", { limit })));
  // Inline listeners and a `settled` flag rather than named handlers removed on settle: this
  // runs for every POST, and each named closure cost a defineProperty under tsx (a few % of a
  // request). Once settled, later events are ignored; a refused body is paused and left unread.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        req.pause();
        reject(new ApiError(413, t("bodyTooLarge", { limit })));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    });
    req.on("error", () => {
      if (settled) return;
      settled = true;
      reject(new ClientAborted());
    });
    req.on("close", () => {
      if (settled || req.complete) return;
      settled = true;
      reject(new ClientAborted());
    });
  });
}

/**
 * §7: POST input is a JSON body; an empty body means `{}`. Form bodies are accepted too (an
 * HTML form or a curl -d); anything else is 415.
 */
export function bodyObject(req: IncomingMessage, body: Buffer, t: Translate): unknown {
  if (body.length === 0) return {};
  // Issue 12 item 6: bytes that are not UTF-8 would be read as U+FFFD without a word.
  if (!isUtf8(body)) throw new ApiError(422, `(body): ${t("validationNotText")}`);
  const header = req.headers["content-type"] ?? "";
  // Every app and test call sends exactly "application/json": no splitting for it.
  const type = header === "application/json" ? header : (header.split(";")[0]?.trim().toLowerCase() ?? "");
  const text = body.toString("utf8");
  if (type === "application/json" || type.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch (err) {
      throw new ApiError(400, t("invalidJson", { detail: err instanceof Error ? err.message : String(err) }));
    }
    const bad = illFormedPath(parsed);
    if (bad !== null) throw new ApiError(422, `${bad}: ${t("validationNotText")}`);
    return parsed;
  }
  if (type === "application/x-www-form-urlencoded") return queryInput(text, t);
  throw new ApiError(415, t("unsupportedMediaType", { type: type || "(none)" }));
}

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly keys?: readonly string[];
}

/** "mobile: required", "extra: unknown key", "mobile: mobile must be an 11-digit mainland number". */
export function describeIssue(issue: Issue, input: unknown, t: Translate): string {
  const path = issue.path.map(String);
  if (issue.code === "unrecognized_keys" && issue.keys !== undefined && issue.keys.length > 0) {
    return `${[...path, issue.keys[0]].join(".")}: ${t("validationUnknownKey")}`;
  }
  const where = path.length > 0 ? path.join(".") : "(body)";
  // zod/mini ships no locale, so its own messages are the bare "Invalid input": replace those;
  // keep the contract's own messages ("mobile must be an 11-digit mainland number").
  if (issue.message !== "Invalid input") return `${where}: ${issue.message}`;
  if (issue.code === "invalid_type") {
    if (valueAt(input, issue.path) === undefined) return `${where}: ${t("validationRequired")}`;
    return `${where}: ${t("validationType", { expected: String(issue.expected) })}`;
  }
  return `${where}: ${t("validationInvalid")}`;
}

/**
 * Every field a 422 names, each with its first message ("bank_code" → "bank_code must be the
 * 12-digit CNAPS number"): sent as the envelope's `data.fields`, so a form can put each message
 * under its own field while `msg` keeps the first one for a toast.
 */
export function fieldErrors(issues: readonly Issue[], input: unknown, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const text = describeIssue(issue, input, t);
    const colon = text.indexOf(": ");
    const field = colon < 0 ? "(body)" : text.slice(0, colon);
    if (!Object.hasOwn(out, field)) out[field] = colon < 0 ? text : text.slice(colon + 2);
  }
  return out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}
