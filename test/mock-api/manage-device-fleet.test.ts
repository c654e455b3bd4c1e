/**
 * A company with 2,000 printers (issue 14): the fleet `sim start --extra-printers 2500` makes
 * (sim/fleet-generate.ts: 2,500 generated printers round-robin over the 5 seeded bound ones, so
 * 2,000 land in company 1's shops). The list stays a small page, filtered and counted on the
 * server; the error list agrees with the dashboard. Times are the bench's business, not a test's.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import { recordHeartbeatCondition } from "../../mock-api/commerce/device-reports.ts";
import { addGeneratedPrinters } from "../../sim/fleet-generate.ts";
import type { DeviceRow } from "../../web/contract/http/manage-device.ts";
import { startApi } from "./harness.ts";
import { D, get, list, ok, people, WORLD, type Page } from "./manage-device-fixtures.ts";

test("2,000 printers in one company: paged by serial, filtered and counted on the server, a page stays small", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  assert.equal(addGeneratedPrinters(store, 2500, 1), 2500);
  const company1 = new Set([WORLD.shop.hangzhou, WORLD.shop.shanghai, WORLD.shop.chengdu]);
  const fleet = Object.values(store.printers).filter((p) => p.shopId !== null && company1.has(p.shopId as 1 | 2 | 3));
  assert.equal(fleet.length, 2004, "2,000 generated and the 4 seeded");

  // Every 3rd heard just now, every 7th out of sugar (7: across all three shops).
  const now = h.clock.now();
  fleet.forEach((p, i) => {
    if (i % 3 === 0) p.last_seen = now;
    if (i % 7 === 0) recordHeartbeatCondition(store, p.sn, { printMode: PRINT_MODE.IDLE, materialPresent: false, bambooPresent: true }, now - i);
  });
  const onlineCount = fleet.filter((_, i) => i % 3 === 0).length;
  const errorCount = fleet.filter((_, i) => i % 7 === 0).length;

  const { owner, company2 } = people(h);
  const first = await get(h, `${D}/list`, owner, { limit: 100 });
  const page1 = ok<Page<DeviceRow> & { counts: Record<string, number> }>(first);
  assert.equal(page1.total, 2004);
  assert.deepEqual(page1.counts, { all: 2004, online: onlineCount, offline: 2004 - onlineCount, error: errorCount, unbound: 0 });
  assert.equal(page1.list.length, 100);
  const sns = page1.list.map((r) => r.sn);
  assert.deepEqual(sns, [...sns].sort(), "by serial");
  assert.deepEqual(sns.slice(0, 5), ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004", "SIM-G000001"]);
  assert.ok(first.text.length < 64 * 1024, `a 100-row page is ${first.text.length} bytes`);

  const last = await list(h, owner, { limit: 100, page: 21 });
  assert.equal(last.list.length, 4);
  assert.deepEqual((await list(h, owner, { keyword: "g001234" })).list.map((r) => r.sn), ["SIM-G001234"]);
  assert.equal((await list(h, owner, { state: "online", limit: 1 })).total, onlineCount);
  const chengduErrors = await list(h, owner, { state: "error", shop_id: WORLD.shop.chengdu, limit: 100 });
  assert.ok(chengduErrors.total > 0);
  assert.ok(chengduErrors.list.every((r) => r.shop?.id === WORLD.shop.chengdu && r.error?.code === "material_out"));

  const errors = ok<Page<DeviceRow>>(await get(h, `${D}/error-list`, owner, { limit: 100 }));
  assert.equal(errors.total, errorCount);
  assert.equal(ok<{ device_error_count: number }>(await get(h, "/api/manage/index", owner)).device_error_count, errorCount);
  const since = errors.list.map((r) => Number(r.error?.since));
  assert.deepEqual(since, [...since].sort((a, b) => b - a), "newest error first");

  assert.equal((await list(h, company2)).total, 501, "company 2: its 500 and SIM-0005");
});
