#!/usr/bin/env node
// Builds the web app into dist/web: web/src/main.tsx bundled by esbuild as ESM with code
// splitting (each area of §2 a lazy chunk), content-hashed names, minified, with source maps;
// index.html pointing at the hashed entry; web/public copied (locales, icons). Prints a size
// table. `--watch` rebuilds on change, runs the mock API and reloads the open page.
import * as esbuild from "esbuild";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { addCompileHints } from "./scripts/compile-hints.mjs";
import { mangleFiles, minifyInline } from "./scripts/mangle.mjs";
import { entryChunkPlugin } from "./scripts/entry-chunk.mjs";
import { lazyCssPlugin, staticCssOf } from "./scripts/lazy-css.mjs";
import { dropEndpointInputs, markPure, pureContractPlugin } from "./scripts/pure-contract.mjs";
import { splitModulesPlugin } from "./scripts/split-modules.mjs";
import { adminHtml, entryFiles, indexHtml, writeEntryFallback } from "./scripts/html-pages.mjs";
import { ADMIN_AREA, ENTRY, firstLoads, kb, outputFor, sizeOf, staticGraph, table } from "./scripts/size-report.mjs";

const root = new URL(".", import.meta.url).pathname;
// TANGHUA_DIST moves the whole output (web/ and meta.json), so parallel checkouts or agents
// building at once do not delete each other's assets mid-test.
const distDir = process.env.TANGHUA_DIST ? resolve(process.env.TANGHUA_DIST) : join(root, "dist");
const outdir = join(distDir, "web");
const watch = process.argv.includes("--watch");
/** dist/web relative to the checkout, as esbuild's metafile names outputs. */
const outRoot = relative(root, outdir);
const quiet = process.argv.includes("--quiet");


const CONTRACT = /\/web\/contract\/.*\.ts$/;

/**
 * What only lazy pages use of the contract and lib leaves the first load (issue 11): one module
 * per declaration, importers pointed at the parts (scripts/split-modules.mjs). Our own modules
 * only: splitting zod's too saved 1.7 KB gzip more but rewrites a dependency's internals with our
 * lexer, where a bad split shows only at run time. It marks the contract pure itself (markPure):
 * pure-contract's own onLoad is the fallback only.
 */
function splitModules() {
  return splitModulesPlugin({
    filter: /\/web\/contract\/.*\.ts$|\/web\/src\/lib\/.*\.ts$/,
    importers: /\/web\/.*\.tsx?$/,
    transform: (src, file) => (CONTRACT.test(file) ? markPure(dropEndpointInputs(src, file), file) : src),
  });
}

/**
 * The HTML's inline boot script (web/src/app/boot-script.ts, issue 18): one minified IIFE that
 * sends the first screen's requests while the JavaScript downloads, and its CSP source. A CDN
 * serves it as well as any file; the HTML's Content-Security-Policy must allow it by that hash
 * (csp-hashes.json beside index.html; mock-api/static.ts adds it, production's CDN must too).
 * `entry`: the app's module script for it to add (index.html's), or none (admin.html has its own).
 */
async function bootScript(entry) {
  const args = entry === undefined ? "" : `location, "", ${JSON.stringify(entry)}`;
  return inlineScript(`import { earlyBoot } from "./web/src/app/boot-script.ts";\nearlyBoot(${args});`);
}

/**
 * The HTML's second inline script (web/src/app/first-paint-script.ts, issue 18): a scan's first
 * paint, right after the boot script; its CSP source goes with the boot script's.
 */
async function firstPaintScript() {
  return inlineScript('import { startFirstPaint } from "./web/src/app/first-paint-script.ts";\nstartFirstPaint();');
}

