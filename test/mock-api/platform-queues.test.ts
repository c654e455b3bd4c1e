/**
 * The platform's queues (/admin/x, issue 17): device orders confirmed, shipped with serials that
 * become the shop's printers at receipt; refunds audited then paid once (two admins at once);
 * withdrawals reviewed once (two admins at once), the money back on a rejection; the pending
 * counts following; level 1 refused on every action with nothing changed; the audit journal.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { INCOME_TYPE, type AdminPendingCounts } from "../../web/contract/http/manage.ts";
import { PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R, type PurchaseCreated } from "../../web/contract/http/manage-order.ts";
import type { AuditEntry, PlatformWithdrawal } from "../../web/contract/http/platform.ts";
import { WITHDRAW_STATUS as W } from "../../web/contract/http/tixian.ts";
import { completeFlow, newFlowId, openFlow } from "../../mock-api/finance/esign.ts";
import { cryptoRandom } from "../../mock-api/random.ts";
import { creditShop, withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { startCommerce, WORK } from "./commerce-fixture.ts";
import { MERCHANT, ok, refused, refusedWithoutChange, session, snapshot, type Session } from "./merchant-fixtures.ts";

type Counts = AdminPendingCounts & { waiting_withdraw_count: number; waiting_material_refund_count: number };

async function counts(s: Session, token: string): Promise<Counts> {
  return ok<Counts>(await s.get("/api/manage/index", token));
}

async function journal(s: Session, query: Record<string, string | number> = {}): Promise<AuditEntry[]> {
  return ok<{ list: AuditEntry[] }>(await s.get("/api/platform/audit-list", s.admin, { limit: 100, ...query })).list;
}

/** The three platform levels: u2 (1, reads), u3 (3, acts), u4 (7, acts and more; `s.admin`). */
async function levels(s: Session): Promise<{ reader: string; operator: string }> {
  return { reader: await s.h.loginAs(SEED_USERS.privileged.mobile), operator: await s.h.loginAs(SEED_USERS.admin.mobile) };
}

