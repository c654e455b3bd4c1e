// The build's two HTML files (issue 18, issue 14): index.html for every page but the admin's, and
// admin.html for /admin and /admin/… (a CDN's two SPA rewrite rules; mock-api/static.ts does the
// same). build.mjs writes them with the inline scripts it has built; `page` is
// { metafile, outRoot (dist/web as the metafile names it), watch }.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_AREA, ADMIN_EARLY, entryGraph, entryScript, outputFor, staticGraph } from "./size-report.mjs";

/** The head both HTML files start with. */
const HTML_HEAD = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#e27101">
<meta name="format-detection" content="telephone=no">
<title>糖画机器人</title>
<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">
`;

/**
 * The body both HTML files end with. The boot spinner is named by aria-label, not a (visually
 * hidden) text node: laying out CJK text before the app runs cost a font fallback lookup, ~50 ms
 * at 4× throttling, on the path to the first patterns (issue 5).
 */
const htmlBody = (watch) => `${watch ? '<script type="module" src="/dev-reload.js"></script>\n' : ""}</head>
<body>
<div id="root"><div class="full-screen-spinner" role="status" aria-label="加载中… Loading…"><span class="spinner spinner--lg" aria-hidden="true"></span></div></div>
<noscript>请启用 JavaScript 后使用。Please enable JavaScript to use this app.</noscript>
</body>
</html>
`;

/** The first load's files of every page: the app's module script (the entry's chunk) and the rest of its graph. */
export function entryFiles(metafile, outRoot) {
  const entryJs = entryScript(metafile).slice(outRoot.length + 1);
  const graph = entryGraph(metafile, outRoot);
  return { entryJs, graph, css: graph.filter((f) => f.endsWith(".css")), preload: graph.filter((f) => f.endsWith(".js") && f !== entryJs) };
}

/**
 * index.html, every page but the admin's: the boot script adds the app's module script itself
 * (after a scan's first requests, app/boot-script.ts loadEntry), then the first paint's script
 * (app/first-paint-script.ts), which only waits for answers (and for #root). Both come before the
 * stylesheet, which would hold them until it has loaded (it still holds the paint's pixels, not
 * its DOM).
 */
export function indexHtml({ metafile, outRoot, watch }, boot, paint, fallback) {
  const { preload, css } = entryFiles(metafile, outRoot);
  return `${HTML_HEAD}${preload.map((f) => `<link rel="modulepreload" href="/${f}">\n`).join("")}<script>${boot.code}</script>
<script>${paint.code}</script>
<script type="module" src="/${fallback}"></script>
${css.map((f) => `<link rel="stylesheet" href="/${f}">`).join("\n")}
${htmlBody(watch)}`;
}

/**
 * index.html's own module script, a few bytes: the app's chunk when the boot script did not run
 * (a CDN that strips or blocks inline scripts; then the app asks for everything itself, as before
 * issue 18). Modules run after the parse, so the boot script has always run first when it runs at
 * all, leaving window.__boot (lib/boot-handoff.ts). A dynamic import: the preload scanner fetches
 * this file early, not the chunk behind it. Written under its content hash.
 */
export function writeEntryFallback(outdir, entryUrl) {
  const code = `window.__boot||import(${JSON.stringify(entryUrl)});\n`;
  const file = `assets/start-${createHash("sha256").update(code).digest("hex").slice(0, 8).toUpperCase()}.js`;
  writeFileSync(join(outdir, file), code);
  return file;
}

/**
 * admin.html, every /admin page (a CDN sends it for /admin and /admin/…, index.html for the rest,
 * as mock-api/static.ts does): the app's module script and the admin shell's chunk, its imports,
 * the early start's chunk (features/admin/early.ts, which app/boot.ts imports first) and their
 * stylesheets all in the HTML, so the preload scanner fetches them side by side as the HTML
 * arrives (issue 14), never on the customer's pages; the boot script without a first paint.
 */
export function adminHtml({ metafile, outRoot, watch }, boot) {
  const { entryJs, graph, preload, css } = entryFiles(metafile, outRoot);
  const admin = [ADMIN_EARLY, ADMIN_AREA]
    .map((source) => outputFor(metafile, source))
    .flatMap((out) => (out === undefined ? [] : staticGraph(metafile, outRoot, out)))
    .filter((f, i, all) => !graph.includes(f) && all.indexOf(f) === i);
  const links = [
    ...[...preload, ...admin.filter((f) => f.endsWith(".js"))].map((f) => `<link rel="modulepreload" href="/${f}">`),
    ...admin.filter((f) => f.endsWith(".css")).map((f) => `<link rel="preload" as="style" href="/${f}">`),
  ];
  return `${HTML_HEAD}<script type="module" src="/${entryJs}"></script>
${links.join("\n")}
<script>${boot.code}</script>
${css.map((f) => `<link rel="stylesheet" href="/${f}">`).join("\n")}
${htmlBody(watch)}`;
}
