/** Serving the built web app: types, SPA fallback, 404s, traversal, caching, gzip, headers. */
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { gunzipSync } from "node:zlib";
import { safeFilePath } from "../../mock-api/static.ts";
import { startApi } from "./harness.ts";

const top = mkdtempSync(join(tmpdir(), "mock-api-static-"));
const root = join(top, "web");
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>糖画</title></head><body><div id="root"></div>${"<!-- pad -->".repeat(50)}</body></html>`;
const ASSET = `export const hello = "world";\n`.repeat(40);
writeFileSync(join(top, "secret.txt"), "TOP-SECRET");
mkdirSync(join(root, "assets"), { recursive: true });
mkdirSync(join(root, "locales", "zh-CN"), { recursive: true });
writeFileSync(join(root, "index.html"), INDEX);
writeFileSync(join(root, "assets", "main-ABCD1234.js"), ASSET);
writeFileSync(join(root, "locales", "zh-CN", "common.json"), JSON.stringify({ title: "糖画机器人" }));
writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
after(() => rmSync(top, { recursive: true, force: true }));

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path sent exactly as written (fetch would normalise `..` away). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self' ws: wss:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

test("index.html and app routes: HTML with the security headers, never cached", async (t) => {
  const h = await startApi(t, { staticDir: root });
  for (const path of ["/", "/index.html", "/sugar/list?sn=SIM-0001", "/admin/x/user-list", "/user/"]) {
    const a = await raw(h.base, path);
    assert.equal(a.status, 200, path);
    assert.equal(a.body.toString(), INDEX, path);
    assert.equal(a.headers["content-type"], "text/html; charset=utf-8");
    assert.equal(a.headers["content-security-policy"], CSP);
    assert.equal(a.headers["x-content-type-options"], "nosniff");
    assert.equal(a.headers["referrer-policy"], "strict-origin-when-cross-origin");
    assert.equal(a.headers["x-frame-options"], "DENY");
    assert.equal(a.headers["cache-control"], "no-cache");
  }
});

test("the admin's pages get admin.html when the build has one (as a CDN's rewrite would send it); the rest index.html", async (t) => {
  const web = join(top, "web-admin");
  mkdirSync(web, { recursive: true });
  const ADMIN = INDEX.replace("<title>糖画</title>", "<title>糖画 admin</title>");
  writeFileSync(join(web, "index.html"), INDEX);
  writeFileSync(join(web, "admin.html"), ADMIN);
  const h = await startApi(t, { staticDir: web });
  for (const path of ["/admin", "/admin/", "/admin/dashboard", "/admin/x/user-list?page=2", "/admin?tab=1"]) {
    const a = await raw(h.base, path);
    assert.equal(a.status, 200, path);
    assert.equal(a.body.toString(), ADMIN, path);
    assert.equal(a.headers["content-security-policy"], CSP, path);
    assert.equal(a.headers["cache-control"], "no-cache", path);
  }
  for (const path of ["/", "/sugar?sn=SIM-0001", "/administrator", "/user/admin"]) assert.equal((await raw(h.base, path)).body.toString(), INDEX, path);
});

test("files by path with their type; hashed assets immutable, locales revalidated", async (t) => {
  const h = await startApi(t, { staticDir: root });
  const js = await raw(h.base, "/assets/main-ABCD1234.js");
  assert.equal(js.status, 200);
  assert.equal(js.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal(js.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal(js.headers["x-content-type-options"], "nosniff");
  assert.equal(js.headers["content-security-policy"], undefined, "CSP is for documents");
  assert.equal(js.body.toString(), ASSET);
  const locale = await raw(h.base, "/locales/zh-CN/common.json");
  assert.equal(locale.headers["content-type"], "application/json; charset=utf-8");
  assert.equal(locale.headers["cache-control"], "no-cache");
  assert.deepEqual(JSON.parse(locale.body.toString()), { title: "糖画机器人" });
  assert.equal((await raw(h.base, "/robots.txt")).headers["content-type"], "text/plain; charset=utf-8");
});

test("missing files with an extension are plain 404s, not the app", async (t) => {
  const h = await startApi(t, { staticDir: root });
  for (const path of ["/assets/main-ZZZZ9999.js", "/locales/fr/common.json", "/favicon.ico", "/sugar/list.json"]) {
    const a = await raw(h.base, path);
    assert.equal(a.status, 404, path);
    assert.equal(a.headers["content-type"], "text/plain; charset=utf-8");
  }
  assert.equal((await raw(h.base, "/api/nope")).headers["content-type"], "application/json; charset=utf-8");
  assert.equal((await raw(h.base, "/mock/nope")).status, 404);
  assert.equal((await raw(h.base, "/__mock/nope")).status, 404);
});

test("path traversal never escapes the static root", async (t) => {
  const h = await startApi(t, { staticDir: root });
  const attempts = [
    "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/assets/../../secret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt", "/index.html%00.js", "/%ff", "/./index.html",
  ];
  for (const path of attempts) {
    const a = await raw(h.base, path);
    assert.equal(a.status, 400, path);
    assert.ok(!a.body.toString().includes("TOP-SECRET"), path);
  }
});

test("safeFilePath: resolve plus a prefix check", () => {
  assert.equal(safeFilePath(root, "/assets/main-ABCD1234.js"), join(root, "assets", "main-ABCD1234.js"));
  assert.equal(safeFilePath(root, "/%E7%B3%96.txt"), join(root, "糖.txt"));
  for (const p of ["/..", "/a/../../b", "/%2e%2e", "/a%2Fb", "/a%5Cb", "/a\0b", "/%", "relative", "/a/./b"]) {
    assert.equal(safeFilePath(root, p), null, p);
  }
});

test("gzip when the client accepts it, cached per file and refreshed when the file changes", async (t) => {
  const h = await startApi(t, { staticDir: top });
  const file = join(top, "web", "assets", "app-QWERTY12.css");
  writeFileSync(file, "body{color:#e27101}\n".repeat(30));
  const gz = await raw(h.base, "/web/assets/app-QWERTY12.css", { "accept-encoding": "br;q=1, gzip;q=0.8" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(gz.headers["vary"], "Accept-Encoding");
  assert.equal(Number(gz.headers["content-length"]), gz.body.length);
  assert.equal(gunzipSync(gz.body).toString(), "body{color:#e27101}\n".repeat(30));
  const plain = await raw(h.base, "/web/assets/app-QWERTY12.css", { "accept-encoding": "gzip;q=0, identity" });
  assert.equal(plain.headers["content-encoding"], undefined);
  writeFileSync(file, "body{color:black}\n");
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const again = await raw(h.base, "/web/assets/app-QWERTY12.css", { "accept-encoding": "gzip" });
  assert.equal(gunzipSync(again.body).toString(), "body{color:black}\n");
});

test("HEAD answers the headers only; ETag revalidation gives 304; other methods 405", async (t) => {
  const h = await startApi(t, { staticDir: root });
  const head = await raw(h.base, "/assets/main-ABCD1234.js", {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(Number(head.headers["content-length"]), Buffer.byteLength(ASSET));
  assert.equal(head.body.length, 0);
  const etag = head.headers["etag"];
  assert.ok(etag);
  assert.equal((await raw(h.base, "/assets/main-ABCD1234.js", { "if-none-match": etag })).status, 304);
  const post = await raw(h.base, "/index.html", {}, "POST");
  assert.equal(post.status, 405);
  assert.equal(post.headers["allow"], "GET, HEAD");
});

test("without a built app: 503 telling to run npm run build; the API still works", async (t) => {
  const h = await startApi(t, { staticDir: join(top, "not-built") });
  const a = await raw(h.base, "/sugar/list");
  assert.equal(a.status, 503);
  assert.match(a.body.toString(), /npm run build/);
  assert.equal((await h.call("GET", "/api/default/config")).status, 200);
});
