/**
 * Issue 14: the seeded world lives in the present. A store seeded at a moment has its records
 * aged before that moment, so a fresh start on any day (the mock's clock) shows today's orders,
 * this month's income and the past months; a store seeded at SEED_NOW is the one tests know.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { manualClock } from "../../mock-api/clock.ts";
import { SEED_NOW_MS } from "../../mock-api/seed/world-ids.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { startApi } from "./harness.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { MANAGER, ok } from "./finance-fixtures.ts";

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
/** A moment given in China time (the dashboard's days and months). */
const china = (iso: string) => Date.parse(`${iso}Z`) - CHINA_MS;

const MOMENTS: readonly [string, number][] = [
  ["the seed's own now", SEED_NOW_MS],
  ["an afternoon a year later", china("2027-03-18T15:40:00")],
  ["30 s after midnight on the 1st of a month", china("2026-08-01T00:00:30")],
  ["a minute before new year", china("2026-12-31T23:59:00")],
  ["a leap day morning", china("2028-02-29T07:05:00")],
];

for (const [name, at] of MOMENTS) {
  test(`seeded at ${name}: today and this month have sales, nothing lies in the future, the state checks`, async (t) => {
    const store = createStore(1, at);
    const check = checkStore(JSON.parse(JSON.stringify(store)));
    assert.ok(check.ok, check.ok ? "" : check.error);
    const atS = Math.floor(at / 1000);
    for (const o of Object.values(store.printOrders)) {
      assert.ok(o.create_time <= atS && (o.pay_time ?? 0) <= atS, `order ${o.id} after the seed's now`);
    }
    for (const e of Object.values(store.ledger)) assert.ok(e.create_time <= atS, `ledger ${e.id} after the seed's now`);

    const clock = manualClock(at);
    const h = await startApi(t, { store, clock });
    const token = issueToken(store, MANAGER.id, at).token;
    const d = ok<Record<string, string | number>>(await h.call("GET", "/api/manage/index", { token }));
    assert.ok(Number(d.today_income) > 0, `today_income ${d.today_income}`);
    assert.ok(Number(d.today_order_count) > 0, `today_order_count ${d.today_order_count}`);
    assert.ok(Number(d.month_income) >= Number(d.today_income) && Number(d.month_income) > 0);
    const stats = ok<{ list: { month: string; income: string }[] }>(await h.call("GET", "/api/manage/month-statistics", { token }));
    assert.equal(stats.list.length, 12);
    assert.ok(Number(stats.list.at(-1)?.income) > 0, "the current month has income");
    assert.ok(stats.list.filter((m) => Number(m.income) > 0).length >= 3, "the past months have income too");
    const rank = ok<{ list: unknown[] }>(await h.call("GET", "/api/manage/rank?type=device", { token }));
    assert.ok(rank.list.length > 0, "the default (month) ranking is not empty");
  });
}

test("seeded at SEED_NOW the world is the one every other test knows", () => {
  assert.deepEqual(createStore(1, SEED_NOW_MS), createStore(1));
});

test("a later seed is the same world, every order made as long before its now", () => {
  const days = 400;
  const base = createStore(1);
  const later = createStore(1, SEED_NOW_MS + days * DAY_MS);
  for (const [id, o] of Object.entries(base.printOrders)) {
    const l = later.printOrders[id];
    assert.equal(l?.name, o.name);
    assert.equal((l?.create_time ?? 0) - o.create_time, days * 86_400, `order ${id}`);
    assert.equal(l?.status, o.status);
  }
  assert.deepEqual(
    Object.values(later.users).map((u) => u.total_money),
    Object.values(base.users).map((u) => u.total_money),
  );
});
