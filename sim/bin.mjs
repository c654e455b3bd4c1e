#!/usr/bin/env node
// The `sim` executable. Runs the prebuilt JavaScript of scripts/build-sim.mjs (dist/sim, made by
// `npm install`'s prepare script), building it again first when a source changed since; runs the
// TypeScript sources through tsx only when no build can be made (or with SIM_FROM_SOURCE=1).
import { pathToFileURL } from "node:url";
import { buildSim, currentBuild, simBuildDir } from "../scripts/build-sim.mjs";

async function loadMain() {
  if (process.env.SIM_FROM_SOURCE !== "1") {
    let manifest = currentBuild();
    if (manifest === null) {
      try {
        manifest = await buildSim();
      } catch (err) {
        console.error(`sim: cannot build the CLI (${err instanceof Error ? err.message.split("\n")[0] : String(err)}); running the sources through tsx`);
      }
    }
    if (manifest !== null) {
      // The commands that run for long log stack traces (`[sim] fleet step failed: …`): name the .ts
      // sources there. Reading the maps costs the quick commands time for traces they never print.
      if (["start", "scenario"].includes(process.argv[2] ?? "")) process.setSourceMapsEnabled(true);
      return import(pathToFileURL(`${simBuildDir()}/${manifest.dir}/main.js`).href);
    }
  }
  const { register } = await import("tsx/esm/api");
  register();
  return import("./main.ts");
}

const { run } = await loadMain();
process.exitCode = await run(process.argv.slice(2));
