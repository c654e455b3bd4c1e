/**
 * Writing answers. Every JSON answer of the mock API goes through `sendEnvelope`, so the §7
 * envelope and the headers are the same everywhere.
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** Headers on every answer, JSON or static. */
export const BASE_HEADERS = { "X-Content-Type-Options": "nosniff" } as const;

/**
 * The headers of a JSON answer of `length` bytes. A literal built per answer, not a spread of a
 * shared object: `{ ...shared, "Content-Length": n }` took V8's slow path, about 1 µs per answer
 * against a few ns.
 */
function jsonHeaders(length: number): OutgoingHttpHeaders {
  return {
    "X-Content-Type-Options": BASE_HEADERS["X-Content-Type-Options"],
    "Content-Type": "application/json; charset=utf-8",
    // API answers depend on the token and the clock: never cached by the browser or a proxy.
    "Cache-Control": "no-store",
    "Content-Length": length,
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers?: OutgoingHttpHeaders): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  const length = Buffer.byteLength(text, "utf8");
  // Extra headers (Allow, Connection: close) may override the JSON ones, never the length.
  res.writeHead(status, headers === undefined ? jsonHeaders(length) : Object.assign(jsonHeaders(length), headers, { "Content-Length": length }));
  endSoon(res, text);
}

/**
 * Answers finished during one turn of the event loop are written together at its end
 * (setImmediate runs once every socket that was readable has been handled). Each write to a
 * socket wakes the client's process, which is dear when it sleeps and cheap when the previous
 * write of the batch has just woken it: under load, batching cut the kernel time per answer by
 * about 12 µs, roughly a sixth of order/make + payment's CPU (issue 3). An answer waits at most
 * for the rest of the turn it was made in. Status and headers are set at once (`headersSent`).
 */
let batch: { res: ServerResponse; text: string }[] = [];

function endSoon(res: ServerResponse, text: string): void {
  if (batch.length === 0) setImmediate(endBatch);
  batch.push({ res, text });
}

function endBatch(): void {
  const ending = batch;
  batch = [];
  // A string, not a Buffer: node:http then sends headers and body as one string in one write,
  // where a Buffer body costs a Buffer copy and a two-part writev.
  for (const { res, text } of ending) if (!res.destroyed) res.end(text, "utf8");
}

/** §7: `{ errorCode, msg, data }`; errorCode 0 is success, 1 an API failure. */
export function sendEnvelope(
  res: ServerResponse,
  status: number,
  errorCode: number,
  msg: string,
  data: unknown = null,
  headers?: OutgoingHttpHeaders,
): void {
  sendJson(res, status, { errorCode, msg, data: data === undefined ? null : data }, headers);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = Buffer.from(text, "utf8");
  res.writeHead(status, {
    ...BASE_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
    "Content-Length": bytes.length,
  });
  res.end(bytes);
}
