/**
 * The calls of web/contract/http/manage-coupon.ts: a merchant's coupon offers (promo/coupon-offers.ts).
 * A merchant reaches their company's offers only (another's is 404); admins every offer.
 */
import * as c from "../../web/contract/http/manage-coupon.ts";
import { page, scopeOf } from "../merchant/scope.ts";
import { unixSeconds } from "../money.ts";
import { claimsOf, listOffers, saveOffer, stopOffer, toClaim, toOffer, usedCounts, visibleOffer } from "../promo/coupon-offers.ts";
import { route, signedIn, type Route } from "../route.ts";

export const manageCouponRoutes: readonly Route[] = [
  route(c.couponOfferList, (ctx) => {
    const user = signedIn(ctx);
    const nowS = unixSeconds(ctx.clock.now());
    const used = usedCounts(ctx.store);
    const rows = listOffers(ctx.store, scopeOf(ctx.store, user), user, ctx.input, nowS);
    return page(rows, ctx.input, (o) => toOffer(ctx.store, o, nowS, used.get(o.id) ?? 0));
  }),

  route(c.couponOfferInfo, (ctx) => {
    const user = signedIn(ctx);
    const o = visibleOffer(ctx, scopeOf(ctx.store, user), user, ctx.input.id);
    return toOffer(ctx.store, o, unixSeconds(ctx.clock.now()), usedCounts(ctx.store).get(o.id) ?? 0);
  }),

  route(c.couponOfferClaims, (ctx) => {
    const user = signedIn(ctx);
    const scope = scopeOf(ctx.store, user);
    const o = visibleOffer(ctx, scope, user, ctx.input.id);
    const nowMs = ctx.clock.now();
    return page(claimsOf(ctx.store, o.id, ctx.input.status, nowMs), ctx.input, (cp) => toClaim(ctx.store, cp, scope, nowMs));
  }),

  route(c.couponOfferSave, (ctx) => {
    const user = signedIn(ctx);
    return saveOffer(ctx, user, scopeOf(ctx.store, user), ctx.input);
  }),

  route(c.couponOfferStop, (ctx) => {
    const user = signedIn(ctx);
    const o = visibleOffer(ctx, scopeOf(ctx.store, user), user, ctx.input.id);
    const nowS = unixSeconds(ctx.clock.now());
    stopOffer(o, nowS);
    return toOffer(ctx.store, o, nowS, usedCounts(ctx.store).get(o.id) ?? 0);
  }),
];
