/**
 * Who may know a work exists (issue 11 item 6; contract tanghua.ts SHARE_RULE):
 *
 * - A customer's photo work (type 16) is its owner's alone, always: /sugar/protect promises
 *   photos are never shown to others.
 * - A customer's drawing or AI work is its owner's alone unless the owner shared it
 *   (GoodsRecord.is_share 1, an explicit choice, default off).
 * - An AI candidate (GoodsRecord.candidate) is a draft of one AI run: its owner may open and
 *   print it by id, but it is listed nowhere, not even to the owner, until kept
 *   (tanghua/goods-share) or printed (an order refers to it).
 * - System patterns (no owner) and a shop's own patterns (made in the admin area by someone of
 *   the shop's company, merchant/shop-goods.ts) are everyone's.
 *
 * Someone else's private work answers exactly like a work that does not exist, in every call
 * that reveals or prints a work by id (detail, actions, order/make, its picture under /mock/).
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, Store, UserRecord } from "../store/types.ts";

/** A pattern a shop offers (no owner, or its author belongs to the shop's company). */
function shopPattern(store: Store, g: GoodsRecord): boolean {
  if (g.ownerId === null) return true;
  if (g.shopId === null || g.is_share !== undefined) return false; // customer calls always set is_share
  const company = own(store.shops, g.shopId)?.companyId;
  return company !== undefined && own(store.users, g.ownerId)?.companyId === company;
}

/** Whether everyone may see this work (before the per-printer rules of catalog.ts). */
export function sharedWithEveryone(store: Store, g: GoodsRecord): boolean {
  if (shopPattern(store, g)) return true;
  if (g.candidate === true || g.goods_type_id === GOODS_TYPE.PHOTO) return false; // photos: never
  return g.is_share === 1; // absent (an older state's customer work) = private
}

/** Whether this work is someone else's private one for `viewer` (then it "does not exist"). */
export function privateFrom(store: Store, g: GoodsRecord, viewer: UserRecord | null): boolean {
  return g.ownerId !== viewer?.id && !sharedWithEveryone(store, g);
}

/**
 * Whether a work is a draft: an AI candidate its owner neither kept nor printed (an order of
 * theirs refers to it). Listed nowhere, not even to the owner (mine, history, self_count). The
 * owner's orders are read once per checker, and only when a candidate turns up (rare: only its
 * owner ever gets one in a list).
 */
export function draftChecker(store: Store, ownerId: number | null): (g: GoodsRecord) => boolean {
  let printed: Set<number> | undefined;
  return (g) => {
    if (g.candidate !== true) return false;
    printed ??= new Set(Object.values(store.printOrders).flatMap((o) => (o.userId === ownerId && o.goodsId !== null ? [o.goodsId] : [])));
    return !printed.has(g.id);
  };
}
