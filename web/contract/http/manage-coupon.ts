/**
 * The merchant's coupon offers (issue 15; ADMIN-MAP D4; /admin/coupon index, form, detail). §7
 * has only the customer's calls (coupon.ts); these are "not shown", chosen as follows.
 *
 * - An offer is what customers claim: by its code at /user/get-coupon (coupon/add {code}) or by
 *   its id from a shared link (coupon/add {id}). §3/§9 type 1 half price, 2 free; `total` coupons
 *   in all; each customer claims an offer once.
 * - Ownership: an offer belongs to one company. A merchant sees and changes only their company's
 *   (another company's id is 404, like a missing one); platform admins (level_type 1/3/7) see
 *   every offer, partner brands' included, and create for the company of the shops or printers
 *   they name (naming none: their own company). Partner brands' offers are not edited here.
 * - Where it works: every printer of `shop_ids` and each printer of `sns` (printers of the
 *   company's shops); both empty = every printer of the company. The pay sheet lists, and order
 *   payment accepts, a coupon only on a printer it works on (commerce/coupons.ts).
 * - Validity: start_date..end_date (China days, both included, at most 366 days). Claims are open
 *   from the moment it is saved until end_date, or until the merchant stops it (manage-coupon/stop:
 *   claimed coupons stay valid). A claimed coupon keeps the terms it was claimed under (type,
 *   validity, shops and printers): editing an offer changes what later claims get. Once claimed,
 *   its type cannot change and `total` cannot drop below what was claimed.
 * - Codes: 4-32 letters or digits, compared and stored upper-case, unique across the platform
 *   (another offer's code, any company's, is errorCode 1 with data.fields.code, so the form says
 *   it under the code field); null removes it (claim by id only).
 * - left = total - claimed; used counts claimed coupons paid with.
 */
import * as z from "zod/mini";
import { COUPON_TYPE } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Id, Keyword, line, note, OptText, paged, PageQuery, QueryId, queryOneOf, Sn, Time, valuesOf } from "./common.ts";
import { COUPON_STATUS, CouponCode } from "./coupon.ts";
import { DateQuery, Person } from "./manage-common.ts";

const COUPON_TYPES = valuesOf(COUPON_TYPE);

/** Where an offer is: claims not open yet, open, stopped by the merchant, or past its end. */
export const OFFER_STATES = ["upcoming", "running", "stopped", "ended"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_TOTAL_MAX = 100_000;
export const OFFER_DAYS_MAX = 366;
export const OFFER_SCOPE_MAX = 100;

const ShopRef = z.looseObject({ id: Id, name: z.string() });

export const CouponOffer = z.looseObject({
  id: Id,
  type: z.literal(COUPON_TYPES),
  name: z.string(),
  description: OptText,
  code: OptText,
  state: z.enum(OFFER_STATES),
  company_id: z.nullish(Id),
  company_name: OptText,
  /** A partner brand's offer (admins only see these). */
  partner_name: OptText,
  shop_ids: z.array(Id),
  shops: z.array(ShopRef),
  sns: z.array(z.string()),
  /** null = no limit (older offers). */
  total: z.nullable(Count),
  claimed: Count,
  used: Count,
  left: z.nullable(Count),
  /** The coupons' validity, and when claims open and close (unix seconds). */
  start_time: Time,
  end_time: Time,
  claim_start: Time,
  claim_end: Time,
  stopped_time: z.nullish(Time),
  create_time: Time,
});
export type CouponOffer = z.infer<typeof CouponOffer>;

export const couponOfferList = endpoint({
  method: "GET",
  path: "/api/manage-coupon/list",
  access: "merchant",
  input: z.strictObject({
    ...PageQuery,
    state: z.optional(z.enum(OFFER_STATES)),
    type: z.optional(queryOneOf(COUPON_TYPES)),
    keyword: z.optional(Keyword),
  }),
  output: paged(CouponOffer),
  summary: "The caller's company's coupon offers with claimed, used and left (every offer for admins)",
});

export const couponOfferInfo = endpoint({
  method: "GET",
  path: "/api/manage-coupon/info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: CouponOffer,
  summary: "One coupon offer",
});

/** A coupon claimed from an offer: who, when, and if used, on which order and printer. */
export const CouponClaim = z.looseObject({
  id: Id,
  user: z.nullable(Person),
  status: z.literal(valuesOf(COUPON_STATUS)),
  create_time: Time,
  use_time: z.nullish(Time),
  order_sn: OptText,
  sn: OptText,
});
export type CouponClaim = z.infer<typeof CouponClaim>;

export const couponOfferClaims = endpoint({
  method: "GET",
  path: "/api/manage-coupon/claim-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, id: QueryId, status: z.optional(queryOneOf(valuesOf(COUPON_STATUS))) }),
  output: paged(CouponClaim),
  summary: "The coupons claimed from an offer, newest first (buyers' mobiles masked)",
});

export const CouponOfferSaveInput = z
  .strictObject({
    id: z.optional(Id),
    type: z.literal(COUPON_TYPES),
    name: line(30),
    description: z.optional(note(200)),
    total: z.number().check(z.int(), z.gte(1), z.lte(OFFER_TOTAL_MAX)),
    start_date: DateQuery,
    end_date: DateQuery,
    code: z.optional(z.nullable(CouponCode)),
    shop_ids: z.optional(z.array(Id).check(z.maxLength(OFFER_SCOPE_MAX))),
    sns: z.optional(z.array(Sn).check(z.maxLength(OFFER_SCOPE_MAX))),
  })
  .check(
    z.refine((v) => v.start_date <= v.end_date, { message: "start_date must not be after end_date", path: ["start_date"] }),
    z.refine((v) => new Set(v.shop_ids ?? []).size === (v.shop_ids ?? []).length && new Set(v.sns ?? []).size === (v.sns ?? []).length, {
      message: "shop_ids and sns must not repeat",
      path: ["shop_ids"],
    }),
  );

export const couponOfferSave = endpoint({
  method: "POST",
  path: "/api/manage-coupon/save",
  access: "merchant",
  input: CouponOfferSaveInput,
  output: z.looseObject({ id: Id }),
  summary: "Create (no id) or update a coupon offer",
});

export const couponOfferStop = endpoint({
  method: "POST",
  path: "/api/manage-coupon/stop",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: CouponOffer,
  summary: "Stop claims of an offer now (idempotent); coupons already claimed stay valid",
});

export const manageCouponEndpoints = [couponOfferList, couponOfferInfo, couponOfferClaims, couponOfferSave, couponOfferStop] as const;
