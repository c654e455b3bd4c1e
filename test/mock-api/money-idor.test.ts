/**
 * IDOR across the new money calls: company 2's owner (u7) aims each at company 1's records by
 * id (a purchase, a shop, a cart line, a withdrawal, an account, a signing flow); every one is
 * "no such record" (404, no data) or names nothing of company 1, and the store is unchanged.
 * Access by level is the authorization matrix's (authz.test.ts, every endpoint × every role).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PURCHASE_ORDER_STATUS as P } from "../../web/contract/http/manage-order.ts";
import { WITHDRAW_STATUS as W } from "../../web/contract/http/tixian.ts";
import { MERCHANT, ok, session, snapshot } from "./merchant-fixtures.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";

test("company 2 reaching for company 1's purchases, shops, cart, withdrawals, accounts and signatures: 404, nothing changes", async (t) => {
  const s = await session(t);
  const store = s.store;
  const unpaid = Object.values(store.merchant.purchaseOrders).find((o) => o.status === P.UNPAID && o.shopId === WORLD.shop.hangzhou)!;
  const line = Object.values(store.merchant.carts).find((l) => l.userId === MERCHANT.id)!;
  const signing = Object.values(store.finance.withdrawals).find((w) => w.userId === MERCHANT.id && w.status === W.SIGNING)!;
  const account = Object.values(store.finance.accounts).find((a) => a.userId === MERCHANT.id)!;
  const model = Object.values(store.merchant.deviceModels)[0]!.id;
  const before = snapshot(s);
  const calls: [string, string, Record<string, unknown>][] = [
    ["POST", "/api/manage-order/pay", { id: unpaid.id, pay_type: 30 }],
    ["POST", "/api/manage-order/pay", { id: unpaid.id, pay_type: 61 }],
    ["GET", "/api/manage-order/is-pay", { id: unpaid.id }],
    ["POST", "/api/manage-order/cancel", { id: unpaid.id }],
    ["POST", "/api/manage-order/device-make", { shop_id: WORLD.shop.hangzhou, model_id: model, num: 1 }],
    ["POST", "/api/manage-order/material-make", { shop_id: WORLD.shop.hangzhou, type: "material", cart_ids: [line.id] }],
    ["POST", "/api/manage-order/material-make", { shop_id: WORLD.shop.hongkong, type: "material", cart_ids: [line.id] }],
    ["POST", "/api/tixian/cancel", { id: signing.id }],
    ["GET", "/api/tixian/esign-data", { id: signing.id }],
    ["POST", "/api/esign/get-url", { type: "withdraw", withdraw_id: signing.id }],
    ["GET", "/api/tixian/account-info", { id: account.id }],
    ["POST", "/api/tixian/account-save", { id: account.id, type: 1, bank_name: "x行", bank_code: "103331000789", account_name: "周敏仪" }],
  ];
  for (const [method, path, input] of calls) {
    const a = method === "GET" ? await s.get(path, s.other, input as Record<string, string | number>) : await s.post(path, s.other, input);
    assert.equal(a.status, 404, `${path} ${JSON.stringify(input)}: ${a.text}`);
    assert.equal(a.json?.data, null, `${path}: no data`);
  }
  // Reads that take no id answer the caller's own company only.
  const info = ok<{ available: string; frozen: string; open_count: number }>(await s.get("/api/tixian/withdraw-info", s.other));
  assert.deepEqual([info.frozen, info.open_count], ["0.00", 0]);
  const esign = ok<{ status: number; flow_id: string | null }>(await s.get("/api/esign/info", s.other, { type: "withdraw", withdraw_id: signing.id }));
  assert.deepEqual([esign.status, esign.flow_id], [0, null], "another's withdrawal has no flow for this caller");
  assert.equal(snapshot(s), before, "no refused call changed the store");
});
