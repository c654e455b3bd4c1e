/**
 * The hand-written i18n (§9 languages, fallback zh-CN; §3 `i18nextLng`; §7 GET
 * /locales/{lng}/{ns}.json): language normalisation, interpolation, markers, fallback,
 * language switching, failed loads, and the `useT` hook under Suspense.
 */
import { after, afterEach, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { installDom } from "../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/");
// Stored before the module loads: the language it starts in comes from here (§3 local state).
localStorage.setItem("i18nextLng", "en-US");
const core = await import("../../../web/src/lib/i18n/core.ts");
const i18n = await import("../../../web/src/lib/i18n/index.ts");
const React = await import("react");
const { createRoot } = await import("react-dom/client");
const { act, createElement, Suspense } = React;
const startLanguage = core.getLanguage();

type Dicts = Record<string, Record<string, unknown>>;

const FIXTURES: Dicts = {
  "/locales/zh-CN/common.json": { hello: "你好，{name}", both: "两者", onlyZh: "仅中文", count: "{n} 个" },
  "/locales/en/common.json": { hello: "Hello, {name}", both: "Both", count: "{n} items", notText: 42 },
  "/locales/zh-CN/user.json": { title: "个人中心" },
  "/locales/en/user.json": { title: "My account" },
  "/locales/zh-CN/sugar.json": { title: "糖画" },
  "/locales/en/sugar.json": { title: "Sugar art" },
};

let fetched: string[] = [];
const failing = new Set<string>();
let warn: ReturnType<typeof mock.method>;

function useFixtures(dicts: Dicts = FIXTURES): void {
  core.setLocaleFetcher(async (url) => {
    fetched.push(url);
    if (failing.has(url)) throw new Error(`offline: ${url}`);
    const d = dicts[url];
    if (!d) throw new Error(`404 ${url}`);
    return d;
  });
}

beforeEach(async () => {
  warn = mock.method(console, "warn", () => {});
  failing.clear();
  useFixtures(); // also forgets every loaded file
  await core.setLanguage("zh-CN");
  fetched = [];
});
afterEach(() => mock.restoreAll());
after(() => dom.close());

test("the language stored at i18nextLng before start is used (en-US → en)", () => {
  assert.equal(startLanguage, "en");
});

describe("normalizeLanguage (§9: en, en-US, zh, zh-CN; fallback zh-CN)", () => {
  const cases: [string | null | undefined, string, string][] = [
    ["en", "en", "listed"],
    ["en-US", "en", "listed"],
    ["zh", "zh-CN", "listed"],
    ["zh-CN", "zh-CN", "listed"],
    ["en-GB", "en", "an English region falls back to its base language"],
    ["en-us", "en", "lower-case region, same base"],
    ["zh-TW", "zh-CN", "documented: Traditional Chinese regions map to zh-CN through the base 'zh'"],
    ["zh-Hant-HK", "zh-CN", "documented: script subtags too"],
    ["fr", "zh-CN", "unsupported → fallback"],
    ["fr-FR", "zh-CN", "unsupported with region → fallback"],
    ["pseudo", "zh-CN", "the dev pseudo-locale is not a language"],
    ["", "zh-CN", "empty → fallback"],
    [null, "zh-CN", "null → fallback"],
    [undefined, "zh-CN", "undefined → fallback"],
  ];
  for (const [raw, want, why] of cases) {
    test(`${JSON.stringify(raw) ?? "undefined"} → ${want} (${why})`, () => {
      assert.equal(i18n.normalizeLanguage(raw), want);
      assert.equal(core.normalizeLanguage(raw), want);
    });
  }
});

describe("interpolate", () => {
  const cases: [string, Record<string, string | number> | undefined, string, string][] = [
    ["Hello, {name}", { name: "小糖" }, "Hello, 小糖", "one placeholder"],
    ["{n} of {total}", { n: 3, total: 10 }, "3 of 10", "numbers are stringified"],
    ["{a}-{a}", { a: "x" }, "x-x", "repeated placeholder"],
    ["{a} {b}", { a: "1" }, "1 {b}", "an unknown placeholder stays visible"],
    ["Hello, {name}", undefined, "Hello, {name}", "no params: text as is"],
    ["no placeholders", { name: "x" }, "no placeholders", "unused params are ignored"],
    ["{ name } {}", { name: "x" }, "{ name } {}", "not placeholders"],
    ["{a}", { a: "{b}", b: "y" }, "{b}", "values are not interpolated again"],
    ["{zero}", { zero: 0 }, "0", "zero is a value"],
    ["{s}", { s: "" }, "", "empty string is a value"],
  ];
  for (const [text, params, want, why] of cases) {
    test(`${JSON.stringify(text)} → ${JSON.stringify(want)} (${why})`, () => {
      assert.equal(core.interpolate(text, params), want);
    });
  }
});

// Only the params' own keys fill placeholders, never what every object inherits.
test("a placeholder named like an Object member stays visible", () => {
  assert.equal(core.interpolate("{constructor} {toString}", {}), "{constructor} {toString}");
});

