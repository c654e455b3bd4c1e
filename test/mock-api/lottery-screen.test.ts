/** The prize draw (contract lottery.ts) and the shops' big screens (contract screen.ts). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { LOTTERY_DAILY_DRAWS, LOTTERY_STATUS, type LotteryInfo, type LotteryRecord } from "../../web/contract/http/lottery.ts";
import type { ScreenPhoto } from "../../web/contract/http/screen.ts";
import type { Address } from "../../web/contract/http/address.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Answer } from "./harness.ts";

type Page<T> = { list: T[]; total: number };
const data = <T>(a: Answer): T => {
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
};

test("draws: the daily allowance, then refused; each draw recorded; anonymous sees no chances", async (t) => {
  const h = await startApi(t);
  const anon = data<LotteryInfo>(await h.call("GET", "/api/lottery/info"));
  assert.equal(anon.chances, null);
  assert.equal(anon.prizes.length, 6);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  assert.equal(data<LotteryInfo>(await h.call("GET", "/api/lottery/info", { token })).chances, LOTTERY_DAILY_DRAWS);
  const before = data<Page<LotteryRecord>>(await h.call("GET", "/api/lottery/record", { token })).total;
  for (let i = LOTTERY_DAILY_DRAWS - 1; i >= 0; i--) {
    const d = data<{ record: LotteryRecord; index: number; chances: number }>(await h.call("POST", "/api/lottery/draw", { token }));
    assert.equal(d.chances, i);
    assert.equal(anon.prizes[d.index]?.id, d.record.prize_id, "the wheel stops on the prize won");
  }
  const refused = await h.call("POST", "/api/lottery/draw", { token });
  assert.equal(refused.json?.errorCode, 1);
  assert.equal(data<Page<LotteryRecord>>(await h.call("GET", "/api/lottery/record", { token })).total, before + LOTTERY_DAILY_DRAWS);
  h.clock.advance(86_400_000);
  assert.equal(data<LotteryInfo>(await h.call("GET", "/api/lottery/info", { token })).chances, LOTTERY_DAILY_DRAWS, "a new day");
});

test("a gift ships to one of the winner's own addresses, until it has shipped", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const records = data<Page<LotteryRecord>>(await h.call("GET", "/api/lottery/record", { token })).list;
  const waiting = records.find((r) => r.status === LOTTERY_STATUS.NEED_ADDRESS)!;
  const shipped = records.find((r) => r.status === LOTTERY_STATUS.SHIPPED)!;
  const points = records.find((r) => r.kind === "points")!;
  assert.ok(shipped.express_no && shipped.address);
  const addresses = data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token })).list;
  const other = await h.loginAs(SEED_USERS.admin.mobile);
  const foreign = data<Address>(
    await h.call("POST", "/api/user/address-save", { token: other, body: { name: "王运营", mobile: "13800000003", province_id: 330000, city_id: 330100, district_id: 330106, detail: "一号" } }),
  );
  const set = (record_id: number, address_id: number) => h.call("POST", "/api/lottery/set-address", { token, body: { record_id, address_id } });
  assert.equal((await set(waiting.id, foreign.id)).json?.errorCode, 1, "another user's address");
  assert.equal((await set(points.id, addresses[0]!.id)).json?.errorCode, 1, "points need no address");
  assert.equal((await set(shipped.id, addresses[0]!.id)).json?.errorCode, 1, "already shipped");
  const done = data<LotteryRecord>(await set(waiting.id, addresses[1]!.id));
  assert.equal(done.status, LOTTERY_STATUS.TO_SHIP);
  assert.equal(done.address?.name, addresses[1]!.name);
  assert.match(done.address?.address ?? "", new RegExp(addresses[1]!.detail));
});

test("screens: the merchant's own printers only; the list polls by after_id", async (t) => {
  const h = await startApi(t);
  const manager = await h.loginAs(SEED_USERS.printerManager.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  assert.equal((await h.call("GET", "/api/screen/photo-list?sn=SIM-0001", { token: customer })).status, 403, "customers are not merchants");
  const first = data<{ list: ScreenPhoto[]; total: number; binding: { sn: string } }>(await h.call("GET", "/api/screen/photo-list?sn=SIM-0001", { token: manager }));
  assert.equal(first.binding.sn, "SIM-0001");
  assert.ok(first.list.length >= 1);
  assert.ok(first.list.every((p) => /^\S\*{1,2}$/.test(p.nickname ?? "")), "names masked on a public screen");
  const newest = first.list[0]!.id;
  assert.deepEqual(data<{ list: ScreenPhoto[] }>(await h.call("GET", `/api/screen/photo-list?sn=SIM-0001&after_id=${newest}`, { token: manager })).list, []);
  assert.equal(data<ScreenPhoto>(await h.call("GET", `/api/screen/photo-info?sn=SIM-0001&id=${newest}`, { token: manager })).id, newest);
  // SIM-0003 is the company's but not bound yet; SIM-0005 is another company's.
  assert.equal((await h.call("GET", "/api/screen/photo-list?sn=SIM-0003", { token: manager })).json?.errorCode, 1);
  const bound = data<{ sn: string; printer_name: string }>(await h.call("POST", "/api/screen/bind", { token: manager, body: { sn: "SIM-0003" } }));
  assert.equal(bound.sn, "SIM-0003");
  assert.ok(data<{ list: ScreenPhoto[] }>(await h.call("GET", "/api/screen/photo-list?sn=SIM-0003", { token: manager })).list.length >= 1);
  assert.equal((await h.call("POST", "/api/screen/bind", { token: manager, body: { sn: "SIM-0005" } })).json?.errorCode, 1);
});
