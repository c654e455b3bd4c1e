/**
 * The fleet's timetable (sim/fleet-schedule.ts): items come out when due, in time order by bucket,
 * once each; moving and removing work without searching; a visit may file items again.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createSchedule, type Timed } from "../../sim/fleet-schedule.ts";

interface Item extends Timed {
  name: string;
}
const item = (name: string): Item => ({ name, wake: 0, slot: -1 });

function due(s: ReturnType<typeof createSchedule<Item>>, now: number, visit?: (i: Item) => void): string[] {
  const out: string[] = [];
  s.takeDue(now, (i) => {
    out.push(i.name);
    visit?.(i);
  });
  return out;
}

test("items come out once, when due, earliest bucket first", () => {
  const s = createSchedule<Item>(10);
  const [a, b, c, d] = ["a", "b", "c", "d"].map(item) as [Item, Item, Item, Item];
  s.set(c, 35);
  s.set(a, 5);
  s.set(b, 12);
  s.set(d, 19);
  assert.deepEqual(due(s, 4), []);
  assert.deepEqual(due(s, 15), ["a", "b"]);
  assert.deepEqual(due(s, 15), [], "not twice");
  assert.deepEqual(due(s, 40), ["d", "c"]);
  assert.equal(a.slot, -1);
});

test("moving an item leaves its old copy behind, skipped; removing takes it out", () => {
  const s = createSchedule<Item>(10);
  const [a, b] = [item("a"), item("b")];
  s.set(a, 5);
  s.set(b, 6);
  s.set(a, 50); // later
  s.remove(b);
  assert.deepEqual(due(s, 20), []);
  s.set(a, 8); // back, into a bucket already drained: due at once
  assert.deepEqual(due(s, 20), ["a"]);
  s.set(a, 25);
  s.set(a, 28); // the same bucket twice
  assert.deepEqual(due(s, 30), ["a"]);
});

test("a time in the past is due at the next call; a visit may file items again, later than now", () => {
  const s = createSchedule<Item>(10);
  const a = item("a");
  const b = item("b");
  s.set(a, 100);
  assert.deepEqual(due(s, 100), ["a"]);
  s.set(b, 3); // long past
  let visits = 0;
  assert.deepEqual(due(s, 105, (i) => {
    visits++;
    if (i === b) s.set(a, 104); // due now as well: visited in this same call
    if (i === a) s.set(a, 106); // later than now: kept for the next
  }), ["b", "a"]);
  assert.equal(visits, 2);
  assert.deepEqual(due(s, 106), ["a"]);
});

test("after a long quiet spell only the buckets that exist are walked", () => {
  const s = createSchedule<Item>(1);
  const a = item("a");
  s.set(a, 0);
  assert.deepEqual(due(s, 0), ["a"]);
  s.set(a, 1e12);
  assert.deepEqual(due(s, 1e12), ["a"]);
  s.clear();
  s.set(a, 2e12);
  s.clear();
  assert.deepEqual(due(s, 3e12), []);
});
