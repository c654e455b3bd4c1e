/** What the production build (build.mjs) leaves out of the bundle on purpose. */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Metafile } from "esbuild";

const dist = process.env.TANGHUA_DIST ?? fileURLToPath(new URL("../../dist", import.meta.url));

test("wouter gets React's own useSyncExternalStore, not the React < 18 shim", (t) => {
  if (!existsSync(join(dist, "meta.json"))) {
    t.skip(`no build at ${dist} (npm test builds first)`);
    return;
  }
  const metafile = JSON.parse(readFileSync(join(dist, "meta.json"), "utf8")) as Metafile;
  const inputs = Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.ok(inputs.some((i) => i.startsWith("node_modules/wouter/")), "wouter is bundled");
  assert.deepEqual(inputs.filter((i) => i.startsWith("node_modules/use-sync-external-store/")), []);
  assert.ok(inputs.includes("web/src/lib/react-sync-external-store.ts"));
});
