import type { DeviceErrorCode } from "../../web/contract/http/manage-device.ts";
import type { CustomerState } from "./customer.ts";
import type { FinanceState } from "./finance.ts";
import type { MerchantState } from "./merchant.ts";
import type { PhotoState } from "./photo.ts";
import type { PromoState } from "./promo.ts";
import type { ShopAdminState, WatermarkRecord } from "./shop-admin.ts";
import type { PlatformState } from "./platform.ts";

/**
 * The mock API's whole state: plain, JSON-serialisable data keyed by id, so a later issue can
 * write it to disk and read it back unchanged (`JSON.parse(JSON.stringify(store))`).
 * Times are milliseconds since the epoch from the injected clock.
 */

/** A user as the backend keeps it; `toPublicUser` (store/users.ts) gives the §3 User. */
export interface UserRecord {
  id: number;
  /** "" when the user has none (the backend sends "", the contract accepts "" or null). */
  mobile: string;
  email: string;
  nickname: string;
  avatar: string;
  wx_openid: string;
  /** Unix seconds (§4: timestamps below 1e10 are seconds). */
  create_time: number;
  level_type: number;
  /** Balance as the backend's decimal string ("25.80"). */
  total_money: string;
  coins: number;
  /** Internal: serials of printers this user manages (§6 printer manager, is_manage). */
  managedPrinters: string[];
  /** Internal: the company whose admin area this user belongs to, if any. */
  companyId: number | null;
  /** Unix seconds the user joined companyId (company/manage-add; company/user-list create_time). */
  company_join_time?: number;
}

