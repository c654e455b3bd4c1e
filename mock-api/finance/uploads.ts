/**
 * Image uploads (/api/tixian/upload-image, §5/§9: at most 5 MB, png/jpeg/jpg). The body is
 * multipart/form-data read here as it streams (the route is `rawBody`): over 5 MB -> 413 the
 * moment the file passes the limit, not png/jpeg by its magic bytes -> 415 whatever its name or
 * Content-Type claim. The bytes go to the blob store (a file beside the state, store/blobs.ts),
 * the record (store.finance.uploads) names it, and it counts against the user's storage quota
 * (mock-api/storage.ts). Served back at `/mock/uploads/<id>.<ext>` with its real type and nosniff
 * (finance/assets.ts).
 */
import { UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import { UPLOAD_IMAGE_FIELD, type UploadedImage } from "../../web/contract/http/tixian.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { requireRoom } from "../storage.ts";
import { unixSeconds } from "../money.ts";
import { signedIn, type RouteContext } from "../route.ts";
import { blobName } from "../store/blobs.ts";
import type { UploadRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { F } from "./messages.ts";
import { boundaryOf, MultipartError, readMultipartFile } from "./multipart.ts";

/** Room for the multipart framing around the file: boundaries, part headers, small fields. */
const FRAMING_MAX_BYTES = 64 * 1024;
/** Uploads one user may keep (the mock's state must not grow without bound). */
export const UPLOADS_PER_USER_MAX = 500;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their signature alone (PNG spec §5.2; JPEG SOI + the next marker). */
export function imageTypeOf(head: Buffer): "png" | "jpeg" | null {
  if (head.length >= PNG_MAGIC.length && head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return "png";
  if (head.length >= JPEG_MAGIC.length && head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return "jpeg";
  return null;
}

export const EXTENSION = { png: "png", jpeg: "jpg" } as const;
export const CONTENT_TYPE = { png: "image/png", jpeg: "image/jpeg" } as const;

/** Reads, checks and stores the upload of `ctx.req` for `userId`. */
export async function receiveImage(ctx: RouteContext, userId: number, nowS: number): Promise<UploadedImage> {
  const { req, lang } = ctx;
  const field = UPLOAD_IMAGE_FIELD;
  const boundary = boundaryOf(req.headers["content-type"]);
  if (boundary === null) throw new ApiError(415, say(lang, F.notMultipart, { field }));
  const tooLarge = () => new ApiError(413, say(lang, F.uploadTooLarge));
  const declared = Number(req.headers["content-length"] ?? "0");
  // A declared size that cannot fit: refused before a byte is read.
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + FRAMING_MAX_BYTES) throw tooLarge();

  let bytes: Buffer;
  try {
    ({ bytes } = await readMultipartFile(req, boundary, {
      field,
      fileMax: UPLOAD_MAX_BYTES,
      otherMax: 16 * 1024,
      headerMax: 8 * 1024,
      partsMax: 10,
      sniffBytes: PNG_MAGIC.length,
      accept: (head) => imageTypeOf(head) !== null,
    }));
  } catch (err) {
    if (!(err instanceof MultipartError)) throw err; // ClientAborted: the router drops the request
    if (err.kind === "tooLarge") throw tooLarge();
    if (err.kind === "badType") throw new ApiError(415, say(lang, F.uploadNotImage));
    if (err.kind === "missing") throw new ApiError(422, say(lang, F.uploadMissing, { field }));
    throw new ApiError(400, say(lang, F.multipartBroken, { detail: err.message }));
  }
  const type = imageTypeOf(bytes);
  if (type === null) throw new ApiError(415, say(lang, F.uploadNotImage)); // an empty or 1-2 byte file
  // Server-chosen: the client's filename is never used.
  const file: NotedUpload = { id: ctx.random.bytes(12).toString("hex"), type, size: bytes.length, blob: blobName(bytes) };
  ctx.note(file); // what a replay needs instead of the body (replay.ts): the log cannot keep 5 MB bodies
  return keepUpload(ctx, userId, nowS, file, bytes);
}

/** An upload as the write-ahead log notes it: its record's fields, its bytes a kept file. */
export interface NotedUpload {
  readonly id: string;
  readonly type: "png" | "jpeg";
  readonly size: number;
  readonly blob: string;
}

/**
 * Keeps an upload read and checked by receiveImage (`bytes`), or again in a replay (its file is
 * kept already): the per-user limits first, then the record.
 */
export function keepUpload(ctx: RouteContext, userId: number, nowS: number, file: NotedUpload, bytes?: Buffer): UploadedImage {
  const { store, lang } = ctx;
  const mine = Object.values(store.finance.uploads).filter((u) => u.userId === userId).length;
  if (mine >= UPLOADS_PER_USER_MAX) throw new ApiError(200, say(lang, F.uploadLimit, { max: UPLOADS_PER_USER_MAX }));
  requireRoom(ctx, userId, file.size);
  if (bytes !== undefined) ctx.blobs.put(bytes);
  else if (!ctx.blobs.has(file.blob)) throw new Error(`the uploaded file ${file.blob} is missing`);
  const rec: UploadRecord = { id: file.id, userId, type: file.type, size: file.size, blob: file.blob, create_time: nowS };
  store.finance.uploads[file.id] = rec;
  return { url: uploadUrl(rec), size: rec.size, type: rec.type };
}

/** The route options of an upload endpoint: a raw body, replayed from what receiveImage noted. */
export const UPLOAD_ROUTE = {
  rawBody: true,
  replay: (ctx: RouteContext, noted: unknown) => keepUpload(ctx, signedIn(ctx).id, unixSeconds(ctx.clock.now()), noted as NotedUpload),
} as const;

export function uploadUrl(u: Pick<UploadRecord, "id" | "type">): string {
  return `/mock/uploads/${u.id}.${EXTENSION[u.type]}`;
}

/** The upload behind one of the mock's upload URLs (/mock/uploads/<24 hex>.png|jpg), if any. */
export function uploadOfUrl(store: Store, url: string): UploadRecord | undefined {
  const m = /^\/mock\/uploads\/([0-9a-f]{24})\.(png|jpg)$/.exec(url);
  const upload = m?.[1] === undefined ? undefined : own(store.finance.uploads, m[1]);
  return upload !== undefined && EXTENSION[upload.type] === m?.[2] ? upload : undefined;
}

/**
 * Issue 15: an image a call may save is one this mock checked by its content, an upload of the
 * caller (tixian/upload-image, tanghua/upload-image), or the value the record already holds
 * (saving a form again without touching its picture, or a seeded picture).
 */
export function acceptableImage(store: Store, userId: number, url: string, kept: readonly string[] = []): boolean {
  if (kept.includes(url)) return true;
  return uploadOfUrl(store, url)?.userId === userId;
}
