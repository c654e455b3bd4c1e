/**
 * Pictures the seeded data points at: `/mock/avatars/<n>.svg` (a user's avatar),
 * `/mock/logo.svg` (the company logo, §1), and the pattern images of art/sugar-art.ts:
 * `/mock/art/<motif>-<seed>.svg`, `/mock/art/photo-<seed>.svg`, `/mock/art/text/<words>.svg`.
 * Generated, so the repository ships no binaries.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { SUGAR_COLOR } from "../web/contract/constants.ts";
import { BASE_HEADERS, sendText } from "./respond.ts";
import { acceptsGzip } from "./static.ts";
import { isMotif, photoSvg, sugarArtSvg, sugarTextSvg } from "./art/sugar-art.ts";

/** Warm, sugar-like backgrounds; picked by avatar number. */
const AVATAR_COLOURS = ["#e27101", "#f2a541", "#c8553d", "#588b8b", "#8d6a9f", "#4f772d", "#d1495b", "#00798c"];
const FACES = ["糖", "画", "甜", "龙", "兔", "虎", "鱼", "花"];

export function avatarSvg(n: number): string {
  const bg = AVATAR_COLOURS[n % AVATAR_COLOURS.length] ?? SUGAR_COLOR;
  const glyph = FACES[Math.floor(n / AVATAR_COLOURS.length) % FACES.length] ?? "糖";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="avatar ${n}">`,
    `<rect width="128" height="128" rx="64" fill="${bg}"/>`,
    `<circle cx="64" cy="64" r="50" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`,
    `<text x="64" y="82" font-size="52" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text>`,
    `</svg>`,
  ].join("");
}

export const LOGO_SVG = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="糖画科技">`,
  `<rect width="96" height="96" rx="20" fill="${SUGAR_COLOR}"/>`,
  // A sugar-painting swirl on a bamboo stick.
  `<path d="M48 20c14 0 22 9 22 20s-9 18-20 18-16-7-16-14 5-11 11-11 9 4 9 8" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  `<path d="M48 58v22" stroke="#f6d7a7" stroke-width="5" stroke-linecap="round"/>`,
  `</svg>`,
].join("");

const SVG_HEADERS = {
  ...BASE_HEADERS,
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=86400",
  // An SVG opened directly is a document: let it run nothing.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/** The generated picture at `path`, or null. */
export function pictureAt(path: string): string | null {
  if (path === "/mock/logo.svg") return LOGO_SVG;
  const avatar = /^\/mock\/avatars\/([1-9]\d{0,5})\.svg$/.exec(path);
  if (avatar?.[1] !== undefined) return avatarSvg(Number(avatar[1]));
  const art = /^\/mock\/art\/([a-z]+)-(\d{1,6})\.svg$/.exec(path);
  if (art?.[1] !== undefined && art[2] !== undefined) {
    if (art[1] === "photo") return photoSvg(Number(art[2]));
    if (isMotif(art[1])) return sugarArtSvg(art[1], Number(art[2]));
  }
  const text = /^\/mock\/art\/text\/([^/]{1,200})\.svg$/.exec(path);
  if (text?.[1] !== undefined) {
    try {
      return sugarTextSvg(decodeURIComponent(text[1]));
    } catch {
      return null; // malformed percent-encoding
    }
  }
  return null;
}

/** A stored file served under `/mock/` (an upload, a signed contract): its bytes and exact type. */
export interface MockAsset {
  readonly contentType: string;
  readonly body: Buffer;
  /** Content-Security-Policy of the answer; default "default-src 'none'" (an SVG that embeds a data: photo needs img-src data:). */
  readonly csp?: string;
}

/** Finds a stored file by its `/mock/...` path (server.ts wires the store's); null = not one. */
export type MockAssetLookup = (path: string) => MockAsset | null | Promise<MockAsset | null>;

/** Answers `/mock/...`; anything else under it is 404. */
export async function serveMockAsset(req: IncomingMessage, res: ServerResponse, path: string, lookup?: MockAssetLookup): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") return sendText(res, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
  const stored = (await lookup?.(path)) ?? null;
  if (stored !== null) {
    res.writeHead(200, {
      ...BASE_HEADERS, // nosniff: the type below is the one the bytes were checked to be
      "Content-Type": stored.contentType,
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": stored.csp ?? "default-src 'none'",
      "Content-Length": stored.body.length,
    });
    res.end(req.method === "HEAD" ? undefined : stored.body);
    return;
  }
  const svg = pictureAt(path);
  if (svg === null) return sendText(res, 404, "Not Found\n");
  // Gzipped as a CDN serves SVG (text): a 38 KB pattern is ~9 KB on the wire (issue 18: the first
  // pictures on a mall's 4G). Generated pictures never change, so each is compressed once.
  const gzip = acceptsGzip(req);
  const body = gzip ? gzipped(path, svg) : Buffer.from(svg, "utf8");
  res.writeHead(200, { ...SVG_HEADERS, Vary: "Accept-Encoding", ...(gzip ? { "Content-Encoding": "gzip" } : {}), "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Generated pictures gzipped, by path: a seeded shop shows a few hundred; the oldest go past GZIP_KEPT. */
const gzippedPictures = new Map<string, Buffer>();
const GZIP_KEPT = 1000;

function gzipped(path: string, svg: string): Buffer {
  let bytes = gzippedPictures.get(path);
  if (bytes === undefined) {
    bytes = gzipSync(svg);
    if (gzippedPictures.size >= GZIP_KEPT) gzippedPictures.delete(gzippedPictures.keys().next().value as string);
    gzippedPictures.set(path, bytes);
  }
  return bytes;
}
