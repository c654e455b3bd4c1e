/** Input checks of §5: Chinese names, mobile numbers, e-mail and image uploads. */
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from "../../contract/constants.ts";

/** CJK Unified Ideographs (U+4E00-U+9FFF) and Extension A (U+3400-U+4DBF). */
const HAN = "[\\u3400-\\u4DBF\\u4E00-\\u9FFF]";
/**
 * §5: Chinese characters only. The middle dot U+00B7 of transliterated and minority names
 * ("阿依古丽·买买提") is allowed, but only between characters, never at an end or doubled.
 */
const CHINESE_NAME = new RegExp(`^${HAN}+(?:\\u00B7${HAN}+)*$`);
const NAME_MIN = 2; // a single character is not a full name
const NAME_MAX = 20; // long transliterated names fit, counted with their dots

/** §5 Chinese-name check. No trimming: the caller trims, a space inside a name is not Chinese. */
export function isChineseName(s: string): boolean {
  return s.length >= NAME_MIN && s.length <= NAME_MAX && CHINESE_NAME.test(s);
}

/** Mainland mobile: 11 digits, starting 13-19. */
export function isMobile(s: string): boolean {
  return /^1[3-9]\d{9}$/.test(s);
}

const EMAIL_MAX = 254; // RFC 5321 path limit
/** Deliberately loose (something@something.tld): the server is the judge; this catches typos. */
export function isEmail(s: string): boolean {
  return s.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(s);
}

export type ImageType = "png" | "jpeg";

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
/** Enough for either signature; only this much of a file is read. */
const SNIFF_BYTES = 16;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The image type from its first bytes (magic numbers), or null when it is neither png nor jpeg. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return "png";
  if (startsWith(bytes, JPEG_MAGIC)) return "jpeg";
  return null;
}

export type ImageCheck =
  | { ok: true; type: ImageType }
  | { ok: false; reason: "too-large" | "bad-extension" | "bad-content" | "empty" };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * §5/§9 upload check: not empty, at most 5 MB, a png/jpeg/jpg name (any case), and content that
 * really is a png or jpeg by its magic bytes. Checks run cheapest first, so the reason is the
 * first rule broken. The returned type is the sniffed one: a jpeg named ".png" is still accepted,
 * because both kinds are allowed and the bytes, not the name, are what gets uploaded.
 */
export async function checkImageFile(file: Blob & { name: string }): Promise<ImageCheck> {
  if (file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, reason: "too-large" };
  const extensions: readonly string[] = UPLOAD_EXTENSIONS;
  if (!extensions.includes(extensionOf(file.name))) return { ok: false, reason: "bad-extension" };
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  return type === null ? { ok: false, reason: "bad-content" } : { ok: true, type };
}
