/**
 * Coupons (§3, §5, §9): type 1 discount = half price (money to 2 decimals, coins rounded up),
 * type 2 free = 0.00. Status is computed, never stored: used once `use_time` is set, expired once
 * `end_time` has passed (contract COUPON_STATUS 0 unused, 1 used, 2 expired).
 */
import { COUPON_TYPE } from "../../web/contract/constants.ts";
import { COUPON_STATUS, type Coupon } from "../../web/contract/http/coupon.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { Bilingual } from "../messages.ts";
import { fromCents, halfCents, halfCoins, toCents, unixSeconds } from "../money.ts";
import { own } from "../store/own.ts";
import type { CouponOfferRecord, UserCouponRecord } from "../store/customer.ts";
import type { PrintOrderRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { M } from "./messages.ts";
import { companyOfPrinter, effectiveStatus, findOrderBySn, printerOfOrder } from "./orders.ts";
import { freshId } from "./ledger.ts";

export function couponStatus(c: UserCouponRecord, nowMs: number): number {
  if (c.use_time !== null) return COUPON_STATUS.USED;
  return unixSeconds(nowMs) > c.end_time ? COUPON_STATUS.EXPIRED : COUPON_STATUS.UNUSED;
}

/** §5 prices after a coupon: free 0.00 / 0 coins; discount half (cents and coins rounded up). */
export function priceAfterCoupon(price: string, coinsPrice: number | null, type: number | null): { money: string; coins: number | null } {
  const cents = toCents(price);
  if (type === COUPON_TYPE.FREE) return { money: fromCents(0), coins: coinsPrice === null ? null : 0 };
  if (type === COUPON_TYPE.DISCOUNT) return { money: fromCents(halfCents(cents)), coins: coinsPrice === null ? null : halfCoins(coinsPrice) };
  return { money: fromCents(cents), coins: coinsPrice };
}

/** Is the coupon held by a WeChat payment of ANOTHER order that can still complete? */
function heldElsewhere(store: Store, c: UserCouponRecord, order: PrintOrderRecord, nowMs: number): boolean {
  if (c.heldFor === null || c.heldFor === order.order_sn) return false;
  const holder = findOrderBySn(store, c.heldFor);
  const prepay = own(store.customer.prepays, c.heldFor);
  return holder !== undefined && effectiveStatus(holder, nowMs) === PRINT_ORDER_STATUS.UNPAID
    && prepay?.status === "pending" && prepay.coupon_id === c.id;
}

/**
 * Whether a printer is one the coupon works on: of the coupon's company (when it has one), and
 * then its one printer (`sn`, older offers), or one of its shops' or printers (issue 15,
 * manage-coupon.ts) when it names any.
 */
export function couponFitsPrinter(
  c: Pick<UserCouponRecord, "sn" | "companyId" | "shopIds" | "sns">,
  printer: Pick<PrinterRecord, "sn" | "shopId">,
  companyId: number | null,
): boolean {
  if (c.sn !== null && c.sn !== printer.sn) return false;
  if (c.companyId !== null && c.companyId !== companyId) return false;
  const shops = c.shopIds ?? [];
  const sns = c.sns ?? [];
  if (shops.length === 0 && sns.length === 0) return true;
  return (printer.shopId !== null && shops.includes(printer.shopId)) || sns.includes(printer.sn);
}

/**
 * The caller's coupon if it may pay `order` now, else the message saying why not (§5: the
 * caller's, unused, within its window, valid for this printer/company, not held by another order).
 */
export function usableCoupon(
  store: Store, user: UserRecord, couponId: number, order: PrintOrderRecord, nowMs: number,
): { ok: true; coupon: UserCouponRecord } | { ok: false; msg: Bilingual } {
  const c = own(store.customer.coupons, couponId);
  if (c === undefined || c.userId !== user.id) return { ok: false, msg: M.couponNotFound };
  if (order.kind === "recharge") return { ok: false, msg: M.rechargeNoCoupon };
  const status = couponStatus(c, nowMs);
  if (status === COUPON_STATUS.USED) return { ok: false, msg: M.couponUsed };
  if (status === COUPON_STATUS.EXPIRED) return { ok: false, msg: M.couponExpired };
  if (unixSeconds(nowMs) < c.start_time) return { ok: false, msg: M.couponNotStarted };
  const printer = printerOfOrder(store, order);
  if (!couponFitsPrinter(c, printer ?? { sn: order.sn, shopId: null }, companyOfPrinter(store, printer))) {
    return { ok: false, msg: M.couponWrongPrinter };
  }
  if (heldElsewhere(store, c, order, nowMs)) return { ok: false, msg: M.couponHeld };
  return { ok: true, coupon: c };
}

/** Marks the coupon used by `order` (in the same synchronous step as the payment). */
export function consumeCoupon(c: UserCouponRecord, orderSn: string, nowMs: number): void {
  c.use_time = unixSeconds(nowMs);
  c.order_sn = orderSn;
  c.heldFor = null;
}

/** A user coupon from an offer: the offer's window, this user's. */
export function grantCoupon(store: Store, offer: CouponOfferRecord, userId: number, nowMs: number): UserCouponRecord {
  const id = freshId(store, "coupon", store.customer.coupons);
  const c: UserCouponRecord = {
    id, offerId: offer.id, userId, type: offer.type, name: offer.name, description: offer.description,
    companyId: offer.companyId, sn: offer.sn, partnerId: offer.partnerId, code: offer.code,
    // The terms it is claimed under stay with it (manage-coupon.ts: editing an offer changes later claims).
    ...(offer.shopIds !== undefined ? { shopIds: [...offer.shopIds] } : {}),
    ...(offer.sns !== undefined ? { sns: [...offer.sns] } : {}),
    start_time: offer.start_time, end_time: offer.end_time, use_time: null, order_sn: null,
    create_time: unixSeconds(nowMs), heldFor: null,
  };
  store.customer.coupons[String(id)] = c;
  offer.claimed += 1;
  return c;
}

/** Why `user` may not claim `offer` now, or null. Once per user per offer; within claims; stock left. */
export function claimRefusal(store: Store, offer: CouponOfferRecord, user: UserRecord, nowMs: number): Bilingual | null {
  const now = unixSeconds(nowMs);
  if (offer.stopped_time !== undefined && offer.stopped_time !== null) return M.offerEnded; // stopped by its merchant
  if (now < offer.claim_start) return M.offerNotStarted;
  if (now > offer.claim_end || now > offer.end_time) return M.offerEnded;
  if (Object.values(store.customer.coupons).some((c) => c.offerId === offer.id && c.userId === user.id)) return M.offerClaimed;
  if (offer.total !== null && offer.claimed >= offer.total) return M.offerSoldOut;
  return null;
}

/** The offer a claim code gives (codes compare case-insensitively). */
export function offerByCode(store: Store, code: string): CouponOfferRecord | undefined {
  const want = code.toUpperCase();
  return Object.values(store.customer.couponOffers).find((o) => o.code === want);
}

/** The contract's Coupon. */
export function toCoupon(store: Store, c: UserCouponRecord, nowMs: number): Coupon {
  const partner = c.partnerId === null ? undefined : own(store.customer.partners, c.partnerId);
  const company = c.companyId === null ? undefined : own(store.companies, c.companyId);
  return {
    id: c.id,
    type: c.type === COUPON_TYPE.FREE ? COUPON_TYPE.FREE : COUPON_TYPE.DISCOUNT,
    name: c.name,
    status: couponStatus(c, nowMs) as Coupon["status"],
    code: c.code,
    start_time: c.start_time,
    end_time: c.end_time,
    company_id: c.companyId,
    company_name: company?.name ?? null,
    sn: c.sn,
    shop_ids: [...(c.shopIds ?? [])],
    sns: [...(c.sns ?? [])],
    scope_names: [...(c.shopIds ?? []).map((id) => own(store.shops, id)?.name ?? ""), ...(c.sns ?? []).map((sn) => own(store.printers, sn)?.name ?? sn)].filter((n) => n !== ""),
    partner: partner === undefined ? null : { id: partner.id, name: partner.name, logo_url: partner.logo_url },
    description: c.description,
    use_time: c.use_time,
    order_sn: c.order_sn,
    create_time: c.create_time,
  };
}
