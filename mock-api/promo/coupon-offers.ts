/**
 * The merchants' coupon offers (contract manage-coupon.ts): who sees which, their state and
 * numbers, save, stop, and the coupons claimed from them. Claiming and paying with a coupon are
 * the commerce domain's (commerce/coupons.ts), which reads the shops and printers set here.
 */
import { COUPON_TYPE } from "../../web/contract/constants.ts";
import { OFFER_DAYS_MAX, type CouponClaim, type CouponOffer, type CouponOfferSaveInput, type OfferState } from "../../web/contract/http/manage-coupon.ts";
import { couponStatus } from "../commerce/coupons.ts";
import { findOrderBySn, printerOfOrder } from "../commerce/orders.ts";
import { ApiError } from "../errors.ts";
import { dayStart, personOf, type Scope } from "../merchant/scope.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { CouponOfferRecord, UserCouponRecord } from "../store/customer.ts";
import type { Store, UserRecord } from "../store/types.ts";
import type * as z from "zod/mini";
import { P } from "./messages.ts";
import { reachNames, resolveReach } from "./scope.ts";

const DAY_S = 86_400;

export function offerState(o: CouponOfferRecord, nowS: number): OfferState {
  if (o.stopped_time !== undefined && o.stopped_time !== null) return "stopped";
  if (nowS > o.claim_end || nowS > o.end_time) return "ended";
  return nowS < o.claim_start ? "upcoming" : "running";
}

/** A merchant sees their company's offers; an admin every offer, partner brands' included. */
export function seesOffer(scope: Scope, user: UserRecord, o: CouponOfferRecord): boolean {
  return scope.admin || (o.companyId !== null && o.companyId === user.companyId);
}

export function visibleOffer(ctx: Pick<RouteContext, "store" | "lang">, scope: Scope, user: UserRecord, id: number): CouponOfferRecord {
  const o = own(ctx.store.customer.couponOffers, id);
  if (o === undefined || !seesOffer(scope, user, o)) throw new ApiError(404, say(ctx.lang, P.offerNotFound));
  return o;
}

/** Coupons paid with, per offer, in one pass over the coupons. */
export function usedCounts(store: Store): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of Object.values(store.customer.coupons)) if (c.offerId !== null && c.use_time !== null) out.set(c.offerId, (out.get(c.offerId) ?? 0) + 1);
  return out;
}

export function toOffer(store: Store, o: CouponOfferRecord, nowS: number, used: number): CouponOffer {
  const shopIds = o.shopIds ?? [];
  const sns = o.sns ?? (o.sn === null ? [] : [o.sn]);
  return {
    id: o.id,
    type: o.type === COUPON_TYPE.FREE ? COUPON_TYPE.FREE : COUPON_TYPE.DISCOUNT,
    name: o.name,
    description: o.description === "" ? null : o.description,
    code: o.code,
    state: offerState(o, nowS),
    company_id: o.companyId,
    company_name: o.companyId === null ? null : (own(store.companies, o.companyId)?.name ?? null),
    partner_name: o.partnerId === null ? null : (own(store.customer.partners, o.partnerId)?.name ?? null),
    shop_ids: shopIds,
    shops: reachNames(store, shopIds, []).shops,
    sns,
    total: o.total,
    claimed: o.claimed,
    used,
    left: o.total === null ? null : Math.max(0, o.total - o.claimed),
    start_time: o.start_time,
    end_time: o.end_time,
    claim_start: o.claim_start,
    claim_end: o.claim_end,
    stopped_time: o.stopped_time ?? null,
    create_time: o.create_time,
  };
}

