/**
 * §7 Manage-order: a shop's sugar print orders, its materials and device purchases, shipping,
 * refunds and exports. The records and their lifecycles are in manage-order-model.ts. A shop sees its own orders; an admin
 * (§6) sees every shop's and may filter by shop_id.
 */
import * as z from "zod/mini";
import { GOODS_TYPE, PAY_TYPE, PLATFORM_LEVELS } from "../constants.ts";
import { Flag, Id, ImageRef, line, Money, note, oneOf, OrderSn, paged, PageQuery, QueryId, queryOneOf, Sn, Time, valuesOf } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { ContactInput, count, DateQuery, DateRange, dateRangeCheck, IdList, moneyInput } from "./manage-common.ts";
import { InvoiceInput } from "./manage-shop.ts";
import { CART_NUM_MAX, StoreType } from "./materials.ts";
import { PaymentOutput } from "./order.ts";
import {
  DownloadRecord,
  GoodsGroup,
  NO_REFUND,
  OrderChange,
  OrderType,
  PURCHASE_ORDER_STATUS,
  PurchaseOrder,
  PurchaseOrderInfo,
  REFUND_STATUS,
  RefundRecord,
  Shipment,
  PRINT_ORDER_STATUS,
  TanghuaOrder,
  TanghuaOrderInfo,
} from "./manage-order-model.ts";

export * from "./manage-order-model.ts";

const REFUND_STATUS_QUERY = [NO_REFUND, ...valuesOf(REFUND_STATUS)] as const;
const ANY_ORDER_STATUS = [...new Set([...valuesOf(PRINT_ORDER_STATUS), ...valuesOf(PURCHASE_ORDER_STATUS)])] as [number, ...number[]];

/** Filters every order list shares. */
const OrderFilters = {
  ...PageQuery,
  ...DateRange,
  sn: z.optional(OrderSn),
  shop_id: z.optional(QueryId),
  refund_status: z.optional(queryOneOf(REFUND_STATUS_QUERY)),
};

/**
 * The orders of print-order lists (issue 14): newest (default) or oldest first, dearest or
 * cheapest first ("-" = descending). Ties fall back to newest first.
 */
export const TANGHUA_SORTS = ["-create_time", "create_time", "-money", "money"] as const;

export const tanghuaList = endpoint({
  method: "GET",
  path: "/api/manage-order/tanghua-list",
  access: "merchant",
  input: z
    .strictObject({
      ...OrderFilters,
      status: z.optional(queryOneOf(valuesOf(PRINT_ORDER_STATUS))),
      device_sn: z.optional(Sn),
      goods_type_id: z.optional(queryOneOf(valuesOf(GOODS_TYPE))),
      goods_group: z.optional(GoodsGroup),
      sort: z.optional(z.enum(TANGHUA_SORTS)),
    })
    .check(dateRangeCheck),
  output: paged(TanghuaOrder),
  summary: "Sugar print orders of the caller's printers",
});

export const tanghuaInfo = endpoint({
  method: "GET",
  path: "/api/manage-order/tanghua-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: TanghuaOrderInfo,
  summary: "One sugar print order",
});

/** The longest export: one year of orders, so a CSV stays a few MB. */
export const DOWNLOAD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * download, "payload not shown": an export of one order type over a date range (both required),
 * with the filters of the list it is made from (issue 14: the file holds exactly the list's
 * orders): status, shop, printer, refund state, order number; print orders also goods_group.
 */
export const DownloadInput = z
  .strictObject({
    order_type: OrderType,
    start_date: DateQuery,
    end_date: DateQuery,
    status: z.optional(oneOf(ANY_ORDER_STATUS)),
    shop_id: z.optional(Id),
    device_sn: z.optional(Sn),
    refund_status: z.optional(oneOf(REFUND_STATUS_QUERY)),
    sn: z.optional(OrderSn),
    goods_group: z.optional(GoodsGroup),
  })
  .check(
    dateRangeCheck,
    z.refine((v) => Date.parse(v.end_date) - Date.parse(v.start_date) < DOWNLOAD_MAX_DAYS * DAY_MS, {
      message: `an export covers at most ${DOWNLOAD_MAX_DAYS} days`,
      path: ["end_date"],
    }),
  );

