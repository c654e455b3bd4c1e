/**
 * Shared set-up of the commerce tests: a mock API, signed-in customers, and works with known
 * prices added to its store (so amounts in assertions do not depend on the seed's random prices).
 */
import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { PrintJobMessage } from "../../mock-api/devices.ts";
import type { MockApiOptions } from "../../mock-api/server.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import type { GoodsRecord, PrintOrderRecord } from "../../mock-api/store/types.ts";
import { startApi, type Answer, type Harness } from "./harness.ts";

/** SIM-0001: company 1, WeChat pay on, no coins in the machine. SIM-0002: WeChat pay off. */
export const SN = "SIM-0001";
export const SN_NO_WEIXIN = "SIM-0002";

/** Test works on every printer: ids far from the seed's. */
export const WORK = {
  /** ¥12.35, 5 coins: half is 6.18 (half a cent rounds up) and 3 coins (rounded up). */
  odd: { id: 9001, price: "12.35", coins_price: 5 },
  /** ¥30.00: more than customer 1's seeded 25.80. */
  dear: { id: 9002, price: "30.00", coins_price: null },
  /** ¥0.40, 1 coin: cheap enough to pay 200 times from a topped-up balance. */
  cheap: { id: 9003, price: "0.40", coins_price: 1 },
} as const;

export interface Commerce extends Harness {
  jobs: PrintJobMessage[];
  /** Customer 1's token (balance 25.80, 3 coins). */
  customer: string;
  make(token: string, goodsId?: number, sn?: string): Promise<{ sn: string; money: string; coins_money?: number | null }>;
  pay(token: string, sn: string, pay_type: number, coupon_id?: number): Promise<Answer>;
  order(sn: string): PrintOrderRecord;
  user(id: number): { total_money: string; coins: number };
  /** Ledger entries of an order. */
  entries(orderSn: string): { owner: { kind: string; id: number }; currency: string; amount: string }[];
  /** An unused coupon customer 1 holds from this seeded offer. */
  couponOf(userId: number, offerId: number): number;
}

function work(id: number, price: string, coins_price: number | null): GoodsRecord {
  return {
    id, goods_type_id: 8, name: `测试图案 ${id}`, image_url: `/mock/art/rose-${id}.svg`,
    image_list: [{ id: id * 10, image_url: `/mock/art/rose-${id}.svg`, sell_count: 0 }],
    price, coins_price, remark: "测试", ownerId: null, shopId: null, sell_count: 0,
    create_time: 1_767_000_000, deleted: false,
  };
}

export async function startCommerce(t: TestContext, options: MockApiOptions = {}): Promise<Commerce> {
  const jobs: PrintJobMessage[] = [];
  const h = await startApi(t, { devices: { sendJob: (j) => jobs.push(j) }, ...options });
  const store = h.api.store;
  for (const w of Object.values(WORK)) store.goods[String(w.id)] = work(w.id, w.price, w.coins_price);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);

  async function make(token: string, goodsId: number = WORK.odd.id, sn: string = SN) {
    const a = await h.call("POST", "/api/order/make", { token, body: { target_id: goodsId, target_type: "goods", print_param: { sn, type: "sugar" } } });
    assert.equal(a.json?.errorCode, 0, a.text);
    return a.json?.data as { sn: string; money: string; coins_money?: number | null };
  }
  const pay = (token: string, sn: string, pay_type: number, coupon_id?: number) =>
    h.call("POST", "/api/order/payment", { token, body: { sn, pay_type, ...(coupon_id !== undefined ? { coupon_id } : {}) } });
  function order(sn: string): PrintOrderRecord {
    const o = Object.values(store.printOrders).find((x) => x.order_sn === sn);
    assert.ok(o, `order ${sn} in the store`);
    return o;
  }
  const user = (id: number) => {
    const u = store.users[String(id)];
    assert.ok(u);
    return { total_money: u.total_money, coins: u.coins };
  };
  const entries = (orderSn: string) => Object.values(store.ledger).filter((e) => e.order_sn === orderSn);
  function couponOf(userId: number, offerId: number): number {
    const c = Object.values(store.customer.coupons).find((x) => x.userId === userId && x.offerId === offerId);
    assert.ok(c, `user ${userId} holds a coupon of offer ${offerId}`);
    return c.id;
  }
  return { ...h, jobs, customer, make, pay, order, user, entries, couponOf };
}

export const STATUS = PRINT_ORDER_STATUS;
