/**
 * The records of manage-order and their lifecycles. §4: "Order, refund and coupon
 * status lifecycles: not shown", so these are chosen; the three numbers §3 does give
 * (PENDING_SHIPMENT 20, PENDING_DELIVERY 21, ORDER_COMPLETED 99, constants.ts) keep their meaning.
 * Order ids of material and device orders share one table (§7 shipping-list takes `orderinfo_id`).
 */
import * as z from "zod/mini";
import { ORDER_STATUS } from "../constants.ts";
import { Id, Money, OptText, Time } from "./common.ts";
import { Contact, Person } from "./manage-common.ts";
import { Invoice } from "./manage-shop.ts";
import { PrinterLocale } from "./sugar.ts";
import { NO_REFUND, PRINT_ORDER_STATUS, REFUND_STATUS, type PrintOrderStatus, type RefundStatus } from "./order.ts";

/** One order, two views: the customer's print order statuses are the merchant's too. */
export { NO_REFUND, PRINT_ORDER_STATUS, REFUND_STATUS, type PrintOrderStatus, type RefundStatus };

/** The kinds of order the admin area handles; photo orders are tanghua orders of goods type 16. */
export const ORDER_TYPES = ["tanghua", "material", "device"] as const;

/**
 * The admin's two print-order lists (issue 14, ADMIN-MAP D8): "photo" orders are those of goods
 * type 16 (/admin/photo-order), "sugar" orders every other type (/admin/order: 8, 14, 15). One
 * filter, so a list and its CSV export ask the same thing instead of merging several calls.
 */
export const GOODS_GROUPS = ["sugar", "photo"] as const;
export const GoodsGroup = z.enum(GOODS_GROUPS);
export type GoodsGroup = z.infer<typeof GoodsGroup>;

/**
 * A shop's purchase of materials or printers: paid -> (device: platform confirms) -> shipped ->
 * received. Material orders skip PENDING_CONFIRM: paying puts them straight at 20.
 */
export const PURCHASE_ORDER_STATUS = {
  UNPAID: 0,
  PENDING_CONFIRM: 10, // device orders: paid, waiting for apply-confirm (§3 waiting_device_confirm_count)
  PENDING_SHIPMENT: ORDER_STATUS.PENDING_SHIPMENT, // 20: waiting for the platform's shipping
  PENDING_DELIVERY: ORDER_STATUS.PENDING_DELIVERY, // 21: shipped, waiting for the shop's shipping-confirm
  REFUNDED: 30, // refund paid out
  CLOSED: 90, // unpaid and expired, or refused at apply-confirm (a paid amount goes back)
  COMPLETED: ORDER_STATUS.ORDER_COMPLETED, // 99: received
} as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUS)[keyof typeof PURCHASE_ORDER_STATUS];


const Count = z.number().check(z.int(), z.gte(0));
export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;

/** A refund record (refund-list, audit, confirm-refund). `amount` asked, `refund_amount` paid. */
export const RefundRecord = z.looseObject({
  id: Id,
  order_id: Id,
  order_sn: z.string(),
  order_type: OrderType,
  goods_type_id: z.nullish(z.number()),
  shop_id: z.nullish(Id),
  shop_name: z.optional(OptText),
  amount: Money,
  refund_amount: z.nullish(Money),
  /** Coins paid for the order (§9 pay type 70) that go back with the refund. */
  coins: z.nullish(z.number()),
  /** Whose money goes back: the customer of a print order, the buyer of a purchase (masked unless admin, §5). */
  user: z.nullish(Person),
  /** What `amount` is in: a print order's printer currency (§1); absent for purchases (¥/元). */
  currency: z.nullish(PrinterLocale),
  reason: OptText,
  /** Pictures the applicant sent with the reason (uploaded images). */
  images: z.optional(z.array(z.string())),
  status: z.number(),
  remark: OptText,
  create_time: Time,
  audit_time: z.nullish(Time),
  refund_time: z.nullish(Time),
});
export type RefundRecord = z.infer<typeof RefundRecord>;

