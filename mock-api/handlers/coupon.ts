/** §7 calls of web/contract/http/coupon.ts: claim (by offer id or code), list, detail. */
import { COUPON_TYPE } from "../../web/contract/constants.ts";
import { addCoupon, COUPON_STATUS, couponInfo, couponList, couponOffer } from "../../web/contract/http/coupon.ts";
import { claimRefusal, couponFitsPrinter, couponStatus, grantCoupon, offerByCode, toCoupon } from "../commerce/coupons.ts";
import { M } from "../commerce/messages.ts";
import { companyOfPrinter } from "../commerce/orders.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { route, signedIn, type Route } from "../route.ts";
import { own } from "../store/own.ts";

const DEFAULT_LIMIT = 20;

export const couponRoutes: readonly Route[] = [
  // Claim: once per user per offer, while the offer is open and has stock left.
  route(addCoupon, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const offer = input.id !== undefined ? own(store.customer.couponOffers, input.id) : offerByCode(store, input.code ?? "");
    if (offer === undefined) throw new ApiError(200, say(lang, input.id !== undefined ? M.offerNotFound : M.codeInvalid));
    const refusal = claimRefusal(store, offer, user, now);
    if (refusal !== null) throw new ApiError(200, say(lang, refusal));
    return toCoupon(store, grantCoupon(store, offer, user.id, now), now);
  }),

  // The caller's coupons, soonest to expire first; sn = only those that work on that printer.
  route(couponList, (ctx) => {
    const { input, store, clock } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const printer = input.sn === undefined ? undefined : own(store.printers, input.sn);
    const company = companyOfPrinter(store, printer);
    const rows = Object.values(store.customer.coupons)
      .filter((c) => c.userId === user.id)
      .filter((c) => input.status === undefined || couponStatus(c, now) === input.status)
      .filter((c) => input.type === undefined || c.type === input.type)
      .filter((c) => input.is_partner === undefined || (c.partnerId !== null) === (input.is_partner === 1))
      .filter((c) => input.sn === undefined || (printer !== undefined && couponFitsPrinter(c, printer, company)))
      .sort((a, b) => statusRank(couponStatus(a, now)) - statusRank(couponStatus(b, now)) || a.end_time - b.end_time || a.id - b.id);
    const page = input.page ?? 1;
    const limit = input.limit ?? DEFAULT_LIMIT;
    return {
      list: rows.slice((page - 1) * limit, page * limit).map((c) => toCoupon(store, c, now)),
      total: rows.length,
      page,
      limit,
    };
  }),

  // A shared offer link's preview: never its code; the claim refusal it would meet, said now.
  route(couponOffer, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const o = own(store.customer.couponOffers, input.id);
    if (o === undefined) throw new ApiError(200, say(lang, M.offerNotFound));
    const refusal = claimRefusal(store, o, user, clock.now());
    const partner = o.partnerId === null ? undefined : own(store.customer.partners, o.partnerId);
    const company = o.companyId === null ? undefined : own(store.companies, o.companyId);
    return {
      id: o.id,
      type: o.type === COUPON_TYPE.FREE ? COUPON_TYPE.FREE : COUPON_TYPE.DISCOUNT,
      name: o.name,
      description: o.description,
      company_name: company?.name ?? null,
      partner: partner === undefined ? null : { id: partner.id, name: partner.name, logo_url: partner.logo_url },
      scope_names: [...(o.sn === null ? [] : [own(store.printers, o.sn)?.name ?? o.sn]), ...(o.shopIds ?? []).map((id) => own(store.shops, id)?.name ?? ""), ...(o.sns ?? []).map((sn) => own(store.printers, sn)?.name ?? sn)].filter((n) => n !== ""),
      start_time: o.start_time,
      end_time: o.end_time,
      claim_end: o.claim_end,
      can_claim: refusal === null ? 1 : 0,
      why_not: refusal === null ? null : say(lang, refusal),
    } as const;
  }),

  route(couponInfo, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const c = own(store.customer.coupons, input.id);
    // §6: another user's coupon is "no such coupon": no data.
    if (c === undefined || c.userId !== user.id) throw new ApiError(200, say(lang, M.couponNotFound));
    return toCoupon(store, c, clock.now());
  }),
];

/** Unused first, then used, then expired (within each: soonest end first). */
function statusRank(status: number): number {
  return status === COUPON_STATUS.UNUSED ? 0 : status === COUPON_STATUS.USED ? 1 : 2;
}
