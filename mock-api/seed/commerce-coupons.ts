/**
 * Seeded coupon offers, partner brands and the coupons users hold: both types (§9: 1 discount,
 * 2 free) in every state (unused, used, expired), partner coupons, claim codes ("TANG2026"…),
 * an offer not open yet, one that ended and one sold out. Used coupons are used by seeded orders
 * (commerce-orders.ts), so they are granted here and consumed there.
 *
 * Validity windows reach far past the seed's now (about 400 days), so "unused" coupons stay unused
 * while the mock runs on for a while; expired ones ended before it.
 */
import { COUPON_TYPE } from "../../web/contract/constants.ts";
import { grantCoupon } from "../commerce/coupons.ts";
import type { CouponOfferRecord, UserCouponRecord } from "../store/customer.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

const { DISCOUNT, FREE } = COUPON_TYPE;

/** Fixed ids tests and docs refer to. */
export const SEED_OFFERS = {
  welcomeFree: 1, // code TANG2026, any printer of company 1
  weekendHalf: 2, // by id (a /user/get-coupon link)
  laifushiHalf: 3, // SIM-0003 only, code LAIFUSHI
  starFree: 4, // partner 星光影城, code STAR2026
  bearHalf: 5, // partner 小熊童装, by id
  nationalDayFree: 6, // claims closed, coupons expired, code GUOQING
  openingHalf: 7, // claims closed, coupons expired
  limitedFree: 8, // sold out (total 5)
  sweetHalf: 9, // company 2 (SIM-0005 in HK), code SWEET88
  springFree: 10, // claims not open yet, code CNY2026
  loyalFree: 11, // by id; customer 1 used theirs
} as const;

export const SEED_CLAIM_CODES = ["TANG2026", "LAIFUSHI", "STAR2026", "GUOQING", "SWEET88", "CNY2026"] as const;

export const SEED_PARTNERS = [
  { id: 1, name: "星光影城", logo_url: "/mock/art/star-2046.svg" },
  { id: 2, name: "小熊童装", logo_url: "/mock/art/heart-1314.svg" },
] as const;

type OfferSeed = Omit<CouponOfferRecord, "claimed" | "create_time"> & { ageDays: number };

const MAIN = WORLD.company.main;

/** The offers, their windows `days` from the seed's now. */
function offers(d: (days: number) => number): readonly OfferSeed[] {
  const FAR = d(400);
  return [
    { id: 1, type: FREE, name: "新人专享免费券", description: "新用户免费打印一次糖画，全国门店通用。", companyId: MAIN, sn: null, partnerId: null, code: "TANG2026", claim_start: d(-80), claim_end: FAR, start_time: d(-80), end_time: FAR, total: null, ageDays: 80 },
    { id: 2, type: DISCOUNT, name: "周末半价券", description: "周末来店打印糖画享半价。", companyId: MAIN, sn: null, partnerId: null, code: null, claim_start: d(-60), claim_end: FAR, start_time: d(-60), end_time: FAR, total: 500, ageDays: 60 },
    { id: 3, type: DISCOUNT, name: "来福士店专享半价券", description: "仅限上海来福士店 1 号机使用。", companyId: MAIN, sn: "SIM-0003", partnerId: null, code: "LAIFUSHI", claim_start: d(-45), claim_end: FAR, start_time: d(-45), end_time: FAR, total: 300, ageDays: 45 },
    { id: 4, type: FREE, name: "星光影城联名免费券", description: "凭星光影城电影票领取，免费打印一次糖画。", companyId: null, sn: null, partnerId: 1, code: "STAR2026", claim_start: d(-50), claim_end: FAR, start_time: d(-50), end_time: FAR, total: 200, ageDays: 50 },
    { id: 5, type: DISCOUNT, name: "小熊童装联名半价券", description: "小熊童装会员专享，糖画半价。", companyId: null, sn: null, partnerId: 2, code: null, claim_start: d(-70), claim_end: FAR, start_time: d(-70), end_time: FAR, total: null, ageDays: 70 },
    { id: 6, type: FREE, name: "国庆限定免费券", description: "国庆假期限定，免费打印一次。", companyId: MAIN, sn: null, partnerId: null, code: "GUOQING", claim_start: d(-105), claim_end: d(-95), start_time: d(-105), end_time: d(-10), total: 1000, ageDays: 106 },
    { id: 7, type: DISCOUNT, name: "开业酬宾半价券", description: "成都太古里店开业酬宾，全场半价。", companyId: MAIN, sn: null, partnerId: null, code: null, claim_start: d(-120), claim_end: d(-60), start_time: d(-120), end_time: d(-20), total: null, ageDays: 121 },
    { id: 8, type: FREE, name: "限量免费券（每日 5 张）", description: "先到先得，领完即止。", companyId: MAIN, sn: null, partnerId: null, code: null, claim_start: d(-30), claim_end: FAR, start_time: d(-30), end_time: FAR, total: 5, ageDays: 30 },
    { id: 9, type: DISCOUNT, name: "甜蜜工坊半价券", description: "香港海港城店专享半价。", companyId: WORLD.company.sweet, sn: null, partnerId: null, code: "SWEET88", claim_start: d(-40), claim_end: FAR, start_time: d(-40), end_time: FAR, total: null, ageDays: 40 },
    { id: 11, type: FREE, name: "老用户回馈免费券", description: "感谢一路相伴，免费打印一次。", companyId: MAIN, sn: null, partnerId: null, code: null, claim_start: d(-90), claim_end: FAR, start_time: d(-90), end_time: FAR, total: null, ageDays: 90 },
    { id: 10, type: FREE, name: "春节免费券", description: "春节期间免费打印一次，敬请期待。", companyId: MAIN, sn: null, partnerId: null, code: "CNY2026", claim_start: d(10), claim_end: d(40), start_time: d(10), end_time: d(60), total: 2000, ageDays: 5 },
  ];
}