/** `contents` bundled into one minified IIFE for an inline script of index.html, with its CSP source. */
async function inlineScript(contents) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, sourcefile: "inline-script-entry.ts", loader: "ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: options.target,
    minify: true,
    write: false,
    legalComments: "none",
    logLevel: "warning",
    // As the bundle's: only the declarations it uses of the contract and lib.
    plugins: [splitModules(), pureContractPlugin()],
  });
  // Terser's compress and mangle over esbuild's: every byte here is in every HTML answer (~0.15 KB gzip less).
  const code = (await minifyInline(result.outputFiles[0].text)).trim();
  if (/<\/script|<!--/i.test(code)) throw new Error("an inline script contains </script or <!--: it would end the HTML's script element");
  return { code, csp: `'sha256-${createHash("sha256").update(code).digest("base64")}'` };
}

// Dev only: polls the build id and reloads when it changes (CSP allows same-origin fetch only).
const DEV_RELOAD = `let id;setInterval(async()=>{try{const r=await fetch("/build-id.txt",{cache:"no-store"});const t=await r.text();if(id&&t!==id)location.reload();id=t}catch{}},1000);`;

function report(metafile, ms) {
  const rows = [["output", "area", "raw", "gzip"]];
  const outs = Object.keys(metafile.outputs).filter((p) => !p.endsWith(".map")).sort();
  for (const out of outs) {
    const s = sizeOf(join(root, out));
    const from = metafile.outputs[out].entryPoint?.replace(/^web\/src\/(features\/)?/, "").replace(/\/routes\.tsx$/, "");
    rows.push([out.slice(outRoot.length + 1), from ?? "shared", kb(s.raw), kb(s.gzip)]);
  }
  const { entry, sugar, sugarCode, admin, adminCode } = firstLoads(metafile, outRoot, outdir);
  console.log(table(rows));
  console.log(`first load, customer entry (html + js + css): ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzip`);
  console.log(`first load, /sugar?sn=… (html + js + css): ${kb(sugarCode.raw)} raw, ${kb(sugarCode.gzip)} gzip (budget 100 KB); with its zh-CN locales ${kb(sugar.gzip)} gzip`);
  console.log(`first load, /admin/dashboard (html + js + css): ${kb(adminCode.raw)} raw, ${kb(adminCode.gzip)} gzip (budget 140 KB); with its zh-CN locales ${kb(admin.gzip)} gzip`);
  console.log(`built in ${ms} ms`);
}

const options = {
  entryPoints: [ENTRY],
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: ["chrome100","safari15"],
  outdir,
  entryNames: "assets/[name]-[hash]",
  chunkNames: "assets/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  minify: !watch,
  // Production maps are written beside the files but not linked from them (no sourceMappingURL
  // comment in every file of the /sugar first load, issue 5); load one by hand or in an error
  // tracker. The dev build links them.
  sourcemap: watch ? true : "external",
  metafile: true,
  // wouter imports the React < 18 shim; React 19 has the hook (web/src/lib/react-sync-external-store.ts).
  alias: { "use-sync-external-store/shim/index.js": "./web/src/lib/react-sync-external-store.ts" },
  jsx: "automatic",
  legalComments: "none",
  logLevel: "warning",
  define: {
    "process.env.NODE_ENV": watch ? '"development"' : '"production"',
    __TANGHUA_DEV__: watch ? "true" : "false",
  },
};

/**
 * esbuild folds the CSS of lazily imported areas into the entry's stylesheet and also writes
 * each area's CSS beside its chunk; nothing loads those copies, so they are removed.
 */
function dropUnusedCss(metafile) {
  const used = new Set(staticGraph(metafile, outRoot, outputFor(metafile, ENTRY)).map((f) => `${outRoot}/${f}`));
  for (const out of Object.keys(metafile.outputs)) {
    if (!out.endsWith(".css") || used.has(out)) continue;
    rmSync(join(root, out), { force: true });
    rmSync(join(root, `${out}.map`), { force: true });
    delete metafile.outputs[out];
    delete metafile.outputs[`${out}.map`];
  }
}

