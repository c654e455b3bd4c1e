/**
 * §1 cash-back activities end to end (contract activity.ts, issue 15): the merchant's list, save,
 * end and delete; the pop-up after a paid print; the buyer's screenshots; the merchant's decision,
 * paying the cash back exactly once whatever is tapped twice, retried or sent by two operators.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ACTIVITY_RECORD_STATUS as R } from "../../web/contract/http/activity.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { WALLET_TYPE } from "../../mock-api/commerce/ledger.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import { startCommerce, WORK, type Commerce } from "./commerce-fixture.ts";
import { ok, refused, snapshot } from "./printing-helpers.ts";
import { uploaded } from "./promo-fixtures.ts";

type Page<T> = { list: T[]; total: number };
interface MA {
  id: number;
  state: string;
  type: string;
  cash_back: string;
  shop_ids: number[];
  sns: string[];
  record_count: number;
  pending_count: number;
  paid_count: number;
  paid_total: string;
  tickets?: { sn: string; url: string }[];
}
interface Rec {
  id: number;
  status: number;
  cash_back: string;
  tries: number;
  reason: string | null;
  user: { id: number; mobile?: string | null } | null;
  order_sn: string;
}
interface Task {
  activity: { id: number; is_join?: number };
  record: Rec | null;
  can_submit: number;
  why_not: string | null;
  weixin?: { name: string | null } | null;
}

async function merchants(h: Commerce) {
  return {
    owner1: await h.loginAs(SEED_USERS.printerManager.mobile),
    operator1: await h.loginAs(SEED_USERS.admin.mobile),
    owner2: await h.loginAs(WORLD.sweetOwner.mobile),
    super: await h.loginAs(SEED_USERS.superAdmin.mobile),
  };
}

const get = <T>(h: Commerce, path: string, token: string) => h.call("GET", path, { token }).then((a) => ok<T>(a));
const post = (h: Commerce, path: string, token: string, body: unknown) => h.call("POST", path, { token, body });

/** A new activity on shop 1 (SIM-0001, SIM-0002) that always pops up. */
async function newActivity(h: Commerce, token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const body = { type: "review", title: "好评返现", start_date: "2026-01-15", end_date: "2026-03-31", shop_ids: [WORLD.shop.hangzhou], popup_probability: 1, ...extra };
  return ok<{ id: number }>(await post(h, "/api/manage-activity/save", token, body)).id;
}

/** Customer 1 buys the test work on SIM-0001 with their balance; answers the order id. */
async function paidOrder(h: Commerce, sn = "SIM-0001", goods: number = WORK.cheap.id): Promise<{ id: number; sn: string }> {
  const made = await h.make(h.customer, goods, sn);
  ok(await h.pay(h.customer, made.sn, PAY_TYPE.BALANCE));
  return { id: h.order(made.sn).id, sn: made.sn };
}

test("list: each company sees its own activities, running first and ended ones too; admins see all; customers 403", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const mine = await get<Page<MA>>(h, "/api/manage-activity/list?limit=100", m.owner1);
  const theirs = await get<Page<MA>>(h, "/api/manage-activity/list?limit=100", m.owner2);
  const all = await get<Page<MA>>(h, "/api/manage-activity/list?limit=100", m.super);
  assert.equal(all.total, Object.keys(h.api.store.activities).length);
  assert.equal(mine.total + theirs.total, all.total);
  assert.ok(theirs.list.every((a) => a.shop_ids.every((s) => s === WORLD.shop.hongkong)));
  assert.ok(mine.list.every((a) => a.shop_ids.every((s) => s !== WORLD.shop.hongkong)));
  assert.equal(mine.list.at(-1)?.state, "ended", "ended last");
  const ended = await get<Page<MA>>(h, "/api/manage-activity/list?state=ended", m.owner1);
  assert.deepEqual(ended.list.map((a) => a.state), ["ended"]);
  // Seeded submissions show in the numbers.
  const post2 = mine.list.find((a) => a.id === 2);
  assert.deepEqual([post2?.record_count, post2?.pending_count, post2?.paid_count], [1, 1, 0]);
  assert.equal((await h.call("GET", "/api/manage-activity/list", { token: h.customer })).status, 403);
});

