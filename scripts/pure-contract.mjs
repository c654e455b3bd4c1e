// Tree-shaking for the contract (web/contract). Its modules only build values: zod schemas,
// endpoint descriptions, constants. But `export const X = z.object({ … })` is a call, and a
// bundler must assume a call has side effects, so every schema of a contract file the app imports
// was in the bundle, used or not (the /sugar first load carried all of auth.ts to read the user).
// This plugin marks each top-level `const` initializer of a contract module pure, the way
// rollup-plugin-tree-shakeable does: `const X = /* @__PURE__ */ (() => (…))();`. Unused ones are
// then dropped; the used ones evaluate exactly as before, in the same order.
import { readFile } from "node:fs/promises";

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

/**
 * Index of the `,` or `}` that ends the expression starting at `from` inside an object literal
 * (depth 0: not inside brackets, strings, templates, comments or regular expressions); -1 if none.
 */
function valueEnd(src, from) {
  let depth = 0;
  let last = ":";
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
    if (depth === 0 && (c === "," || c === "}")) return i;
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    if (c !== " " && c !== "\t" && c !== "\r" && c !== "\n") last = c;
  }
  return -1;
}

/** Index past the whitespace and comments at `i`. */
function skipBlank(src, i) {
  for (;;) {
    while (/\s/.test(src[i] ?? "")) i++;
    if (src.startsWith("//", i)) i = src.indexOf("\n", i);
    else if (src.startsWith("/*", i)) i = src.indexOf("*/", i) + 2;
    else return i;
    if (i < 2) return -1;
  }
}

/**
 * Issue 14: the web app never reads an endpoint's `input` schema (the mock API's router and the
 * OpenAPI writer do; the client only sends the values), yet `endpoint({ input: … })` keeps it, and
 * with it whatever zod needs to run it. zod's modules are in the entry chunk (the customer's first
 * load uses them), and esbuild keeps in a module every export any chunk uses, so an admin page's
 * date or money input rules grew /sugar's first load (0.8 KB gzip). For the web build each
 * `endpoint({ … input: X … })` gets `input: void 0`. Throws on an endpoint it cannot read.
 */
export function stripEndpointInputs(src, file = "(module)") {
  let out = "";
  let at = 0;
  const calls = /\bendpoint\(\{/g;
  for (let m = calls.exec(src); m !== null; m = calls.exec(src)) {
    let i = m.index + m[0].length;
    for (;;) {
      i = skipBlank(src, i);
      if (i === -1) throw new Error(`${file}: an endpoint({ … }) that does not end`);
      if (src[i] === "}") break;
      const key = /^([A-Za-z_$][\w$]*)\s*:/.exec(src.slice(i));
      if (key === null) throw new Error(`${file}: an endpoint({ … }) property that is not "key: value" at ${i}`);
      const valueStart = i + key[0].length;
      const end = valueEnd(src, valueStart);
      if (end === -1) throw new Error(`${file}: cannot find the end of endpoint property ${key[1]}`);
      if (key[1] === "input") {
        out += `${src.slice(at, valueStart)} void 0`;
        at = end;
      }
      i = src[end] === "," ? end + 1 : end;
    }
    calls.lastIndex = i;
  }
  return out + src.slice(at);
}

export function pureContractPlugin({ filter = /\/web\/contract\/.*\.ts$/ } = {}) {
  return {
    name: "pure-contract",
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, "utf8");
        return { contents: markPure(stripEndpointInputs(source, args.path), args.path), loader: "ts" };
      });
    },
  };
}