export const download = endpoint({
  method: "POST",
  path: "/api/manage-order/download",
  access: "merchant",
  input: DownloadInput,
  output: DownloadRecord,
  summary: "Export orders as CSV; answers the download record with its url",
});

// Path not shown: chosen GET /api/manage-order/download-list for /admin/user/download-record.
export const downloadList = endpoint({
  method: "GET",
  path: "/api/manage-order/download-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery }),
  output: paged(DownloadRecord),
  summary: "The caller's past exports",
});

const PurchaseFilters = { ...OrderFilters, status: z.optional(queryOneOf(valuesOf(PURCHASE_ORDER_STATUS))) };

export const materialList = endpoint({
  method: "GET",
  path: "/api/manage-order/material-list",
  access: "merchant",
  input: z.strictObject({ ...PurchaseFilters, type: z.optional(z.enum(["material", "toy_fittings"])) }).check(dateRangeCheck),
  output: paged(PurchaseOrder),
  summary: "Materials orders (the shop's own; every shop's for an admin)",
});

export const materialInfo = endpoint({
  method: "GET",
  path: "/api/manage-order/material-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: PurchaseOrderInfo,
  summary: "One materials order with its shipments",
});

export const deviceList = endpoint({
  method: "GET",
  path: "/api/manage-order/device-list",
  access: "merchant",
  input: z.strictObject(PurchaseFilters).check(dateRangeCheck),
  output: paged(PurchaseOrder),
  summary: "Printer purchase orders",
});

export const deviceInfo = endpoint({
  method: "GET",
  path: "/api/manage-order/device-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: PurchaseOrderInfo,
  summary: "One printer purchase order with its shipments",
});

export const shippingList = endpoint({
  method: "GET",
  path: "/api/manage-order/shipping-list",
  access: "merchant",
  input: z.strictObject({ orderinfo_id: QueryId }),
  output: z.looseObject({ list: z.array(Shipment) }),
  summary: "The parcels sent for a materials or device order",
});

export const refundList = endpoint({
  method: "GET",
  path: "/api/manage-order/refund-list",
  access: "merchant",
  input: z
    .strictObject({
      ...PageQuery,
      ...DateRange,
      order_type: z.optional(OrderType),
      status: z.optional(queryOneOf(valuesOf(REFUND_STATUS))),
      goods_type_id: z.optional(queryOneOf(valuesOf(GOODS_TYPE))),
      goods_group: z.optional(GoodsGroup),
      shop_id: z.optional(QueryId),
      sn: z.optional(OrderSn),
    })
    .check(dateRangeCheck),
  output: paged(RefundRecord),
  summary: "Refund records (sugar, photo, materials, device)",
});

const Remark = note(200);
/** A decision: a refusal must say why, so the shop or customer can read it. */
const Decision = z
  .strictObject({ id: Id, pass: z.boolean(), remark: z.optional(Remark) })
  .check(z.refine((v) => v.pass || (v.remark ?? "") !== "", { message: "a refusal needs a remark", path: ["remark"] }));

// apply-confirm, "payload not shown": the platform accepts or refuses a paid device order (id).
export const applyConfirm = endpoint({
  method: "POST",
  path: "/api/manage-order/apply-confirm",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: Decision,
  output: OrderChange,
  summary: "Accept (-> 20 awaiting shipment) or refuse (-> 90 closed, money back) a device order",
});

// audit, "payload not shown": the platform passes or refuses a refund application (refund record id).
export const audit = endpoint({
  method: "POST",
  path: "/api/manage-order/audit",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: Decision,
  output: RefundRecord,
  summary: "Pass (-> approved) or refuse (-> rejected) a refund application",
});

