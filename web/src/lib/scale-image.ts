/**
 * Photos over the §5/§9 5 MB upload limit (most phone photos) are scaled in the browser before
 * upload, so the limit is met for the customer instead of pushed onto them (issue 11):
 * the long side down to SCALE_MAX_SIDE px, then JPEG at stepping-down qualities, then smaller
 * still, until the file fits. A PNG keeps its transparency only if it fits as a PNG.
 *
 * The decisions (sizes, the order of attempts, what fits) are pure functions, tested without a
 * DOM; `prepareImageUpload` runs them on a canvas.
 */
import { UPLOAD_MAX_BYTES } from "../../contract/constants.ts";
import { checkImageFile, type ImageCheck } from "./validate.ts";

/** The long side a scaled photo gets, in px: sharp on any phone screen and on a sugar print. */
export const SCALE_MAX_SIDE = 2048;

/** JPEG qualities tried in turn (0..1); each is smaller than the one before. */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6] as const;

/** When even the lowest quality is too big, the long side shrinks by these factors in turn. */
export const SHRINK_STEPS = [0.75, 0.5] as const;

export interface Size {
  width: number;
  height: number;
}

/** One way to encode the picture: a type, a JPEG quality, and the size to draw it at. */
export interface Encoding extends Size {
  type: "image/png" | "image/jpeg";
  quality?: number;
}

/** `size` with its long side at most `maxSide` px, aspect kept, never enlarged, at least 1 px. */
export function scaledSize(size: Size, maxSide: number = SCALE_MAX_SIDE): Size {
  const long = Math.max(size.width, size.height);
  const k = long > maxSide ? maxSide / long : 1;
  return { width: Math.max(1, Math.round(size.width * k)), height: Math.max(1, Math.round(size.height * k)) };
}

/**
 * The encodings to try, best first: a PNG source as a PNG at the scaled size (transparency kept
 * if that fits), then JPEG at each quality, then JPEG at smaller sizes.
 */
export function encodingPlan(source: "png" | "jpeg", size: Size): Encoding[] {
  const base = scaledSize(size);
  const plan: Encoding[] = source === "png" ? [{ type: "image/png", ...base }] : [];
  for (const quality of JPEG_QUALITIES) plan.push({ type: "image/jpeg", quality, ...base });
  for (const k of SHRINK_STEPS) {
    const smaller = scaledSize(size, Math.max(1, Math.floor(SCALE_MAX_SIDE * k)));
    plan.push({ type: "image/jpeg", quality: JPEG_QUALITIES[JPEG_QUALITIES.length - 1], ...smaller });
  }
  return plan;
}

/** Whether an encoded picture of `bytes` may be uploaded (§5/§9: at most 5 MB, never empty). */
export function fits(bytes: number, limit: number = UPLOAD_MAX_BYTES): boolean {
  return bytes > 0 && bytes <= limit;
}

/** The file name for the encoding: the same name with the extension of what it now holds. */
export function renamed(name: string, type: Encoding["type"]): string {
  const stem = name.replace(/\.[^./\\]*$/, "") || "photo";
  return `${stem}.${type === "image/png" ? "png" : "jpg"}`;
}

export type PreparedImage = { ok: true; file: File } | Extract<ImageCheck, { ok: false }>;

/**
 * The file to upload for what the customer picked: as it is when it passes §5, scaled when it is
 * an image that is only too big, else the field-level reason (empty, not png/jpeg by name or by
 * content, or too big even scaled).
 */
export async function prepareImageUpload(file: File): Promise<PreparedImage> {
  const check = await checkImageFile(file);
  if (check.ok) return { ok: true, file };
  if (check.reason !== "too-large") return check;
  // Too big: is it an image at all? The same check on its first bytes answers without the size rule.
  const head = await checkImageFile(new File([file.slice(0, 64)], file.name));
  if (!head.ok) return head;
  const scaled = await scaleToLimit(file, head.type);
  return scaled === null ? { ok: false, reason: "too-large" } : { ok: true, file: scaled };
}

/** Draws the picture at each planned encoding until one fits; null when none does or it cannot be decoded. */
async function scaleToLimit(file: File, source: "png" | "jpeg"): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement("canvas");
    for (const e of encodingPlan(source, bitmap)) {
      canvas.width = e.width;
      canvas.height = e.height;
      const g = canvas.getContext("2d");
      if (g === null) return null;
      g.clearRect(0, 0, e.width, e.height);
      // A JPEG has no transparency: paint white under a PNG's transparent parts, not black.
      if (e.type === "image/jpeg") {
        g.fillStyle = "#fff";
        g.fillRect(0, 0, e.width, e.height);
      }
      g.drawImage(bitmap, 0, 0, e.width, e.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, e.type, e.quality));
      if (blob !== null && fits(blob.size)) return new File([blob], renamed(file.name, e.type), { type: e.type });
    }
    return null;
  } finally {
    bitmap.close();
  }
}
