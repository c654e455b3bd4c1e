// Terser over esbuild's minified output (issue 18). The entry chunk (React DOM, zod and the shell)
// is mangled again: terser's names gzip ~1.4 KB smaller than esbuild's (measured: 96.99 → 95.59 KB),
// which is what the /sugar first paint needed to stay in the 100 KB first-load budget. Mangling
// only (compress took ~5 s more for ~0.2 KB), with the source map carried through. The HTML's
// inline scripts, a few KB, get compress and mangle both.
import { readFileSync, writeFileSync } from "node:fs";
import { minify } from "terser";

/** Re-mangles each `.js` file in place and rewrites the `.map` beside it when there is one. */
export async function mangleFiles(files) {
  await Promise.all(
    files.map(async (file) => {
      const code = readFileSync(file, "utf8");
      let map;
      try {
        map = readFileSync(`${file}.map`, "utf8");
      } catch {
        map = undefined;
      }
      const out = await minify(code, {
        module: true,
        ecma: 2020,
        compress: false,
        mangle: true,
        format: { comments: false },
        sourceMap: map === undefined ? false : { content: map },
      });
      if (out.code === undefined) throw new Error(`terser gave no code for ${file}`);
      writeFileSync(file, out.code);
      if (map !== undefined && typeof out.map === "string") writeFileSync(`${file}.map`, out.map);
    }),
  );
}

/** The HTML's inline scripts (small: compress and mangle both, in a few ms). */
export async function minifyInline(code) {
  const out = await minify(code, { ecma: 2020, compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } });
  if (out.code === undefined) throw new Error("terser gave no code for an inline script");
  return out.code;
}
