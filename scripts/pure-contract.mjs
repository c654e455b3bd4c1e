// Tree-shaking for the contract (web/contract). Its modules only build values: zod schemas,
// endpoint descriptions, constants. But `export const X = z.object({ … })` is a call, and a
// bundler must assume a call has side effects, so every schema of a contract file the app imports
// was in the bundle, used or not (the /sugar first load carried all of auth.ts to read the user).
// This plugin marks each top-level `const` initializer of a contract module pure, the way
// rollup-plugin-tree-shakeable does: `const X = /* @__PURE__ */ (() => (…))();`. Unused ones are
// then dropped; the used ones evaluate exactly as before, in the same order.
import { readFile } from "node:fs/promises";
import { tokenize } from "./module-lexer.mjs";

const DECLARATION = /^(export )?const ([A-Za-z_$][\w$]*)(\s*:[^=]+)?\s*=\s*/;
/** After these, a `/` starts a regular expression rather than a division. */
const REGEX_BEFORE = new Set(["(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^", "\n", ""]);

/**
 * Index just past the `;` that ends the statement starting at `from` (depth 0: not inside
 * brackets, strings, template literals, comments or regular expressions); -1 if none.
 */
export function statementEnd(src, from) {
  let depth = 0;
  let last = ""; // the last significant character, for the regex-or-division question
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    const next = src[i + 1];
    if (c === "/" && next === "/") {
      i = src.indexOf("\n", i);
      if (i === -1) return -1;
      continue;
    }
    if (c === "/" && next === "*") {
      i = src.indexOf("*/", i + 2) + 1;
      if (i === 0) return -1;
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipString(src, i, c);
      if (i === -1) return -1;
      last = c;
      continue;
    }
    if (c === "`") {
      i = skipTemplate(src, i);
      if (i === -1) return -1;
      last = c;
      continue;
    }
    if (c === "/" && REGEX_BEFORE.has(last)) {
      i = skipRegex(src, i);
      if (i === -1) return -1;
      last = "/";
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === ";" && depth === 0) return i + 1;
    if (c !== " " && c !== "\t" && c !== "\r") last = c;
  }
  return -1;
}

function skipString(src, i, quote) {
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === "\\") j++;
    else if (src[j] === quote) return j;
    else if (src[j] === "\n") return -1;
  }
  return -1;
}

function skipTemplate(src, i) {
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === "\\") j++;
    else if (src[j] === "`") return j;
    else if (src[j] === "$" && src[j + 1] === "{") {
      const end = statementEndBrace(src, j + 2);
      if (end === -1) return -1;
      j = end;
    }
  }
  return -1;
}

/** Index of the `}` closing a template substitution that starts at `from`. */
function statementEndBrace(src, from) {
  let depth = 1;
  for (let j = from; j < src.length; j++) {
    const c = src[j];
    if (c === '"' || c === "'") j = skipString(src, j, c);
    else if (c === "`") j = skipTemplate(src, j);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return j;
    if (j === -1) return -1;
  }
  return -1;
}

function skipRegex(src, i) {
  let inClass = false;
  for (let j = i + 1; j < src.length; j++) {
    const c = src[j];
    if (c === "\\") j++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) {
      while (/[a-z]/i.test(src[j + 1] ?? "")) j++; // flags
      return j;
    }
    else if (c === "\n") return -1;
  }
  return -1;
}

/**
 * The module with every top-level `const` whose initializer makes a call wrapped in a pure IIFE.
 * Throws when a statement's end cannot be found (the build then fails loudly, never silently).
 */
export function markPure(src, file = "(module)") {
  let out = "";
  let at = 0;
  const lines = /^(?:export )?const /gm;
  for (let m = lines.exec(src); m !== null; m = lines.exec(src)) {
    if (m.index < at) continue; // inside a statement already copied
    const decl = DECLARATION.exec(src.slice(m.index));
    if (decl === null) continue;
    const start = m.index + decl[0].length;
    const end = statementEnd(src, start);
    if (end === -1) throw new Error(`${file}: cannot find the end of const ${decl[2]}`);
    const init = src.slice(start, end - 1);
    if (!init.includes("(")) continue; // no call: already free to drop
    out += `${src.slice(at, start)}/* @__PURE__ */ (() => (${init}))();`;
    at = end;
    lines.lastIndex = end;
  }
  return out + src.slice(at);
}

export function pureContractPlugin({ filter = /\/web\/contract\/.*\.ts$/ } = {}) {
  return {
    name: "pure-contract",
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, "utf8");
        return { contents: markPure(dropEndpointInputs(source, args.path), args.path), loader: "ts" };
      });
    },
  };
}

const OPEN = new Set(["(", "[", "{"]);
const CLOSE = new Set([")", "]", "}"]);

/**
 * The module without the `input` property of its `endpoint({ … })` calls, for the web bundle:
 * the web client never reads an endpoint's input schema (http.ts builds the query or body from
 * the caller's value as typed; the mock API validates it), so building it at evaluation and
 * shipping it is waste (issue 18). The schemas only inputs used are then unused, and dropped as
 * pure. Type-level uses (InputOf) are unaffected. Throws when a property's end cannot be found.
 */
export function dropEndpointInputs(src, file = "(module)") {
  const toks = tokenize(src);
  const cuts = [];
  const punct = (t, values) => t !== undefined && t.type === "punct" && values.has(t.value);
  for (let i = 0; i + 2 < toks.length; i++) {
    if (toks[i].type !== "id" || toks[i].value !== "endpoint" || toks[i + 1].value !== "(" || toks[i + 2].value !== "{") continue;
    let depth = 0;
    for (let j = i + 2; j < toks.length; j++) {
      const t = toks[j];
      if (punct(t, OPEN)) depth++;
      else if (punct(t, CLOSE)) {
        if (--depth === 0) break;
      } else if (depth === 1 && t.type === "id" && t.value === "input" && toks[j + 1]?.value === ":" && (toks[j - 1]?.value === "{" || toks[j - 1]?.value === ",")) {
        let d = 0;
        let k = j + 2;
        for (; k < toks.length; k++) {
          const u = toks[k];
          if (punct(u, OPEN)) d++;
          else if (punct(u, CLOSE)) {
            if (d === 0) break;
            d--;
          } else if (d === 0 && u.type === "punct" && u.value === ",") break;
        }
        const end = toks[k];
        if (end === undefined) throw new Error(`${file}: cannot find the end of an endpoint's input`);
        let to = end.value === "," ? end.end : end.start;
        while (end.value === "," && (src[to] === " " || src[to] === "\t")) to++;
        cuts.push([t.start, to]);
      }
    }
  }
  let out = src;
  for (const [from, to] of cuts.reverse()) out = out.slice(0, from) + out.slice(to);
  return out;
}
