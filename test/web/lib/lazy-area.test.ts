/**
 * lib/lazy-area.ts: §8's reload on a failed chunk, except while the browser says it is offline
 * (issue 11: the reload landed on the browser's offline page and the app was gone).
 */
import { afterEach, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { isChunkLoadError, reloadOnceForChunkError } from "../../../web/src/lib/lazy-area.ts";

const chunkError = new TypeError("Failed to fetch dynamically imported module: https://x.example/assets/order-AB12.js");
let reloads = 0;
let online = true;
const saved = { navigator: Object.getOwnPropertyDescriptor(globalThis, "navigator"), location: Object.getOwnPropertyDescriptor(globalThis, "location"), sessionStorage: Object.getOwnPropertyDescriptor(globalThis, "sessionStorage") };

beforeEach(() => {
  reloads = 0;
  online = true;
  const store = new Map<string, string>();
  Object.defineProperty(globalThis, "navigator", { configurable: true, value: { get onLine() { return online; } } });
  Object.defineProperty(globalThis, "location", { configurable: true, value: { reload: () => void reloads++ } });
  Object.defineProperty(globalThis, "sessionStorage", {
    configurable: true,
    value: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  });
});
afterEach(() => {
  for (const [key, d] of Object.entries(saved)) {
    if (d) Object.defineProperty(globalThis, key, d);
    else Reflect.deleteProperty(globalThis, key);
  }
});

test("a failed chunk reloads once a minute while online", () => {
  assert.equal(isChunkLoadError(chunkError), true);
  assert.equal(reloadOnceForChunkError(chunkError, 1_000_000), true);
  assert.equal(reloads, 1);
  assert.equal(reloadOnceForChunkError(chunkError, 1_030_000), false, "not again within 60 s");
  assert.equal(reloadOnceForChunkError(chunkError, 1_061_000), true);
  assert.equal(reloads, 2);
});

test("offline, a failed chunk never reloads (the area offers a retry instead)", () => {
  online = false;
  assert.equal(reloadOnceForChunkError(chunkError, 2_000_000), false);
  assert.equal(reloads, 0);
  online = true;
  assert.equal(reloadOnceForChunkError(chunkError, 2_000_001), true, "back online, the stale deploy still reloads");
});

test("other errors never reload", () => {
  assert.equal(reloadOnceForChunkError(new Error("boom"), 3_000_000), false);
  assert.equal(reloads, 0);
});
