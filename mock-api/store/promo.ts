/**
 * The promotions slice of the store (issue 15): what the §1 cash-back loop and the merchants'
 * coupon offers need beyond the shared core (store.activities, store.customer.couponOffers):
 * the buyers' screenshot submissions and each company's official account for "follow" tasks.
 * Plain JSON-serialisable data keyed by id (or by the key each comment names).
 */

/**
 * A buyer's submission for one cash-back activity (contract activity.ts ActivityRecord): the
 * screenshots of one task done after one paid print order. One per buyer and activity; a refused
 * one may be submitted again (tries counts the submissions).
 */
export interface ActivitySubmissionRecord {
  id: number;
  activityId: number;
  userId: number;
  /** The paid print order that qualified (store.printOrders). */
  orderId: number;
  /** Where that order was printed: the shop paying the cash back, and the printer. */
  shopId: number;
  sn: string;
  /** The buyer's own uploads (/mock/uploads/…), 1 to 3. */
  images: string[];
  remark: string;
  /** ACTIVITY_RECORD_STATUS of the contract. */
  status: number;
  /** Why the merchant refused it ("" otherwise). */
  reason: string;
  /** The cash back promised when submitted (decimal string): an activity edited later pays this. */
  cash_back: string;
  tries: number;
  /** Unix seconds. */
  create_time: number;
  submit_time: number;
  audit_time: number | null;
  auditorId: number | null;
  pay_time: number | null;
  /** The buyer's wallet entry that paid it (store.ledger), once paid. */
  ledgerId: number | null;
}

/** The official account a company's "follow" tasks ask buyers to follow. Keyed by company id. */
export interface WeixinAccountRecord {
  companyId: number;
  name: string;
  /** WeChat id of the account ("" when not given). */
  account: string;
  /** Its QR code image: an upload, or the seed's picture. */
  qrcode_url: string;
  description: string;
  update_time: number;
}

export interface PromoState {
  submissions: Record<string, ActivitySubmissionRecord>;
  weixinAccounts: Record<string, WeixinAccountRecord>;
}

export function emptyPromoState(): PromoState {
  return { submissions: {}, weixinAccounts: {} };
}