test("money is in the printers' currency: HK$ for the Hong Kong shop's activities and its buyers' submissions, ¥ elsewhere", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  type Cur = { currency?: { currencySymbol: string; currencyName: string } | null };
  const theirs = await get<Page<MA & Cur>>(h, "/api/manage-activity/list?limit=100", m.owner2);
  const mine = await get<Page<MA & Cur>>(h, "/api/manage-activity/list?limit=100", m.owner1);
  assert.ok(theirs.list.length > 0 && theirs.list.every((a) => a.currency?.currencySymbol === "HK$" && a.currency.currencyName === "港元"));
  assert.ok(mine.list.length > 0 && mine.list.every((a) => a.currency?.currencySymbol === "¥"));
  const hk = theirs.list[0] as MA;
  assert.equal((await get<MA & Cur>(h, `/api/manage-activity/info?id=${hk.id}`, m.owner2)).currency?.currencySymbol, "HK$");
  const recs = await get<Page<Rec & Cur & { sn: string }>>(h, "/api/manage-activity/record-list?limit=100", m.super);
  assert.ok(recs.list.length > 0);
  for (const r of recs.list) assert.equal(r.currency?.currencySymbol ?? "¥", r.sn === WORLD.foreignSn ? "HK$" : "¥", `record ${r.id} on ${r.sn}`);
});

test("save: defaults the cash back from df.config, runs on its shops' printers and named printers; refusals change nothing", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  h.api.store.config.cash_back = 1.5; // §1: the back office's default
  const id = await newActivity(h, m.owner1, { sns: ["SIM-0003"] });
  const info = await get<MA>(h, `/api/manage-activity/info?id=${id}`, m.owner1);
  assert.deepEqual([info.cash_back, info.state, info.shop_ids, info.sns], ["1.50", "running", [1], ["SIM-0003"]]);
  assert.deepEqual(info.tickets?.map((x) => x.sn), ["SIM-0001", "SIM-0002", "SIM-0003"]);
  assert.match(info.tickets?.[0]?.url ?? "", /^http:\/\/127\.0\.0\.1:\d+\/sugar\/order-activity\?sn=SIM-0001&activity_id=\d+$/);
  const on = async (sn: string) => (await get<Page<{ id: number }>>(h, `/api/sugar/activity-list?sn=${sn}&limit=100`, h.customer)).list.some((a) => a.id === id);
  assert.deepEqual([await on("SIM-0001"), await on("SIM-0002"), await on("SIM-0003"), await on("SIM-0004"), await on("SIM-0005")], [true, true, true, false, false]);

  // An edit keeps what it leaves out; a post needs its likes.
  ok(await post(h, "/api/manage-activity/save", m.owner1, { id, type: "post", title: "集赞", like_count: 30, start_date: "2026-01-15", end_date: "2026-02-28", shop_ids: [1] }));
  const edited = await get<MA & { like_count: number }>(h, `/api/manage-activity/info?id=${id}`, m.owner1);
  assert.deepEqual([edited.type, edited.like_count, edited.cash_back, edited.sns], ["post", 30, "1.50", []]);

  const before = snapshot(h.api.store);
  const theirUpload = await uploaded(h, m.owner2);
  const afterUpload = snapshot(h.api.store);
  assert.notDeepEqual(before, afterUpload);
  const base = { type: "review", title: "x", start_date: "2026-01-15", end_date: "2026-02-15" };
  const cases: [string, string, Record<string, unknown>, number][] = [
    ["another company's shop", m.owner1, { ...base, shop_ids: [WORLD.shop.hongkong] }, 404],
    ["another company's printer", m.owner1, { ...base, sns: ["SIM-0005"] }, 404],
    ["an unbound printer", m.owner1, { ...base, sns: ["SIM-0006"] }, 404],
    ["another company's activity", m.owner2, { ...base, id, shop_ids: [WORLD.shop.hongkong] }, 404],
    ["a shop that does not exist", m.owner1, { ...base, shop_ids: [99] }, 404],
    ["shops of two companies (admin)", m.super, { ...base, shop_ids: [1, 4] }, 200],
    ["an end in the past", m.owner1, { ...base, start_date: "2025-12-01", end_date: "2026-01-10", shop_ids: [1] }, 200],
    ["longer than 366 days", m.owner1, { ...base, end_date: "2027-02-15", shop_ids: [1] }, 200],
    ["another person's upload as its picture", m.owner1, { ...base, shop_ids: [1], image_url: theirUpload }, 200],
    ["a picture never uploaded", m.owner1, { ...base, shop_ids: [1], image_url: "https://example.com/a.png" }, 200],
    ["a post without likes", m.owner1, { ...base, type: "post", shop_ids: [1] }, 422],
    ["a customer", h.customer, { ...base, shop_ids: [1] }, 403],
  ];
  for (const [name, token, body, status] of cases) {
    const a = await post(h, "/api/manage-activity/save", token, body);
    assert.equal(a.status, status, `${name}: ${a.text}`);
    assert.equal(a.json?.errorCode, 1, name);
  }
  assert.deepEqual(snapshot(h.api.store), afterUpload, "no refused save changed anything");
  // "follow" needs the company's official account.
  delete h.api.store.promo.weixinAccounts["1"];
  const noAccount = snapshot(h.api.store);
  assert.equal(refused(await post(h, "/api/manage-activity/save", m.owner1, { ...base, type: "follow", shop_ids: [1] })), "请先设置要关注的公众号");
  assert.deepEqual(snapshot(h.api.store), noAccount);
});