/**
 * The JS of the entry's static graph (absolute paths): the code every visit runs on load; and the
 * admin shell's with its landing page, the dashboard (issue 14: figures visible ≤ 2 s), which an
 * admin visit likewise runs as it loads.
 */
function firstLoadJs(metafile) {
  const admin = outputFor(metafile, ADMIN_AREA);
  const files = [
    ...staticGraph(metafile, outRoot, outputFor(metafile, ENTRY)),
    ...(admin === undefined ? [] : staticGraph(metafile, outRoot, admin)),
  ];
  return [...new Set(files)].filter((f) => f.endsWith(".js")).map((f) => join(outdir, f));
}

async function writeStatic(metafile) {
  dropUnusedCss(metafile);
  // The production build's entry JavaScript mangled again by terser (scripts/mangle.mjs); its
  // name stays esbuild's content hash, as the same esbuild output always mangles the same way.
  if (!watch) await mangleFiles(entryFiles(metafile, outRoot).graph.filter((f) => f.endsWith(".js")).map((f) => join(outdir, f)));
  // Content hashes stay unique: the hint is the same fixed line in every hinted file.
  addCompileHints(firstLoadJs(metafile));
  cpSync(join(root, "web/public"), outdir, { recursive: true });
  const page = { metafile, outRoot, watch };
  const entryUrl = `/${entryFiles(metafile, outRoot).entryJs}`;
  const [boot, paint, adminBoot] = await Promise.all([bootScript(entryUrl), firstPaintScript(), bootScript()]);
  writeFileSync(join(outdir, "index.html"), indexHtml(page, boot, paint, writeEntryFallback(outdir, entryUrl)));
  writeFileSync(join(outdir, "admin.html"), adminHtml(page, adminBoot));
  // The script-src sources the two HTML files' inline scripts need (mock-api/static.ts reads it).
  writeFileSync(join(outdir, "csp-hashes.json"), `${JSON.stringify({ "script-src": [boot.csp, paint.csp, adminBoot.csp] })}\n`);
  if (watch) {
    writeFileSync(join(outdir, "dev-reload.js"), DEV_RELOAD);
    writeFileSync(join(outdir, "build-id.txt"), String(Date.now()));
  }
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

// Each lazy area links its own stylesheet (scripts/lazy-css.mjs); the entry's keeps the rest.
const lazyCss = {};
const { staticCss, sharedCss } = await staticCssOf(options, ENTRY);
options.plugins = [
  entryChunkPlugin({ entry: join(root, ENTRY) }),
  splitModules(),
  pureContractPlugin(),
  lazyCssPlugin({
    outdir,
    staticCss,
    sharedCss,
    manifest: lazyCss,
    minify: options.minify,
    target: options.target,
    loadStyleModule: join(root, "web/src/lib/load-style.ts"),
  }),
];

if (!watch) {
  const t0 = performance.now();
  const result = await esbuild.build(options);
  result.metafile.lazyCss = lazyCss; // for the first-load figures (size-report.mjs)
  await writeStatic(result.metafile);
  // The bench reads the metafile for its first-load figures.
  writeFileSync(join(distDir, "meta.json"), JSON.stringify(result.metafile));
  if (!quiet) report(result.metafile, Math.round(performance.now() - t0));
} else {
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: "after-build",
        setup(build) {
          build.onEnd(async (result) => {
            if (result.errors.length > 0 || !result.metafile) return;
            result.metafile.lazyCss = lazyCss;
            await writeStatic(result.metafile);
            console.log(`[dev] rebuilt at ${new Date().toLocaleTimeString()}`);
          });
        },
      },
    ],
  });
  await ctx.rebuild();
  await ctx.watch();
  const api = spawn(process.execPath, ["--import", "tsx", "mock-api/main.ts", "--static", outdir], { cwd: root, stdio: "inherit" });
  const stop = async () => {
    api.kill("SIGTERM");
    await ctx.dispose();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
