/** scripts/pure-contract.mjs: top-level const initializers of the contract marked pure for tree-shaking. */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { dropEndpointInputs, markPure, statementEnd } from "../../scripts/pure-contract.mjs";

const CONTRACT = fileURLToPath(new URL("../../web/contract", import.meta.url));

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

test("a call initializer is wrapped in a pure IIFE; a literal one is left alone", () => {
  const src = 'import * as z from "zod/mini";\nexport const A = z.object({ a: z.string() });\nconst N = 3;\nexport const B = { x: 1 };\n';
  assert.equal(
    markPure(src),
    'import * as z from "zod/mini";\nexport const A = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();\nconst N = 3;\nexport const B = { x: 1 };\n',
  );
});

test("statement ends are found past strings, templates, comments, regexes and nested brackets", () => {
  const cases = [
    'z.string().check(z.regex(/^[;]{1}\\/x;$/i, "a; b"));',
    "f(`a;${g({ b: ';' })};c`);",
    "f(/* ; */ 1, // ;\n 2);",
    "[1, [2, { a: \"}\" }]];",
    "x / 2 / y;",
  ];
  for (const c of cases) assert.equal(statementEnd(`${c} rest`, 0), c.length, c);
  assert.equal(statementEnd("f(1", 0), -1);
});

test("every contract module still compiles after marking, and its exports are unchanged", async () => {
  for (const file of walk(CONTRACT)) {
    const src = readFileSync(file, "utf8");
    const marked = markPure(src, file);
    const [before, after] = await Promise.all([src, marked].map((s) => esbuild.transform(s, { loader: "ts", format: "esm" })));
    const exportsOf = (code: string) => [...code.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]).sort();
    assert.deepEqual(exportsOf(after?.code ?? ""), exportsOf(before?.code ?? ""), file);
  }
});

test("the marked contract evaluates to the same output schemas (inputs dropped): a bundle of a marked group file parses alike", async () => {
  const entry = join(CONTRACT, "http/sugar.ts");
  const bundle = async (marked: boolean) => {
    const out = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      plugins: marked ? [(await import("../../scripts/pure-contract.mjs")).pureContractPlugin()] : [],
    });
    const code = out.outputFiles[0]?.text ?? "";
    return (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Record<string, { safeParse?: (v: unknown) => { success: boolean } }>;
  };
  const [plain, marked] = await Promise.all([bundle(false), bundle(true)]);
  assert.deepEqual(Object.keys(marked).sort(), Object.keys(plain).sort());
  const samples: unknown[] = [{}, { sn: "SIM-0001" }, { sn: "SIM-0001", page: "1", limit: "20" }, null, 3];
  for (const [name, value] of Object.entries(plain)) {
    const other = marked[name];
    for (const key of ["input", "output"] as const) {
      const a = (value as unknown as Record<string, { safeParse?: (v: unknown) => { success: boolean } }>)[key];
      const b = (other as unknown as Record<string, { safeParse?: (v: unknown) => { success: boolean } }>)[key];
      if (typeof a?.safeParse !== "function") continue;
      // The web build drops endpoints' inputs (the client never reads them): dropEndpointInputs.
      if (key === "input") {
        assert.equal(b, undefined, `${name}.input is dropped`);
        continue;
      }
      for (const s of samples) assert.equal(b?.safeParse?.(s).success, a.safeParse(s).success, `${name}.${key}`);
    }
  }
});

test("every contract module keeps compiling without its endpoints' inputs, and no endpoint keeps one", async () => {
  for (const file of walk(CONTRACT)) {
    const out = dropEndpointInputs(readFileSync(file, "utf8"), file);
    await esbuild.transform(markPure(out, file), { loader: "ts" });
    assert.doesNotMatch(out, /endpoint\(\{[^]*?\n\s+input:/, file);
  }
});
