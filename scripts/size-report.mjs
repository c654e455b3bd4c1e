// Sizes of a build from esbuild's metafile: every output's raw and gzip bytes, and the first
// load of a route: index.html + the entry's static import graph + its CSS (+ a lazy area's
// graph and the locale files that route needs). Shared by build.mjs and the bench.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function sizeOf(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** Output paths (relative to dist/web) statically reachable from `start`. */
export function staticGraph(metafile, outRoot, start) {
  const seen = new Set();
  const visit = (out) => {
    if (seen.has(out)) return;
    seen.add(out);
    const meta = metafile.outputs[out];
    if (!meta) return;
    if (meta.cssBundle && metafile.outputs[meta.cssBundle]) seen.add(meta.cssBundle);
    // Stylesheets a chunk links itself as it loads (scripts/lazy-css.mjs): part of its first load.
    for (const input of Object.keys(meta.inputs)) {
      const css = input.startsWith("lazy-css:") ? metafile.lazyCss?.[input.slice("lazy-css:".length)] : undefined;
      if (css !== undefined) seen.add(`${outRoot}/${css}`);
    }
    for (const imp of meta.imports) if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
  };
  visit(start);
  return [...seen].map((p) => p.slice(outRoot.length + 1));
}

/**
 * The app's module script (index.html's boot script adds it, admin.html has it): the entry's, or, when that holds no
 * code of its own and imports one chunk only (scripts/entry-chunk.mjs puts every module of the
 * entry in the chunk it shares with the lazy areas), that chunk: evaluating it is evaluating the
 * entry, one request fewer on every first load (issue 18: the first screen's requests share the
 * browser's 6 connections with the JavaScript's).
 */
export function entryScript(metafile) {
  const entry = outputFor(metafile, ENTRY);
  const meta = metafile.outputs[entry];
  const imports = meta.imports.filter((i) => i.kind === "import-statement" && !i.external);
  const ownCode = Object.values(meta.inputs).some((i) => i.bytesInOutput > 0);
  return !ownCode && imports.length === 1 && imports[0] !== undefined ? imports[0].path : entry;
}

/** What every visit loads: the entry's static graph and stylesheet, without the entry file when entryScript skips it. */
export function entryGraph(metafile, outRoot) {
  const entry = outputFor(metafile, ENTRY);
  const script = entryScript(metafile);
  return staticGraph(metafile, outRoot, entry).filter((f) => script === entry || `${outRoot}/${f}` !== entry);
}

/** The output chunk whose entry point is `source` (a lazy area's routes file). */
export function outputFor(metafile, source) {
  return Object.entries(metafile.outputs).find(([, m]) => m.entryPoint === source)?.[0];
}

export function firstLoad(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizeOf(join(distDir, f));
    raw += s.raw;
    gzip += s.gzip;
  }
  return { files, raw, gzip };
}

export function kb(n) {
  return `${(n / 1024).toFixed(1)} KB`;
}

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")).join("\n");
}

export const ENTRY = "web/src/main.tsx";
export const SUGAR_AREA = "web/src/features/sugar/routes.tsx";
/** The merchant admin (issue 14): its shell chunk, then the dashboard's. */
export const ADMIN_AREA = "web/src/features/admin/routes.tsx";
export const ADMIN_EARLY = "web/src/features/admin/early.ts";
export const ADMIN_DASHBOARD = "web/src/features/admin/dashboard/routes.tsx";

/**
 * The two first loads the budget speaks of: the customer entry (index.html + its static JS and
 * CSS graph), and /sugar?sn=… (that, plus the sugar area chunk and the zh-CN locale files the
 * page fetches before the first pattern shows).
 */
export function firstLoads(metafile, outRoot, distDir) {
  // index.html's own module script (build.mjs writeEntryFallback) is part of its first load.
  const own = [...readFileSync(join(distDir, "index.html"), "utf8").matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  const entryFiles = ["index.html", ...own, ...entryGraph(metafile, outRoot)];
  const sugarFiles = [
    ...new Set([
      ...entryFiles,
      // The shell may be in the entry itself (app/routes.tsx imports it): then it has no chunk.
      ...(outputFor(metafile, SUGAR_AREA) === undefined ? [] : staticGraph(metafile, outRoot, outputFor(metafile, SUGAR_AREA))),
      "locales/zh-CN/common.json",
      "locales/zh-CN/sugar.json",
    ]),
  ];
  // sugarCode: what issue 5's budget names (HTML + JS + CSS); sugar adds the locale files too.
  const sugarCode = firstLoad(distDir, sugarFiles.filter((f) => !f.startsWith("locales/")));
  // /admin/dashboard (issue 14, budget 140 KB): admin.html, the entry, the admin shell's chunk and the
  // dashboard's, each with the stylesheets it links; the locales are apart (admin, admin-dashboard).
  const adminFiles = [
    ...new Set([
      "admin.html", // the admin's pages have an HTML of their own (build.mjs adminHtml)
      ...entryGraph(metafile, outRoot),
      ...[ADMIN_AREA, ADMIN_DASHBOARD].flatMap((area) => (outputFor(metafile, area) === undefined ? [] : staticGraph(metafile, outRoot, outputFor(metafile, area)))),
    ]),
  ];
  const adminLocales = ["locales/zh-CN/common.json", "locales/zh-CN/admin.json", "locales/zh-CN/admin-dashboard.json"];
  return {
    entry: firstLoad(distDir, entryFiles),
    sugar: firstLoad(distDir, sugarFiles),
    sugarCode,
    adminCode: firstLoad(distDir, adminFiles),
    admin: firstLoad(distDir, [...adminFiles, ...adminLocales]),
  };
}
