/**
 * The admin's code fetched at once on an /admin page (issue 14: dashboard figures ≤ 2 s on 4G at
 * 4× CPU): build.mjs lists the admin's early chunk, the shell's chunk with every file it imports
 * and their stylesheets in `meta[name=admin-preload]` (names under /assets/, a script's without
 * its ".js": the list is in every HTML answer's bytes); this links them all, so they download side
 * by side from the moment the HTML is parsed instead of one import level after another once the
 * bundle has run. The HTML's inline boot script calls it (app/boot-script.ts), and
 * features/admin/early.ts again in case that script did not run. A leaf module: it is in every
 * HTML answer's bytes.
 */
export function preloadAdminCode(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="admin-preload"]');
  if (meta === null || meta.dataset.linked) return; // linked once, whoever comes first
  meta.dataset.linked = "1";
  for (const file of meta.content.split(" ").filter(Boolean)) {
    const link = doc.createElement("link");
    if (file.endsWith(".css")) {
      link.rel = "preload";
      link.as = "style";
    } else link.rel = "modulepreload";
    link.href = `/assets/${file.endsWith(".css") ? file : `${file}.js`}`;
    doc.head.appendChild(link);
  }
}
