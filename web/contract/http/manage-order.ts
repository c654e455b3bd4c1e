/**
 * §7 Manage-order: a shop's sugar print orders, its materials and device purchases, shipping,
 * refunds and exports. The records and their lifecycles are in manage-order-model.ts. A shop sees its own orders; an admin
 * (§6) sees every shop's and may filter by shop_id.
 */
import * as z from "zod/mini";
import { GOODS_TYPE } from "../constants.ts";
import { Id, ImageRef, line, note, oneOf, OrderSn, paged, PageQuery, QueryId, queryOneOf, Sn, valuesOf } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { DateQuery, DateRange, dateRangeCheck, moneyInput } from "./manage-common.ts";
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
  input: Decision,
  output: OrderChange,
  summary: "Accept (-> 20 awaiting shipment) or refuse (-> 90 closed, money back) a device order",
});

// audit, "payload not shown": the platform passes or refuses a refund application (refund record id).
export const audit = endpoint({
  method: "POST",
  path: "/api/manage-order/audit",
  access: "admin",
  input: Decision,
  output: RefundRecord,
  summary: "Pass (-> approved) or refuse (-> rejected) a refund application",
});

// confirm-refund, "payload not shown": pay an approved refund (record id); amount defaults to the one asked, never above it.
export const confirmRefund = endpoint({
  method: "POST",
  path: "/api/manage-order/confirm-refund",
  access: "admin",
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
] as const;
