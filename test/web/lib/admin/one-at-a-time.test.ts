/** Issue 16: a double tap on a money action runs it once. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { oneAtATime } from "../../../../web/src/lib/admin/one-at-a-time.ts";

test("a second run while one is in flight does nothing; after it settles (even by failing) it runs again", async () => {
  const seen: boolean[] = [];
  const once = oneAtATime((b) => seen.push(b));
  let calls = 0;
  let release!: () => void;
  const first = once.run(() => new Promise<string>((ok) => ((release = () => ok("paid")), calls++)));
  const second = once.run(async () => (calls++, "again"));
  assert.equal(await second, undefined);
  release();
  assert.equal(await first, "paid");
  assert.equal(calls, 1);
  await assert.rejects(once.run(() => Promise.reject(new Error("refused"))));
  assert.equal(await once.run(async () => "next"), "next");
  assert.deepEqual(seen, [true, false, true, false, true, false]);
});
