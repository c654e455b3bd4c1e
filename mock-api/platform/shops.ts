/**
 * The platform suspends a shop or lets it trade again (contract platform.ts shop-status). A
 * suspended shop's printers take no new orders (handlers/order.ts); the merchant's own open/closed
 * `status` is untouched, and manage-shop/save cannot lift a suspension (it keeps the field).
 */
import type { Language } from "../../web/contract/constants.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { own } from "../store/own.ts";
import type { ShopRecord, Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";
import { X } from "./messages.ts";

export function isSuspended(shop: ShopRecord | undefined): boolean {
  return shop?.suspended === 1;
}

export function setShopSuspended(
  store: Store,
  actor: UserRecord,
  input: { id: number; suspended: 0 | 1; reason?: string | undefined },
  nowS: number,
  lang: Language,
): ShopRecord {
  const shop = own(store.shops, input.id);
  if (shop === undefined) throw new ApiError(404, say(lang, X.shopNotFound));
  const before = { suspended: shop.suspended ?? 0, suspend_reason: shop.suspend_reason ?? "" };
  const reason = input.suspended === 1 ? (input.reason ?? "") : "";
  if (before.suspended === input.suspended && before.suspend_reason === reason) return shop; // as it is: nothing to journal
  shop.suspended = input.suspended;
  shop.suspend_reason = reason;
  if (input.suspended === 1) shop.suspend_time = nowS;
  recordAudit(
    store,
    actor,
    {
      action: input.suspended === 1 ? "shop.suspend" : "shop.resume",
      target_type: "shop",
      target_id: shop.id,
      target_sn: shop.name,
      before,
      after: { suspended: shop.suspended, suspend_reason: shop.suspend_reason },
      remark: input.reason,
    },
    nowS,
  );
  return shop;
}
