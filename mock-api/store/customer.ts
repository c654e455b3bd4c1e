/**
 * The customer slice of the store: records only the commerce domain writes (coupons, WeChat
 * prepays, the order indexes). Plain JSON-serialisable data keyed by id (see store/types.ts for
 * the shared core: printers, goods, print orders, ledger).
 */

/** A partner brand whose coupons the platform hands out (/user/partner-coupon). */
export interface CouponPartnerRecord {
  id: number;
  name: string;
  logo_url: string;
}

/**
 * A coupon offer: the template a /user/get-coupon link (`coupon/add {id}`) or a typed claim code
 * (`coupon/add {code}`) turns into a user coupon. Each user claims an offer once.
 */
export interface CouponOfferRecord {
  id: number;
  /** COUPON_TYPE: 1 discount (half price), 2 free (§3, §9). */
  type: number;
  name: string;
  description: string;
  /** Issued by this company: usable on its printers only; null = any printer. */
  companyId: number | null;
  /** Usable on this printer only; null = any printer of the company. */
  sn: string | null;
  /**
   * Issue 15 (contract manage-coupon.ts): usable only on the printers of these shops, and/or only
   * on these printers, when not empty (absent = no such limit). Copied into each coupon claimed.
   */
  shopIds?: number[];
  sns?: string[];
  /** Unix seconds a merchant stopped the claims (manage-coupon/stop); absent or null = not stopped. */
  stopped_time?: number | null;
  partnerId: number | null;
  /** The claim code that gives it, upper-case; null = claimable by id only. */
  code: string | null;
  /** Unix seconds: claims are open in [claim_start, claim_end]. */
  claim_start: number;
  claim_end: number;
  /** Unix seconds: the claimed coupon's validity window. */
  start_time: number;
  end_time: number;
  /** How many can be claimed in all; null = no limit. */
  total: number | null;
  claimed: number;
  create_time: number;
}

/** A coupon a user holds. Used = `use_time` set (atomically with the payment it paid for). */
export interface UserCouponRecord {
  id: number;
  offerId: number | null;
  userId: number;
  type: number;
  name: string;
  description: string;
  companyId: number | null;
  sn: string | null;
  /** The offer's shop and printer limits when claimed (CouponOfferRecord). */
  shopIds?: number[];
  sns?: string[];
  partnerId: number | null;
  code: string | null;
  /** Unix seconds. */
  start_time: number;
  end_time: number;
  use_time: number | null;
  order_sn: string | null;
  create_time: number;
  /**
   * A WeChat payment in flight holds the coupon for its order until it completes or the order
   * closes (so the amount WeChat was asked for stays right); null when free.
   */
  heldFor: string | null;
}

/** A WeChat prepay (pay types 10/60 JSAPI, 61 Native): one live attempt per order. */
export interface PrepayRecord {
  /** "wx" + 28 hex, what `package: prepay_id=…` carries. */
  prepay_id: string;
  order_sn: string;
  userId: number;
  pay_type: number;
  /** Due after the coupon (decimal string). */
  amount: string;
  coupon_id: number | null;
  /** Coins price after a discount coupon (§5: half rounded up), recorded on the order when paid. */
  coins_price: number | null;
  /** Native (61): the `pr` code of `weixin://wxpay/bizpayurl?pr=…`; "" for JSAPI. */
  code: string;
  status: "pending" | "paid" | "replaced";
  /** ms. */
  createdAt: number;
  paidAt: number | null;
}

/** A user's shipping address (contract address.ts); region names are the district tree's. */
export interface AddressRecord {
  id: number;
  userId: number;
  name: string;
  mobile: string;
  province_id: number;
  city_id: number;
  district_id: number;
  detail: string;
  is_default: 0 | 1;
  create_time: number;
}

export interface CustomerState {
  addresses: Record<string, AddressRecord>;
  partners: Record<string, CouponPartnerRecord>;
  couponOffers: Record<string, CouponOfferRecord>;
  coupons: Record<string, UserCouponRecord>;
  /** Keyed by order_sn. */
  prepays: Record<string, PrepayRecord>;
  /** order_sn -> print order id: payment and is-pay find an order without a scan. */
  orderIdBySn: Record<string, number>;
  /** print order id -> expiresAt (ms) of orders still UNPAID, so closing them needs no scan. */
  unpaid: Record<string, number>;
}

export function emptyCustomerState(): CustomerState {
  return { addresses: {}, partners: {}, couponOffers: {}, coupons: {}, prepays: {}, orderIdBySn: {}, unpaid: {} };
}
