/**
 * Issue 12 item 4 after issues 13 and 15: every writer the write-ahead log must keep, beyond the
 * plain `/api/` calls of replay.test.ts. The new handlers (cash-back activities with screenshot
 * uploads, a shop's photo settings with an uploaded watermark, a purchase paid by QR and WeChat's
 * notification, a withdrawal signed on the e-sign stand-in page) and the changes that come from
 * no HTTP request at all (a printer's reports over MQTT: job status, coins, the error a heartbeat
 * starts and clears; the boot reconciliation of a printer's jobs; the sim's control-plane
 * sessions) are "crashed" without a snapshot and opened again: the replayed state equals the live
 * one. And none of those flows keeps a file inside the state JSON.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test, type TestContext } from "node:test";
import { PRINT_MODE } from "../../web/contract/device/heartbeat.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { DevicePort } from "../../mock-api/devices.ts";
import { openState, type OpenedState } from "../../mock-api/open-state.ts";
import { recordCondition, runOp } from "../../mock-api/ops.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { tokenKey } from "../../mock-api/store/token-key.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { MANAGER } from "./finance-fixtures.ts";
import { startApi, type Answer, type Harness } from "./harness.ts";
import { uploaded } from "./promo-fixtures.ts";

const root = mkdtempSync(join(tmpdir(), "mock-api-replay-writers-"));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const LONG = { compactMinBytes: 1024 ** 3, idleSnapshotMs: 3_600_000 }; // no snapshot of its own: the log holds it all
/** A printer side, as the sim gives one (jobs are handed over; the log records that for replays). */
const printers: DevicePort = { sendJob: () => {}, cancelJob: () => {} };

async function durableApi(t: TestContext): Promise<{ h: Harness; file: string; opened: OpenedState }> {
  mkdirSync(join(root, `run-${++n}`));
  const file = join(root, `run-${n}`, "state.json");
  const opened = await openState({ file, seed: 1, log: () => {}, devices: true, snapshots: LONG });
  t.after(() => opened.persister?.close().catch(() => {}));
  const h = await startApi(t, { store: opened.store, blobs: opened.blobs, devices: printers, ...(opened.persister !== undefined ? { persister: opened.persister } : {}) });
  return { h, file, opened };
}

/** The files as a kill -9 would leave them now, opened by a new start. */
async function crashAndReopen(t: TestContext, file: string, opened: OpenedState): Promise<OpenedState> {
  await opened.persister?.durable();
  await opened.blobs.settled();
  const copy = join(root, `crash-${++n}`);
  for (const suffix of ["", ".wal", ".blobs"]) if (existsSync(file + suffix)) cpSync(file + suffix, join(copy, `state.json${suffix}`), { recursive: true });
  const reopened = await openState({ file: join(copy, "state.json"), seed: 1, log: (line) => t.diagnostic(line), devices: true, snapshots: LONG });
  t.after(() => reopened.persister?.close().catch(() => {}));
  return reopened;
}

/** A printer's last heartbeat (last_seen) is not logged (store/persist.ts): compared without it. */
function comparable(s: Store): unknown {
  const copy = JSON.parse(JSON.stringify(s)) as Store;
  for (const p of Object.values(copy.printers)) delete p.last_seen;
  return copy;
}

function ok<T = Record<string, unknown>>(a: Answer): T {
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
}

/** The longest text in a value: a file inside the state would be one (a 1×1 PNG is ~90 characters of base64, an upload of a photo megabytes). */
function longestString(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (value === null || typeof value !== "object") return 0;
  let max = 0;
  for (const v of Object.values(value)) max = Math.max(max, longestString(v));
  return max;
}

