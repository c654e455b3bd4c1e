#!/usr/bin/env node
// Builds the `sim` CLI into plain JavaScript (issue 13 item 4): sim/main.ts bundled by esbuild as
// ESM with one chunk per command (main.ts imports each command dynamically), so `sim status` loads
// the status chunk and what it shares, not the mock API, the broker and the fleet, and nothing is
// compiled at run time (tsx took most of a second per call).
//
// Output: dist/sim/<build>/main.js (+ chunks) and dist/sim/manifest.json naming the build and the
// mtime of every source it was made from. sim/bin.mjs runs the build the manifest names while
// every input still has its mtime, and calls buildSim() again when one changed (an edit, a git
// checkout, an npm install), so a fresh clone, `npm install` (the package's `prepare` script runs
// this file) and an edited checkout all run current code. A build goes into a new directory and
// the manifest is replaced atomically, so processes building at once (parallel tests) never see a
// half-written one; builds older than a minute that the manifest no longer names are removed.
//
// commander and zod are bundled in (every command needs them, and one file loads faster than
// their dozens); the other packages (aedes, mqtt, ws, qrcode…) stay imports from node_modules.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUNDLED = new Set(["commander", "zod"]);
export const MANIFEST_VERSION = 1;
const KEEP_OLD_MS = 60_000; // a process that read the previous manifest a moment ago may still be loading its chunks

/** Where the builds and the manifest live, for a checkout at `root`. */
export function simBuildDir(root = ROOT) {
  return join(root, "dist", "sim");
}

/**
 * A module's own location, as the source had it: the bundle lives in dist/sim/<build>/, so an
 * `import.meta.url` left as it is would point there (mock-api/server.ts finds dist/web by it).
 */
function keepImportMetaUrl(root) {
  return {
    name: "keep-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${join(root, "node_modules")}`)) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        return { contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
      });
    },
  };
}

/** Builds the CLI; resolves to the manifest written. */
export async function buildSim({ root = ROOT } = {}) {
  const { build } = await import("esbuild");
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !BUNDLED.has(name));
  const base = simBuildDir(root);
  mkdirSync(base, { recursive: true });
  const id = `b-${Date.now().toString(36)}-${process.pid}`;
  const outdir = join(base, id);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["sim/main.ts"],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: external.flatMap((name) => [name, `${name}/*`]),
    // commander is CommonJS: its require()s of node's modules need a real require in an ES module.
    banner: { js: 'import { createRequire as __simCreateRequire } from "node:module"; const require = __simCreateRequire(import.meta.url);' },
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [keepImportMetaUrl(root)],
  });
  // Every source file the build read (node_modules apart: the lock file below stands for them).
  const inputs = {};
  const stamp = (file) => (inputs[file] = statSync(join(root, file)).mtimeMs);
  for (const file of Object.keys(result.metafile.inputs)) if (!file.includes("node_modules/")) stamp(file);
  for (const file of ["package.json", "scripts/build-sim.mjs", "node_modules/.package-lock.json"]) {
    try {
      stamp(file);
    } catch {
      // no lock file without an npm install: nothing to watch there
    }
  }
  const manifest = { version: MANIFEST_VERSION, root, dir: id, builtAt: Date.now(), inputs };
  const tmp = join(base, `manifest.json.${process.pid}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(manifest)}\n`);
  renameSync(tmp, join(base, "manifest.json"));
  for (const name of readdirSync(base)) {
    if (name === id || !name.startsWith("b-")) continue;
    const dir = join(base, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEEP_OLD_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another build removed it first
    }
  }
  return manifest;
}

/** The manifest of a build that is still current for `root`, or null (none, another checkout, a source changed). */
export function currentBuild(root = ROOT) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(simBuildDir(root), "manifest.json"), "utf8"));
  } catch {
    return null;
  }
  if (manifest?.version !== MANIFEST_VERSION || manifest.root !== root) return null;
  for (const [file, mtime] of Object.entries(manifest.inputs)) {
    try {
      if (statSync(join(root, file)).mtimeMs !== mtime) return null;
    } catch {
      return null; // a source removed or renamed
    }
  }
  return manifest;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const manifest = await buildSim();
  if (!process.argv.includes("--quiet")) {
    console.log(`sim: CLI built in ${Math.round(performance.now() - t0)} ms into ${relative(process.cwd(), join(simBuildDir(), manifest.dir)) || "."} (${Object.keys(manifest.inputs).length} sources)`);
  }
}