test("the whole loop: paid print -> pop-up -> screenshots -> approved by two operators at once -> the balance rises once", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const id = await newActivity(h, m.owner1, { cash_back: "2.50" });
  const order = await paidOrder(h);
  const balance = h.user(1).total_money;

  // The pop-up: probability 1 on this activity; the same answer every time for this order.
  const pop = await get<{ show: number; probability: number; list: { id: number }[] }>(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer);
  assert.equal(pop.show, 1);
  assert.equal(pop.probability, 1);
  assert.ok(pop.list.some((a) => a.id === id));
  assert.deepEqual(await get(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer), pop);

  // The tasks of that order; from a ticket's QR (sn + activity_id) the same order is found.
  const tasks = await get<{ order: { id: number } | null; list: Task[] }>(h, `/api/sugar/order-activity?order_id=${order.id}`, h.customer);
  const task = tasks.list.find((x) => x.activity.id === id);
  assert.deepEqual([task?.can_submit, task?.why_not, task?.record], [1, null, null]);
  const viaTicket = await get<{ order: { id: number } | null; list: Task[] }>(h, `/api/sugar/order-activity?sn=SIM-0001&activity_id=${id}`, h.customer);
  assert.equal(viaTicket.order?.id, order.id);
  assert.deepEqual(viaTicket.list.map((x) => [x.activity.id, x.can_submit]), [[id, 1]]);

  const shot = await uploaded(h, h.customer, "customer");
  const rec = ok<Rec>(await post(h, "/api/sugar/activity-submit", h.customer, { order_id: order.id, activity_id: id, images: [shot], remark: "写了好评" }));
  assert.deepEqual([rec.status, rec.cash_back, rec.tries], [R.SUBMITTED, "2.50", 1]);
  // Waiting: no second submission, no second pop-up for it.
  assert.equal(refused(await post(h, "/api/sugar/activity-submit", h.customer, { order_id: order.id, activity_id: id, images: [shot] })), "已提交，请等待商家审核");
  assert.ok(!(await get<{ list: { id: number }[] }>(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer)).list.some((a) => a.id === id));

  // The merchant sees it first in the list, the buyer's mobile masked.
  const records = await get<Page<Rec>>(h, `/api/manage-activity/record-list?activity_id=${id}`, m.owner1);
  assert.deepEqual(records.list.map((r) => [r.id, r.status, r.user?.mobile]), [[rec.id, R.SUBMITTED, "138****0001"]]);

  // Ten approvals at once from two operators: one payment.
  const shopMoneyBefore = Object.values(h.api.store.ledger).filter((e) => e.owner.kind === "shop" && e.type === INCOME_TYPE.CASH_BACK).length;
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => post(h, "/api/manage-activity/record-audit", i % 2 === 0 ? m.owner1 : m.operator1, { id: rec.id, pass: true })),
  );
  for (const a of answers) assert.equal(ok<Rec>(a).status, R.PAID);
  assert.equal(h.user(1).total_money, (Number(balance) + 2.5).toFixed(2));
  const wallet = Object.values(h.api.store.ledger).filter((e) => e.owner.kind === "user" && e.owner.id === 1 && e.type === WALLET_TYPE.CASH_BACK);
  assert.deepEqual(wallet.map((e) => e.amount), ["2.50"]);
  const shop = Object.values(h.api.store.ledger).filter((e) => e.owner.kind === "shop" && e.type === INCOME_TYPE.CASH_BACK);
  assert.equal(shop.length, shopMoneyBefore + 1);
  assert.deepEqual([shop.at(-1)?.owner.id, shop.at(-1)?.amount], [WORLD.shop.hangzhou, "-2.50"]);
  // A retried request later: still paid once; refusing it now is refused.
  ok(await post(h, "/api/manage-activity/record-audit", m.owner1, { id: rec.id, pass: true }));
  const paid = snapshot(h.api.store);
  assert.equal(refused(await post(h, "/api/manage-activity/record-audit", m.owner1, { id: rec.id, pass: false, reason: "看错了" })), "返现已发放，不能拒绝");
  assert.deepEqual(snapshot(h.api.store), paid);
  assert.equal(h.user(1).total_money, (Number(balance) + 2.5).toFixed(2));

  // The buyer sees it paid; the activity counts it.
  const after = await get<{ list: Task[] }>(h, `/api/sugar/order-activity?order_id=${order.id}`, h.customer);
  const done = after.list.find((x) => x.activity.id === id);
  assert.deepEqual([done?.record?.status, done?.can_submit, done?.why_not, done?.activity.is_join], [R.PAID, 0, "paid", 1]);
  const info = await get<MA>(h, `/api/manage-activity/info?id=${id}`, m.owner1);
  assert.deepEqual([info.record_count, info.pending_count, info.paid_count, info.paid_total], [1, 0, 1, "2.50"]);
  // Paid: it can be ended, not deleted.
  assert.equal(refused(await post(h, "/api/manage-activity/delete", m.owner1, { id })), "已有用户提交，不能删除，可结束活动");
});

