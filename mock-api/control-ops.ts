/** `/__mock/state` (export/import), `/__mock/health`, `/__mock/journal` and `/__mock/pay`. */
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as z from "zod/mini";
import { isJsonType, mediaType } from "./control-access.ts";
import { ApiError } from "./errors.ts";
import { runOp } from "./ops.ts";
import { ClientAborted } from "./request.ts";
import { BASE_HEADERS, sendEnvelope } from "./respond.ts";
import { exportState, serializeStore, STATE_JSON_MAX_BYTES } from "./store/archive.ts";
import { importState, StateImportError } from "./state-io.ts";

import { readJson, STATE_ARCHIVE_LIMIT_BYTES, type Call } from "./control-call.ts";

/**
 * `GET /__mock/state`: the state and its files as one tar archive (store/archive.ts), or with
 * `?format=json` the state alone (its files named, not included: for reading and diffing).
 */
export async function exportStateCall({ res, deps, query }: Call): Promise<void> {
  const stamp = `${new Date(deps.clock.now()).toISOString().slice(0, 19).replace(/:/g, "-")}Z`; // no ":" in file names (Windows)
  if (query.format === "json") {
    const bytes = Buffer.from(serializeStore(deps.store), "utf8");
    res.writeHead(200, {
      ...BASE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="tanghua-mock-state-${stamp}.json"`,
      "Cache-Control": "no-store",
      "Content-Length": bytes.length,
    });
    return void res.end(bytes);
  }
  if (query.format !== undefined && query.format !== "tar") throw new ApiError(422, "format: tar (the default) or json");
  const archive = exportState(deps.store, deps.blobs, deps.clock.now());
  res.writeHead(200, {
    ...BASE_HEADERS,
    "Content-Type": "application/x-tar",
    "Content-Disposition": `attachment; filename="tanghua-mock-state-${stamp}.tar"`,
    "Cache-Control": "no-store",
    "Content-Length": archive.bytes,
  });
  try {
    await pipeline(Readable.from(archive.chunks), res);
  } catch {
    res.destroy(); // the client left, or a file went missing mid-way: a short download, never a wrong one
  }
}

/**
 * `PUT /__mock/state`: a tar archive (`Content-Type: application/x-tar`, at most 4 GiB) or a
 * state JSON (`application/json`, at most 64 MiB; a state from before issue 12 with its files
 * inline is accepted). A bad one is a 422 naming the problem and changes nothing.
 */
export async function importStateCall(call: Call): Promise<void> {
  const { deps, req, res } = call;
  const type = mediaType(req.headers["content-type"]);
  const tar = type === "application/x-tar" || type === "application/tar";
  if (!tar && !isJsonType(req.headers["content-type"])) {
    throw new ApiError(415, `${call.t("unsupportedMediaType", { type: type || "(none)" })}; a state archive is application/x-tar`);
  }
  const limit = tar ? STATE_ARCHIVE_LIMIT_BYTES : STATE_JSON_MAX_BYTES;
  const declared = Number(req.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, call.t("bodyTooLarge", { limit }));
  let result;
  try {
    result = await importState(limitedBody(req, limit, call), { store: deps.store, blobs: deps.blobs, persister: deps.persister, now: deps.clock.now(), log: deps.log });
  } catch (err) {
    if (err instanceof StateImportError) throw new ApiError(422, `not a usable mock-api state: ${err.message}`);
    if (err instanceof ApiError || err instanceof ClientAborted) throw err;
    throw new ApiError(503, err instanceof Error ? err.message : String(err)); // could not be saved: said, never hidden
  }
  sendEnvelope(res, 200, 0, "ok", result);
}

/** The request body, refused (413) once it passes `limit` bytes. */
async function* limitedBody(req: IncomingMessage, limit: number, call: Call): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new ApiError(413, call.t("bodyTooLarge", { limit }));
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ClientAborted();
  }
  if (!req.complete) throw new ClientAborted();
}

/** `GET /__mock/health`: whether the state is safe on disk (store/persist.ts), and the kept files. */
export function healthCall({ res, deps }: Call): void {
  const files = deps.blobs.stats();
  const persist = deps.persister?.health() ?? null;
  sendEnvelope(res, 200, 0, "ok", {
    ok: persist === null || persist.ok,
    persist,
    files: { dir: deps.blobs.dir, count: files.count, bytes: files.bytes },
  });
}

export function listJournal({ res, deps, query }: Call): void {
  const { journal } = deps;
  let limit: number | undefined;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1) throw new ApiError(422, "limit: must be a whole number ≥ 1");
  }
  if (query.path !== undefined && (query.path.length > 200 || !query.path.startsWith("/"))) {
    throw new ApiError(422, "path: must start with / (a glob like /api/order/* is fine)");
  }
  const entries = journal.list({ ...(limit !== undefined ? { limit } : {}), ...(query.path !== undefined ? { path: query.path } : {}) });
  sendEnvelope(res, 200, 0, "ok", { entries, size: journal.size, capacity: journal.capacity });
}

export function clearJournal({ res, deps }: Call): void {
  const cleared = deps.journal.size;
  deps.journal.clear();
  sendEnvelope(res, 200, 0, "ok", { cleared });
}

const PayInput = z.strictObject({ order_sn: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `POST /__mock/pay {order_sn}`: what WeChat does when the customer scans the Native QR (pay type
 * 61) or confirms a JSAPI payment (10/60): the order becomes paid (a print order's job goes out).
 * The order may be a print order or a shop's purchase (weixin-notify.ts), as with `sim pay`.
 */
export async function completePayment(call: Call): Promise<void> {
  const parsed = PayInput.safeParse(await readJson(call, 4096, 400));
  if (!parsed.success) throw new ApiError(422, "order_sn: required, 1-64 characters");
  const { deps } = call;
  const done = runOp("pay", { order_sn: parsed.data.order_sn }, { store: deps.store, now: deps.clock.now(), sink: deps.persister, devices: deps.devices, log: deps.log });
  if (!done.ok) throw new ApiError(409, done.reason);
  deps.log(`[mock-api] WeChat payment completed for ${parsed.data.order_sn}${done.already ? " (already paid)" : ""}`);
  sendEnvelope(call.res, 200, 0, "ok", { order_sn: parsed.data.order_sn, kind: done.kind, already: done.already, status: done.status });
}
