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
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** The text of a §7 envelope, exactly as sendEnvelope sends it. */
export function envelopeText(errorCode: number, msg: string, data: unknown = null): string {
  return JSON.stringify({ errorCode, msg, data: data === undefined ? null : data });
}

/** Sends JSON text already made (the router keeps it to hash into the write-ahead log). */
export function sendJsonText(res: ServerResponse, status: number, text: string, headers?: OutgoingHttpHeaders): void {
  if (res.headersSent || res.destroyed) return;
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
 *
 * The batch is also the write-ahead log's group commit (issue 12 item 4, store/persist.ts): the
 * turn's changes were appended to the log while its answers were made, so before the batch is
 * written every commit gate is asked; while one has entries not yet on disk, the whole batch
 * waits for the flush that covers them (one for every entry written before it began, however
 * many requests and turns: store/flusher.ts). If it fails, the batch's
 * connections are closed without an answer: nothing is acknowledged that could be lost.
 */
let batch: { res: ServerResponse; text: string }[] = [];

/** A persister's gate: null when nothing it holds waits for disk, else when it will be there. */
export type CommitGate = () => Promise<void> | null;
const gates = new Set<CommitGate>();

/** Holds every answer batch until `gate` says its changes are on disk; answers a remover. */
export function addCommitGate(gate: CommitGate): () => void {
  gates.add(gate);
  return () => void gates.delete(gate);
}

/**
 * Resolves when every change appended so far is on disk (rejects if one cannot be), for answers
 * that do not go through the batch (redirects, pages, the sim's control API).
 */
export function committed(): Promise<void> {
  return pendingCommits() ?? Promise.resolve();
}

/** null when no gate waits for disk (the common case: no allocation, no extra tick). */
function pendingCommits(): Promise<void> | null {
  let one: Promise<void> | null = null;
  let more: Promise<void>[] | null = null;
  for (const gate of gates) {
    const w = gate();
    if (w === null) continue;
    if (one === null) one = w;
    else (more ??= [one]).push(w);
  }
  return more !== null ? Promise.all(more).then(() => {}) : one;
}

function endSoon(res: ServerResponse, text: string): void {
  if (batch.length === 0) setImmediate(endBatch);
  batch.push({ res, text });
}

function endBatch(): void {
  const ending = batch;
  batch = [];
  const waiting = gates.size === 0 ? null : pendingCommits();
  if (waiting === null) return writeBatch(ending);
  waiting.then(
    () => writeBatch(ending),
    () => {
      for (const { res } of ending) res.destroy(); // not on disk: never acknowledged
    },
  );
}

function writeBatch(ending: readonly { res: ServerResponse; text: string }[]): void {
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
  sendJsonText(res, status, envelopeText(errorCode, msg, data), headers);
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
