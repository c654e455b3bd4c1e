/**
 * What the platform's pages (/admin/x, issue 17) read beyond the queues' calls: one withdrawal
 * for the review page (platform/withdraw-info: its signing, reviewer and the shops its money came
 * from; any admin level reads it, nobody else), and the company of every shop in the platform's
 * shop list.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { PlatformWithdrawalInfo } from "../../web/contract/http/platform.ts";
import type { Shop } from "../../web/contract/http/manage-shop.ts";
import { WITHDRAW_STATUS as W } from "../../web/contract/http/tixian.ts";
import { completeFlow, openFlow } from "../../mock-api/finance/esign.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { MERCHANT, ok, refused, session } from "./merchant-fixtures.ts";

test("withdraw-info: one withdrawal with its signing, reviewer and the shops its amount came from; admins only; 404 for none", async (t) => {
  const s = await session(t);
  const reader = await s.h.loginAs(SEED_USERS.privileged.mobile);
  const account = Object.values(s.store.finance.accounts).find((a) => a.userId === MERCHANT.id)!;
  const { id } = ok<{ id: number }>(await s.post("/api/tixian/apply", s.merchant, { account_id: account.id, amount: "80.00" }));
  const rec = s.store.finance.withdrawals[String(id)]!;
  const unsigned = ok<PlatformWithdrawalInfo>(await s.get("/api/platform/withdraw-info", reader, { id }));
  assert.equal(unsigned.status, W.SIGNING);
  assert.equal(unsigned.is_signed, 0);
  assert.equal(unsigned.sign_time, null);
  assert.equal(unsigned.reviewer, null);
  // The sources add up to the amount, each a shop of the merchant's company.
  assert.equal(unsigned.sources.reduce((n, x) => n + Math.round(Number(x.amount) * 100), 0), 8000);
  assert.ok(unsigned.sources.every((x) => s.store.shops[String(x.shop_id)]?.companyId === MERCHANT.companyId && x.shop_name !== ""));
  assert.equal(unsigned.user?.mobile, "138****0005", "§5: masked for the reviewer too");

  const nowS = Math.floor(s.h.clock.now() / 1000);
  completeFlow(s.store, openFlow(s.store, rec, "", nowS).flow_id, nowS);
  ok(await s.post("/api/platform/withdraw-review", s.admin, { id, pass: false, remark: "开户名与实名不一致" }));
  const done = ok<PlatformWithdrawalInfo>(await s.get("/api/platform/withdraw-info", reader, { id }));
  assert.equal(done.status, W.REJECTED);
  assert.equal(done.is_signed, 1);
  assert.equal(done.sign_time, nowS);
  assert.equal(done.reviewer?.id, SEED_USERS.superAdmin.id);
  assert.equal(done.remark, "开户名与实名不一致");

  refused(await s.get("/api/platform/withdraw-info", s.admin, { id: 99_999 }), 404);
  refused(await s.get("/api/platform/withdraw-info", s.merchant, { id }), 403);
  refused(await s.get("/api/platform/withdraw-info", s.customer, { id }), 403);
});

test("the shop list names each shop's company: every company's for the platform, the own for a merchant", async (t) => {
  const s = await session(t);
  const all = ok<{ list: Shop[] }>(await s.get("/api/manage-shop/list", s.admin, { limit: 100 }));
  assert.deepEqual(
    all.list.map((x) => [x.id, x.company?.id, x.company?.name]).sort(),
    Object.values(s.store.shops).map((x) => [x.id, x.companyId, s.store.companies[String(x.companyId)]?.name]).sort(),
  );
  assert.equal(new Set(all.list.map((x) => x.company?.id)).size, 2, "both companies");
  const mine = ok<{ list: Shop[] }>(await s.get("/api/manage-shop/list", s.merchant, { limit: 100 }));
  assert.ok(mine.list.length > 0 && mine.list.every((x) => x.company?.id === MERCHANT.companyId));
});

test("a refund record says whose money goes back and in which currency: a print order's printer's, none for a purchase", async (t) => {
  const s = await session(t);
  type Row = { id: number; order_type: string; currency?: { currencySymbol: string } | null; user?: { id: number } | null; order_id: number };
  const rows = ok<{ list: Row[] }>(await s.get("/api/manage-order/refund-list", s.admin, { limit: 100 })).list;
  const print = rows.filter((r) => r.order_type === "tanghua");
  const bought = rows.filter((r) => r.order_type !== "tanghua");
  assert.ok(print.length > 0 && bought.length > 0);
  for (const r of print) {
    const order = s.store.printOrders[String(r.order_id)]!;
    assert.equal(r.user?.id, order.userId, "the customer who paid");
    assert.equal(r.currency?.currencySymbol, s.store.printers[order.sn]?.locale?.currencySymbol ?? "¥");
  }
  assert.ok(bought.every((r) => r.currency === null && r.user !== null));
});
