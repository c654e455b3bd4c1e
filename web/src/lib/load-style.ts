/**
 * Links an area's own stylesheet (scripts/lazy-css.mjs turns a lazy chunk's CSS import into
 * `await loadStyle(href)`), once per href. Resolves when the sheet has loaded, so the chunk renders
 * styled; rejects when it cannot load, with a message lazy-area.ts treats as a failed chunk load
 * (a deploy replaced the hashed files: reload once).
 *
 * `early`: the shared components' sheet goes before every area sheet linked so far, where the
 * entry stylesheet used to hold it, so an area's rules still win over a component's (cascade order).
 */
const loading = new Map<string, Promise<void>>();

export function loadStyle(href: string, options: { early?: boolean } = {}): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const done = new Promise<void>((resolve, reject) => {
    const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
    if (existing?.sheet) return resolve();
    const link = existing ?? document.createElement("link");
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener(
      "error",
      () => {
        loading.delete(href); // a later navigation may try again
        reject(new Error(`Failed to fetch stylesheet ${href}`));
      },
      { once: true },
    );
    if (!existing) {
      link.rel = "stylesheet";
      link.href = href;
      link.dataset.lazy = options.early === true ? "shared" : "area";
      const firstArea = options.early === true ? document.head.querySelector('link[data-lazy="area"]') : null;
      document.head.insertBefore(link, firstArea);
    }
  });
  loading.set(href, done);
  return done;
}