/** A customer's sugar print order as the shop sees it. `money` is what was paid. */
export const TanghuaOrder = z.looseObject({
  id: Id,
  sn: z.string(),
  goods_id: Id,
  goods_type_id: z.number(),
  goods_name: z.string(),
  image_url: OptText,
  device_sn: z.string(),
  shop_id: z.nullish(Id),
  shop_name: z.optional(OptText),
  user: z.nullish(Person),
  /** The printer's currency (§1: the printer's locale; absent = ¥/元), what `money` is in. */
  currency: z.nullish(PrinterLocale),
  money: Money,
  coins: z.optional(z.number()),
  pay_type: z.nullish(z.number()),
  status: z.number(),
  refund_status: z.number(),
  create_time: Time,
  pay_time: z.nullish(Time),
  /**
   * Size of the order's print job in bytes (PrintJobMessage.bytes), as order.ts PrintOrder has it:
   * the printer detail's progress of the job printing is the heartbeat's bytes_read over this.
   */
  job_bytes: z.optional(Count),
});
export type TanghuaOrder = z.infer<typeof TanghuaOrder>;

export const TanghuaOrderInfo = z.extend(TanghuaOrder, {
  price: Money,
  coupon: z.nullish(z.looseObject({ id: Id, type: z.number() })),
  /** The printer's last print_status_message for this order. */
  print_status: z.optional(OptText),
  print_time: z.nullish(Time),
  refund: z.nullish(RefundRecord),
});
export type TanghuaOrderInfo = z.infer<typeof TanghuaOrderInfo>;

export const PurchaseItem = z.looseObject({
  goods_id: Id,
  name: z.string(),
  image_url: OptText,
  spec_name: z.optional(OptText),
  price: Money,
  num: Count,
  amount: Money,
});
export type PurchaseItem = z.infer<typeof PurchaseItem>;

/** One parcel sent for a material or device order; device parcels list the printer serials. */
export const Shipment = z.looseObject({
  id: Id,
  orderinfo_id: Id,
  company: z.string(),
  tracking_no: z.string(),
  sns: z.optional(z.array(z.string())),
  remark: OptText,
  create_time: Time,
});
export type Shipment = z.infer<typeof Shipment>;

/** A shop's materials or device purchase. `type` is the store shelf of a material order. */
export const PurchaseOrder = z.looseObject({
  id: Id,
  sn: z.string(),
  order_type: z.enum(["material", "device"]),
  type: z.nullish(z.enum(["material", "toy_fittings"])),
  shop_id: z.nullish(Id),
  shop_name: z.optional(OptText),
  buyer: z.nullish(Person),
  items: z.array(PurchaseItem),
  total_num: Count,
  money: Money,
  freight: z.optional(Money),
  status: z.number(),
  refund_status: z.number(),
  create_time: Time,
  pay_time: z.nullish(Time),
  /** An unpaid order: when it closes by itself (unix s; PURCHASE_PAY_TTL_S after it was made). */
  expire_time: z.nullish(Time),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

export const PurchaseOrderInfo = z.extend(PurchaseOrder, {
  contact: Contact,
  /** §3 invoice info asked for at checkout (materials); null = no invoice. */
  invoice: z.nullish(Invoice),
  remark: OptText,
  pay_type: z.nullish(z.number()),
  ship_time: z.nullish(Time),
  finish_time: z.nullish(Time),
  shipments: z.array(Shipment),
  refund: z.nullish(RefundRecord),
});
export type PurchaseOrderInfo = z.infer<typeof PurchaseOrderInfo>;

/** An export (download record, /admin/user/download-record). */
export const DownloadRecord = z.looseObject({
  id: Id,
  url: z.string(),
  file_name: z.string(),
  order_type: OrderType,
  row_count: Count,
  create_time: Time,
});
export type DownloadRecord = z.infer<typeof DownloadRecord>;

/** The new state after an order action. */
export const OrderChange = z.looseObject({ id: Id, status: z.number(), refund_status: z.optional(z.number()) });
export type OrderChange = z.infer<typeof OrderChange>;