export function listOffers(store: Store, scope: Scope, user: UserRecord, q: { state?: OfferState | undefined; type?: number | undefined; keyword?: string | undefined }, nowS: number): CouponOfferRecord[] {
  const kw = q.keyword?.toLowerCase();
  return Object.values(store.customer.couponOffers)
    .filter((o) => seesOffer(scope, user, o))
    .filter((o) => q.type === undefined || o.type === q.type)
    .filter((o) => q.state === undefined || offerState(o, nowS) === q.state)
    .filter((o) => kw === undefined || o.name.toLowerCase().includes(kw) || (o.code ?? "").toLowerCase().includes(kw))
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

type SaveInput = z.output<typeof CouponOfferSaveInput>;

/** Create (no id) or update. Every check comes before the first write. */
export function saveOffer(ctx: RouteContext, user: UserRecord, scope: Scope, input: SaveInput): { id: number } {
  const { store, lang } = ctx;
  const nowS = unixSeconds(ctx.clock.now());
  const old = input.id === undefined ? undefined : visibleOffer(ctx, scope, user, input.id);
  if (old !== undefined && old.partnerId !== null) throw new ApiError(200, say(lang, P.partnerOffer));
  // An admin naming shops or printers acts for their company; naming none, for their own (if any).
  const named = (input.shop_ids?.length ?? 0) + (input.sns?.length ?? 0) > 0;
  const company = old?.companyId ?? (scope.admin && named ? null : user.companyId);
  const reach = resolveReach(ctx, scope, input, company);
  const start = dayStart(input.start_date);
  const end = dayStart(input.end_date) + DAY_S - 1; // the last second of end_date (coupons expire after end_time)
  if ((end + 1 - start) / DAY_S > OFFER_DAYS_MAX) throw new ApiError(200, say(lang, P.tooLong, { days: OFFER_DAYS_MAX }));
  if (end < nowS && end !== old?.end_time) throw new ApiError(200, say(lang, P.endBeforeToday));
  const code = input.code === undefined ? (old?.code ?? null) : input.code === null ? null : input.code.toUpperCase();
  if (code !== null && Object.values(store.customer.couponOffers).some((o) => o.code === code && o.id !== old?.id)) {
    const msg = say(lang, P.codeTaken, { code });
    throw new ApiError(200, msg, 1, { fields: { code: msg } }); // the form shows it under the code field
  }
  if (old !== undefined && old.claimed > 0 && old.type !== input.type) throw new ApiError(200, say(lang, P.offerTypeLocked));
  if (old !== undefined && input.total < old.claimed) throw new ApiError(200, say(lang, P.totalBelowClaimed, { claimed: old.claimed }));

  const fields = {
    type: input.type,
    name: input.name,
    description: input.description ?? old?.description ?? "",
    companyId: reach.companyId,
    sn: null,
    shopIds: input.shop_ids === undefined && old !== undefined ? (old.shopIds ?? []) : reach.shopIds,
    sns: input.sns === undefined && old !== undefined ? (old.sns ?? (old.sn === null ? [] : [old.sn])) : reach.sns,
    code,
    start_time: start,
    end_time: end,
    claim_end: end,
    total: input.total,
  };
  if (old !== undefined) {
    Object.assign(old, fields);
    return { id: old.id };
  }
  let id = allocId(store, "couponOffer");
  while (own(store.customer.couponOffers, id) !== undefined) id = allocId(store, "couponOffer");
  store.customer.couponOffers[String(id)] = {
    id, ...fields, partnerId: null, claim_start: Math.min(nowS, start), claimed: 0, stopped_time: null, create_time: nowS,
  };
  return { id };
}

export function stopOffer(o: CouponOfferRecord, nowS: number): void {
  if (o.stopped_time === undefined || o.stopped_time === null) o.stopped_time = nowS;
}

export function claimsOf(store: Store, offerId: number, status: number | undefined, nowMs: number): UserCouponRecord[] {
  return Object.values(store.customer.coupons)
    .filter((c) => c.offerId === offerId && (status === undefined || couponStatus(c, nowMs) === status))
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

export function toClaim(store: Store, c: UserCouponRecord, scope: Scope, nowMs: number): CouponClaim {
  const order = c.order_sn === null ? undefined : findOrderBySn(store, c.order_sn);
  return {
    id: c.id,
    user: personOf(store, c.userId, scope),
    status: couponStatus(c, nowMs) as CouponClaim["status"],
    create_time: c.create_time,
    use_time: c.use_time,
    order_sn: c.order_sn,
    sn: order === undefined ? null : (printerOfOrder(store, order)?.sn ?? order.sn),
  };
}