// confirm-refund, "payload not shown": pay an approved refund (record id); amount defaults to the one asked, never above it.
export const confirmRefund = endpoint({
  method: "POST",
  path: "/api/manage-order/confirm-refund",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z.strictObject({ id: Id, amount: z.optional(moneyInput()), remark: z.optional(Remark) }),
  output: RefundRecord,
  summary: "Pay back an approved refund (money or coins to the payer)",
});

/** A carrier's tracking number: 6-32 letters, digits or dashes. */
const TrackingNo = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{6,32}$/, "tracking_no must be 6-32 letters or digits"));

// shipping, "payload not shown": one parcel for a material or device order (id); device parcels name the printers sent.
export const shipping = endpoint({
  method: "POST",
  path: "/api/manage-order/shipping",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z.strictObject({
    id: Id,
    company: line(30),
    tracking_no: TrackingNo,
    sns: z.optional(z.array(Sn).check(z.minLength(1), z.maxLength(100))),
    remark: z.optional(Remark),
  }),
  output: Shipment,
  summary: "Record a shipment (order -> 21 awaiting delivery)",
});

// shipping-confirm, "payload not shown": the buying shop confirms receipt of its order (id).
export const shippingConfirm = endpoint({
  method: "POST",
  path: "/api/manage-order/shipping-confirm",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: OrderChange,
  summary: "Confirm receipt (order -> 99 completed)",
});

/** Pictures a shop may send with a refund application (the customer side's apply-refund allows as many). */
export const REFUND_IMAGES_MAX = 6;

// apply-refund, "payload not shown": a shop asks for a refund of its customer's sugar order or its own purchase;
// amount defaults to the whole paid amount; images are uploaded first (tixian/upload-image, ≤ 5 MB png/jpeg).
export const applyRefund = endpoint({
  method: "POST",
  path: "/api/manage-order/apply-refund",
  access: "merchant",
  input: z.strictObject({
    id: Id,
    order_type: OrderType,
    reason: line(200),
    amount: z.optional(moneyInput()),
    images: z.optional(z.array(ImageRef).check(z.maxLength(REFUND_IMAGES_MAX))),
  }),
  output: RefundRecord,
  summary: "Apply for a refund (-> waiting for the platform's audit)",
});

// ---- Purchases (ADMIN-MAP D2): a shop orders printers or checks out its materials cart, then
// pays through the same machinery as a print order (commerce/payments: balance on the spot,
// WeChat JSAPI inside WeChat, Native QR outside it, completed by WeChat's notification / `sim pay`).

/**
 * An unpaid purchase stays payable for 24 h, then closes by itself (and gives back the stock it
 * held). Chosen longer than a print order's 15 min: a shop's purchase is often paid by someone
 * else (the owner, the finance person) later the same day.
 */
export const PURCHASE_PAY_TTL_S = 24 * 3600;
/** Printers per device order: a chain opening a mall's worth, not a distributor's stock. */
export const DEVICE_ORDER_MAX = 50;
/**
 * Unpaid purchases one user may hold at once. Unlike print orders (the oldest closes, order.ts),
 * one more is refused: a purchase holds stock and money decisions, closing one silently is worse.
 */
export const OPEN_PURCHASES_MAX = 10;

/**
 * How a purchase may be paid (§9 pay types): the balance (30: the company's withdrawable balance,
 * mg.index balance, taken from the buying shop), WeChat JSAPI (10/60) or Native QR (61). Coins (70)
 * are a customer's and coupons print orders': neither pays for a purchase.
 */
export const PURCHASE_PAY_TYPES = [PAY_TYPE.WEIXIN_JSAPI, PAY_TYPE.BALANCE, PAY_TYPE.WEIXIN, PAY_TYPE.WEIXIN_NATIVE] as const;

