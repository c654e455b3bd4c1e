/** Shared steps of the printing tests (printing*.test.ts): answers, roles, store snapshots. */
import assert from "node:assert/strict";
import { SEED_USERS, type SeedRole } from "../../mock-api/seed/users.ts";
import type { GoodsRecord, PrintOrderRecord, Store } from "../../mock-api/store/types.ts";
import type { Answer, Harness } from "./harness.ts";

/** The `data` of a successful answer. */
export function ok<T = Record<string, unknown>>(a: Answer): T {
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
}

/** A business refusal: HTTP 200, errorCode 1, a message, no data. Returns the message. */
export function refused(a: Answer): string {
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json?.errorCode, 1, a.text);
  assert.equal(a.json?.data, null);
  return a.json?.msg ?? "";
}

/** A deep copy of the whole state, to check a refused call changed nothing. */
export function snapshot(store: Store): unknown {
  return JSON.parse(JSON.stringify(store));
}

const tokens = new WeakMap<Harness, Map<string, string>>();

/** A token of the user with this role (or mobile), logged in once per api (send-code allows 1 a minute). */
export async function tokenOf(h: Harness, role: SeedRole | { mobile: string }): Promise<string> {
  const mobile = typeof role === "string" ? SEED_USERS[role].mobile : role.mobile;
  const mine = tokens.get(h) ?? new Map<string, string>();
  tokens.set(h, mine);
  const known = mine.get(mobile);
  if (known !== undefined) return known;
  const token = await h.loginAs(mobile);
  mine.set(mobile, token);
  return token;
}

/** The seeded work with this name. */
export function work(store: Store, name: string): GoodsRecord {
  const g = Object.values(store.goods).find((x) => x.name === name);
  assert.ok(g, `seeded work ${name}`);
  return g;
}

let orderSeq = 0;

/** Puts a print order into the store as the commerce domain would (tests of queue and send-order). */
export function putOrder(store: Store, fields: Partial<PrintOrderRecord> & Pick<PrintOrderRecord, "userId" | "sn" | "status">): PrintOrderRecord {
  const id = 900_000 + ++orderSeq;
  const goods = fields.goodsId == null ? undefined : store.goods[String(fields.goodsId)];
  const order: PrintOrderRecord = {
    id,
    order_sn: `T2026${id}`,
    kind: "print",
    print_type: "sugar",
    goodsId: goods?.id ?? null,
    goods_type_id: goods?.goods_type_id ?? null,
    name: goods?.name ?? "糖画",
    image_url: goods?.image_url ?? "/mock/art/rose-1.svg",
    price: "9.90",
    money: "9.90",
    coins_price: null,
    pay_money: fields.status === 0 ? null : "9.90",
    coins_money: null,
    pay_type: fields.status === 0 ? null : 60,
    coupon_id: null,
    refund_status: 0,
    refundId: null,
    create_time: 1_768_000_000 + id,
    pay_time: fields.status === 0 ? null : 1_768_000_100 + id,
    expiresAt: 0,
    ...fields,
  };
  store.printOrders[String(id)] = order;
  return order;
}