test("refused with a reason: the buyer submits again, at most 3 times in all; a refusal twice is one refusal", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const id = await newActivity(h, m.owner1);
  const order = await paidOrder(h);
  const shot = await uploaded(h, h.customer, "customer");
  const submit = () => post(h, "/api/sugar/activity-submit", h.customer, { order_id: order.id, activity_id: id, images: [shot] });
  for (let i = 1; i <= 3; i++) {
    const rec = ok<Rec>(await submit());
    assert.equal(rec.tries, i);
    const refusedRec = ok<Rec>(await post(h, "/api/manage-activity/record-audit", m.owner1, { id: rec.id, pass: false, reason: `第 ${i} 次：截图不清晰` }));
    assert.deepEqual([refusedRec.status, refusedRec.reason], [R.REFUSED, `第 ${i} 次：截图不清晰`]);
    // Twice (a retried refusal): the first reason stays.
    assert.equal(ok<Rec>(await post(h, "/api/manage-activity/record-audit", m.operator1, { id: rec.id, pass: false, reason: "别的理由" })).reason, `第 ${i} 次：截图不清晰`);
  }
  const tasks = await get<{ list: Task[] }>(h, `/api/sugar/order-activity?order_id=${order.id}`, h.customer);
  const task = tasks.list.find((x) => x.activity.id === id);
  assert.deepEqual([task?.can_submit, task?.why_not, task?.record?.reason], [0, "no_tries", "第 3 次：截图不清晰"]);
  const before = snapshot(h.api.store);
  assert.equal(refused(await submit()), "提交次数已用完");
  // A refused one is not approved later (the buyer would have to submit again).
  const recId = Object.values(h.api.store.promo.submissions).find((r) => r.activityId === id)?.id;
  assert.equal(refused(await post(h, "/api/manage-activity/record-audit", m.owner1, { id: recId, pass: true })), "该提交已被拒绝");
  assert.deepEqual(snapshot(h.api.store), before);
});

