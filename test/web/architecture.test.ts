/**
 * The import rules of CONVENTIONS "The house", checked on the source text:
 * - web/contract imports only zod and itself (no DOM, no node:, nothing of web/src, mock-api or sim);
 * - web/src never imports contract/http/index.ts (its ENDPOINTS list would pull every group's
 *   schemas into the first load);
 * - features never import each other, nor app/ (CONVENTIONS 17: app sits on top and is the only
 *   place that imports feature routes); lib and components import neither features nor app;
 * - web/src/paths (the typed href builders) imports nothing of web/src: it sits below everything;
 * - mock-api and sim import only web/contract from web/.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(new URL("../../", import.meta.url).pathname);

function files(dir: string): string[] {
  const out: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(n) && !n.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function imports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g)) {
    specs.push(m[1] ?? m[2] ?? m[3] ?? "");
  }
  return specs;
}

function target(file: string, spec: string): string {
  return spec.startsWith(".") ? relative(root, resolve(dirname(file), spec)) : spec;
}

function violations(dir: string, rule: (from: string, to: string) => string | null): string[] {
  const out: string[] = [];
  for (const f of files(join(root, dir))) {
    for (const spec of imports(f)) {
      const why = rule(relative(root, f), target(f, spec));
      if (why) out.push(`${relative(root, f)} imports ${spec}: ${why}`);
    }
  }
  return out;
}

test("web/contract imports only zod and itself", () => {
  assert.deepEqual(
    violations("web/contract", (_from, to) =>
      // zod/v4/core: zod's own core, for coerceNumber (common.ts) without the z.coerce namespace.
      to === "zod/mini" || to === "zod" || to === "zod/v4/core" || to.startsWith("web/contract/") ? null : "the contract must stay neutral",
    ),
    [],
  );
});

test("web/src never imports the contract's ENDPOINTS index", () => {
  assert.deepEqual(
    violations("web/src", (_from, to) => (to === "web/contract/http/index.ts" ? "import the group file instead" : null)),
    [],
  );
});

test("features never import each other", () => {
  const area = (p: string) => /^web\/src\/features\/(admin\/[^/]+(?=\/)|[^/]+)/.exec(p)?.[1];
  assert.deepEqual(
    violations("web/src/features", (from, to) => {
      const a = area(from);
      const b = area(to);
      if (!b || a === b) return null;
      // The admin layout loads its own sub-areas lazily; that is the one downward edge.
      if (a === "admin" && b.startsWith("admin/")) return null;
      return "features never import each other";
    }),
    [],
  );
});

test("features never import app/ (the route tree sits above them; href builders are in paths/)", () => {
  assert.deepEqual(
    violations("web/src/features", (_from, to) => (to.startsWith("web/src/app/") ? "features sit below app/: take hrefs from web/src/paths" : null)),
    [],
  );
});

test("lib and components import neither features nor app", () => {
  const rule = (_from: string, to: string) => {
    if (to.startsWith("web/src/features/")) return "shared code must not know features";
    if (to.startsWith("web/src/app/")) return "shared code sits below app/";
    return null;
  };
  assert.deepEqual([...violations("web/src/lib", rule), ...violations("web/src/components", rule)], []);
});

test("web/src/paths imports nothing of web/src but itself", () => {
  assert.deepEqual(
    violations("web/src/paths", (_from, to) =>
      to.startsWith("web/src/") && !to.startsWith("web/src/paths/") ? "the href builders sit below everything" : null,
    ),
    [],
  );
});

test("mock-api and sim import only web/contract from web/", () => {
  const rule = (_from: string, to: string) => (to.startsWith("web/") && !to.startsWith("web/contract/") ? "only the contract is shared" : null);
  assert.deepEqual([...violations("mock-api", rule), ...violations("sim", rule)], []);
});