/** Who holds which offer's coupon, and when they claimed it (days before the seed's now). */
const GRANTS: readonly { user: number; offer: number; ageDays: number }[] = [
  // Customer 1: unused of both types (one printer-only, one partner, one of company 2), used
  // ones (consumed by seeded orders), expired ones of both types.
  { user: SEED_USERS.customer.id, offer: 1, ageDays: 75 },
  { user: SEED_USERS.customer.id, offer: 2, ageDays: 50 },
  { user: SEED_USERS.customer.id, offer: 3, ageDays: 40 },
  { user: SEED_USERS.customer.id, offer: 4, ageDays: 45 },
  { user: SEED_USERS.customer.id, offer: 5, ageDays: 65 },
  { user: SEED_USERS.customer.id, offer: 6, ageDays: 100 },
  { user: SEED_USERS.customer.id, offer: 7, ageDays: 95 },
  { user: SEED_USERS.customer.id, offer: 9, ageDays: 30 },
  { user: SEED_USERS.customer.id, offer: 11, ageDays: 85 },
  // Customer 2.
  { user: SEED_USERS.privileged.id, offer: 1, ageDays: 70 },
  { user: SEED_USERS.privileged.id, offer: 2, ageDays: 55 },
  { user: SEED_USERS.privileged.id, offer: 6, ageDays: 99 },
  // The sold-out offer, and a few more for others.
  ...[2, 3, 4, 5, 6].map((user, i) => ({ user, offer: 8, ageDays: 20 - i })),
  { user: SEED_USERS.printerManager.id, offer: 2, ageDays: 40 },
  { user: SEED_USERS.wechatOnly.id, offer: 1, ageDays: 15 },
  { user: SEED_USERS.wechatOnly.id, offer: 5, ageDays: 12 },
];

/** The seeded user coupons by "user:offer", for the orders that use them. */
export type GrantedCoupons = ReadonlyMap<string, UserCouponRecord>;

export function seedCoupons(store: Store, random: Random, now: SeedNow): GrantedCoupons {
  const d = (days: number) => now.s + days * DAY_S;
  const OFFERS = offers(d);
  const c = store.customer;
  for (const p of SEED_PARTNERS) c.partners[String(p.id)] = { ...p };
  for (const { ageDays, ...o } of OFFERS) {
    // Others' claims before ours, so stock counts look lived in (the sold-out one stays exact; one
    // whose claims have not opened yet has none, the draw still made to keep the rest of the seed).
    const drawn = o.total === null ? random.int(20, 400) : o.id === SEED_OFFERS.limitedFree ? 0 : random.int(10, Math.floor(o.total / 2));
    const claimed = o.claim_start > now.s ? 0 : drawn;
    c.couponOffers[String(o.id)] = { ...o, claimed, create_time: d(-ageDays) };
  }
  store.nextId["couponOffer"] = Math.max(store.nextId["couponOffer"] ?? 1, OFFERS.length + 1);
  const granted = new Map<string, UserCouponRecord>();
  for (const g of GRANTS) {
    const offer = c.couponOffers[String(g.offer)];
    if (offer === undefined) continue;
    const when = Math.max(offer.claim_start, d(-g.ageDays)) + random.int(0, 3600);
    granted.set(`${g.user}:${g.offer}`, grantCoupon(store, offer, g.user, when * 1000));
  }
  return granted;
}