test("who may take part: the order's buyer, bought on a printer it runs on while it ran, with their own uploads", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const id = await newActivity(h, m.owner1);
  const mine = await paidOrder(h);
  const elsewhere = await paidOrder(h, "SIM-0004");
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const myShot = await uploaded(h, h.customer, "customer");
  const theirShot = await uploaded(h, other, "customer");
  const unpaid = await h.make(h.customer, WORK.cheap.id, "SIM-0001");
  const before = snapshot(h.api.store);
  const cases: [string, string, Record<string, unknown>, string][] = [
    ["someone else's order", other, { order_id: mine.id, activity_id: id, images: [theirShot] }, "订单不存在"],
    ["an order on a printer it does not run on", h.customer, { order_id: elsewhere.id, activity_id: id, images: [myShot] }, "该订单不能参加此活动"],
    ["an unpaid order", h.customer, { order_id: h.order(unpaid.sn).id, activity_id: id, images: [myShot] }, "该订单不能参加此活动"],
    ["another buyer's screenshot", h.customer, { order_id: mine.id, activity_id: id, images: [theirShot] }, "图片须先上传"],
    ["a picture never uploaded", h.customer, { order_id: mine.id, activity_id: id, images: ["/mock/uploads/000000000000000000000000.png"] }, "图片须先上传"],
    ["an activity that does not exist", h.customer, { order_id: mine.id, activity_id: 9999, images: [myShot] }, "活动不存在"],
    ["an order bought before it began", h.customer, { order_id: 55, activity_id: id, images: [myShot] }, "该订单不能参加此活动"],
  ];
  for (const [name, token, body, msg] of cases) assert.equal(refused(await post(h, "/api/sugar/activity-submit", token, body)), msg, name);
  // The seeded follow task customer 1 already took part in.
  assert.equal(refused(await post(h, "/api/sugar/activity-submit", h.customer, { order_id: mine.id, activity_id: 1, images: [myShot] })), "您已参加过该活动");
  assert.deepEqual(snapshot(h.api.store), before);

  // Ended early: gone from the printer, the pop-up and new submissions; still listed as ended.
  const ended = ok<MA>(await post(h, "/api/manage-activity/end", m.owner1, { id }));
  assert.equal(ended.state, "ended");
  assert.equal(ok<MA>(await post(h, "/api/manage-activity/end", m.owner1, { id })).state, "ended", "idempotent");
  assert.equal(refused(await post(h, "/api/sugar/activity-submit", h.customer, { order_id: mine.id, activity_id: id, images: [myShot] })), "该订单不能参加此活动");
  assert.ok(!(await get<{ list: { id: number }[] }>(h, "/api/sugar/activity-list?sn=SIM-0001&limit=100", h.customer)).list.some((a) => a.id === id));
  // Nobody submitted: it can be deleted.
  ok(await post(h, "/api/manage-activity/delete", m.owner1, { id }));
  assert.equal((await h.call("GET", `/api/manage-activity/info?id=${id}`, { token: m.owner1 })).status, 404);
});

test("the tasks page of one of the caller's orders that qualifies for nothing (a test print, unpaid) lists none; someone else's is not found", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  await newActivity(h, m.owner1);
  const trial = ok<{ sn: string }>(await post(h, "/api/order/moni-make", m.owner1, { sn: "SIM-0001", goods_id: WORK.cheap.id }));
  const unpaid = await h.make(h.customer, WORK.cheap.id, "SIM-0001");
  for (const [token, sn] of [[m.owner1, trial.sn], [h.customer, unpaid.sn]] as const) {
    const order = h.order(sn);
    const tasks = await get<{ order: { id: number } | null; list: Task[] }>(h, `/api/sugar/order-activity?order_id=${order.id}`, token);
    assert.deepEqual([tasks.order?.id, tasks.list], [order.id, []], sn);
  }
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  const res = await h.call("GET", `/api/sugar/order-activity?order_id=${h.order(unpaid.sn).id}`, { token: other });
  assert.equal(refused(res), "订单不存在");
});

