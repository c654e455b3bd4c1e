// A small lexer for the top level of JS and TS modules (scripts/split-modules.mjs): the tokens,
// the top-level statements, and the names import and export statements bind. Not a parser: a
// module it cannot follow is left as it is by its callers.

/** The namespace of one part of a split module: `split-part:<file>#<n>`. */
export const PART = "split-part:";

const ID_START = /[A-Za-z_$\u0080-\uffff]/;
const ID_PART = /[\w$\u0080-\uffff]/;
// After these a "/" starts a regular expression, not a division.
const EXPR_KEYWORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);

/**
 * The tokens of a module: identifiers, punctuation (brackets and ; , . : = and the rest), and
 * literals, with comments dropped; `line` tells a token that starts its line. Enough to find the
 * top-level statements and the names each one mentions, not a full parser.
 */
export function tokenize(src) {
  const out = [];
  let i = 0;
  let lineStart = true;
  const braces = []; // for each open "{": true when it is a template's "${"
  const push = (type, start, end) => {
    out.push({ type, value: src.slice(start, end), start, end, line: lineStart });
    lineStart = false;
  };
  const regexAllowed = () => {
    const prev = out[out.length - 1];
    if (prev === undefined) return true;
    if (prev.type === "id") return EXPR_KEYWORDS.has(prev.value);
    if (prev.type === "num" || prev.type === "str" || prev.type === "regex" || prev.type === "tmpl") return false;
    return !(prev.value === ")" || prev.value === "]" || prev.value === "}");
  };
  const template = (from) => {
    // From just after "`" or after a template's "}": up to the closing "`" or the next "${".
    let j = from;
    while (j < src.length) {
      const c = src[j];
      if (c === "\\") j += 2;
      else if (c === "`") return { end: j + 1, open: false };
      else if (c === "$" && src[j + 1] === "{") return { end: j + 2, open: true };
      else j++;
    }
    throw new Error("unterminated template literal");
  };
  while (i < src.length) {
    const c = src[i];
    if (c === "\n") {
      lineStart = true;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      if (end === -1) throw new Error("unterminated comment");
      i = end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === "\\" ? 2 : 1;
      push("str", i, j + 1);
      i = j + 1;
    } else if (c === "`") {
      const t = template(i + 1);
      push("tmpl", i, t.end);
      if (t.open) braces.push(true);
      i = t.end;
    } else if (c === "}" && braces[braces.length - 1] === true) {
      braces.pop();
      const t = template(i + 1);
      push("tmpl", i, t.end);
      if (t.open) braces.push(true);
      i = t.end;
    } else if (c === "/" && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length) {
        const d = src[j];
        if (d === "\\") j += 2;
        else if (d === "[") (inClass = true), j++;
        else if (d === "]") (inClass = false), j++;
        else if (d === "/" && !inClass) break;
        else if (d === "\n") throw new Error("unterminated regular expression");
        else j++;
      }
      j++;
      while (j < src.length && /[a-z]/i.test(src[j])) j++;
      push("regex", i, j);
      i = j;
    } else if (ID_START.test(c)) {
      let j = i + 1;
      while (j < src.length && ID_PART.test(src[j])) j++;
      push("id", i, j);
      i = j;
    } else if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(src[i + 1] ?? ""))) {
      let j = i + 1;
      while (j < src.length && /[\w.]/.test(src[j])) j++;
      push("num", i, j);
      i = j;
    } else if (c === "." && src[i + 1] === "." && src[i + 2] === ".") {
      push("punct", i, i + 3);
      i += 3;
    } else {
      if (c === "{") braces.push(false);
      else if (c === "}") braces.pop();
      push("punct", i, i + 1);
      i++;
    }
  }
  return out;
}

const STARTERS = new Set(["import", "export", "const", "let", "var", "function", "async", "class", "abstract", "type", "interface", "declare", "enum"]);

