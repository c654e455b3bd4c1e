/** What the production build (build.mjs) leaves out of the bundle on purpose. */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { fileURLToPath } from "node:url";
import type { Metafile } from "esbuild";

const dist = process.env.TANGHUA_DIST ?? fileURLToPath(new URL("../../dist", import.meta.url));
const web = join(dist, "web");

/** Skips `t` when there is no build to read (`file` under dist/); true then. */
function unbuilt(t: TestContext, file = "meta.json"): boolean {
  if (existsSync(join(dist, file))) return false;
  t.skip(`no build at ${dist} (npm test builds first)`);
  return true;
}

test("wouter gets React's own useSyncExternalStore, not the React < 18 shim", (t) => {
  if (unbuilt(t)) return;
  const metafile = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as Metafile;
  const inputs = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.ok(inputs.some((i) => i.startsWith("node_modules/wouter/")), "wouter is bundled");
  assert.deepEqual(inputs.filter((i) => i.startsWith("node_modules/use-sync-external-store/")), []);
  assert.ok(inputs.includes("web/src/lib/react-sync-external-store.ts"));
});

const sha = async (code: string) => `'sha256-${(await import("node:crypto")).createHash("sha256").update(code).digest("base64")}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);

test("index.html's inline scripts: allowed by csp-hashes.json; the boot script, then the first paint's, before the stylesheet; small", async (t) => {
  if (unbuilt(t, "web/csp-hashes.json")) return;
  const { gzipSync } = await import("node:zlib");
  const html = readFileSync(join(web, "index.html"), "utf8");
  const inline = inlineScripts(html);
  assert.equal(inline.length, 2, "the boot script and the first paint's");
  const [boot = "", paint = ""] = inline;
  const hashes = JSON.parse(readFileSync(join(web, "csp-hashes.json"), "utf8")) as { "script-src": string[] };
  for (const code of inline) assert.ok(hashes["script-src"].includes(await sha(code)), "allowed by its hash");
  // A classic script after a stylesheet waits for it.
  assert.ok(html.indexOf(`<script>${boot}`) < html.indexOf('rel="stylesheet"'), "the boot script before the stylesheet");
  assert.ok(html.indexOf(`<script>${paint}`) > html.indexOf(`<script>${boot}`), "the first paint's after the boot script, whose requests go first");
  assert.ok(html.indexOf(`<script>${paint}`) < html.indexOf('rel="stylesheet"'), "and before the stylesheet, which would hold it");
  for (const code of inline) assert.doesNotMatch(code, /\bimport\b|zod|react/i, "no module syntax, no zod or React");
  assert.doesNotMatch(html, /admin/, "nothing of the admin's in the customer's HTML (issue 14's preloads are admin.html's)");
  // Both are in every HTML answer (the first load's 100 KB).
  const gz = (code: string) => gzipSync(code, { level: 9 }).length;
  assert.ok(gz(boot) < 1200, `the boot script under 1.2 KB gzip (${gz(boot)} B)`);
  assert.ok(gz(paint) < 2048, `the first paint's under 2 KB gzip (${gz(paint)} B)`);
});

/** The app's module script: the entry file's one chunk when the entry only imports it (scripts/entry-chunk.mjs, size-report.mjs entryScript). */
function appScript(): { script: string; entry: string } {
  const meta = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
  const [entry, out] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === "web/src/main.tsx") ?? [];
  assert.ok(entry !== undefined && out !== undefined);
  const chunks = out.imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  assert.equal(chunks.length, 1, "the entry file imports one chunk");
  const asset = (path: string) => `/${path.slice(path.indexOf("assets/"))}`;
  return { script: asset(chunks[0] ?? ""), entry: asset(entry) };
}

test("index.html's boot script adds the app's chunk, the entry file's one import; its own module script only falls back to it", async (t) => {
  if (unbuilt(t)) return;
  const html = readFileSync(join(web, "index.html"), "utf8");
  const { script, entry } = appScript();
  assert.doesNotMatch(html, /rel="modulepreload"/);
  const [boot = ""] = inlineScripts(html);
  assert.ok(boot.includes(JSON.stringify(script)), `the boot script adds ${script} (app/boot-script.ts loadEntry)`);
  const own = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1] ?? "");
  assert.equal(own.length, 1, "one module script of its own");
  assert.match(own[0] ?? "", /^assets\/start-[0-9A-F]{8}\.js$/);
  // Nothing the preload scanner would fetch ahead of a scan's requests: the chunk only by a dynamic import, when the boot script left nothing.
  assert.equal(readFileSync(join(web, own[0] ?? ""), "utf8"), `window.__boot||import(${JSON.stringify(script)});\n`);
  assert.ok(!html.includes(entry), "the entry file itself is not loaded");
  assert.match(readFileSync(fileURLToPath(new URL("../../web/src/lib/boot-handoff.ts", import.meta.url)), "utf8"), /const KEY = "__boot";/, "the boot script's hand-off is window.__boot");
});

test("admin.html: the app's chunk as its module script, the admin's code preloaded, the boot script without a first paint", async (t) => {
  if (unbuilt(t)) return;
  const html = readFileSync(join(web, "admin.html"), "utf8");
  const { script } = appScript();
  assert.deepEqual([...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]), [script]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  assert.ok(preloads.some((f) => /^early-/.test(f ?? "")) && preloads.some((f) => /^routes-/.test(f ?? "")), `the admin's early start and shell preloaded (${preloads.join(" ")})`);
  assert.match(html, /<link rel="preload" as="style" href="\/assets\/admin-[^"]+\.css">/, "and its stylesheet");
  const inline = inlineScripts(html);
  assert.equal(inline.length, 1, "the boot script only");
  const hashes = JSON.parse(readFileSync(join(web, "csp-hashes.json"), "utf8")) as { "script-src": string[] };
  assert.ok(hashes["script-src"].includes(await sha(inline[0] ?? "")), "allowed by its hash");
  assert.ok(!(inline[0] ?? "").includes(script), "it adds no second module script");
});