test("a device purchase: paid by QR, confirmed, shipped with two serials, received: the shop has two new printers", async (t) => {
  const s = await session(t);
  const { reader, operator } = await levels(s);
  const model = Object.values(s.store.merchant.deviceModels)[0]!;
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: WORLD.shop.hangzhou, model_id: model.id, num: 2 }));
  ok(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 61 }));
  const before = await counts(s, operator);
  ok(await s.h.call("POST", "/__mock/pay", { body: { order_sn: made.sn } }));
  assert.equal((await counts(s, operator)).waiting_device_confirm_count, before.waiting_device_confirm_count + 1);

  // Level 1 reads the queue but cannot act on it; nothing changes.
  assert.ok(ok<{ list: { id: number }[] }>(await s.get("/api/manage-order/device-list", reader, { status: P.PENDING_CONFIRM, limit: 100 })).list.some((o) => o.id === made.id));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", reader, { id: made.id, pass: true }), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-confirm", operator, { id: made.id, pass: false }), 422);

  // Two admins confirming at once: one does; the other is told it was handled.
  const confirms = await Promise.all([operator, s.admin].map((token) => s.post("/api/manage-order/apply-confirm", token, { id: made.id, pass: true })));
  const won = confirms.filter((a) => a.json?.errorCode === 0);
  const confirmer = confirms[0]?.json?.errorCode === 0 ? SEED_USERS.admin.id : SEED_USERS.superAdmin.id;
  assert.equal(won.length, 1);
  assert.equal((won[0]?.json?.data as { status: number }).status, P.PENDING_SHIPMENT);
  assert.match(confirms.find((a) => a.json?.errorCode !== 0)?.json?.msg ?? "", /不是待确认状态（可能已被其他管理员处理）/);
  const c2 = await counts(s, operator);
  assert.equal(c2.waiting_device_confirm_count, before.waiting_device_confirm_count);
  assert.equal(c2.waiting_device_ship_count, before.waiting_device_ship_count + 1);

  // A serial the platform already knows cannot be shipped (it would become a second printer).
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", operator, { id: made.id, company: "顺丰速运", tracking_no: "SF1234567890", sns: ["SIM-0001"] }));
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping", operator, { id: made.id, company: "顺丰速运", tracking_no: "SF1234567890", sns: ["TH-NEW-0001", "TH-NEW-0002", "TH-NEW-0003"] }));
  ok(await s.post("/api/manage-order/shipping", operator, { id: made.id, company: "顺丰速运", tracking_no: "SF1234567890", sns: ["TH-NEW-0001"] }));
  // Received whole: not while a printer is still to ship.
  assert.match(await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", s.merchant, { id: made.id })), /还有 1 台/);
  ok(await s.post("/api/manage-order/shipping", s.admin, { id: made.id, company: "京东物流", tracking_no: "JDX000123456789", sns: ["TH-NEW-0002"] }));
  assert.equal(s.store.printers["TH-NEW-0001"], undefined, "not the shop's printer before it arrives");

  const shopBefore = ok<{ device_count: number }>(await s.get("/api/manage-shop/data", s.merchant, { id: WORLD.shop.hangzhou })).device_count;
  // Level 1 reads every shop's orders but acts for none but its own company's (it has none).
  await refusedWithoutChange(s, () => s.post("/api/manage-order/shipping-confirm", reader, { id: made.id }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", reader, { id: made.id, order_type: "device", reason: "x" }), 404);
  assert.equal(ok<{ status: number }>(await s.post("/api/manage-order/shipping-confirm", s.merchant, { id: made.id })).status, P.COMPLETED);
  for (const sn of ["TH-NEW-0001", "TH-NEW-0002"]) {
    const p = s.store.printers[sn];
    assert.equal(p?.shopId, WORLD.shop.hangzhou, sn);
    assert.equal(p?.is_open_weixin_pay, 1);
    assert.ok(s.store.users[String(MERCHANT.id)]?.managedPrinters.includes(sn), "the owner manages it");
  }
  assert.equal(ok<{ device_count: number }>(await s.get("/api/manage-shop/data", s.merchant, { id: WORLD.shop.hangzhou })).device_count, shopBefore + 2);
  const info = ok<{ sn: string; is_bind: number }>(await s.h.call("GET", "/api/tanghua/info?sn=TH-NEW-0001"));
  assert.equal(info.is_bind, 1, "customers can scan it");

  // The journal explains it: confirm, two parcels, by whom, before and after.
  const entries = await journal(s, { target_type: "purchase_order", target_id: made.id });
  assert.deepEqual(entries.map((e) => e.action).reverse(), ["device_order.confirm", "order.ship", "order.ship"]);
  assert.deepEqual(entries.map((e) => e.actor.id).reverse(), [confirmer, SEED_USERS.admin.id, SEED_USERS.superAdmin.id]);
  assert.deepEqual(entries.at(-1)?.before, { status: P.PENDING_CONFIRM, refund_status: 0, remark: "" });
  assert.deepEqual((entries[0]?.after as { sns: string[] }).sns, ["TH-NEW-0002"]);
  assert.equal(entries[0]?.target_sn, made.sn);
});

test("a paid device order refused: a remark is required, the balance payment comes back", async (t) => {
  const s = await session(t);
  const model = Object.values(s.store.merchant.deviceModels)[0]!;
  const cents = Number(model.price) * 100;
  // The shop earns enough first.
  creditShop(s.store, WORLD.shop.hangzhou, cents, { type: INCOME_TYPE.ORDER, title: "test income", order_sn: null, create_time: Math.floor(s.h.clock.now() / 1000) });
  const made = ok<PurchaseCreated>(await s.post("/api/manage-order/device-make", s.merchant, { shop_id: WORLD.shop.hangzhou, model_id: model.id, num: 1 }));
  ok(await s.post("/api/manage-order/pay", s.merchant, { id: made.id, pay_type: 30 }));
  const paid = withdrawableCents(s.store, MERCHANT.companyId);
  const out = ok<{ status: number }>(await s.post("/api/manage-order/apply-confirm", s.admin, { id: made.id, pass: false, remark: "该地区暂未开放设备销售" }));
  assert.equal(out.status, P.CLOSED);
  assert.equal(withdrawableCents(s.store, MERCHANT.companyId), paid + cents, "the payment is back in the balance");
  assert.equal(ok<{ remark: string }>(await s.get("/api/manage-order/device-info", s.merchant, { id: made.id })).remark, "该地区暂未开放设备销售");
  const [entry] = await journal(s, { action: "device_order.refuse" });
  assert.equal(entry?.remark, "该地区暂未开放设备销售");
  assert.equal((entry?.after as { status: number }).status, P.CLOSED);
});

test("a customer's refund: the count rises, audit then pay; two admins paying at once pay once, exactly the amount", async (t) => {
  const h = await startCommerce(t);
  const operator = await h.loginAs(SEED_USERS.admin.mobile);
  const sup = await h.loginAs(SEED_USERS.superAdmin.mobile);
  const made = await h.make(h.customer, WORK.odd.id);
  ok(await h.pay(h.customer, made.sn, 30));
  const afterPay = h.user(SEED_USERS.customer.id).total_money;
  const index = async () => ok<Counts>(await h.call("GET", "/api/manage/index", { token: operator }));
  const before = (await index()).waiting_tanghua_refund_count;
  const order = h.order(made.sn);
  ok(await h.call("POST", "/api/tanghua/apply-refund", { token: h.customer, body: { order_id: order.id, reason: "图案断了" } }));
  assert.equal((await index()).waiting_tanghua_refund_count, before + 1);
  const refundId = order.refundId!;
  // Paying before the audit is refused, and changes nothing.
  const snap = JSON.stringify(h.api.store);
  refused(await h.call("POST", "/api/manage-order/confirm-refund", { token: operator, body: { id: refundId } }));
  assert.equal(JSON.stringify(h.api.store), snap);
  ok(await h.call("POST", "/api/manage-order/audit", { token: operator, body: { id: refundId, pass: true } }));
  assert.equal((await index()).waiting_tanghua_refund_count, before);
  const answers = await Promise.all([operator, sup, operator, sup].map((token) => h.call("POST", "/api/manage-order/confirm-refund", { token, body: { id: refundId } })));
  assert.equal(answers.filter((a) => a.json?.errorCode === 0).length, 1);
  // The others are told it was handled already, not that it "has not been approved".
  assert.ok(answers.filter((a) => a.json?.errorCode !== 0).every((a) => /已经打款（可能已被其他管理员处理）/.test(a.json?.msg ?? "")), JSON.stringify(answers.map((a) => a.json?.msg)));
  assert.equal(h.user(SEED_USERS.customer.id).total_money, (Number(afterPay) + 12.35).toFixed(2), "back by exactly the amount, once");
  assert.equal(h.entries(made.sn).filter((e) => e.owner.kind === "user").length, 2, "the payment and one refund");
  assert.equal(h.api.store.refunds[String(refundId)]?.status, R.REFUNDED);
  const journalAnswer = ok<{ list: AuditEntry[] }>(await h.call("GET", `/api/platform/audit-list?target_type=refund&target_id=${refundId}`, { token: sup }));
  assert.deepEqual(journalAnswer.list.map((e) => e.action), ["refund.pay", "refund.pass"]);
  assert.deepEqual(journalAnswer.list[0]?.before, { status: R.APPROVED, amount: "12.35", refund_amount: null, coins: null, remark: "" });
  assert.equal((journalAnswer.list[0]?.after as { refund_amount: string }).refund_amount, "12.35");
});

/** A signed withdrawal of `amount` by the printer manager, waiting for review. */
async function signedWithdrawal(s: Session, amount: string): Promise<number> {
  const account = Object.values(s.store.finance.accounts).find((a) => a.userId === MERCHANT.id)!;
  const w = ok<{ id: number }>(await s.post("/api/tixian/apply", s.merchant, { account_id: account.id, amount }));
  const nowS = Math.floor(s.h.clock.now() / 1000);
  const rec = s.store.finance.withdrawals[String(w.id)]!;
  assert.ok(completeFlow(s.store, openFlow(s.store, rec, "", nowS, newFlowId(cryptoRandom)).flow_id, nowS) !== null);
  assert.equal(rec.status, W.REVIEWING);
  return w.id;
}

test("withdrawals: two admins approving at once pay once; a rejection gives the held money back; counts and frozen amount follow", async (t) => {
  const s = await session(t);
  const { reader, operator } = await levels(s);
  const start = withdrawableCents(s.store, MERCHANT.companyId);
  const frozenStart = Number(ok<{ frozen_amount: string }>(await s.get("/api/manage/index", s.merchant)).frozen_amount);
  const queued = (await counts(s, operator)).waiting_withdraw_count;
  const a = await signedWithdrawal(s, "100.00");
  const b = await signedWithdrawal(s, "50.00");
  assert.equal(withdrawableCents(s.store, MERCHANT.companyId), start - 15_000, "held aside at apply");
  const dash = ok<{ balance: string; frozen_amount: string }>(await s.get("/api/manage/index", s.merchant));
  assert.equal(dash.balance, ((start - 15_000) / 100).toFixed(2));
  assert.equal(Number(dash.frozen_amount), frozenStart + 150);
  assert.equal((await counts(s, operator)).waiting_withdraw_count, queued + 2);

  const queue = ok<{ list: PlatformWithdrawal[] }>(await s.get("/api/platform/withdraw-list", reader, { status: W.REVIEWING, limit: 100 }));
  const row = queue.list.find((w) => w.id === a)!;
  assert.equal(row.company?.name, s.store.companies[String(MERCHANT.companyId)]?.name);
  assert.equal(row.user?.mobile, "138****0005");
  assert.match(row.bank_account ?? "", /^\d{4}\*+\d{4}$/);
  assert.equal(row.is_signed, 1);
  await refusedWithoutChange(s, () => s.post("/api/platform/withdraw-review", reader, { id: a, pass: true }), 403);
  await refusedWithoutChange(s, () => s.post("/api/platform/withdraw-review", operator, { id: b, pass: false }), 422);

  const answers = await Promise.all([operator, s.admin, operator, s.admin].map((token) => s.post("/api/platform/withdraw-review", token, { id: a, pass: true })));
  assert.equal(answers.filter((x) => x.json?.errorCode === 0).length, 1);
  assert.ok(answers.filter((x) => x.json?.errorCode !== 0).every((x) => /不是待审核/.test(x.json?.msg ?? "")));
  assert.equal(s.store.finance.withdrawals[String(a)]?.status, W.PAID);
  assert.equal(withdrawableCents(s.store, MERCHANT.companyId), start - 15_000, "approving moves no more money");
  assert.equal(Object.values(s.store.platform.audit).filter((e) => e.target_id === a && e.target_type === "withdrawal").length, 1);

  const rejected = ok<PlatformWithdrawal>(await s.post("/api/platform/withdraw-review", operator, { id: b, pass: false, remark: "开户名与实名不一致" }));
  assert.equal(rejected.status, W.REJECTED);
  assert.equal(rejected.remark, "开户名与实名不一致");
  assert.equal(withdrawableCents(s.store, MERCHANT.companyId), start - 10_000, "the rejected 50.00 is back");
  const income = ok<{ list: { type: number; amount: string; order_sn: string }[] }>(await s.get("/api/manage/income-list", s.merchant, { type: 4 }));
  assert.equal(income.list.filter((r) => r.order_sn === rejected.sn).reduce((n, r) => n + Number(r.amount), 0), 50);
  assert.equal((await counts(s, operator)).waiting_withdraw_count, queued);
  assert.equal(Number(ok<{ frozen_amount: string }>(await s.get("/api/manage/index", s.merchant)).frozen_amount), frozenStart);
  // The merchant's own list says why.
  const mine = ok<{ list: { id: number; status: number; remark: string }[] }>(await s.get("/api/tixian/list", s.merchant, { limit: 100 }));
  assert.deepEqual(mine.list.find((w) => w.id === b), { ...mine.list.find((w) => w.id === b), status: W.REJECTED, remark: "开户名与实名不一致" });
});

test("material orders and their refunds are the platform's queue too: the count, audit, pay back to the shop", async (t) => {
  const s = await session(t);
  const c = await counts(s, s.admin);
  const applying = Object.values(s.store.refunds).filter((r) => r.order_type === "material" && r.status === R.APPLYING);
  assert.equal(c.waiting_material_refund_count, applying.length);
  const list = ok<{ list: { id: number }[] }>(await s.get("/api/manage-order/refund-list", s.admin, { order_type: "material", status: R.APPLYING }));
  assert.deepEqual(list.list.map((r) => r.id).sort(), applying.map((r) => r.id).sort());
  const r = applying.find((x) => s.store.shops[String(x.shopId)]?.companyId === MERCHANT.companyId)!;
  const before = withdrawableCents(s.store, MERCHANT.companyId);
  ok(await s.post("/api/manage-order/audit", s.admin, { id: r.id, pass: true }));
  ok(await s.post("/api/manage-order/confirm-refund", s.admin, { id: r.id }));
  assert.equal(withdrawableCents(s.store, MERCHANT.companyId), before + Math.round(Number(r.amount) * 100));
  assert.equal((await counts(s, s.admin)).waiting_material_refund_count, applying.length - 1);
});

test("level 1 is refused every platform action (403) and nothing changes; the journal is level 7's alone", async (t) => {
  const s = await session(t);
  const { reader, operator } = await levels(s);
  const actions: [string, unknown][] = [
    ["/api/manage-order/apply-confirm", { id: 14, pass: true }],
    ["/api/manage-order/audit", { id: 1, pass: true }],
    ["/api/manage-order/confirm-refund", { id: 1 }],
    ["/api/manage-order/shipping", { id: 15, company: "顺丰速运", tracking_no: "SF1234567890", sns: ["TH-X-1"] }],
    ["/api/platform/withdraw-review", { id: 4, pass: true }],
    ["/api/platform/shop-status", { id: 1, suspended: 1, reason: "x" }],
    ["/api/platform/activity-status", { id: 1, taken_down: 1, reason: "x" }],
    ["/api/platform/set-level", { user_id: 1, level_type: 3 }],
    ["/api/platform/settings-save", { cash_back: 2, popup_probability: 0.5, kefu_phone: "400-826-7788" }],
  ];
  const before = snapshot(s);
  for (const [path, body] of actions) refused(await s.post(path, reader, body), 403);
  for (const [path, body] of actions.slice(-2)) refused(await s.post(path, operator, body), 403);
  refused(await s.get("/api/platform/audit-list", operator), 403);
  refused(await s.get("/api/platform/audit-list", reader), 403);
  refused(await s.get("/api/platform/user-list", s.merchant), 403);
  assert.equal(snapshot(s), before, "no refused call changed the store");
  // Reading is every admin's.
  for (const token of [reader, operator, s.admin]) ok(await s.get("/api/platform/withdraw-list", token));
});