describe("translate: markers and the zh-CN fallback", () => {
  test("a loaded key is translated and interpolated", async () => {
    await core.loadNamespace("en", "common");
    assert.equal(core.translate("en", "common", "hello", { name: "Ann" }), "Hello, Ann");
  });

  test("a missing key renders the [[ns:key]] marker", async () => {
    await core.loadNamespace("zh-CN", "common");
    assert.equal(core.translate("zh-CN", "common", "nope"), "[[common:nope]]");
    assert.equal(core.marker("user", "a.b"), "[[user:a.b]]");
  });

  test("a namespace not loaded yet renders markers", () => {
    assert.equal(core.translate("zh-CN", "sugar", "title"), "[[sugar:title]]");
  });

  test("non-string values in a file are ignored (marker, not '42')", async () => {
    await Promise.all([core.loadNamespace("en", "common"), core.loadNamespace("zh-CN", "common")]);
    assert.equal(core.translate("en", "common", "notText"), "[[common:notText]]");
  });

  test("a key missing in en falls back to zh-CN only once zh-CN is loaded", async () => {
    await core.loadNamespace("en", "common");
    assert.equal(core.translate("en", "common", "onlyZh"), "[[common:onlyZh]]", "zh-CN not loaded: marker");
    await core.loadNamespace("zh-CN", "common");
    assert.equal(core.translate("en", "common", "onlyZh"), "仅中文", "zh-CN loaded: fallback text");
    assert.equal(core.translate("en", "common", "both"), "Both", "en wins where it has the key");
  });

  test("the fallback interpolates too", async () => {
    const dicts = { ...FIXTURES, "/locales/en/common.json": {} };
    useFixtures(dicts);
    await Promise.all([core.loadNamespace("en", "common"), core.loadNamespace("zh-CN", "common")]);
    assert.equal(core.translate("en", "common", "count", { n: 5 }), "5 个");
  });

  test("t() translates in the current language", async () => {
    await core.loadNamespace("zh-CN", "common");
    assert.equal(core.t("common", "hello", { name: "小糖" }), "你好，小糖");
    assert.equal(i18n.translateNow("common", "both"), "两者");
  });
});

describe("loading files (§7 GET /locales/{lng}/{ns}.json)", () => {
  test("fetches the §7 url once per language and namespace", async () => {
    const [a, b] = await Promise.all([core.loadNamespace("en", "user"), core.loadNamespace("en", "user")]);
    assert.deepEqual(a, { title: "My account" });
    assert.equal(a, b, "the same dict");
    await core.loadNamespace("en", "user");
    assert.deepEqual(fetched, ["/locales/en/user.json"]);
    assert.deepEqual(core.loadedDict("en", "user"), { title: "My account" });
  });

  test("loadedDict is undefined while the file is loading", async () => {
    const p = core.loadNamespace("zh-CN", "user");
    assert.equal(core.loadedDict("zh-CN", "user"), undefined);
    await p;
    assert.deepEqual(core.loadedDict("zh-CN", "user"), { title: "个人中心" });
  });

  test("a failed fetch resolves to {}, warns, and is retried the next time", async () => {
    failing.add("/locales/en/user.json");
    const first = core.loadNamespace("en", "user");
    assert.deepEqual(await first, {}, "resolves (no rejection) so the UI shows markers");
    assert.equal(first.status, "fulfilled");
    assert.equal(warn.mock.callCount(), 1, "the failure is warned about");
    assert.equal(core.loadedDict("en", "user"), undefined, "forgotten");
    assert.equal(core.translate("en", "user", "title"), "[[user:title]]");

    failing.clear();
    assert.deepEqual(await core.loadNamespace("en", "user"), { title: "My account" });
    assert.deepEqual(fetched, ["/locales/en/user.json", "/locales/en/user.json"], "fetched again");
    assert.equal(core.translate("en", "user", "title"), "My account");
  });

  test("setLocaleFetcher forgets what was loaded", async () => {
    await core.loadNamespace("en", "user");
    useFixtures();
    assert.equal(core.loadedDict("en", "user"), undefined);
  });
});

