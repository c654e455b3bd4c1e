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

test("index.html's inline scripts: allowed by csp-hashes.json; the boot script, then the first paint's, before the stylesheet; small", async (t) => {
  const web = join(dist, "web");
  if (!existsSync(join(web, "csp-hashes.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const { createHash } = await import("node:crypto");
  const { gzipSync } = await import("node:zlib");
  const html = readFileSync(join(web, "index.html"), "utf8");
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
  assert.equal(inline.length, 2, "the boot script and the first paint's");
  const [boot = "", paint = ""] = inline;
  const hashes = JSON.parse(readFileSync(join(web, "csp-hashes.json"), "utf8")) as { "script-src": string[] };
  assert.deepEqual(
    hashes["script-src"],
    inline.map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`),
  );
  // A classic script after a stylesheet waits for it; the module script is deferred anyway.
  assert.ok(html.indexOf(`<script>${boot}`) < html.indexOf('rel="stylesheet"'), "the boot script before the stylesheet");
  assert.ok(html.indexOf('<script type="module"') < html.indexOf("<script>"), "after the module script, whose download starts first");
  assert.ok(html.indexOf(`<script>${paint}`) > html.indexOf(`<script>${boot}`), "the first paint's after the boot script, whose requests go first");
  assert.ok(html.indexOf(`<script>${paint}`) < html.indexOf('rel="stylesheet"'), "and before the stylesheet, which would hold it");
  for (const code of inline) assert.doesNotMatch(code, /\bimport\b|zod|react/i, "no module syntax, no zod or React");
  // Both are in every HTML answer (the first load's 100 KB).
  const gz = (code: string) => gzipSync(code, { level: 9 }).length;
  assert.ok(gz(boot) < 1200, `the boot script under 1.2 KB gzip (${gz(boot)} B)`);
  assert.ok(gz(paint) < 2048, `the first paint's under 2 KB gzip (${gz(paint)} B)`);
});

test("index.html loads the entry's code as one module script: the chunk itself when the entry file only imports it", async (t) => {
  const web = join(dist, "web");
  if (!existsSync(join(dist, "meta.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const html = readFileSync(join(web, "index.html"), "utf8");
  const meta = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
  const [entry, out] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === "web/src/main.tsx") ?? [];
  assert.ok(entry !== undefined && out !== undefined);
  const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  assert.equal(scripts.length, 1);
  const chunks = out.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  const asset = (path: string) => path.slice(path.indexOf("assets/"));
  // scripts/entry-chunk.mjs leaves the entry file a single import of the shared chunk: the HTML
  // loads that chunk itself (scripts/size-report.mjs entryScript), one request fewer.
  assert.equal(chunks.length, 1, "the entry file imports one chunk");
  assert.equal(scripts[0], asset(chunks[0] ?? ""));
  assert.ok(!html.includes(asset(entry)), "the entry file itself is not loaded");
});
