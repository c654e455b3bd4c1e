// One module per top-level declaration, for the modules the entry shares with lazy chunks.
// esbuild puts a module in one chunk and keeps every export of it that any chunk uses: contract
// schemas, constants and helpers that only lazy pages need rode along in the
// /sugar first load (issue 11: ~9 KB raw of it). Split into one module per declaration (per group
// of declarations that refer to each other, so no new import cycle appears), each lands in the
// chunk of the code that uses it; the original path becomes a facade re-exporting the parts.
// A module with anything else at its top level (a side effect, a default export) is left whole.
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { exportPairs, importNames, namedImports, PART, statements, tokenize, variableNames } from "./module-lexer.mjs";

export { tokenize } from "./module-lexer.mjs";

/** Tarjan's strongly connected components of `edges` (index → set of indices). */
function components(count, edges) {
  const index = new Array(count).fill(-1);
  const low = new Array(count).fill(0);
  const onStack = new Array(count).fill(false);
  const stack = [];
  const out = [];
  let next = 0;
  const strong = (v) => {
    index[v] = low[v] = next++;
    stack.push(v);
    onStack[v] = true;
    for (const w of edges[v]) {
      if (index[w] === -1) {
        strong(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
    }
    if (low[v] === index[v]) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack[w] = false;
        comp.push(w);
      } while (w !== v);
      out.push(comp.sort((a, b) => a - b));
    }
  };
  for (let v = 0; v < count; v++) if (index[v] === -1) strong(v);
  return out;
}

/**
 * The facade and the parts of `src`, or null when it should stay whole. Parts import each other
 * as `split-part:<file>#<n>`; each keeps the file's own import statements it needs.
 */
export function splitModule(src, file) {
  let stmts;
  try {
    stmts = statements(tokenize(src));
  } catch {
    return null; // something this small lexer does not follow: leave the module whole
  }
  const imports = []; // { text, names }
  const reexports = [];
  const localExports = [];
  const units = [];
  const unitOf = new Map();
  for (const toks of stmts) {
    const text = src.slice(toks[0].start, toks[toks.length - 1].end);
    const [a, b, c] = toks.map((t) => t.value);
    if (a === ";") continue;
    if (a === "import") {
      if (b === "(" || b === "." || toks[1]?.type === "str") return null;
      if (b === "type" && c !== "," && c !== "from") continue;
      const names = importNames(toks);
      if (names === null) return null;
      imports.push({ text, names });
      continue;
    }
    let at = 0;
    let exported = false;
    if (a === "export") {
      exported = true;
      at = 1;
      if (b === "*") {
        reexports.push(text);
        continue;
      }
      if (b === "{") {
        if (toks.some((t) => t.type === "id" && t.value === "from")) reexports.push(text);
        else localExports.push(...exportPairs(toks));
        continue;
      }
      if (b === "type" && c === "{") continue;
    }
    const kw = toks[at]?.value;
    if (kw === "type" || kw === "interface" || kw === "declare") continue;
    let names;
    let mutable = false;
    if (kw === "const" || kw === "let" || kw === "var") {
      names = variableNames(toks, at);
      mutable = kw !== "const";
    } else {
      let k = at;
      if (toks[k]?.value === "async" || toks[k]?.value === "abstract") k++;
      if (toks[k]?.value === "function" || toks[k]?.value === "class") {
        k++;
        if (toks[k]?.value === "*") k++;
        names = toks[k]?.type === "id" ? [toks[k].value] : null;
      } else return null; // an expression, a default export, an enum: the module stays whole
    }
    if (names === null) return null;
    const same = names.map((n) => unitOf.get(n)).find((u) => u !== undefined);
    const unit = same ?? { stmts: [], names: [], exported: [], mutable: false, refs: new Set() };
    if (same === undefined) units.push(unit);
    unit.stmts.push({ start: toks[0].start, text, exported });
    for (const n of names) {
      if (!unit.names.includes(n)) unit.names.push(n);
      if (exported && !unit.exported.includes(n)) unit.exported.push(n);
      unitOf.set(n, unit);
    }
    unit.mutable ||= mutable;
    // Every identifier but a property name after "." may be a reference: over-counting only merges parts.
    toks.forEach((t, k) => {
      if (t.type === "id" && toks[k - 1]?.value !== ".") unit.refs.add(t.value);
    });
  }
  if (units.length < 2) return null;

  const idx = new Map(units.map((u, i) => [u, i]));
  const edges = units.map(() => new Set());
  units.forEach((u, i) => {
    for (const n of u.refs) {
      const to = unitOf.get(n);
      if (to === undefined || to === u) continue;
      const j = idx.get(to);
      edges[i].add(j);
      // A `let` or `var` may be assigned where it is used, and imported bindings are read-only.
      if (to.mutable) edges[j].add(i);
    }
  });
  const comps = components(units.length, edges);
  if (comps.length < 2) return null;
  const partOf = new Array(units.length);
  comps.forEach((comp, p) => comp.forEach((u) => (partOf[u] = p)));
  const spec = (p) => JSON.stringify(`${PART}${file}#${p}`);

  const parts = comps.map((comp, p) => {
    const used = new Set();
    for (const u of comp) for (const n of units[u].refs) used.add(n);
    const lines = imports.filter((im) => im.names.some((n) => used.has(n))).map((im) => im.text);
    const fromSiblings = new Map();
    for (const n of used) {
      const to = unitOf.get(n);
      if (to === undefined) continue;
      const q = partOf[idx.get(to)];
      if (q === p) continue;
      if (!fromSiblings.has(q)) fromSiblings.set(q, new Set());
      fromSiblings.get(q).add(n);
    }
    for (const [q, names] of fromSiblings) lines.push(`import { ${[...names].join(", ")} } from ${spec(q)};`);
    const own = comp.flatMap((u) => units[u].stmts).sort((x, y) => x.start - y.start);
    for (const s of own) lines.push(s.exported ? s.text : `export ${s.text}`);
    return `${lines.join("\n")}\n`;
  });

  const facade = [...reexports];
  /** Exported name → [part, the name the part exports it as]. */
  const exportsMap = new Map();
  comps.forEach((comp, p) => {
    const names = comp.flatMap((u) => units[u].exported);
    for (const n of names) exportsMap.set(n, [p, n]);
    const renamedPairs = localExports.filter(([local]) => comp.some((u) => units[u].names.includes(local)));
    for (const [local, as] of renamedPairs) exportsMap.set(as, [p, local]);
    const renamed = renamedPairs.map(([local, as]) => (local === as ? local : `${local} as ${as}`));
    const all = [...new Set([...names, ...renamed])];
    if (all.length > 0) facade.push(`export { ${all.join(", ")} } from ${spec(p)};`);
  });
  // `export { x }` of an imported binding: the facade imports it again.
  for (const [local, as] of localExports) {
    if (unitOf.has(local)) continue;
    const im = imports.find((i) => i.names.includes(local));
    if (im === undefined) return null;
    facade.push(im.text, `export { ${local === as ? local : `${local} as ${as}`} };`);
  }
  return { facade: `${facade.join("\n")}\n`, parts, exports: exportsMap };
}

