/** What the production build (build.mjs) leaves out of the bundle on purpose. */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Metafile } from "esbuild";

const dist = process.env.TANGHUA_DIST ?? fileURLToPath(new URL("../../dist", import.meta.url));

test("wouter gets React's own useSyncExternalStore, not the React < 18 shim", (t) => {
  if (!existsSync(join(dist, "meta.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const metafile = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as Metafile;
  const inputs = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.ok(inputs.some((i) => i.startsWith("node_modules/wouter/")), "wouter is bundled");
  assert.deepEqual(inputs.filter((i) => i.startsWith("node_modules/use-sync-external-store/")), []);
  assert.ok(inputs.includes("web/src/lib/react-sync-external-store.ts"));
});

test("index.html's inline boot script: allowed by csp-hashes.json, before the stylesheet, a few hundred bytes", async (t) => {
  const web = join(dist, "web");
  if (!existsSync(join(web, "csp-hashes.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const { createHash } = await import("node:crypto");
  const { gzipSync } = await import("node:zlib");
  const html = readFileSync(join(web, "index.html"), "utf8");
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
  assert.equal(inline.length, 1, "one inline script");
  const code = inline[0] as string;
  const hashes = JSON.parse(readFileSync(join(web, "csp-hashes.json"), "utf8")) as { "script-src": string[] };
  assert.deepEqual(hashes["script-src"], [`'sha256-${createHash("sha256").update(code).digest("base64")}'`]);
  // A classic script after a stylesheet waits for it; the module script is deferred anyway.
  assert.ok(html.indexOf("<script>") < html.indexOf('rel="stylesheet"'), "before the stylesheet");
  assert.ok(html.indexOf('<script type="module"') < html.indexOf("<script>"), "after the module script, whose download starts first");
  assert.doesNotMatch(code, /\bimport\b|zod|react/i, "no module syntax, no zod or React");
  assert.ok(gzipSync(code, { level: 9 }).length < 1024, `under 1 KB gzip (${gzipSync(code, { level: 9 }).length} B): it is in every HTML answer`);
});
