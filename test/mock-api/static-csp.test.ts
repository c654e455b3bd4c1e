/**
 * The HTML's Content-Security-Policy with the build's inline scripts (issue 18: the inline boot
 * script): build.mjs writes their hashes to csp-hashes.json beside index.html, and the static
 * server adds exactly those to script-src, re-reading the file when a new build writes it; a
 * build without the file, or with anything but a hash in it, gets the policy as it is.
 */
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { HTML_SECURITY_HEADERS, htmlSecurityHeaders } from "../../mock-api/static.ts";
import { startApi } from "./harness.ts";

const top = mkdtempSync(join(tmpdir(), "mock-api-static-csp-"));
const root = join(top, "web");
mkdirSync(root, { recursive: true });
writeFileSync(join(root, "index.html"), "<!doctype html><title>糖画</title><script>1</script>");
after(() => rmSync(top, { recursive: true, force: true }));

const BASE = HTML_SECURITY_HEADERS["Content-Security-Policy"];
const HASH = "'sha256-Sb2vd3XREK3DPwTjEAtI13KLpggJkne0rruCdcjaTyM='";

function writeHashes(body: string, mtimeS: number): void {
  const file = join(root, "csp-hashes.json");
  writeFileSync(file, body);
  utimesSync(file, mtimeS, mtimeS);
}

test("the build's hashes join script-src, and nothing else changes", () => {
  const csp = htmlSecurityHeaders([HASH])["Content-Security-Policy"];
  assert.equal(csp, BASE.replace("script-src 'self'", `script-src 'self' ${HASH}`));
  assert.deepEqual(htmlSecurityHeaders([]), HTML_SECURITY_HEADERS);
  // Only hash sources: a file that says 'unsafe-inline' or a host allows nothing more.
  for (const bad of ["'unsafe-inline'", "https://evil.example", "'sha256-x' 'unsafe-eval'", "*"]) assert.deepEqual(htmlSecurityHeaders([bad]), HTML_SECURITY_HEADERS, bad);
});

test("served HTML carries the hashes of the current build's csp-hashes.json", async (t) => {
  const h = await startApi(t, { staticDir: root });
  const csp = async () => (await fetch(`${h.base}/sugar?sn=SIM-0001`)).headers.get("content-security-policy");
  assert.equal(await csp(), BASE, "no file: the policy as it is");
  writeHashes(JSON.stringify({ "script-src": [HASH] }), 1_700_000_000);
  assert.equal(await csp(), BASE.replace("script-src 'self'", `script-src 'self' ${HASH}`));
  writeHashes("not json", 1_700_000_100);
  assert.equal(await csp(), BASE, "a broken file: the policy as it is");
  writeHashes(JSON.stringify({ "script-src": ["'unsafe-inline'"] }), 1_700_000_200);
  assert.equal(await csp(), BASE);
  assert.equal((await fetch(`${h.base}/csp-hashes.json`)).headers.get("content-security-policy"), null, "not on other files");
});