describe("setLanguage", () => {
  test("stores i18nextLng, sets <html lang>, notifies subscribers, t() follows", async () => {
    await core.loadNamespace("zh-CN", "common");
    let heard = 0;
    const off = core.subscribeLanguage(() => heard++);
    await i18n.setLanguage("en");
    assert.equal(core.getLanguage(), "en");
    assert.equal(i18n.getLanguage(), "en");
    assert.equal(localStorage.getItem("i18nextLng"), "en");
    assert.equal(document.documentElement.lang, "en");
    assert.equal(heard, 1);
    assert.equal(core.t("common", "hello", { name: "Ann" }), "Hello, Ann", "already loaded: no markers");
    off();
    await core.setLanguage("zh-CN");
    assert.equal(heard, 1, "unsubscribed");
    assert.equal(localStorage.getItem("i18nextLng"), "zh-CN");
    assert.equal(document.documentElement.lang, "zh-CN");
  });

  test("preloads every namespace in use, and only those, before switching", async () => {
    await Promise.all([core.loadNamespace("zh-CN", "common"), core.loadNamespace("zh-CN", "user")]);
    fetched = [];
    const seenAtNotify: (string | undefined)[] = [];
    const off = core.subscribeLanguage(() => {
      seenAtNotify.push(core.loadedDict("en", "common")?.both, core.loadedDict("en", "user")?.title);
    });
    await core.setLanguage("en");
    off();
    assert.deepEqual(fetched.sort(), ["/locales/en/common.json", "/locales/en/user.json"]);
    assert.deepEqual(seenAtNotify, ["Both", "My account"], "loaded before subscribers hear of it");
  });

  test("the language does not change until the files are in", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    core.setLocaleFetcher(async (url) => {
      if (url.startsWith("/locales/en/")) await gate;
      return FIXTURES[url] ?? {};
    });
    await core.loadNamespace("zh-CN", "user");
    const switching = core.setLanguage("en");
    await new Promise((r) => setImmediate(r));
    assert.equal(core.getLanguage(), "zh-CN", "still zh-CN while en/user loads");
    release();
    await switching;
    assert.equal(core.getLanguage(), "en");
  });

  test("a namespace that fails to load still switches; its keys fall back to zh-CN", async () => {
    await core.loadNamespace("zh-CN", "user");
    failing.add("/locales/en/user.json");
    await core.setLanguage("en");
    assert.equal(core.getLanguage(), "en");
    assert.equal(core.t("user", "title"), "个人中心");
  });
});

test("dev pseudo-locale (i18nextLng=pseudo): every string is its [[ns:key]] marker until a language is chosen", async () => {
  localStorage.setItem("i18nextLng", "pseudo");
  // A fresh copy of the module, so it reads the stored value at start as the app does.
  const url = new URL("../../../web/src/lib/i18n/core.ts", import.meta.url).href;
  const fresh = (await import(`${url}?pseudo`)) as typeof core;
  fresh.setLocaleFetcher(async (u) => FIXTURES[u] ?? {});
  assert.equal(fresh.isPseudo(), true);
  assert.equal(fresh.getLanguage(), "zh-CN", "the language itself is the fallback");
  await fresh.loadNamespace("zh-CN", "common");
  assert.equal(fresh.t("common", "hello", { name: "x" }), "[[common:hello]]");
  await fresh.setLanguage("en");
  assert.equal(fresh.isPseudo(), false);
  await fresh.loadNamespace("en", "common");
  assert.equal(fresh.t("common", "both"), "Both");
  localStorage.setItem("i18nextLng", "zh-CN");
});

describe("useT", () => {
  const root = new URL("../../../web/public", import.meta.url).pathname;
  let release!: () => void;
  let gate: Promise<void>;

  beforeEach(() => {
    gate = new Promise<void>((r) => (release = r));
    // The real files from disk, held back until the test releases them.
    core.setLocaleFetcher(async (url) => {
      fetched.push(url);
      await gate;
      return JSON.parse(await readFile(`${root}${url}`, "utf8"));
    });
  });

  function Greeting({ name }: { name: string }) {
    const t = i18n.useT("common");
    return createElement("p", { id: "greeting" }, t("home.loggedInAs", { name }));
  }

  test("suspends until the namespace is loaded, then renders; switches language without a fallback flash", async () => {
    const errors = mock.method(console, "error", () => {});
    let fallbacks = 0;
    function Fallback() {
      fallbacks += 1;
      return createElement("p", { id: "fallback" }, "…");
    }
    const container = document.createElement("div");
    document.body.appendChild(container);
    const r = createRoot(container);
    await act(async () => {
      r.render(createElement(Suspense, { fallback: createElement(Fallback) }, createElement(Greeting, { name: "小糖" })));
    });
    assert.ok(container.querySelector("#fallback"), "suspended: the fallback shows");
    assert.equal(container.querySelector("#greeting"), null);
    assert.deepEqual(fetched, ["/locales/zh-CN/common.json"]);

    await act(async () => {
      release();
      await core.loadNamespace("zh-CN", "common");
    });
    assert.equal(container.querySelector("#fallback"), null);
    assert.equal(container.querySelector("#greeting")?.textContent, "当前用户：小糖");

    const before = fallbacks;
    await act(async () => {
      await core.setLanguage("en");
    });
    assert.equal(container.querySelector("#greeting")?.textContent, "Signed in as 小糖");
    assert.equal(fallbacks, before, "en was preloaded: no fallback in between");
    assert.ok(fetched.includes("/locales/en/common.json"));

    await act(async () => r.unmount());
    container.remove();
    assert.equal(errors.mock.callCount(), 0, `no React errors: ${String(errors.mock.calls[0]?.arguments[0])}`);
  });
});
