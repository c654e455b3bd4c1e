/**
 * Money moving into or out of a shop's balance because of a purchase order (contract manage.ts
 * INCOME_TYPE.MATERIAL 7: "a materials or device order paid from the balance (-)"; a refund of
 * such an order, or a refused device order, brings the money back as a + entry of the same type,
 * so the shop's income list shows the purchase and its return side by side). Written through the
 * one ledger writer (commerce/ledger.ts `record`), so every balance has one chain of entries.
 */
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { ledgerBalance, record } from "../commerce/ledger.ts";
import { toCents } from "../money.ts";
import type { LedgerEntry, Store } from "../store/types.ts";

/** A shop's balance in cents: the `balance` of its latest money entry (0 before any). */
export function shopBalanceCents(store: Store, shopId: number): number {
  return toCents(ledgerBalance(store, { kind: "shop", id: shopId }, "money"));
}

/** Appends a MATERIAL entry of `cents` (signed) to a shop's balance and returns it. */
export function postShopMaterialEntry(
  store: Store,
  shopId: number,
  cents: number,
  entry: { title: string; order_sn: string; remark: string; create_time: number },
): LedgerEntry {
  return record(store, {
    owner: { kind: "shop", id: shopId },
    currency: "money",
    type: INCOME_TYPE.MATERIAL,
    title: entry.title,
    delta: cents,
    order_sn: entry.order_sn,
    remark: entry.remark,
    create_time: entry.create_time,
  });
}