/** A purchase just made (device-make, material-make): what to pay and until when. */
export const PurchaseCreated = z.looseObject({
  id: Id,
  sn: z.string(),
  order_type: z.enum(["material", "device"]),
  money: Money,
  freight: Money,
  expire_time: Time,
});
export type PurchaseCreated = z.infer<typeof PurchaseCreated>;

/**
 * device-make, "not shown" (issue 15 device-sell-form): a shop orders `num` printers of one model
 * (manage-goods/device-models). Shipped to `contact` (default: the shop's §3 contact). Paid, it
 * waits for the platform's apply-confirm (status 10). Only members of the shop's company buy for it.
 */
export const deviceMake = endpoint({
  method: "POST",
  path: "/api/manage-order/device-make",
  access: "merchant",
  input: z.strictObject({
    shop_id: Id,
    model_id: Id,
    num: count(DEVICE_ORDER_MAX),
    contact: z.optional(ContactInput),
    remark: z.optional(note(200)),
  }),
  output: PurchaseCreated,
  summary: "Order printers for a shop (an unpaid device order)",
});

/**
 * material-make, "not shown" (issue 16 checkout): the selected lines of the caller's cart of one
 * store type become an unpaid material order for a shop of the caller's company; the lines leave
 * the cart. Every line must be valid (on the shelf, in stock): the stock is held for the order
 * until it is paid (then sold) or closed (then free again). Freight per materials.ts
 * MATERIAL_FREIGHT. `invoice` (§3 invoice info) when one is wanted.
 * `num` ("buy now", 27 Nov): with one cart line, order just that many of it; the rest of the line
 * stays in the cart. goods-info's "buy now" adds to the cart (where the item may already be) and
 * checks out that line with the quantity chosen, never more. More than the line holds is refused.
 */
export const materialMake = endpoint({
  method: "POST",
  path: "/api/manage-order/material-make",
  access: "merchant",
  input: z.strictObject({
    shop_id: Id,
    type: StoreType,
    cart_ids: IdList,
    num: z.optional(count(CART_NUM_MAX)),
    contact: z.optional(ContactInput),
    invoice: z.optional(InvoiceInput),
    remark: z.optional(note(200)),
  }),
  output: PurchaseCreated,
  summary: "Check out cart lines into a material order (unpaid)",
});

/**
 * pay, "not shown": pays an unpaid purchase of the caller's company (order-info's "pay now" too).
 * Answers as order/payment does, by pay type: PaidConfirmation (30), WeixinJsapiPay (10/60),
 * WeixinNativePay (61). Refused: paid already, closed (past expire_time or cancelled), balance short.
 * Two payments of one order at once pay it once.
 */
export const purchasePay = endpoint({
  method: "POST",
  path: "/api/manage-order/pay",
  access: "merchant",
  input: z.strictObject({ id: Id, pay_type: oneOf(PURCHASE_PAY_TYPES) }),
  output: PaymentOutput,
  summary: "Pay a purchase: balance, WeChat JSAPI or Native QR",
});

/** is-pay for a purchase (the QR sheet polls it, §9 2 s), with its status. */
export const purchaseIsPay = endpoint({
  method: "GET",
  path: "/api/manage-order/is-pay",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: z.looseObject({ is_pay: z.union([z.boolean(), Flag]), status: z.number() }),
  summary: "Whether a purchase is paid",
});

/** cancel: the caller's company gives up an unpaid purchase (idempotent on a closed one); its stock is free again. */
export const purchaseCancel = endpoint({
  method: "POST",
  path: "/api/manage-order/cancel",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: OrderChange,
  summary: "Cancel an unpaid purchase",
});

export const manageOrderEndpoints = [
  tanghuaList,
  tanghuaInfo,
  download,
  downloadList,
  materialList,
  materialInfo,
  deviceList,
  deviceInfo,
  shippingList,
  refundList,
  applyConfirm,
  audit,
  confirmRefund,
  shipping,
  shippingConfirm,
  applyRefund,
  deviceMake,
  materialMake,
  purchasePay,
  purchaseIsPay,
  purchaseCancel,
] as const;
