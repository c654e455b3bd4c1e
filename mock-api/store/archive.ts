/**
 * The state as one file to hand around (issue 12 item 2): `GET /__mock/state`, `PUT /__mock/state`
 * and the sim's snapshot all use these functions.
 *
 * The archive is a plain ustar tar (store/tar.ts; `tar -tvf` lists it):
 *
 *   state.json         the state, pretty JSON, as the `--data` file holds it
 *   blobs/<sha256>     each file the state's records name (store/files.ts), its bytes as kept
 *
 * state.json comes first; files follow in name order; nothing else is in it. A reader also takes
 * a bare state JSON (no files: they must be in the blob store already, or inline in the format
 * of a state from before issue 12, which moves them out).
 */
import { blobName, BLOB_NAME, type BlobStore } from "./blobs.ts";
import { provideSeedFiles } from "../seed/index.ts";
import { checkStore } from "./check.ts";
import { blobRefs, firstMissingBlob, moveInlineFiles } from "./files.ts";
import { readTar, tarHeader, tarMemberBytes, tarPadding, TarError, TAR_END } from "./tar.ts";
import type { Store } from "./types.ts";

export const STATE_MEMBER = "state.json";
const BLOB_MEMBER = /^blobs\/([0-9a-f]{64})$/;
/** A ustar header says "ustar" at bytes 257-261. */
const TAR_MAGIC_END = 262;

/** The state file's JSON and a kept file: the largest each may be in an archive or a JSON import. */
export const STATE_JSON_MAX_BYTES = 64 * 1024 * 1024; // 64 MiB: a state from before issue 12 with its files inline
export const ARCHIVE_BLOB_MAX_BYTES = 64 * 1024 * 1024;

/** The bytes of a state file: pretty JSON, so a state attached to a ticket can be read and diffed. */
export function serializeStore(store: Store): string {
  return `${JSON.stringify(store, null, 2)}\n`;
}

export interface StateExport {
  /** Exact size of the archive in bytes (for Content-Length). */
  readonly bytes: number;
  /** How many kept files it carries. */
  readonly files: number;
  /** The archive, chunk by chunk: state.json first, then each file, read from the blob store as it goes. */
  readonly chunks: AsyncIterable<Buffer>;
}

/**
 * The state and its files as one tar archive. The JSON is taken when called (a consistent
 * snapshot); the files are read as the archive is consumed (they never change under a name).
 */
export function exportState(store: Store, blobs: BlobStore, nowMs = Date.now()): StateExport {
  const json = Buffer.from(serializeStore(store), "utf8");
  const names = [...blobRefs(store)].sort();
  const sizes = names.map((n) => blobs.size(n));
  const missing = names.find((_, i) => sizes[i] === null);
  if (missing !== undefined) throw new Error(`the state names a file that is not kept: ${missing}`);
  const mtime = Math.floor(nowMs / 1000);
  let bytes = tarMemberBytes(json.length) + TAR_END.length;
  for (const size of sizes) bytes += tarMemberBytes(size as number);
  async function* chunks(): AsyncGenerator<Buffer> {
    yield tarHeader(STATE_MEMBER, json.length, mtime);
    yield json;
    yield tarPadding(json.length);
    for (const name of names) {
      const body = await blobs.read(name);
      if (body === null) throw new Error(`the file ${name} went missing while exporting`);
      yield tarHeader(`blobs/${name}`, body.length, mtime);
      yield body;
      yield tarPadding(body.length);
    }
    yield TAR_END;
  }
  return { bytes, files: names.length, chunks: chunks() };
}

/** An archive or JSON that is not a usable state: the message is one line naming the problem. */
export class StateImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StateImportError";
  }
}

type Chunk = Buffer | Uint8Array | string;

/** What readState reads: one Buffer, chunks in an array, or a stream (an HTTP request, a file's read stream). */
export type StateSource = Buffer | Iterable<Chunk> | AsyncIterable<Chunk>;

async function* chunksOf(source: StateSource): AsyncGenerator<Chunk> {
  if (Buffer.isBuffer(source)) return yield source;
  if (Symbol.asyncIterator in source) return yield* source as AsyncIterable<Chunk>;
  yield* source as Iterable<Chunk>;
}

