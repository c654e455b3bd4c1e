/**
 * The translation files (CONVENTIONS 10): en must stay in step with zh-CN, the fallback
 * language whose keys are the typed source (§9). Every failure names the file and key.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { NAMESPACES } from "../../../web/contract/constants.ts";

const root = new URL("../../../web/public/locales", import.meta.url).pathname;
const LANGS = ["zh-CN", "en"] as const;
type Lang = (typeof LANGS)[number];

/** en values may name another language in its own script only here. */
const CJK_ALLOWED_IN_EN = new Set(["common:language.zh-CN"]);
/** Han, kana, hangul, CJK punctuation and full-width forms (，。：！？ etc.). */
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/u;

function nsFiles(lng: Lang): string[] {
  return readdirSync(join(root, lng))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
}

interface Parsed {
  raw: Record<string, unknown>;
  error: string | undefined;
}

function parse(lng: Lang, ns: string): Parsed {
  const file = join(root, lng, `${ns}.json`);
  try {
    const v: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!v || typeof v !== "object" || Array.isArray(v)) return { raw: {}, error: `${lng}/${ns}.json is not a JSON object` };
    return { raw: v as Record<string, unknown>, error: undefined };
  } catch (err) {
    return { raw: {}, error: `${lng}/${ns}.json does not parse: ${String(err)}` };
  }
}

function placeholders(text: unknown): string[] {
  if (typeof text !== "string") return [];
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ""))].sort();
}

const files = { "zh-CN": nsFiles("zh-CN"), en: nsFiles("en") };
const parsed = new Map<string, Parsed>();
for (const lng of LANGS) for (const ns of files[lng]) parsed.set(`${lng}/${ns}`, parse(lng, ns));
const dict = (lng: Lang, ns: string): Record<string, unknown> => parsed.get(`${lng}/${ns}`)?.raw ?? {};

test("both languages have the same namespace files", () => {
  const onlyZh = files["zh-CN"].filter((ns) => !files.en.includes(ns));
  const onlyEn = files.en.filter((ns) => !files["zh-CN"].includes(ns));
  assert.deepEqual(onlyZh, [], `namespaces missing in en: ${onlyZh.join(", ")}`);
  assert.deepEqual(onlyEn, [], `namespaces missing in zh-CN: ${onlyEn.join(", ")}`);
});

test("every §9 namespace has a file", () => {
  for (const lng of LANGS) {
    for (const ns of NAMESPACES) assert.ok(files[lng].includes(ns), `${lng}/${ns}.json is missing`);
  }
});

for (const lng of LANGS) {
  describe(`${lng} files`, () => {
    for (const ns of files[lng]) {
      test(`${lng}/${ns}.json parses as a JSON object`, () => {
        assert.equal(parsed.get(`${lng}/${ns}`)?.error, undefined);
      });

      test(`${lng}/${ns}.json: every value is a non-empty string`, () => {
        for (const [key, value] of Object.entries(dict(lng, ns))) {
          assert.equal(typeof value, "string", `${lng}/${ns}:${key} is a ${typeof value}, not a string`);
          assert.notEqual((value as string).trim(), "", `${lng}/${ns}:${key} is empty`);
        }
      });
    }
  });
}

describe("en in step with zh-CN", () => {
  for (const ns of files["zh-CN"].filter((n) => files.en.includes(n))) {
    const zh = dict("zh-CN", ns);
    const en = dict("en", ns);

    test(`${ns}: the same keys`, () => {
      const missing = Object.keys(zh).filter((k) => !Object.hasOwn(en, k));
      const extra = Object.keys(en).filter((k) => !Object.hasOwn(zh, k));
      assert.deepEqual(missing, [], `${ns}: keys in zh-CN but not in en: ${missing.join(", ")}`);
      assert.deepEqual(extra, [], `${ns}: keys in en but not in zh-CN: ${extra.join(", ")}`);
    });

    test(`${ns}: the same {placeholders} per key`, () => {
      for (const key of Object.keys(zh)) {
        if (!Object.hasOwn(en, key)) continue; // reported by "the same keys"
        assert.deepEqual(
          placeholders(en[key]),
          placeholders(zh[key]),
          `${ns}:${key} placeholders differ (zh-CN ${JSON.stringify(zh[key])}, en ${JSON.stringify(en[key])})`,
        );
      }
    });

    test(`${ns}: no Chinese text left in en`, () => {
      for (const [key, value] of Object.entries(en)) {
        if (CJK_ALLOWED_IN_EN.has(`${ns}:${key}`)) continue;
        assert.ok(typeof value !== "string" || !CJK.test(value), `en/${ns}:${key} contains CJK text: ${JSON.stringify(value)}`);
      }
    });
  }
});

describe("the checks themselves", () => {
  const cases: [string, string[]][] = [
    ["no placeholders", []],
    ["Hello {name}", ["name"]],
    ["{b} and {a} and {b}", ["a", "b"]],
    ["{not a placeholder} {n1}", ["n1"]],
  ];
  for (const [text, want] of cases) {
    test(`placeholders(${JSON.stringify(text)}) → [${want.join(", ")}]`, () => {
      assert.deepEqual(placeholders(text), want);
    });
  }

  const cjk: [string, boolean][] = [
    ["English only…", false],
    ["简体中文", true],
    ["Hello，world", true], // full-width comma
    ["「quoted」", true],
    ["カタカナ", true],
    ["¥ 12.50 — ok", false],
  ];
  for (const [text, want] of cjk) {
    test(`CJK detector: ${JSON.stringify(text)} → ${want}`, () => {
      assert.equal(CJK.test(text), want);
    });
  }

  test("the allowed language name is really there (the exemption is not stale)", () => {
    assert.ok(CJK.test(String(dict("en", "common")["language.zh-CN"])));
  });
});