test("issue 13/15 writers and the writes from outside HTTP, crashed without a snapshot, replay to exactly the state they made", async (t) => {
  const { h, file, opened } = await durableApi(t);
  const sink = opened.persister;
  const store = h.api.store;
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);

  // Issue 15: a photo look with an uploaded watermark (a kept file), and a customer's photo under it.
  const logo = await uploaded(h, owner);
  ok(await h.call("POST", "/api/manage-photo/settings-save", { token: owner, body: { shop_id: WORLD.shop.hangzhou, template_ids: [4], watermark: { image_url: logo, position: "top-left", opacity: 0.5 } } }));
  const photo = await uploaded(h, customer, "customer", Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(300_000, 7)]), "me.png");
  ok(await h.call("POST", "/api/tanghua/photo-make", { token: customer, body: { sn: "SIM-0001", image: photo, template_id: 4 } }));

  // A purchase paid by QR, then WeChat's notification (/__mock/pay: a logged operation).
  const model = Object.values(store.merchant.deviceModels)[0];
  assert.ok(model !== undefined);
  const made = ok<{ id: number; sn: string }>(await h.call("POST", "/api/manage-order/device-make", { token: owner, body: { shop_id: WORLD.shop.hangzhou, model_id: model.id, num: 1 } }));
  ok(await h.call("POST", "/api/manage-order/pay", { token: owner, body: { id: made.id, pay_type: 61 } }));
  assert.equal(ok<{ kind: string }>(await h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } })).kind, "purchase");

  // A withdrawal signed on the e-sign stand-in page (not /api/: a logged operation).
  const account = Object.values(store.finance.accounts).find((a) => a.userId === MANAGER.id);
  assert.ok(account !== undefined);
  const w = ok<{ id: number }>(await h.call("POST", "/api/tixian/apply", { token: owner, body: { account_id: account.id, amount: "100.00" } }));
  const link = ok<{ url: string }>(await h.call("POST", "/api/esign/get-url", { token: owner, body: { type: "withdraw", withdraw_id: w.id } }));
  const signed = await fetch(link.url, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: `accessToken=${encodeURIComponent(owner)}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision: "sign", agree: "1", signer_name: store.finance.esignFlows[Object.keys(store.finance.esignFlows).at(-1) ?? ""]?.signer_name ?? "" }).toString(),
  });
  assert.equal(signed.status, 302, await signed.text());

  // A paid print order, its job handed to SIM-0001.
  const list = ok<{ list: { goods_id: number; price: string }[] }>(await h.call("GET", "/api/sugar/list?sn=SIM-0001", { token: customer }));
  const goods = list.list.sort((a, b) => Number(a.price) - Number(b.price))[0];
  const make = { target_id: goods?.goods_id, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } };
  const printing = ok<{ sn: string }>(await h.call("POST", "/api/order/make", { token: customer, body: make }));
  ok(await h.call("POST", "/api/order/payment", { token: customer, body: { sn: printing.sn, pay_type: 30 } }));
  const waiting = ok<{ sn: string }>(await h.call("POST", "/api/order/make", { token: customer, body: make }));
  ok(await h.call("POST", "/api/order/payment", { token: customer, body: { sn: waiting.sn, pay_type: 30 } }));

  // What printers report over MQTT (the sim's fleet or bridge): a job printing, coins, an error a heartbeat starts.
  const now = () => h.clock.now();
  runOp("device.command", { sn: "SIM-0001", ts: now(), order_sn: printing.sn, print_status_info: "printing" }, { store, now: now(), sink });
  runOp("device.command", { sn: "SIM-0002", ts: now(), coins: 17 }, { store, now: now(), sink });
  h.clock.advance(1000);
  recordCondition(store, "SIM-0003", { printMode: PRINT_MODE.IDLE, materialPresent: false, bambooPresent: true }, now(), sink);
  assert.equal(store.printers["SIM-0003"]?.last_error_code, "material_out");
  recordCondition(store, "SIM-0003", { printMode: PRINT_MODE.IDLE, materialPresent: false, bambooPresent: true }, now(), sink); // the same: nothing to log
  // The printer rebooted holding nothing (sim/fleet-actions.ts reconcile): the printing job fails, the waiting one is handed over again.
  h.clock.advance(1000);
  const reconciled = runOp("jobs.reconcile", { sn: "SIM-0001", running: null, queued: [] }, { store, now: now(), sink, devices: printers });
  assert.deepEqual([reconciled.failed, reconciled.resent], [[printing.sn], [waiting.sn]]);
  // The sim's control plane: a session made, another ended.
  const session = runOp("session.issue", { userId: SEED_USERS.admin.id }, { store, now: now(), sink });
  assert.ok(store.tokens[tokenKey(session.token)] !== undefined);
  runOp("session.revoke", { key: tokenKey(customer) }, { store, now: now(), sink });

  const replayed = await crashAndReopen(t, file, opened);
  const notes = replayed.notes.join("\n");
  assert.doesNotMatch(notes, /WARNING/);
  assert.match(notes, /replayed \d+ logged write\(s\)/);
  assert.deepEqual(comparable(replayed.store), comparable(store));
  // Spot checks that each kind came back (deepEqual says all of it did).
  const r = replayed.store;
  assert.equal(r.printOrders[Object.keys(r.printOrders).find((k) => r.printOrders[k]?.order_sn === printing.sn) ?? ""]?.status, PRINT_ORDER_STATUS.PRINT_FAILED);
  assert.deepEqual([r.printers["SIM-0002"]?.coins, r.printers["SIM-0003"]?.last_error_code], [17, "material_out"]);
  assert.equal(r.tokens[tokenKey(customer)], undefined, "the ended session stays ended");
  assert.ok(r.tokens[tokenKey(session.token)] !== undefined, "the control plane's session survives (its key only was logged)");
  // Every file the state names came back too, and none is inside the JSON.
  assert.equal(replayed.blobs.stats().count, opened.blobs.stats().count);
  assert.ok(longestString(r) < 4096, `no file inside the state (longest text: ${longestString(r)} characters)`);
  const picture = await fetch(`${h.base}${logo}`);
  assert.equal(picture.status, 200);
});
