/**
 * scripts/split-modules.mjs: one module per top-level declaration (per group that refers to each
 * other), importers pointed at the parts they use, so a lazy-only declaration leaves the entry.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import * as esbuild from "esbuild";
import { rewriteImports, splitModule, splitModulesPlugin, tokenize } from "../../scripts/split-modules.mjs";

const dir = mkdtempSync(join(tmpdir(), "split-modules-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const LIB = `import { base } from "./base.ts";
/** docs */
const PREFIX = "p:";
export const used = (x: string) => PREFIX + base + x;
export const lazyOnly = (x: string) => \`\${PREFIX}lazy \${x}\`;
let counter = 0;
export function next(): number {
  return ++counter;
}
export type Shape = { a: number };
export { PREFIX as prefix };
`;

test("tokens skip strings, comments, templates and regexes", () => {
  const toks = tokenize("const a = /x;y/g.test('b;c') // d;\n/* e; */ + `f${g}h`;");
  assert.deepEqual(
    toks.filter((t) => t.type === "id").map((t) => t.value),
    ["const", "a", "test", "g"],
  );
  assert.equal(toks.filter((t) => t.value === ";").length, 1);
});

test("declarations become parts; a mutable one stays with the code that assigns it; types and re-exports go to the facade", () => {
  const split = splitModule(LIB, "/x/lib.ts");
  assert.ok(split);
  const partOf = (name: string) => split.exports.get(name)?.[0];
  assert.notEqual(partOf("used"), partOf("lazyOnly"), "each function its own part");
  assert.equal(partOf("prefix"), partOf("prefix"));
  assert.equal(split.exports.get("prefix")?.[1], "PREFIX", "the renamed export points at the local name");
  const counterPart = split.parts.find((p) => p.includes("let counter"));
  assert.ok(counterPart?.includes("function next"), "`let counter` and the function that assigns it are one part");
  assert.ok(!split.exports.has("Shape"), "types are erased, not re-exported");
  assert.ok(split.parts[partOf("used")!]?.includes('import { base } from "./base.ts"'), "a part keeps the imports it needs");
});

test("a module with a top-level side effect stays whole", () => {
  assert.equal(splitModule('export const a = 1;\nexport const b = 2;\nconsole.log(a);\n', "/x/m.ts"), null);
  assert.equal(splitModule('import "./polyfill.ts";\nexport const a = 1;\nexport const b = 2;\n', "/x/m.ts"), null);
});

test("an importer imports each name from its part; type-only names and unknown ones are left", () => {
  const split = splitModule(LIB, "/x/lib.ts");
  const out = rewriteImports('import { used, type Shape, prefix as p } from "./lib.ts";\nexport const y = used("a") + p;\n', "/x/app.ts", (path) => (path === "/x/lib.ts" ? split : null));
  assert.match(out, /import \{ used \} from "split-part:\/x\/lib\.ts#\d+";/);
  assert.match(out, /import \{ PREFIX as p \} from "split-part:\/x\/lib\.ts#\d+";/);
  assert.ok(!out.includes('"./lib.ts"'), "nothing left to import from the facade");
  assert.ok(out.endsWith('export const y = used("a") + p;\n'));
});

test("bundled with splitting, a declaration only a lazy chunk uses is not in the entry's chunks", async () => {
  writeFileSync(join(dir, "base.ts"), 'export const base = "b";\n');
  writeFileSync(join(dir, "lib.ts"), LIB);
  writeFileSync(join(dir, "lazy.ts"), 'import { lazyOnly } from "./lib.ts";\nexport default lazyOnly("LAZY_MARK");\n');
  writeFileSync(join(dir, "main.ts"), 'import { used, next, prefix } from "./lib.ts";\nconsole.log(used("MAIN"), next(), prefix);\nexport const load = () => import("./lazy.ts");\n');
  const out = join(dir, "out");
  const result = await esbuild.build({
    entryPoints: [join(dir, "main.ts")],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: out,
    metafile: true,
    logLevel: "silent",
    plugins: [splitModulesPlugin({ filter: /\/lib\.ts$/, importers: /\.ts$/ })],
  });
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith("main.ts"))?.[0];
  assert.ok(entry);
  const staticFiles = new Set<string>();
  const visit = (o: string) => {
    if (staticFiles.has(o)) return;
    staticFiles.add(o);
    for (const i of result.metafile.outputs[o]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
  };
  visit(entry);
  const firstLoad = [...staticFiles].map((f) => readFileSync(f, "utf8")).join("\n");
  assert.match(firstLoad, /p:/, "what the entry uses is there");
  assert.doesNotMatch(firstLoad, /lazy /, "the lazy-only function is not");
  const all = readdirSync(out).map((f) => readFileSync(join(out, f), "utf8")).join("\n");
  assert.match(all, /lazy /, "it is in a lazy chunk");
});

