/**
 * The state's side of the kept files (store/blobs.ts; issue 12 item 2): which records name a
 * file, how much each user keeps, and moving the files an older state held inline (base64 or
 * CSV text inside the JSON) out into the blob store.
 *
 * Records that name a file (`blob`: the SHA-256 of its bytes):
 *   finance.uploads.*     an uploaded image (tixian/upload-image, tanghua/upload-image)   size
 *   images.*              the PNG of a saved drawing (tanghua/save-goods)                  bytes
 *   merchant.downloads.*  an order export (manage-order/download)                          bytes
 * Everything else the mock serves under /mock/ is generated from the state on request (art,
 * photo works in their frame, signed contracts).
 */
import type { Store } from "./types.ts";
import { BLOB_NAME, type BlobStore } from "./blobs.ts";

/** A user's kept files may add up to this much (createMockApi settings.storageQuotaBytes). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 50 * 1024 * 1024; // 50 MiB: ten 5 MB photos, with room

interface FileRecord {
  readonly blob: string;
  readonly owner: number;
  readonly bytes: number;
}

/** Every record that names a file, with its path in the state ("finance.uploads.<id>"). */
export function* fileRecords(store: Store): Generator<[string, FileRecord]> {
  for (const [k, u] of Object.entries(store.finance.uploads)) yield [`finance.uploads.${k}`, { blob: u.blob, owner: u.userId, bytes: u.size }];
  for (const [k, i] of Object.entries(store.images)) yield [`images.${k}`, { blob: i.blob, owner: i.ownerId, bytes: i.bytes }];
  for (const [k, d] of Object.entries(store.merchant.downloads)) yield [`merchant.downloads.${k}`, { blob: d.blob, owner: d.userId, bytes: d.bytes }];
}

/** The names of every file the state refers to. */
export function blobRefs(store: Store): Set<string> {
  const names = new Set<string>();
  for (const [, r] of fileRecords(store)) names.add(r.blob);
  return names;
}

/** Bytes `userId`'s uploads, drawings and exports take (each counted, even when bytes repeat). */
export function storageUsed(store: Store, userId: number): number {
  let used = 0;
  for (const [, r] of fileRecords(store)) if (r.owner === userId) used += r.bytes;
  return used;
}

/** The first record whose file is not in `blobs`, as "path.blob: …", or null. */
export function firstMissingBlob(store: Store, blobs: BlobStore): string | null {
  for (const [path, r] of fileRecords(store)) {
    if (typeof r.blob !== "string" || !BLOB_NAME.test(r.blob)) return `${path}.blob: must be the SHA-256 (64 hex characters) of a kept file`;
    if (!blobs.has(r.blob)) return `${path}.blob: no file ${r.blob} among the state's files${blobs.dir === null ? "" : ` (${blobs.dir})`}`;
  }
  return null;
}

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function recordsOf(root: Loose, ...path: string[]): Loose[] {
  let at: unknown = root;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return isObject(at) ? Object.values(at).filter(isObject) : [];
}

/**
 * A state from before issue 12 kept its files inside the JSON: uploads and drawings as base64
 * (`base64`), exports as text (`csv`). Moves each into `blobs` and leaves its name (`blob`) in
 * the record, before the state is checked; answers how many moved. A value that is not such a
 * state is left to the check to name.
 */
export function moveInlineFiles(value: unknown, blobs: BlobStore): number {
  if (!isObject(value)) return 0;
  let moved = 0;
  const move = (rec: Loose, field: "base64" | "csv", sizeField: "size" | "bytes") => {
    const inline = rec[field];
    if (typeof inline !== "string" || "blob" in rec) return;
    const bytes = field === "base64" ? Buffer.from(inline, "base64") : Buffer.from(inline, "utf8");
    rec.blob = blobs.put(bytes);
    rec[sizeField] = bytes.length;
    delete rec[field];
    moved += 1;
  };
  for (const u of recordsOf(value, "finance", "uploads")) move(u, "base64", "size");
  for (const i of recordsOf(value, "images")) move(i, "base64", "bytes");
  for (const d of recordsOf(value, "merchant", "downloads")) move(d, "csv", "bytes");
  return moved;
}
