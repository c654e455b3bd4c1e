/**
 * An area's own CSS is linked when the module importing it loads (scripts/lazy-css.mjs), not
 * globally: a component that uses a class defined in an area stylesheet must import that
 * stylesheet itself, or through its static imports, or the class is missing on a first visit
 * that has not loaded the other module yet. Shared components' CSS (web/src/components, styles)
 * is in the entry stylesheet when the entry imports it; the rest of it is one lazily linked
 * stylesheet, so the same rule holds for those classes (the second test).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const SRC = fileURLToPath(new URL("../../web/src", import.meta.url));
const FEATURES = join(SRC, "features");

/** features/<area> (admin/<sub> counts as its own area): classes are looked up within an area. */
function areaOf(file: string): string {
  const parts = relative(FEATURES, file).split("/");
  return parts[0] === "admin" && parts.length > 2 ? `admin/${parts[1]}` : (parts[0] as string);
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Class names a stylesheet defines (`.name` in a selector). */
function classesOf(css: string): Set<string> {
  const out = new Set<string>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const m of noComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1] as string);
  return out;
}

/** Relative imports of a module, resolved to files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*import\s+(?:[^"';]+\s+from\s+)?["'](\.[^"']+)["']/gm)) {
    const p = resolve(dirname(file), m[1] as string);
    if (existsSync(p)) out.push(p);
  }
  return out;
}

function reachableCss(file: string, seen = new Set<string>()): Set<string> {
  const css = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    if (f.endsWith(".css")) return void css.add(f);
    if (!/\.tsx?$/.test(f)) return;
    for (const i of importsOf(f)) visit(i);
  };
  visit(file);
  return css;
}

test("every area class a component uses comes from a stylesheet it imports", () => {
  const all = walk(SRC);
  const areaCss = all.filter((f) => f.startsWith(FEATURES) && f.endsWith(".css"));
  const definedIn = new Map<string, Set<string>>(); // "area class" -> that area's stylesheets defining it
  for (const css of areaCss) {
    for (const c of classesOf(readFileSync(css, "utf8"))) {
      const key = `${areaOf(css)} ${c}`;
      const set = definedIn.get(key) ?? new Set<string>();
      set.add(css);
      definedIn.set(key, set);
    }
  }
  const globalClasses = new Set<string>();
  for (const css of all.filter((f) => f.endsWith(".css") && !f.startsWith(FEATURES))) {
    for (const c of classesOf(readFileSync(css, "utf8"))) globalClasses.add(c);
  }

  const problems: string[] = [];
  for (const file of all.filter((f) => f.startsWith(FEATURES) && f.endsWith(".tsx"))) {
    const text = readFileSync(file, "utf8");
    const used = new Set<string>();
    const area = areaOf(file);
    // Class-like words inside string literals and template text.
    for (const m of text.matchAll(/["'`]([^"'`\n]*)["'`]/g)) {
      for (const word of (m[1] as string).split(/[\s${}]+/)) if (definedIn.has(`${area} ${word}`)) used.add(word);
    }
    if (used.size === 0) continue;
    const css = reachableCss(file);
    for (const c of used) {
      if (globalClasses.has(c)) continue;
      const sources = definedIn.get(`${area} ${c}`) as Set<string>;
      if (![...sources].some((s) => css.has(s))) {
        problems.push(`${relative(SRC, file)} uses .${c} from ${[...sources].map((s) => relative(SRC, s)).join(" or ")} without importing it`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test("a class from a shared component stylesheet the entry does not load comes from a stylesheet the user imports", () => {
  // Only the CSS the entry reaches with static imports is in the entry stylesheet; the other
  // shared components' CSS is linked when a module importing it loads (scripts/lazy-css.mjs).
  const all = walk(SRC);
  const entryCss = reachableCss(join(SRC, "main.tsx"));
  const lazyShared = all.filter((f) => f.endsWith(".css") && !f.startsWith(FEATURES) && !entryCss.has(f));
  const definedIn = new Map<string, Set<string>>();
  for (const css of lazyShared) {
    for (const c of classesOf(readFileSync(css, "utf8"))) definedIn.set(c, (definedIn.get(c) ?? new Set<string>()).add(css));
  }
  const entryClasses = new Set<string>();
  for (const css of entryCss) for (const c of classesOf(readFileSync(css, "utf8"))) entryClasses.add(c);

  const problems: string[] = [];
  for (const file of all.filter((f) => f.endsWith(".tsx"))) {
    const text = readFileSync(file, "utf8");
    const css = reachableCss(file);
    for (const m of text.matchAll(/["'`]([^"'`\n]*)["'`]/g)) {
      for (const word of (m[1] as string).split(/[\s${}]+/)) {
        const sources = definedIn.get(word);
        if (sources === undefined || entryClasses.has(word) || [...sources].some((s) => css.has(s))) continue;
        problems.push(`${relative(SRC, file)} uses .${word} from ${[...sources].map((s) => relative(SRC, s)).join(" or ")} without importing it`);
      }
    }
  }
  assert.deepEqual([...new Set(problems)], []);
});