async function* prefixed(first: Buffer, rest: AsyncIterator<Buffer | Uint8Array | string>): AsyncGenerator<Buffer> {
  yield first;
  for (let r = await rest.next(); r.done !== true; r = await rest.next()) yield typeof r.value === "string" ? Buffer.from(r.value, "utf8") : Buffer.from(r.value);
}

function parseJson(bytes: Buffer, what: string): unknown {
  let text = bytes.toString("utf8");
  if (text.startsWith("\uFEFF")) text = text.slice(1); // a BOM from a Windows editor is not JSON
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new StateImportError(`${what} is not valid JSON (${text.trim() === "" ? "it is empty" : err instanceof Error ? err.message : String(err)})`);
  }
}

/**
 * Checks a state value against `blobs` as a loaded or imported state must be: files held inline
 * (a state from before issue 12) are moved into `blobs`, then the shapes and invariants
 * (check.ts), then every file a record names must be kept (those its seed makes are made
 * again, seed/index.ts provideSeedFiles). Answers the store, or throws
 * StateImportError with one line.
 */
export function checkedState(value: unknown, blobs: BlobStore): Store {
  moveInlineFiles(value, blobs);
  const checked = checkStore(value);
  if (!checked.ok) throw new StateImportError(checked.error);
  provideSeedFiles(checked.store, blobs); // files its seed makes are made again where missing
  const missing = firstMissingBlob(checked.store, blobs);
  if (missing !== null) throw new StateImportError(missing);
  return checked.store;
}

/**
 * Reads a state from `source`: a tar archive (exportState's) or a bare state JSON, told apart by
 * the ustar magic at byte 257 of a tar. The archive's files go into `blobs` as they arrive (each
 * checked against its name; files a state does not take stay unnamed and a snapshot's sweep
 * removes them). Answers the checked state, not yet in use; throws StateImportError on anything
 * unusable. `limits.jsonBytes` caps the JSON (state.json or the whole bare JSON).
 */
export async function readState(source: StateSource, blobs: BlobStore, limits: { jsonBytes?: number } = {}): Promise<Store> {
  const jsonMax = limits.jsonBytes ?? STATE_JSON_MAX_BYTES;
  const it = chunksOf(source)[Symbol.asyncIterator]();
  const firstChunks: Buffer[] = [];
  let got = 0;
  while (got < TAR_MAGIC_END) {
    const r = await it.next();
    if (r.done === true) break;
    const b = typeof r.value === "string" ? Buffer.from(r.value, "utf8") : Buffer.from(r.value);
    firstChunks.push(b);
    got += b.length;
  }
  if (got === 0) throw new StateImportError("the body is empty: send exportState's tar archive or a state JSON");
  const head = Buffer.concat(firstChunks);
  const stream = prefixed(head, it);
  const isJson = head.subarray(257, TAR_MAGIC_END).toString("latin1") !== "ustar";
  if (isJson) {
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > jsonMax) throw new StateImportError(`the state JSON is larger than ${jsonMax} bytes`);
      parts.push(chunk);
    }
    return checkedState(parseJson(Buffer.concat(parts), "the state"), blobs);
  }
  let value: unknown;
  let sawState = false;
  try {
    await readTar(
      stream,
      (m) => {
        if (m.name === STATE_MEMBER) {
          if (sawState) throw new StateImportError(`${STATE_MEMBER} appears twice`);
          sawState = true;
          return jsonMax;
        }
        if (BLOB_MEMBER.test(m.name)) return ARCHIVE_BLOB_MAX_BYTES;
        throw new StateImportError(`not a mock-api state archive: unexpected member ${JSON.stringify(m.name)} (only ${STATE_MEMBER} and blobs/<sha256>)`);
      },
      async (m, bytes) => {
        if (m.name === STATE_MEMBER) {
          value = parseJson(bytes, STATE_MEMBER);
          return;
        }
        const name = BLOB_MEMBER.exec(m.name)?.[1] as string;
        if (blobName(bytes) !== name) throw new StateImportError(`${m.name}: its bytes do not match its name (a damaged archive)`);
        blobs.put(bytes);
        await blobs.settled(); // on disk before the next one is read: memory holds one file at a time
      },
    );
  } catch (err) {
    if (err instanceof TarError) throw new StateImportError(`not a usable archive: ${err.message}`);
    throw err;
  }
  if (!sawState) throw new StateImportError(`not a mock-api state archive: no ${STATE_MEMBER} in it`);
  return checkedState(value, blobs);
}

export { BLOB_NAME };
