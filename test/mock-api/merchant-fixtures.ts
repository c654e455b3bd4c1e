/** Shared pieces of the merchant tests (materials store, purchase orders, refunds, exports). */
import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import type { PurchaseOrderRecord } from "../../mock-api/store/merchant.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { startApi, type Answer, type Harness } from "./harness.ts";

/** Company 1's shop owner (printer manager, level 0), company 2's owner, and the platform admins. */
export const MERCHANT = SEED_USERS.printerManager;
export const OTHER_MERCHANT = WORLD.sweetOwner;
export const ADMIN = SEED_USERS.admin;
export const SUPER = SEED_USERS.superAdmin;
export const COMPANY1_SHOPS: readonly number[] = [WORLD.shop.hangzhou, WORLD.shop.shanghai, WORLD.shop.chengdu];
export const COMPANY2_SHOP = WORLD.shop.hongkong;

export interface Session {
  h: Harness;
  store: Store;
  merchant: string;
  other: string;
  admin: string;
  customer: string;
  get(path: string, token: string, query?: Record<string, string | number>): Promise<Answer>;
  post(path: string, token: string, body: unknown): Promise<Answer>;
}

/** A fresh mock API with everyone logged in. */
export async function session(t: TestContext): Promise<Session> {
  const h = await startApi(t);
  const [merchant, other, admin, customer] = [
    await h.loginAs(MERCHANT.mobile),
    await h.loginAs(OTHER_MERCHANT.mobile),
    await h.loginAs(SUPER.mobile),
    await h.loginAs(SEED_USERS.customer.mobile),
  ];
  return {
    h,
    store: h.api.store,
    merchant,
    other,
    admin,
    customer,
    get: (path, token, query = {}) => {
      const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return h.call("GET", q === "" ? path : `${path}?${q}`, { token });
    },
    post: (path, token, body) => h.call("POST", path, { token, body }),
  };
}

/** The `data` of a successful answer. */
export function ok<T = Record<string, unknown>>(a: Answer): T {
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
}

/** A refusal: errorCode 1 with HTTP `status` (200 = a business failure shown as a toast). */
export function refused(a: Answer, status = 200): string {
  assert.equal(a.status, status, a.text);
  assert.equal(a.json?.errorCode, 1, a.text);
  return a.json?.msg ?? "";
}

export function snapshot(s: Session): string {
  return JSON.stringify(s.store);
}

/** Asserts a call is refused and the whole store is unchanged. */
export async function refusedWithoutChange(s: Session, call: () => Promise<Answer>, status = 200): Promise<string> {
  const before = snapshot(s);
  const msg = refused(await call(), status);
  assert.equal(snapshot(s), before, "a refused call changed the store");
  return msg;
}

/** A seeded purchase order matching `pred` (the seed has every status of both kinds). */
export function purchase(s: Session, pred: (o: PurchaseOrderRecord) => boolean): PurchaseOrderRecord {
  const o = Object.values(s.store.merchant.purchaseOrders).find(pred);
  assert.ok(o !== undefined, "no seeded purchase order fits");
  return o;
}

export const inCompany1 = (o: PurchaseOrderRecord) => COMPANY1_SHOPS.includes(o.shopId);
