// Per-area stylesheets. esbuild folds every CSS file reachable from the entry, through dynamic
// imports too, into the entry's stylesheet, so each area's CSS would weigh on the first load of
// /sugar (budget 100 KB, issue 5). This plugin keeps in the entry stylesheet only the CSS of what
// the entry imports statically. An area's own CSS import becomes a tiny module that links the
// file's own hashed stylesheet and awaits it (top-level await), so a lazy chunk resolves only once
// its styles are in: no flash of unstyled content, and a missing file after a deploy fails the
// chunk load like a missing script (lazy-area.ts reloads once). Shared components that only lazy
// areas use (sheets, pickers, form fields) share ONE lazily linked stylesheet, in the order the
// entry stylesheet had them and placed before any area's sheet, so the cascade is what it was.
// The admin's shared blocks (web/src/components/admin) get sheets of their own, like an area.
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

export const LAZY_CSS_NAMESPACE = "lazy-css";

/**
 * A stylesheet linked on its own when a module importing it loads: an area's, and the admin's
 * shared blocks (web/src/components/admin, issue 14), which no customer screen needs, so they stay
 * out of the shared components' sheet the customer areas link.
 */
function isOwnSheet(path) {
  return path.includes("/web/src/features/") || path.includes("/web/src/components/admin/");
}
/** The key of the shared components' stylesheet in the manifest (and its lazy-css: path). */
export const SHARED_CSS_KEY = "shared-components";

/**
 * From one probe build: `staticCss`, the absolute paths of the CSS files imported by modules the
 * entry reaches with static imports only; `sharedCss`, the other shared (non-area) CSS files in
 * the order esbuild's entry stylesheet had them.
 */
export async function staticCssOf(options, entry) {
  const probe = await esbuild.build({ ...options, write: false, metafile: true, minify: false, sourcemap: false, logLevel: "silent" });
  const { inputs, outputs } = probe.metafile;
  const seen = new Set();
  const css = new Set();
  const visit = (path) => {
    if (seen.has(path) || !inputs[path]) return;
    seen.add(path);
    for (const imp of inputs[path].imports) {
      if (imp.kind === "dynamic-import" || imp.external) continue;
      if (imp.path.endsWith(".css")) css.add(resolve(imp.path));
      else visit(imp.path);
    }
  };
  visit(entry);
  const entryJs = Object.values(outputs).find((o) => o.entryPoint !== undefined && resolve(o.entryPoint) === resolve(entry));
  const entryCss = entryJs?.cssBundle === undefined ? undefined : outputs[entryJs.cssBundle];
  const ordered = Object.keys(entryCss?.inputs ?? {}).map((i) => resolve(i));
  const sharedCss = ordered.filter((p) => !css.has(p) && !isOwnSheet(p));
  return { staticCss: css, sharedCss };
}

/**
 * The plugin. `staticCss`: from staticCssOf. `manifest` is filled with absolute CSS path ->
 * "assets/<name>-<hash>.css" (relative to outdir) for the size report.
 */
export function lazyCssPlugin({ outdir, staticCss, sharedCss = [], manifest, minify, target, loadStyleModule }) {
  const shared = new Set(sharedCss);
  /** Writes a hashed stylesheet; its href relative to outdir. */
  const emit = (name, css) => {
    const hash = createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase();
    const file = `assets/${name}-${hash}.css`;
    mkdirSync(join(outdir, "assets"), { recursive: true });
    writeFileSync(join(outdir, file), css);
    return file;
  };
  const bundleCss = async (options) => {
    const out = await esbuild.build({ ...options, bundle: true, write: false, minify, target, logLevel: "silent", outdir });
    return out.outputFiles.find((f) => f.path.endsWith(".css"))?.contents ?? new Uint8Array();
  };
  return {
    name: "lazy-css",
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (args.kind !== "import-statement" || args.namespace !== "file") return undefined;
        const path = resolve(args.resolveDir, args.path);
        if (staticCss.has(path)) return undefined; // in the entry stylesheet
        if (shared.has(path)) return { path: SHARED_CSS_KEY, namespace: LAZY_CSS_NAMESPACE };
        if (!isOwnSheet(path)) return undefined; // not seen by the probe: keep esbuild's way
        return { path, namespace: LAZY_CSS_NAMESPACE };
      });
      let sharedFile = null; // built once per build, on the first import of any of them
      build.onStart(() => {
        sharedFile = null;
      });
      build.onLoad({ filter: /.*/, namespace: LAZY_CSS_NAMESPACE }, async (args) => {
        const module = (file, early) => ({
          contents: `import { loadStyle } from ${JSON.stringify(loadStyleModule)};\nawait loadStyle(${JSON.stringify(`/${file}`)}${early ? ", { early: true }" : ""});\n`,
          loader: "js",
          resolveDir: dirname(loadStyleModule),
        });
        if (args.path === SHARED_CSS_KEY) {
          sharedFile ??= bundleCss({ stdin: { contents: sharedCss.map((p) => `@import ${JSON.stringify(p)};`).join("\n"), loader: "css", resolveDir: "/" } }).then((css) => emit(SHARED_CSS_KEY, css));
          const file = await sharedFile;
          manifest[SHARED_CSS_KEY] = file;
          return { ...module(file, true), watchFiles: sharedCss };
        }
        const file = emit(basename(args.path, ".css"), await bundleCss({ entryPoints: [args.path] }));
        manifest[args.path] = file;
        return { ...module(file, false), resolveDir: args.path.replace(/\/[^/]*$/, ""), watchFiles: [args.path] };
      });
    },
  };
}
