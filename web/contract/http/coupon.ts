/** §7 Coupons: claim, list, detail. §5/§9: type 1 discount (half price), 2 free. */
import * as z from "zod/mini";
import { COUPON_TYPE } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Id, OptText, paged, PageQuery, QueryFlag, QueryId, queryOneOf, Sn, Time, valuesOf } from "./common.ts";

/** Coupon lifecycle, "not shown" (§4); §7 shows status 0 in the list call. Chosen: 0 unused, 1 used, 2 expired. */
export const COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];
const COUPON_STATUSES = valuesOf(COUPON_STATUS);
const COUPON_TYPES = valuesOf(COUPON_TYPE);

/** The partner brand of a partner coupon (/user/partner-coupon). */
export const CouponPartner = z.looseObject({ id: Id, name: z.string(), logo_url: OptText });
export type CouponPartner = z.infer<typeof CouponPartner>;

/**
 * §3 Coupon: id and type are §3's; the rest ("not shown") is what the coupon pages show: who
 * issued it (company/shop, or a partner brand), where it works (one printer, or any printer of
 * the company when sn is null), its validity window and, once used, when and on which order.
 */
export const Coupon = z.looseObject({
  id: Id,
  type: z.literal(COUPON_TYPES),
  name: z.string(),
  status: z.literal(COUPON_STATUSES),
  code: OptText, // the claim code it came from, if any
  start_time: Time,
  end_time: Time,
  company_id: z.nullish(Id),
  company_name: OptText,
  sn: OptText,
  // Issue 15 (manage-coupon.ts): a merchant's offer may be limited to some shops and/or printers
  // (empty or absent = no such limit), and names them for the coupon pages.
  shop_ids: z.optional(z.array(Id)),
  sns: z.optional(z.array(z.string())),
  scope_names: z.optional(z.array(z.string())),
  partner: z.nullish(CouponPartner),
  description: OptText,
  use_time: z.nullish(Time),
  order_sn: OptText,
  create_time: Time,
});
export type Coupon = z.infer<typeof Coupon>;

/** A claim code: 4 to 32 letters and digits. */
export const CouponCode = z.string().check(z.regex(/^[A-Za-z0-9]{4,32}$/, "code must be 4 to 32 letters or digits"));

/**
 * add (claim), payload not shown: exactly one of `id`, the coupon offer of a /user/get-coupon
 * link, or `code`, a code typed in. Answers the coupon now held.
 */
export const addCoupon = endpoint({
  method: "POST",
  path: "/api/coupon/add",
  access: "user",
  input: z.strictObject({ id: z.optional(Id), code: z.optional(CouponCode) }).check(
    z.refine((v) => (v.id === undefined) !== (v.code === undefined), { message: "give exactly one of id or code", path: ["id"] }),
  ),
  output: Coupon,
  summary: "Claim a coupon by offer id or code",
});

/** sn: only coupons usable on that printer (the pay sheet); is_partner: partner coupons only (1) or none (0). */
export const couponList = endpoint({
  method: "GET",
  path: "/api/coupon/list",
  access: "user",
  input: z.strictObject({
    status: z.optional(queryOneOf(COUPON_STATUSES)),
    type: z.optional(queryOneOf(COUPON_TYPES)),
    sn: z.optional(Sn),
    is_partner: z.optional(QueryFlag),
    ...PageQuery,
  }),
  output: paged(Coupon),
  summary: "The caller's coupons, soonest to expire first",
});

export const couponInfo = endpoint({
  method: "GET",
  path: "/api/coupon/info",
  access: "user",
  input: z.strictObject({ id: QueryId }),
  output: Coupon,
  summary: "One of the caller's coupons",
});

/**
 * Issue 15: what a /user/get-coupon?id= link offers, before the tap that claims it: its name,
 * type, issuer, where and how long its coupons work, and whether the caller can claim it now
 * (why_not: the refusal coupon/add would answer, in the caller's language). Never its claim code.
 */
export const CouponOfferPreview = z.looseObject({
  id: Id,
  type: z.literal(COUPON_TYPES),
  name: z.string(),
  description: OptText,
  company_name: OptText,
  partner: z.nullish(CouponPartner),
  scope_names: z.array(z.string()),
  start_time: Time,
  end_time: Time,
  claim_end: Time,
  can_claim: z.literal([0, 1]),
  why_not: z.nullable(z.string()),
});
export type CouponOfferPreview = z.infer<typeof CouponOfferPreview>;

export const couponOffer = endpoint({
  method: "GET",
  path: "/api/coupon/offer",
  access: "user",
  input: z.strictObject({ id: QueryId }),
  output: CouponOfferPreview,
  // The link's page says an unknown offer in place.
  silent: true,
  summary: "A coupon offer shared by link: what it gives and whether the caller can claim it",
});

export const couponEndpoints = [addCoupon, couponList, couponInfo, couponOffer] as const;
