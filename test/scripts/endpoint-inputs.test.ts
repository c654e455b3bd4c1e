/**
 * scripts/pure-contract.mjs dropEndpointInputs (issue 18): the web bundle's endpoints carry no
 * input schema, since the web client never reads one; everything else about them is unchanged, and
 * web/src must never start reading one (it would find undefined only in the built app).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { dropEndpointInputs, markPure } from "../../scripts/pure-contract.mjs";

const CONTRACT = fileURLToPath(new URL("../../web/contract", import.meta.url));
const SRC = fileURLToPath(new URL("../../web/src", import.meta.url));

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(p)) out.push(p);
  }
  return out;
}

test("the input property of an endpoint({ … }) call goes, wherever it stands and whatever its value holds", () => {
  const cases: [string, string][] = [
    ['endpoint({ method: "GET", input: BySn, output: Out })', 'endpoint({ method: "GET", output: Out })'],
    ['endpoint({\n  path: "/api/x",\n  input: z.strictObject({ a: f("},", `${g({ b: 1 })}`), /,}/ }), // input: no\n  output: Out,\n})', 'endpoint({\n  path: "/api/x",\n  // input: no\n  output: Out,\n})'],
    ["endpoint({ output: Out, input: NoInput })", "endpoint({ output: Out, })"],
    ["endpoint({\n  method: \"GET\",\n  input: A,\n  output: B,\n})", "endpoint({\n  method: \"GET\",\n  \n  output: B,\n})"],
    ['endpoint({ output: z.object({ input: z.string() }), summary: "input: x" })', 'endpoint({ output: z.object({ input: z.string() }), summary: "input: x" })'],
    ["other({ input: A, output: B })", "other({ input: A, output: B })"],
    ["endpoint({ method, path, output })", "endpoint({ method, path, output })"],
    ["endpoint({ input: A, output: B }); endpoint({ input: C, output: D });", "endpoint({ output: B }); endpoint({ output: D });"],
  ];
  for (const [src, want] of cases) assert.equal(dropEndpointInputs(src), want, src);
});

test("every contract module compiles without its endpoints' inputs, keeping its exports", async () => {
  for (const file of walk(CONTRACT)) {
    const src = readFileSync(file, "utf8");
    const [before, after] = await Promise.all([src, markPure(dropEndpointInputs(src, file), file)].map((s) => esbuild.transform(s, { loader: "ts", format: "esm" })));
    const exportsOf = (code: string) => [...code.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]).sort();
    assert.deepEqual(exportsOf(after?.code ?? ""), exportsOf(before?.code ?? ""), file);
  }
});

test("the bundled endpoints are the same but for input: method, path, access, summary, and outputs that parse alike", async () => {
  const bundle = async (drop: boolean) => {
    const out = await esbuild.build({
      entryPoints: [join(CONTRACT, "http/index.ts")],
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      plugins: drop
        ? [{ name: "drop", setup: (b) => b.onLoad({ filter: /\/web\/contract\/.*\.ts$/ }, (a) => ({ contents: markPure(dropEndpointInputs(readFileSync(a.path, "utf8"), a.path), a.path), loader: "ts" })) }]
        : [],
    });
    return (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]?.text ?? "").toString("base64")}`)) as { ENDPOINTS: Record<string, Record<string, unknown>> };
  };
  const [plain, dropped] = await Promise.all([bundle(false), bundle(true)]);
  const flat = (eps: Record<string, unknown>) => {
    const out: Record<string, Record<string, unknown>> = {};
    const visit = (v: unknown, name: string) => {
      if (v && typeof v === "object" && "path" in v && "method" in v) out[name] = v as Record<string, unknown>;
      else if (v && typeof v === "object") for (const [k, w] of Object.entries(v)) visit(w, `${name}.${k}`);
    };
    visit(eps, "ENDPOINTS");
    return out;
  };
  const a = flat(plain.ENDPOINTS);
  const b = flat(dropped.ENDPOINTS);
  assert.deepEqual(Object.keys(b).sort(), Object.keys(a).sort());
  assert.ok(Object.keys(a).length > 100, "every endpoint");
  const samples: unknown[] = [{}, null, 3, { list: [], total: 0, page: 1, limit: 20 }, { id: 1, name: "x" }];
  for (const [name, ep] of Object.entries(a)) {
    const other = b[name] as Record<string, unknown>;
    assert.equal(other.input, undefined, name);
    for (const key of ["method", "path", "access", "summary", "silent"]) assert.equal(other[key], ep[key], `${name}.${key}`);
    const parse = (e: Record<string, unknown>, v: unknown) => (e.output as { safeParse(v: unknown): { success: boolean } }).safeParse(v).success;
    for (const s of samples) assert.equal(parse(other, s), parse(ep, s), `${name}.output`);
  }
});

test("web/src never reads an endpoint's input at run time (the web bundle has none)", () => {
  // The .input reads web/src has, none of them an endpoint's: a new one must be looked at. A type
  // (`z.input<typeof X>`) is no read: it is gone from the bundle.
  const known = new Set(["components/address-form.tsx: r.input", "lib/api-cache.ts: e.input"]);
  const seen: string[] = [];
  for (const file of walk(SRC)) {
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const m of text.matchAll(/([\w$.\]?)]+)\s*\??\.\s*input\b(?!\s*<)|\[\s*["']input["']\s*\]|\{[^{}=]*\binput\b[^{}=]*\}\s*=(?!=)/g)) {
      if (!m[0].startsWith("...")) seen.push(`${relative(SRC, file)}: ${m[0].replace(/\s+/g, " ")}`); // a spread is not a read of .input
    }
  }
  assert.deepEqual(seen.filter((s) => !known.has(s)), [], "an endpoint's input is not in the web bundle (scripts/pure-contract.mjs dropEndpointInputs)");
});