/** The top-level statements as token ranges. */
export function statements(tokens) {
  const out = [];
  let depth = 0;
  let cur = [];
  const flush = () => {
    if (cur.length > 0) out.push(cur);
    cur = [];
  };
  // A function or class declaration ends with its body's "}": what follows is another statement.
  const hasBody = () => {
    const words = cur.slice(0, 4).map((t) => t.value).filter((v) => v !== "export" && v !== "default" && v !== "async" && v !== "abstract");
    return words[0] === "function" || words[0] === "class";
  };
  for (const t of tokens) {
    if (depth === 0 && t.line && t.type === "id" && STARTERS.has(t.value) && cur.length > 0) flush();
    cur.push(t);
    if (t.type === "punct" && "([{".includes(t.value)) depth++;
    else if (t.type === "punct" && ")]}".includes(t.value)) depth--;
    else if (t.type === "tmpl" && t.value.endsWith("${")) depth++;
    if (t.type === "tmpl" && t.value.startsWith("}")) depth--;
    if (depth === 0 && t.type === "punct" && t.value === ";") flush();
    else if (depth === 0 && t.type === "punct" && t.value === "}" && hasBody()) flush();
  }
  flush();
  return out;
}

/** Local names an import binds (type-only ones left out), or null for a side-effect import. */
export function importNames(toks) {
  const fromAt = toks.findIndex((t, k) => k > 0 && t.type === "id" && t.value === "from");
  if (fromAt === -1) return null;
  const names = [];
  let k = 1;
  while (k < fromAt) {
    const t = toks[k];
    if (t.value === "*") {
      names.push(toks[k + 2].value); // * as ns
      k += 3;
    } else if (t.value === "{") {
      const close = toks.findIndex((x, m) => m > k && x.value === "}");
      let el = [];
      const take = () => {
        if (el.length === 0) return;
        if (!(el[0].value === "type" && el.length > 1 && el[1].value !== "as")) names.push(el[el.length - 1].value);
        el = [];
      };
      for (let m = k + 1; m < close; m++) {
        if (toks[m].value === ",") take();
        else el.push(toks[m]);
      }
      take();
      k = close + 1;
    } else if (t.type === "id") {
      names.push(t.value); // a default import
      k++;
    } else k++;
  }
  return names;
}

/** [local, exported] pairs of `export { a, b as c }` (type-only ones left out). */
export function exportPairs(toks) {
  const open = toks.findIndex((t) => t.value === "{");
  const close = toks.findIndex((t) => t.value === "}");
  const pairs = [];
  let el = [];
  const take = () => {
    if (el.length === 0) return;
    if (!(el[0].value === "type" && el.length > 1 && el[1].value !== "as")) pairs.push([el[0].value, el[el.length - 1].value]);
    el = [];
  };
  for (let m = open + 1; m < close; m++) {
    if (toks[m].value === ",") take();
    else el.push(toks[m]);
  }
  take();
  return pairs;
}

/** The names a const/let/var statement declares (from its keyword on), or null for a pattern. */
export function variableNames(toks, at) {
  const first = toks[at + 1];
  if (first === undefined || first.type !== "id") return null;
  const names = [first.value];
  let depth = 0;
  for (let m = at + 2; m < toks.length - 2; m++) {
    const v = toks[m].value;
    if ("([{".includes(v) && toks[m].type === "punct") depth++;
    else if (")]}".includes(v) && toks[m].type === "punct") depth--;
    else if (depth === 0 && v === "," && toks[m + 1].type === "id" && toks[m + 2].value === "=") names.push(toks[m + 1].value);
  }
  return names;
}

/** `import { a, b as c, type T }` elements as [imported, local], type-only ones left out; null if not that shape. */
export function namedImports(toks) {
  if (toks[1]?.value !== "{") return null;
  const close = toks.findIndex((t) => t.value === "}");
  if (toks[close + 1]?.value !== "from") return null;
  const out = [];
  let el = [];
  const take = () => {
    if (el.length === 0) return;
    const isType = el[0].value === "type" && el.length > 1 && el[1].value !== "as";
    if (!isType) out.push([el[0].value, el[el.length - 1].value]);
    el = [];
  };
  for (let m = 2; m < close; m++) {
    if (toks[m].value === ",") take();
    else el.push(toks[m]);
  }
  take();
  return out;
}