test("pop-up probability: 0 never shows; the printer's setting and the platform's apply when no activity overrides; a draw per order", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const id = await newActivity(h, m.owner1, { popup_probability: 0 });
  const order = await paidOrder(h);
  const pop = await get<{ show: number; probability: number; list: unknown[] }>(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer);
  assert.deepEqual([pop.show, pop.probability], [0, 0]);
  assert.ok(pop.list.length > 0, "the tasks are still offered (the waiting page may link them)");
  // No override: the printer's own setting, else the platform's.
  ok(await post(h, "/api/manage-activity/save", m.owner1, { id, type: "review", title: "好评返现", start_date: "2026-01-15", end_date: "2026-03-31", shop_ids: [1], popup_probability: null }));
  for (const a of Object.values(h.api.store.activities)) a.popup_probability = null;
  assert.equal((await get<{ probability: number }>(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer)).probability, 0.3);
  h.api.store.printers["SIM-0001"]!.popup_probability = 1;
  assert.deepEqual(await get(h, `/api/sugar/activity-popup?order_id=${order.id}`, h.customer).then((p) => [(p as { show: number }).show, (p as { probability: number }).probability]), [1, 1]);
  // Over many orders at the platform's 0.3, about 3 in 10 show (a real draw, not always or never); 60 × 0.40 fits the balance.
  h.api.store.printers["SIM-0001"]!.popup_probability = null;
  let shown = 0;
  for (let i = 0; i < 60; i++) {
    const o = await paidOrder(h);
    shown += (await get<{ show: number }>(h, `/api/sugar/activity-popup?order_id=${o.id}`, h.customer)).show;
  }
  assert.ok(shown > 5 && shown < 35, `shown ${shown} of 60 at 0.3`);
  // Not the buyer's order: no such order.
  const other = await h.loginAs(SEED_USERS.privileged.mobile);
  assert.equal(refused(await h.call("GET", `/api/sugar/activity-popup?order_id=${order.id}`, { token: other })), "订单不存在");
});

test("approving needs the company's money: a balance below the cash back refuses and changes nothing", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  const id = await newActivity(h, m.owner1, { cash_back: "1000" });
  const order = await paidOrder(h);
  const shot = await uploaded(h, h.customer, "customer");
  const rec = ok<Rec>(await post(h, "/api/sugar/activity-submit", h.customer, { order_id: order.id, activity_id: id, images: [shot] }));
  const before = snapshot(h.api.store);
  assert.equal(refused(await post(h, "/api/manage-activity/record-audit", m.owner1, { id: rec.id, pass: true })), "账户余额不足，无法发放返现");
  assert.deepEqual(snapshot(h.api.store), before);
});

test("the official account: each company its own; saving needs an uploaded QR; admins read any company's", async (t) => {
  const h = await startCommerce(t);
  const m = await merchants(h);
  assert.equal((await get<{ name: string }>(h, "/api/manage-activity/weixin-config", m.owner1)).name, "糖画科技");
  assert.equal((await get<{ name: string }>(h, "/api/manage-activity/weixin-config", m.owner2)).name, "甜蜜工坊 Sweet Studio");
  assert.equal((await get<{ name: string }>(h, "/api/manage-activity/weixin-config?company_id=2", m.super)).name, "甜蜜工坊 Sweet Studio");
  assert.equal((await h.call("GET", "/api/manage-activity/weixin-config?company_id=1", { token: m.owner2 })).status, 404);
  const qr = await fetch(`${h.base}/mock/weixin-qr/1.svg`);
  assert.equal(qr.status, 200);
  assert.match(await qr.text(), /<path d="M/);
  const mine = await uploaded(h, m.owner2);
  const before = snapshot(h.api.store);
  for (const qrcode_url of ["/mock/weixin-qr/1.svg", "https://example.com/qr.png", "/mock/uploads/000000000000000000000000.png"]) {
    assert.equal(refused(await post(h, "/api/manage-activity/weixin-config-save", m.owner2, { name: "甜蜜", qrcode_url })), "图片须先上传", qrcode_url);
  }
  assert.deepEqual(snapshot(h.api.store), before);
  const saved = ok<{ name: string; qrcode_url: string; account: string | null }>(await post(h, "/api/manage-activity/weixin-config-save", m.owner2, { name: "甜蜜工坊", account: "sweet_hk", qrcode_url: mine }));
  assert.deepEqual([saved.name, saved.qrcode_url, saved.account], ["甜蜜工坊", mine, "sweet_hk"]);
  assert.equal(h.api.store.promo.weixinAccounts["1"]?.name, "糖画科技", "company 1 untouched");
  // A follow task shows the buyer the account to follow.
  const follow = await get<{ list: Task[] }>(h, "/api/sugar/order-activity?sn=SIM-0001", h.customer);
  assert.equal(follow.list.find((x) => x.activity.id === 1)?.weixin?.name, "糖画科技");
});
