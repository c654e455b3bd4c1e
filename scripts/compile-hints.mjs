// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file whose first line
// is `//# allFunctionsCalledOnLoad` has every function compiled eagerly, while it streams in, off
// the main thread. Without it V8 pre-parses each function and parses it again on its first call,
// on the main thread; for the /sugar first load (React DOM's module body above all) that was about
// 200 ms of a 4×-throttled phone's main thread (issue 5). Only the entry's static graph gets the
// hint, and the admin shell's with the dashboard it lands on (issue 14): their code does run on
// load. Other lazy chunks (the mqtt client, qrcode, admin sub-areas) keep V8's lazy compilation,
// since most of their functions are not called at once.
import { readFileSync, writeFileSync } from "node:fs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** `code` with the hint as its first line (unchanged when it has one). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map (v3, JSON text) of the file after one line was put before it. */
export function shiftMapOneLine(mapJson) {
  const map = JSON.parse(mapJson);
  // A generated line is a `;`-separated group; the first line now has no mappings.
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

/** Adds the hint to each `.js` file and shifts its `.map` beside it when there is one. */
export function addCompileHints(files) {
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(file, hinted);
    let map;
    try {
      map = readFileSync(`${file}.map`, "utf8");
    } catch {
      continue; // no map written for this file
    }
    writeFileSync(`${file}.map`, shiftMapOneLine(map));
  }
}
