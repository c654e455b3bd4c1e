/**
 * The write-ahead log replays requests (store/persist.ts): after a crash, the snapshot plus the
 * log's entries give back exactly the state the mock had, whatever the requests were. A broad
 * run of writes (logins, orders paid three ways, drawings, uploads, AI candidates made by a GET,
 * WeChat's stand-in pages, exports, an import) is "crashed" (its files copied while it runs,
 * nothing compacted) and opened again: the replayed state equals the live one. A replay that
 * answers differently is loud.
 */
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test, type TestContext } from "node:test";
import { openState, type OpenedState } from "../../mock-api/open-state.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { MANAGER, multipart } from "./finance-fixtures.ts";
import { startApi, type Harness } from "./harness.ts";

const root = mkdtempSync(join(tmpdir(), "mock-api-replay-"));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const LONG = { compactMinBytes: 1024 ** 3, idleSnapshotMs: 3_600_000 }; // no snapshot of its own: the log holds it all

/** A state kept on disk and a mock on it, for one test. */
async function durableApi(t: TestContext): Promise<{ h: Harness; file: string; opened: OpenedState }> {
  const file = join(root, `run-${++n}`, "state.json");
  const { mkdirSync } = await import("node:fs");
  mkdirSync(join(root, `run-${n}`));
  const opened = await openState({ file, seed: 1, log: () => {}, snapshots: LONG });
  t.after(() => opened.persister?.close().catch(() => {}));
  const h = await startApi(t, { store: opened.store, ...(opened.persister !== undefined ? { persister: opened.persister } : {}) });
  return { h, file, opened };
}

/** The files as a kill -9 would leave them now (the live mock keeps running), opened by a new start. */
async function crashAndReopen(t: TestContext, file: string, opened: OpenedState): Promise<OpenedState> {
  await opened.persister?.durable();
  await opened.blobs.settled();
  const copy = join(root, `crash-${++n}`);
  for (const suffix of ["", ".wal", ".blobs"]) if (existsSync(file + suffix)) cpSync(file + suffix, join(copy, `state.json${suffix}`), { recursive: true });
  const reopened = await openState({ file: join(copy, "state.json"), seed: 1, log: (line) => t.diagnostic(line), snapshots: LONG });
  t.after(() => reopened.persister?.close().catch(() => {}));
  return reopened;
}

/** The state as compared: a printer's last heartbeat is not logged (store/persist.ts), and nothing here sends one. */
const comparable = (s: Store) => JSON.parse(JSON.stringify(s)) as Store;

const STROKES = [{ tool: "pen", width: 5, points: [[10, 10], [120, 80], [200, 40]] }];
const PNG = Buffer.from("89504e470d0a1a0a0000000d494844520000012c0000012c0806000000" + "00".repeat(200), "hex");

test("a broad run of writes, crashed without a snapshot, replays to exactly the state it had", async (t) => {
  const { h, file, opened } = await durableApi(t);
  const ok = async (a: Promise<{ json: { errorCode: number; data: unknown } | null; text: string }>) => {
    const r = await a;
    assert.equal(r.json?.errorCode, 0, r.text);
    return r.json?.data as Record<string, unknown>;
  };
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const stranger = await h.loginAs("13900000099"); // signs up
  await ok(h.call("POST", "/api/user/address-save", { token: customer, body: { name: "张三", mobile: "13800000001", province_id: 330000, city_id: 330100, district_id: 330106, detail: "文三路 1 号", is_default: 1 } }));
  await ok(h.call("POST", "/api/coupon/add", { token: stranger, body: { code: "TANG2026" } }));
  const list = await ok(h.call("GET", "/api/sugar/list?sn=SIM-0001", { token: customer }));
  const cheapest = (list.list as { goods_id: number; price: string }[]).sort((a, b) => Number(a.price) - Number(b.price))[0];
  const goodsId = cheapest?.goods_id;
  const make = { target_id: goodsId, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } };
  const paid = await ok(h.call("POST", "/api/order/make", { token: customer, body: make }));
  await ok(h.call("POST", "/api/order/payment", { token: customer, body: { sn: paid.sn, pay_type: 30 } }));
  const qr = await ok(h.call("POST", "/api/order/make", { token: customer, body: make }));
  await ok(h.call("POST", "/api/order/payment", { token: customer, body: { sn: qr.sn, pay_type: 61 } }));
  await ok(h.call("POST", "/__mock/pay", { body: { order_sn: qr.sn } }));
  const dropped = await ok(h.call("POST", "/api/order/make", { token: customer, body: make }));
  await ok(h.call("POST", "/api/order/cancel", { token: customer, body: { order_sn: dropped.sn } }));
  await ok(h.call("POST", "/api/order/buy-up", { token: customer, body: { money: 50 } }));
  const refusedPay = await h.call("POST", "/api/order/payment", { token: stranger, body: { sn: paid.sn, pay_type: 30 } });
  assert.equal(refusedPay.json?.errorCode, 1, "a refusal is logged too (it may count a try)");
  await ok(h.call("POST", "/api/tanghua/save-goods", { token: customer, body: { sn: "SIM-0001", image: `data:image/png;base64,${PNG.toString("base64")}`, strokes: STROKES, name: "replayed" } }));
  const ai = await ok(h.call("GET", "/api/tanghua/painting-pattern?sn=SIM-0001&prompt=%E5%B0%8F%E9%BE%99", { token: customer })); // a GET that makes candidates
  const candidate = (ai.list as { goods_id: number }[])[1]?.goods_id;
  await ok(h.call("POST", "/api/tanghua/goods-share", { token: customer, body: { sn: "SIM-0001", goods_id: candidate, is_share: 1 } }));
  const up = await fetch(`${h.base}/api/tanghua/upload-image`, { method: "POST", headers: { authorization: `Bearer ${customer}`, "content-type": "multipart/form-data; boundary=----tanghuaTestBoundary7MA4YWxk" }, body: new Uint8Array(multipart([{ name: "file", filename: "me.png", type: "image/png", data: PNG }])) });
  const upload = ((await up.json()) as { data: { url: string } }).data;
  await ok(h.call("POST", "/api/tanghua/photo-make", { token: customer, body: { sn: "SIM-0001", image: upload.url, template_id: 1 } }));
  await ok(h.call("POST", "/api/manage-order/download", { token: await h.loginAs(MANAGER.mobile), body: { order_type: "material", start_date: "2025-10-01", end_date: "2026-01-20" } }));
  // WeChat's stand-in pages: a new WeChat user allowed, then logged in with the code.
  const consent = await fetch(`${h.base}/mock-wechat/oauth`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "redirect_uri=%2Fsugar&scope=snsapi_userinfo&state=s&decision=allow&openid=new" });
  assert.equal(consent.status, 302);
  const wxCode = new URL(consent.headers.get("location") ?? "", h.base).searchParams.get("code");
  await ok(h.call("POST", "/api/default/login", { body: { wx_code: wxCode } }));
  await ok(h.call("POST", "/api/default/logout", { token: stranger }));
  h.clock.advance(60_000);
  await ok(h.call("POST", "/api/order/make", { token: customer, body: make }));

  const replayed = await crashAndReopen(t, file, opened);
  assert.match(replayed.notes.join("\n"), /replayed (\d+) logged write\(s\)/);
  const count = Number(/replayed (\d+)/.exec(replayed.notes.join("\n"))?.[1]);
  assert.ok(count >= 25, `${count} writes were logged and replayed`);
  assert.doesNotMatch(replayed.notes.join("\n"), /WARNING/);
  assert.deepEqual(comparable(replayed.store), comparable(h.api.store));
  assert.equal(replayed.blobs.stats().count, opened.blobs.stats().count, "and every file the state names");
});

