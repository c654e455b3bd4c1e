/** scripts/compile-hints.mjs: V8's eager-compile hint on the entry's files, source maps kept right. */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import type { Metafile } from "esbuild";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "../../scripts/compile-hints.mjs";
import { ADMIN_AREA, ENTRY, outputFor, staticGraph } from "../../scripts/size-report.mjs";

test("the hint is the file's first line, once", () => {
  assert.equal(withCompileHint("var a=1;"), `${COMPILE_HINT}\nvar a=1;`);
  assert.equal(withCompileHint(withCompileHint("var a=1;")), `${COMPILE_HINT}\nvar a=1;`);
  assert.equal(COMPILE_HINT, "//# allFunctionsCalledOnLoad");
});

test("a hinted bundle still runs, and its source map still points at the original lines", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const src = join(dir, "src.ts");
  writeFileSync(src, 'const greeting: string = "hi";\n\nexport function shout(): string {\n  return greeting.toUpperCase() + "!";\n}\n');
  const out = join(dir, "out.js");
  await esbuild.build({ entryPoints: [src], bundle: true, format: "esm", outfile: out, sourcemap: "external", minify: true, logLevel: "silent" });
  const before = new SourceMap(JSON.parse(readFileSync(`${out}.map`, "utf8")));
  const code = readFileSync(out, "utf8");
  const col = code.indexOf("toUpperCase");
  assert.ok(col > 0);
  const expected = before.findEntry(0, col);

  addCompileHints([out]);
  addCompileHints([out]); // a second pass (a watch rebuild) changes nothing
  const hinted = readFileSync(out, "utf8");
  assert.ok(hinted.startsWith(`${COMPILE_HINT}\n`));
  assert.equal(hinted.split(COMPILE_HINT).length, 2);
  const after = new SourceMap(JSON.parse(readFileSync(`${out}.map`, "utf8")));
  const entry = after.findEntry(1, col);
  assert.ok("originalLine" in entry && "originalLine" in expected);
  assert.equal(entry.originalLine, 3); // 0-based: `return greeting.toUpperCase()` is line 4
  assert.deepEqual(entry, { ...expected, generatedLine: 1 });
  const mod = (await import(`${out}?t=${Date.now()}`)) as { shout: () => string };
  assert.equal(mod.shout(), "HI!");
});

test("a file without a map beside it is hinted all the same", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "a.js");
  writeFileSync(file, "export const a = 1;\n");
  addCompileHints([file]);
  assert.equal(readFileSync(file, "utf8"), `${COMPILE_HINT}\nexport const a = 1;\n`);
});

test("the build hints the entry's static JS graph and the admin shell's (issue 14), and no other lazy chunk", (t) => {
  const dist = process.env.TANGHUA_DIST ?? fileURLToPath(new URL("../../dist", import.meta.url));
  if (!existsSync(join(dist, "meta.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const metafile = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as Metafile;
  const outRoot = Object.keys(metafile.outputs)[0]?.split("/assets/")[0] ?? "";
  const entry = outputFor(metafile, ENTRY);
  assert.ok(entry);
  const admin = outputFor(metafile, ADMIN_AREA);
  assert.ok(admin);
  const first = new Set([...staticGraph(metafile, outRoot, entry), ...staticGraph(metafile, outRoot, admin)].filter((f) => f.endsWith(".js")));
  const all = Object.keys(metafile.outputs).filter((o) => o.endsWith(".js")).map((o) => o.slice(outRoot.length + 1));
  assert.ok(first.size >= 2 && all.length > first.size);
  for (const f of all) {
    const head = readFileSync(join(dist, "web", f), "utf8").slice(0, COMPILE_HINT.length);
    assert.equal(head === COMPILE_HINT, first.has(f), `${f}: ${first.has(f) ? "run on load, not hinted" : "lazy, hinted"}`);
  }
});
