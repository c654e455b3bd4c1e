/**
 * Serves the built web app (dist/web) next to the API, as production's web server would:
 * right Content-Type, no way out of the root, SPA fallback to index.html for app routes (§2),
 * long caching only for content-hashed assets, gzip for text, security headers on HTML.
 */
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { extname, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { BASE_HEADERS, sendText } from "./respond.ts";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".txt"]);

/**
 * Answers on every HTML document: the app loads only its own scripts, and the build's inline ones
 * by hash (htmlSecurityHeaders).
 */
export const HTML_SECURITY_HEADERS = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:", // §7: MQTT over websocket
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
} as const;

/**
 * The HTML's security headers for a build: HTML_SECURITY_HEADERS, with the script-src sources of
 * index.html's inline scripts (their hashes) added. build.mjs writes those to csp-hashes.json
 * beside index.html, as production's CDN configuration must carry them (issue 18: the inline boot
 * script); a build without the file gets the policy as it is.
 */
export function htmlSecurityHeaders(extraScriptSrc: readonly string[]): Record<string, string> {
  const sources = extraScriptSrc.filter((s) => /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(s));
  if (sources.length === 0) return HTML_SECURITY_HEADERS;
  return {
    ...HTML_SECURITY_HEADERS,
    "Content-Security-Policy": HTML_SECURITY_HEADERS["Content-Security-Policy"].replace("script-src 'self'", `script-src 'self' ${sources.join(" ")}`),
  };
}

async function readScriptHashes(file: string): Promise<string[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    const list = parsed && typeof parsed === "object" && "script-src" in parsed ? parsed["script-src"] : undefined;
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return []; // no file (an older build), or not JSON: the policy as it is
  }
}

/** esbuild's content-hashed output names: `/assets/main-ABCD1234.js`. */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_]{8,}\.[A-Za-z0-9]+$/;
/** The admin's pages (/admin, /admin/…, with a query or not): answered with admin.html. */
const ADMIN_ROUTES = /^\/admin(?:[/?#]|$)/;

/** Paths that belong to the API side: never answered with index.html. */
const NOT_APP_ROUTES = /^\/(?:api|__mock|mock)(?:\/|$)/;

export interface StaticOptions {
  readonly root: string;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, rawPath: string) => Promise<void>;

/**
 * The absolute file path for a raw request path, or null when the path is not acceptable:
 * encoded slashes or backslashes, NUL, `.`/`..` segments, bad escapes, or anything that would
 * resolve outside `root`.
 */
export function safeFilePath(root: string, rawPath: string): string | null {
  if (!rawPath.startsWith("/") || /%(?:2f|5c|00)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((seg) => seg === ".." || seg === ".")) return null;
  const base = resolve(root);
  const file = resolve(base, `.${decoded}`);
  return file === base || file.startsWith(base + sep) ? file : null;
}

interface Gzipped {
  readonly mtimeMs: number;
  readonly size: number;
  readonly bytes: Buffer;
}

export function acceptsGzip(req: IncomingMessage): boolean {
  const header = String(req.headers["accept-encoding"] ?? "");
  return header.split(",").some((part) => {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return name.trim().toLowerCase() === "gzip" && (q === undefined || Number(q.slice(2)) > 0);
  });
}

async function fileInfo(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

export function createStaticHandler(options: StaticOptions): StaticHandler {
  const root = resolve(options.root);
  const gzCache = new Map<string, Gzipped>(); // per file; stale entries replaced when mtime/size change
  const hashesFile = resolve(root, "csp-hashes.json");
  let htmlHeaders: { mtimeMs: number; headers: Record<string, string> } | undefined;

  /** Re-read when a new build has written the file (or removed it). */
  async function currentHtmlHeaders(): Promise<Record<string, string>> {
    const mtimeMs = (await fileInfo(hashesFile))?.mtimeMs ?? -1;
    if (htmlHeaders?.mtimeMs !== mtimeMs) htmlHeaders = { mtimeMs, headers: htmlSecurityHeaders(mtimeMs < 0 ? [] : await readScriptHashes(hashesFile)) };
    return htmlHeaders.headers;
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, urlPath: string, info: { size: number; mtimeMs: number }) {
    const ext = extname(file).toLowerCase();
    const isHtml = ext === ".html";
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: OutgoingHttpHeaders = {
      ...BASE_HEADERS,
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      // Hashed names never change content: cache for a year. Everything else (index.html,
      // /locales/*, icons) revalidates so a new build shows at once.
      "Cache-Control": HASHED_ASSET.test(urlPath) ? "public, max-age=31536000, immutable" : "no-cache",
      ETag: etag,
      ...(isHtml ? await currentHtmlHeaders() : {}),
    };
    if (COMPRESSIBLE.has(ext)) headers["Vary"] = "Accept-Encoding";
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body: Buffer;
    if (COMPRESSIBLE.has(ext) && acceptsGzip(req)) {
      let cached = gzCache.get(file);
      if (cached === undefined || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
        cached = { mtimeMs: info.mtimeMs, size: info.size, bytes: gzipSync(await readFile(file)) };
        gzCache.set(file, cached);
      }
      body = cached.bytes;
      headers["Content-Encoding"] = "gzip";
    } else {
      body = await readFile(file);
    }
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return async (req, res, rawPath) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed\n", { Allow: "GET, HEAD" });
    }
    if ((await stat(root).catch(() => null))?.isDirectory() !== true) {
      return sendText(res, 503, `The web app is not built (${root} is missing): run \`npm run build\` first.\n`);
    }
    const file = safeFilePath(root, rawPath);
    if (file === null) return sendText(res, 400, "Bad Request\n");
    const target = file === root || rawPath.endsWith("/") ? resolve(file, "index.html") : file;
    const info = await fileInfo(target);
    if (info !== null) return sendFile(req, res, target, rawPath, info);
    // A missing file with an extension is a real 404 (a stale chunk must fail loudly, §8
    // "failed dynamic chunk load reloads the page"), as is anything on the API side.
    if (extname(rawPath) !== "" || NOT_APP_ROUTES.test(rawPath)) return sendText(res, 404, "Not Found\n");
    // §2: client-side routes. The admin's have an HTML of their own that preloads the admin's code
    // (scripts/html-pages.mjs adminHtml), as a CDN's rewrite rules would send it; an older build has only index.html.
    if (ADMIN_ROUTES.test(rawPath)) {
      const admin = resolve(root, "admin.html");
      const adminInfo = await fileInfo(admin);
      if (adminInfo !== null) return sendFile(req, res, admin, "/admin.html", adminInfo);
    }
    const index = resolve(root, "index.html");
    const indexInfo = await fileInfo(index);
    if (indexInfo === null) {
      return sendText(res, 503, `The web app is not built (${index} is missing): run \`npm run build\` first.\n`);
    }
    return sendFile(req, res, index, "/index.html", indexInfo);
  };
}
