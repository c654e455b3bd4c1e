/**
 * A user's storage quota (issue 12 item 2): the files one user makes the mock keep (uploads,
 * drawings' PNGs, order exports; store/files.ts) add up to at most settings.storageQuotaBytes
 * (default 50 MiB). One more is refused before anything is stored, as a business failure
 * (errorCode 1, HTTP 200) whose msg says how much is used; `data` carries the figures.
 */
import { ApiError } from "./errors.ts";
import type { RouteContext } from "./route.ts";
import { storageUsed } from "./store/files.ts";

/** "4.8 MB", "50 MB", "312 KB": sizes the way the app shows them (1 MB = 1024 × 1024 bytes). */
export function sizeText(bytes: number): string {
  if (bytes === 0) return "0 KB";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/** Throws the quota error when keeping `adding` more bytes for `userId` would pass the quota. */
export function requireRoom(ctx: RouteContext, userId: number, adding: number): void {
  const quota = ctx.settings.storageQuotaBytes;
  const used = storageUsed(ctx.store, userId);
  if (used + adding <= quota) return;
  throw new ApiError(200, ctx.t("storageFull", { used: sizeText(used), quota: sizeText(quota), size: sizeText(adding) }), 1, {
    quota_bytes: quota,
    used_bytes: used,
  });
}