/**
 * `src` with each `import { … } from "./x"` of a split module (`splitOf(path)` not null) turned
 * into one import per part, so the importer reaches only the parts it uses: a facade would make
 * every part reachable, and esbuild places a module by what can reach it.
 */
export function rewriteImports(src, file, splitOf) {
  // Only the imports at the top are read: JSX text further down is beyond this small lexer.
  const body = /^(?!import\b)[A-Za-z_$@<]/m.exec(src);
  let toks;
  try {
    toks = tokenize(body === null ? src : src.slice(0, body.index));
  } catch {
    return src;
  }
  const edits = [];
  for (const stmt of statements(toks)) {
    if (stmt[0].value !== "import") continue;
    const specTok = stmt[stmt.length - 1]?.type === "str" ? stmt[stmt.length - 1] : stmt[stmt.length - 2];
    if (specTok?.type !== "str") continue;
    const spec = specTok.value.slice(1, -1);
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    const split = splitOf(target);
    if (split === null) continue;
    const names = namedImports(stmt);
    if (names === null) continue;
    const byPart = new Map();
    const rest = [];
    for (const [imported, local] of names) {
      const at = split.exports.get(imported);
      if (at === undefined) {
        rest.push(imported === local ? imported : `${imported} as ${local}`);
        continue;
      }
      const [p, asPart] = at;
      if (!byPart.has(p)) byPart.set(p, []);
      byPart.get(p).push(asPart === local ? asPart : `${asPart} as ${local}`);
    }
    const lines = [...byPart].map(([p, list]) => `import { ${list.join(", ")} } from ${JSON.stringify(`${PART}${target}#${p}`)};`);
    if (rest.length > 0) lines.push(`import { ${rest.join(", ")} } from ${JSON.stringify(spec)};`);
    edits.push([stmt[0].start, stmt[stmt.length - 1].end, lines.join(" ")]);
  }
  let out = src;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * The esbuild plugin: modules matching `filter` are split (then each part, or the whole module,
 * goes through `transform`, e.g. pure-contract's markPure), and every module matching `importers`
 * (and every part) imports the parts it uses directly.
 */
export function splitModulesPlugin({ filter, importers, transform = (src) => src }) {
  return {
    name: "split-modules",
    setup(build) {
      const splits = new Map();
      const splitOf = (path) => {
        if (!filter.test(path)) return null;
        if (!splits.has(path)) {
          let src;
          try {
            src = readFileSync(path, "utf8");
          } catch {
            return null;
          }
          splits.set(path, splitModule(src, path));
        }
        return splits.get(path);
      };
      const finish = (src, file) => rewriteImports(src, file, splitOf);
      const loaderOf = (file) => (file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") ? "ts" : "js");
      build.onStart(() => splits.clear());
      build.onResolve({ filter: /^split-part:/ }, (args) => ({ path: args.path.slice(PART.length), namespace: "split-part" }));
      build.onLoad({ filter: /.*/, namespace: "file" }, async (args) => {
        if (!importers.test(args.path) && !filter.test(args.path)) return undefined;
        const src = await readFile(args.path, "utf8");
        const split = splitOf(args.path);
        if (split !== null) return { contents: split.facade, loader: loaderOf(args.path) };
        const whole = filter.test(args.path) ? transform(src, args.path) : src;
        return { contents: finish(whole, args.path), loader: loaderOf(args.path) };
      });
      build.onLoad({ filter: /.*/, namespace: "split-part" }, async (args) => {
        const file = args.path.slice(0, args.path.lastIndexOf("#"));
        const split = splitOf(file);
        const text = split?.parts[Number(args.path.slice(args.path.lastIndexOf("#") + 1))];
        if (text === undefined) throw new Error(`split-modules: no part ${args.path}`);
        return { contents: finish(transform(text, file), file), loader: loaderOf(file), resolveDir: dirname(file) };
      });
    },
  };
}

