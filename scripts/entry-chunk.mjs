// One chunk for everything the entry loads. With code splitting, esbuild puts each module in a
// chunk keyed by the set of entry points (dynamic imports included) that reach it, so the code
// the app's entry shares with various lazy areas was cut into a dozen small chunks, each its own
// request and its own gzip stream (~5 KB more on the /sugar first load, issue 5). Making every
// lazily imported module also import the entry gives all the entry's modules the same set of
// importers: one shared chunk. The entry has run before any lazy chunk loads (they are imported
// from it), so the extra import evaluates nothing; it only shapes the chunks.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

export function entryChunkPlugin({ entry }) {
  const lazyModules = new Set();
  return {
    name: "entry-chunk",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "dynamic-import" && args.path.startsWith(".")) lazyModules.add(resolve(args.resolveDir, args.path));
        return undefined;
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazyModules.has(args.path)) return undefined;
        const source = await readFile(args.path, "utf8");
        // On the first line, so the source map's line numbers stay right.
        return { contents: `import ${JSON.stringify(entry)};${source}`, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}
