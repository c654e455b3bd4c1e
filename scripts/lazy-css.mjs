// Per-area stylesheets. esbuild folds every CSS file reachable from the entry, through dynamic
// imports too, into the entry's stylesheet, so each area's CSS would weigh on the first load of
// /sugar (budget 100 KB, issue 5). This plugin keeps in the entry stylesheet the CSS of shared
// components and of what the entry imports statically; an area's own CSS import becomes a tiny
// module that links the file's own hashed stylesheet and awaits it (top-level await), so a lazy
// chunk resolves only once its styles are in: no flash of unstyled content, and a missing file
// after a deploy fails the chunk load like a missing script (lazy-area.ts reloads once).
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

export const LAZY_CSS_NAMESPACE = "lazy-css";

/** Absolute paths of the CSS files imported by modules the entry reaches with static imports only. */
export async function staticCssOf(options, entry) {
  const probe = await esbuild.build({ ...options, write: false, metafile: true, minify: false, sourcemap: false, logLevel: "silent" });
  const { inputs } = probe.metafile;
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
  return css;
}

/**
 * The plugin. `staticCss`: from staticCssOf. `manifest` is filled with absolute CSS path ->
 * "assets/<name>-<hash>.css" (relative to outdir) for the size report.
 */
export function lazyCssPlugin({ outdir, staticCss, manifest, minify, target, loadStyleModule }) {
  return {
    name: "lazy-css",
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (args.kind !== "import-statement" || args.namespace !== "file") return undefined;
        const path = resolve(args.resolveDir, args.path);
        // Shared components' CSS (a few KB, used on nearly every page) stays in the entry
        // stylesheet: one request instead of one per component. Areas' own CSS is lazy.
        if (staticCss.has(path) || !path.includes("/web/src/features/")) return undefined;
        return { path, namespace: LAZY_CSS_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY_CSS_NAMESPACE }, async (args) => {
        const out = await esbuild.build({ entryPoints: [args.path], bundle: true, write: false, minify, target, logLevel: "silent", outdir });
        const css = out.outputFiles.find((f) => f.path.endsWith(".css"))?.contents ?? new Uint8Array();
        const hash = createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase();
        const file = `assets/${basename(args.path, ".css")}-${hash}.css`;
        mkdirSync(join(outdir, "assets"), { recursive: true });
        writeFileSync(join(outdir, file), css);
        manifest[args.path] = file;
        return {
          contents: `import { loadStyle } from ${JSON.stringify(loadStyleModule)};\nawait loadStyle(${JSON.stringify(`/${file}`)});\n`,
          loader: "js",
          resolveDir: args.path.replace(/\/[^/]*$/, ""),
          watchFiles: [args.path],
        };
      });
    },
  };
}
