/**
 * lib/i18n/core.ts takes a translation file the HTML's inline boot script fetched (app/boot.ts
 * adopts it) instead of fetching it again: once, read like its own fetch (a failed answer is a
 * failed load, which the next render retries the usual way).
 */
import { beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { adoptEarlyFile, loadNamespace, loadedDict, setLocaleFetcher } from "../../../web/src/lib/i18n/core.ts";

let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  setLocaleFetcher(async (url) => {
    fetched.push(url);
    return { title: `fetched ${url}` };
  });
});

test("an adopted file is the next load's answer, once", async () => {
  adoptEarlyFile("/locales/zh-CN/sugar.json", Promise.resolve(new Response(JSON.stringify({ title: "糖画" }))));
  assert.deepEqual(await loadNamespace("zh-CN", "sugar"), { title: "糖画" });
  assert.deepEqual(fetched, []);
  assert.equal(loadedDict("zh-CN", "sugar")?.title, "糖画");
  // Another language is another file: fetched as usual.
  await loadNamespace("en", "sugar");
  assert.deepEqual(fetched, ["/locales/en/sugar.json"]);
});

test("a failed early answer is a failed load; the next load fetches for itself", async () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    adoptEarlyFile("/locales/zh-CN/user.json", Promise.resolve(new Response("gone", { status: 404 })));
    assert.deepEqual(await loadNamespace("zh-CN", "user"), {});
    assert.deepEqual(fetched, []);
    assert.deepEqual(await loadNamespace("zh-CN", "user"), { title: "fetched /locales/zh-CN/user.json" });
  } finally {
    console.warn = warn;
  }
});