export interface TokenRecord {
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export type CodeScene = "login" | "bind";

/** A live one-time code. Deleted when used or after 5 wrong tries. */
export interface CodeRecord {
  /** "m:<mobile>" or "e:<email>". */
  target: string;
  scene: CodeScene;
  code: string;
  createdAt: number;
  expiresAt: number;
  wrongTries: number;
}

/** A WeChat OAuth code the fake authorisation page hands out (filled by a later issue). */
export interface WxCodeRecord {
  openid: string;
  nickname?: string;
  avatar?: string;
  expiresAt: number;
}

export interface CompanyRecord {
  id: number;
  name: string;
  logo_url: string;
  /** The user who owns the company (company/user-list role "owner"; may rename it and add operators). */
  ownerId?: number;
}

export interface ConfigRecord {
  cash_back: number;
  popup_probability: number;
  kefu_phone: string;
  wechat_app_id: string;
}

/** 0/1 flags as the backend keeps them (§3: is_open_weixin_pay 1 on). */
export type Flag01 = 0 | 1;

/** A shop: runs printers, buys materials, withdraws income. Belongs to a company. */
export interface ShopRecord {
  id: number;
  companyId: number;
  /** The user who owns it (a merchant). */
  ownerId: number;
  name: string;
  address: string;
  logo_url: string;
  /** §3 shipping contact: where purchases are shipped. */
  contact: { name: string; phone: string; address: string };
  /** §3 invoice info; null = none set up. */
  invoice: Record<string, string | number> | null;
  payout_account_id: number | null;
  status: Flag01;
  /** Unix seconds. */
  create_time: number;
  /**
   * Set by the platform (platform/shop-status), never by the merchant: 1 = suspended, its printers
   * take no new orders. Absent or 0 = trading. The reason is shown to the merchant.
   */
  suspended?: Flag01;
  suspend_reason?: string;
  /** Unix seconds of the last suspension. */
  suspend_time?: number;
}

/** §3 printer info, with what only the backend knows. Keyed by serial. */
export interface PrinterRecord {
  sn: string;
  device_id: number;
  /** The shop running it; null = not bound (§2: the start-print button shows offline). */
  shopId: number | null;
  name: string;
  /** The paired egg printer's serial (§3 qrcode_egg, egg printer sn), if any. */
  eggSn: string | null;
  is_open_game: Flag01;
  is_second_half: Flag01;
  is_open_phone_activity: Flag01;
  is_open_weixin_pay: Flag01;
  /** Price of one AI drawing, decimal string. */
  ai_price: string;
  /** §1: the printer's currency; null = ¥/元. */
  locale: { currencySymbol: string; currencyName: string } | null;
  /** Coins inserted at the machine and not yet spent (§3 coins; pay type 70 spends them). */
  coins: number;
  /** The secret the device itself authenticates to the broker with (never sent to browsers). */
  secret: string;
  create_time: number;
  /**
   * ms of the last heartbeat the device bridge saw (the sim's issue fills it): online while
   * within PRINTER_OFFLINE_MS (§4, §9: 5 s). Absent = never seen (manage/index device_online_count).
   */
  last_seen?: number;
  /**
   * The error it reports (printing/device-state.ts; manage/index device_error_count): the code
   * (DEVICE_ERROR_CODES, "" = none), the printer's own words ("" = none given) and when this state
   * began (ms). A record with `last_error` text and no code (an older state) reads as print_failed.
   */
  last_error?: string;
  /**
   * The §1 cash-back pop-up's probability on this printer (0..1), when its settings override the
   * platform's config.popup_probability; absent = no override (promo/popup.ts).
   */
  popup_probability?: number | null;
  last_error_code?: DeviceErrorCode | "";
  last_error_time?: number;
}

/** A work (goods): a pattern of any goods type (§3: 8 system, 14 AI, 15 drawing, 16 photo). */
export interface GoodsRecord {
  id: number;
  goods_type_id: number;
  name: string;
  image_url: string;
  image_list: { id: number; image_url: string; sell_count: number }[];
  /** Decimal string (§3 price). */
  price: string;
  coins_price: number | null;
  /** Space-separated tags (§3 remark). */
  remark: string;
  /** The author; null for the system's patterns (type 8, no author shown). */
  ownerId: number | null;
  /**
   * Where the work was made. Listed on the printers of this shop's company (a chain shares its
   * gallery); null = a system pattern on every printer, or, for a work with an owner, one saved
   * without a printer that only its owner sees (mock-api/printing/catalog.ts).
   */
  shopId: number | null;
  sell_count: number;
  create_time: number;
  /** Deleted by its owner (§4 delete): kept for orders that refer to it. */
  deleted: boolean;
  /**
   * A shop's pattern on sale (1) or taken off sale by the shop (0), set by manage-goods/save
   * (contract materials.ts ShopGoods.status). Absent = on sale. Off-sale goods stay out of the
   * customer's lists like deleted ones.
   */
  status?: Flag01;
  /** Drawings keep the strokes they were drawn with (tanghua/save-goods). */
  strokes?: unknown[];
  /** AI and text drawings keep their prompt. */
  prompt?: string;
  /** AI style (AI_STYLES) or text font (TEXT_FONTS) it was drawn in. */
  style?: string;
  /**
   * Photo works (tanghua/photo-make): the caller's upload (store.finance.uploads), the template,
   * and the frame and watermark of the printer's shop when it was made (issue 15: a work keeps
   * the look it was made with; absent = none).
   */
  photo?: { uploadId: string; templateId: number; frameId?: number | null; watermark?: WatermarkRecord | null };
  /**
   * A customer's share choice (issue 11 item 6): 1 = shown to others on the printers of its
   * company, 0 = its owner's alone. Set by every customer call that makes a work (default 0);
   * a photo work stays private whatever it says. Absent on system and shop patterns, and on an
   * older state's customer works, which are then private (printing/privacy.ts).
   */
  is_share?: Flag01;
  /** An AI candidate not yet kept or printed: listed nowhere, opened by id by its owner only. */
  candidate?: boolean;
}

/** A work's state on one printer: pinned or hidden there (§4 top, hide). Keyed `${sn}:${goodsId}`. */
export interface ListingRecord {
  sn: string;
  goodsId: number;
  is_top: Flag01;
  is_hide: Flag01;
}

/** Kinds of print order: a print, a manager's test print (moni-make), a balance top-up (buy-up). */
export type PrintOrderKind = "print" | "moni" | "recharge";

/** A customer's order (the contract's PrintOrder, merchant's TanghuaOrder). Keyed by id. */
export interface PrintOrderRecord {
  id: number;
  order_sn: string;
  kind: PrintOrderKind;
  userId: number;
  /** The printer (print_param.sn); "" for a recharge. */
  sn: string;
  /** §7 print_param.type: the printer itself or its egg head. */
  print_type: "sugar" | "egg";
  goodsId: number | null;
  goods_type_id: number | null;
  name: string;
  image_url: string;
  /** The goods' price when ordered, before any coupon (decimal string). */
  price: string;
  /** Due now, after the coupon (decimal string). */
  money: string;
  /** Coins it costs when paid with coins (§5: half rounded up with a discount coupon). */
  coins_price: number | null;
  pay_money: string | null;
  coins_money: number | null;
  pay_type: number | null;
  coupon_id: number | null;
  /** PRINT_ORDER_STATUS. */
  status: number;
  /** REFUND_STATUS of its refund, 0 without one. */
  refund_status: number;
  refundId: number | null;
  /** Unix seconds. */
  create_time: number;
  pay_time: number | null;
  /** ms: an unpaid order closes at this time (configurable expiry). */
  expiresAt: number;
  /** The last print status the printer reported (§3 print_status_info / message). */
  print_status_info?: string;
  print_status_message?: string;
  /**
   * ms the backend first handed this paid order's job to the printer side (payments.ts settle).
   * Absent = it never did (seeded orders, a bare mock API): such orders are not re-sent when their
   * printer comes back (issue 11, printing/jobs.ts redeliverJobs).
   */
  job_sent_at?: number;
}

/** A refund of any order type (manage-order RefundRecord). Keyed by id. */
export interface RefundRecordRow {
  id: number;
  order_type: "tanghua" | "material" | "device";
  orderId: number;
  order_sn: string;
  userId: number;
  shopId: number | null;
  /** What was paid (decimal string). */
  amount: string;
  refund_amount: string | null;
  /** Coins to give back (coin-paid print orders). */
  coins: number | null;
  reason: string;
  images: string[];
  /** REFUND_STATUS. */
  status: number;
  remark: string;
  create_time: number;
  audit_time: number | null;
  refund_time: number | null;
}

/**
 * One movement of money or coins: the audit trail behind balances, income records and coin
 * records (manage IncomeRecord / CoinRecord). Keyed by id.
 */
export interface LedgerEntry {
  id: number;
  /** Whose balance moved: a user's wallet, or a shop's income. */
  owner: { kind: "user"; id: number } | { kind: "shop"; id: number };
  currency: "money" | "coins";
  /** INCOME_TYPE / COIN_TYPE of the contract. */
  type: number;
  title: string;
  /** Signed: decimal string for money, integer text for coins. */
  amount: string;
  /** The balance after this entry (same units). */
  balance: string;
  order_sn: string | null;
  remark: string;
  create_time: number;
}

/** §1 cash-back task of a shop (sugar/activity-list). Keyed by id. */
export interface ActivityRecord {
  id: number;
  shopId: number;
  /** ACTIVITY_TYPES: follow, post, review, video. */
  type: "follow" | "post" | "review" | "video";
  title: string;
  description: string;
  image_url: string;
  /** Decimal string; §1 default 1 unit. */
  cash_back: string;
  /** Likes a "post" needs; null for the others. */
  like_count: number | null;
  /** Unix seconds: listed while start_time <= now < end_time. */
  start_time: number;
  end_time: number;
  /** Users who took part (is_join). */
  joined: number[];
  create_time: number;
  /**
   * Issue 15 (contract activity.ts): the shops it runs on (absent = [shopId]; shopId is the first,
   * all of one company) and, when not empty, only these printers of those shops.
   */
  shopIds?: number[];
  sns?: string[];
  /** Overrides the pop-up probability on its printers (0..1); absent or null = no override. */
  popup_probability?: number | null;
  /** Unix seconds a merchant ended it early (manage-activity/end); absent or null = not ended. */
  ended_time?: number | null;
  /**
   * Taken down by the platform (platform/activity-status, the seam in platform/activities.ts):
   * not offered to buyers while set. Absent or null = as the shop set it up.
   */
  taken_down?: { reason: string; time: number; by: number } | null;
}

/** A PNG a customer drew (tanghua/save-goods), kept as sent. Keyed by id. */
export interface DrawingImageRecord {
  id: number;
  goodsId: number;
  ownerId: number;
  mime: "image/png";
  /** The PNG (store/blobs.ts): SHA-256 of its bytes, kept beside the state (issue 12 item 2). */
  blob: string;
  bytes: number;
  create_time: number;
}

export interface Store {
  version: 1;
  seed: number;
  /** The next id of each collection (`allocId`). */
  nextId: Record<string, number>;
  users: Record<string, UserRecord>;
  /** Keyed by the SHA-256 of the token, so a dumped state holds no usable bearer token. */
  tokens: Record<string, TokenRecord>;
  /** Keyed by `${scene}:${target}`; a new code replaces the previous one. */
  codes: Record<string, CodeRecord>;
  /** Times codes were sent, per target, for the 1/min, 5/h, 10/day limits (last 24 h only). */
  codeRequests: Record<string, number[]>;
  wxCodes: Record<string, WxCodeRecord>;
  companies: Record<string, CompanyRecord>;
  /** The company anonymous callers see (§1 company context). */
  platformCompanyId: number;
  config: ConfigRecord;
  shops: Record<string, ShopRecord>;
  /** Keyed by serial. */
  printers: Record<string, PrinterRecord>;
  goods: Record<string, GoodsRecord>;
  listings: Record<string, ListingRecord>;
  printOrders: Record<string, PrintOrderRecord>;
  refunds: Record<string, RefundRecordRow>;
  ledger: Record<string, LedgerEntry>;
  /** Shops' cash-back activities (printing domain). */
  activities: Record<string, ActivityRecord>;
  /** PNGs of saved drawings (tanghua/save-goods; printing domain). */
  images: Record<string, DrawingImageRecord>;
  /** The customer flow's own records: coupons and what else it needs (store/customer.ts). */
  customer: CustomerState;
  /** The admin area's own records: materials, carts, purchase orders… (store/merchant.ts). */
  merchant: MerchantState;
  /** Money out and paperwork: payout accounts, withdrawals, e-sign, uploads… (store/finance.ts). */
  finance: FinanceState;
  /** The photo area, the prize draw and the big screens (store/photo.ts). */
  photo: PhotoState;
  /** Cash-back submissions and official accounts (store/promo.ts). */
  promo: PromoState;
  /** Shops' photo settings, platform frames, factory contacts, operator invitations (store/shop-admin.ts). */
  shopAdmin: ShopAdminState;
  /** The platform staff's records: the audit journal (store/platform.ts). */
  platform: PlatformState;
}
