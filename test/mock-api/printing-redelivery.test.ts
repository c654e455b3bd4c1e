/**
 * The backend as the durable side of the print-job hand-off (issue 11): a printer back after more
 * than 5 s without a heartbeat gets its paid jobs again, in queue order, and only those not yet
 * printing; and printer info (tanghua/info, device-sn) says whether it is online, printing, and how
 * many jobs are queued on it.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { comesBack, recordHeartbeat } from "../../mock-api/commerce/device-reports.ts";
import { noDevices, type PrintJobMessage } from "../../mock-api/devices.ts";
import { redeliverJobs } from "../../mock-api/printing/jobs.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { WORLD } from "../../mock-api/seed/world.ts";
import { startApi } from "./harness.ts";
import { ok, putOrder } from "./printing-helpers.ts";

function emptied(store: Store): Store {
  for (const k of Object.keys(store.printOrders)) delete store.printOrders[k];
  return store;
}

test("recordHeartbeat: the first heartbeat after more than 5 s without one brings the printer back; never seen is new, not back", () => {
  const store = createStore(1);
  delete store.printers["SIM-0001"]?.last_seen;
  assert.equal(recordHeartbeat(store, "SIM-0001", 100_000), false, "first sighting");
  assert.equal(recordHeartbeat(store, "SIM-0001", 101_000), false, "1 s later");
  assert.equal(recordHeartbeat(store, "SIM-0001", 101_000 + PRINTER_OFFLINE_MS), false, "exactly 5 s: still online (§4)");
  assert.equal(recordHeartbeat(store, "SIM-0001", 101_001 + 2 * PRINTER_OFFLINE_MS), true, "over 5 s: back");
  assert.equal(store.printers["SIM-0001"]?.last_seen, 101_001 + 2 * PRINTER_OFFLINE_MS);
  assert.equal(recordHeartbeat(store, "SIM-9999", 1), false, "an unknown serial");
  assert.equal(comesBack(undefined, 1e12), false);
});

test("redeliverJobs: the printer's PAID jobs it was sent, in queue order; none printing, done, failed, refunded, seeded or of another printer", () => {
  const store = emptied(createStore(1));
  const sent = { job_sent_at: 1_000 };
  const later = putOrder(store, { userId: 2, sn: "SIM-0001", status: S.PAID, pay_time: 1_768_000_500, ...sent });
  const first = putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, pay_time: 1_768_000_100, ...sent });
  putOrder(store, { userId: 3, sn: "SIM-0001", status: S.PAID, pay_time: 1_768_000_300 }); // never sent by this backend (seeded)
  putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PRINTING, pay_time: 1_768_000_050, ...sent });
  for (const status of [S.UNPAID, S.COMPLETED, S.PRINT_FAILED, S.REFUNDED, S.CLOSED]) putOrder(store, { userId: 1, sn: "SIM-0001", status, ...sent });
  putOrder(store, { userId: 1, sn: "SIM-0002", status: S.PAID, ...sent });
  putOrder(store, { userId: 1, sn: WORLD.egg.eggSn, status: S.PAID, print_type: "egg", ...sent });

  const jobs: PrintJobMessage[] = [];
  assert.equal(redeliverJobs(store, "SIM-0001", 5_000, { sendJob: (j) => jobs.push(j) }), 2);
  assert.deepEqual(jobs.map((j) => [j.order_sn, j.sn, j.created_at]), [[first.order_sn, "SIM-0001", 5_000], [later.order_sn, "SIM-0001", 5_000]]);
  assert.equal(redeliverJobs(store, "SIM-0001", 5_000, noDevices), 0, "no printer side: nothing to send");

  // One failing send does not stop the others; the orders are not changed by a re-send.
  const resent: string[] = [];
  const logs: string[] = [];
  const flaky = { sendJob: (j: PrintJobMessage) => (j.order_sn === first.order_sn ? assert.fail("broker down") : resent.push(j.order_sn)) };
  assert.equal(redeliverJobs(store, "SIM-0001", 6_000, flaky, (l) => logs.push(l)), 1);
  assert.deepEqual(resent, [later.order_sn]);
  assert.match(logs[0] ?? "", new RegExp(`${first.order_sn} not re-sent to SIM-0001`));
  assert.deepEqual([first.status, later.status], [S.PAID, S.PAID]);
});

test("tanghua/info and device-sn: online from the last heartbeat (5 s), printing and queue_count from the orders", async (t) => {
  const h = await startApi(t, { devices: { sendJob: () => {} } });
  const store = emptied(h.api.store);
  const info = async (path = "/api/tanghua/info?sn=SIM-0001") => ok<{ online?: number; printing?: number; queue_count?: number }>(await h.call("GET", path));
  delete store.printers["SIM-0001"]?.last_seen;
  const none = await info();
  assert.deepEqual([none.online, none.printing, none.queue_count], [0, 0, 0], "never seen: offline");

  recordHeartbeat(store, "SIM-0001", h.clock.now());
  h.clock.advance(PRINTER_OFFLINE_MS);
  const sent = { job_sent_at: h.clock.now() }; // paid through this backend: the job went to the printer
  putOrder(store, { userId: 1, sn: "SIM-0001", status: S.PAID, ...sent });
  putOrder(store, { userId: 2, sn: "SIM-0001", status: S.PAID, print_status_info: "queued" }); // or the printer reported on it
  putOrder(store, { userId: 1, sn: "SIM-0001", status: S.COMPLETED, ...sent });
  putOrder(store, { userId: 1, sn: "SIM-0002", status: S.PRINTING, ...sent });
  // Issue 13: a paid or printing order no printer was ever handed (the seed's) is in no queue.
  putOrder(store, { userId: 5, sn: "SIM-0001", status: S.PAID });
  putOrder(store, { userId: 5, sn: "SIM-0001", status: S.PRINTING });
  const a = await info();
  assert.deepEqual([a.online, a.printing, a.queue_count], [1, 0, 2], "seen 5 s ago: online; two waiting, none printing");

  putOrder(store, { userId: 3, sn: "SIM-0001", status: S.PRINTING, ...sent });
  h.clock.advance(1);
  const b = await info();
  assert.deepEqual([b.online, b.printing, b.queue_count], [0, 1, 3], "over 5 s: offline; one printing, three in all");

  // A scanned egg-printer code answers its printer's state.
  const egg = Object.values(store.printers).find((p) => p.eggSn !== null);
  assert.ok(egg);
  recordHeartbeat(store, egg.sn, h.clock.now());
  const viaEgg = await info(`/api/tanghua/device-sn?sn=${egg.eggSn ?? ""}`);
  assert.equal(viaEgg.online, 1);
});

test("tanghua/info without a printer side (noDevices): online is absent, every paid order counts (nothing is ever handed over)", async (t) => {
  const h = await startApi(t);
  const store = emptied(h.api.store);
  putOrder(store, { userId: 1, sn: "SIM-0003", status: S.PAID });
  const a = ok<Record<string, unknown>>(await h.call("GET", "/api/tanghua/info?sn=SIM-0003"));
  assert.equal("online" in a, false);
  assert.deepEqual([a.printing, a.queue_count], [0, 1]);
});