test("an import and the writes after it replay in order", async (t) => {
  const { h, file, opened } = await durableApi(t);
  const exported = Buffer.from(await (await fetch(`${h.base}/__mock/state`)).arrayBuffer());
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  await h.call("POST", "/api/user/address-save", { token, body: { name: "李四", mobile: "13800000001", province_id: 330000, city_id: 330100, district_id: 330106, detail: "before the import", is_default: 0 } });
  const put = await fetch(`${h.base}/__mock/state`, { method: "PUT", headers: { "content-type": "application/x-tar" }, body: new Uint8Array(exported) });
  assert.equal(put.status, 200);
  const again = await h.loginAs(SEED_USERS.customer.mobile);
  const saved = await h.call("POST", "/api/user/address-save", { token: again, body: { name: "王五", mobile: "13800000001", province_id: 330000, city_id: 330100, district_id: 330106, detail: "after the import", is_default: 0 } });
  assert.equal(saved.json?.errorCode, 0, saved.text);
  const replayed = await crashAndReopen(t, file, opened);
  assert.deepEqual(comparable(replayed.store), comparable(h.api.store));
  assert.ok(!JSON.stringify(replayed.store).includes("before the import"));
});

test("a replay that answers differently is loud: said at the start, and the log kept aside", async (t) => {
  const { h, file, opened } = await durableApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  await h.call("POST", "/api/user/address-save", { token, body: { name: "赵六", mobile: "13800000001", province_id: 330000, city_id: 330100, district_id: 330106, detail: "one", is_default: 0 } });
  await opened.persister?.durable();
  // A log from some other code: the address save's answer was something else.
  const walDir = `${file}.wal`;
  for (const name of readdirSync(walDir)) {
    const path = join(walDir, name);
    writeFileSync(path, readFileSync(path, "utf8").replace(/("p":"\/api\/user\/address-save".*"c":)(\d+)/, (_, head: string, c: string) => `${head}${(Number(c) + 1) >>> 0}`));
  }
  const lines: string[] = [];
  const copy = join(root, `tampered-${++n}`);
  cpSync(file, join(copy, "state.json"));
  cpSync(walDir, join(copy, "state.json.wal"), { recursive: true });
  cpSync(`${file}.blobs`, join(copy, "state.json.blobs"), { recursive: true });
  const reopened = await openState({ file: join(copy, "state.json"), seed: 1, log: (line) => lines.push(line), snapshots: LONG });
  t.after(() => reopened.persister?.close().catch(() => {}));
  const notes = reopened.notes.join("\n");
  assert.match(notes, /WARNING: 1 of them replayed differently from the original \(the first: log entry \d+ \(POST \/api\/user\/address-save at .*\): answered differently/);
  assert.match(lines.join("\n"), /WARNING log entry \d+ \(POST \/api\/user\/address-save/);
  assert.ok(readdirSync(copy).some((name) => name.startsWith("state.json.wal.diverged-")), "the log is kept for a look");
});
