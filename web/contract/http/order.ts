/**
 * §7 Orders: make, moni-make, payment, is-pay, buy-up; and the print order itself, which the
 * tanghua order calls (and the merchant's order pages) answer with.
 * §4 flow: make -> (coins: pay with 70 at once) or the pay sheet -> payment -> /sugar/waiting.
 */
import * as z from "zod/mini";
import { ORDER_STATUS, PAY_TYPE, PAY_TYPES } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Flag, Id, Money, OptText, OrderSn, Sn, Time, valuesOf } from "./common.ts";

export { OrderSn } from "./common.ts";

/** §9 pay types 10, 20, 30, 60, 61, 70. */
export const PayTypeValue = z.literal(PAY_TYPES);

/**
 * Print-order lifecycle, "not shown" (§4). Chosen: unpaid -> paid (queued) -> printing ->
 * completed (§3 ORDER_COMPLETED 99), or print failed, refunded, closed (unpaid past expiry).
 * The merchant's order pages (manage-order) use these same numbers: one order, two views.
 * §3's 20/21 stay shipment states of shipped goods; 2/3/4 (meaning not shown) stay free.
 */
export const PRINT_ORDER_STATUS = {
  UNPAID: 0,
  PAID: 10,
  PRINTING: 11,
  PRINT_FAILED: 12,
  REFUNDED: 30,
  CLOSED: 90,
  COMPLETED: ORDER_STATUS.ORDER_COMPLETED,
} as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUS)[keyof typeof PRINT_ORDER_STATUS];
export const PRINT_ORDER_STATUSES = valuesOf(PRINT_ORDER_STATUS);

/**
 * A refund record: apply-refund (shop) or tanghua/apply-refund (customer) -> audit (platform)
 * -> confirm-refund (platform pays back). Orders carry it as `refund_status`, 0 = none.
 */
export const REFUND_STATUS = {
  APPLYING: 10, // waiting for the platform's audit (§3 waiting_*_refund_count)
  APPROVED: 20, // audit passed, waiting for confirm-refund
  REFUNDED: 30, // paid back
  REJECTED: 40, // audit refused; the remark says why
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
export const NO_REFUND = 0;

/** The refund of an order (lifecycle "not shown"): statuses as REFUND_STATUS above. */
export const Refund = z.looseObject({
  reason: z.string(),
  images: z.optional(z.array(z.string())),
  status: z.number().check(z.int(), z.gte(0)),
  remark: OptText, // the platform's answer, e.g. why it was rejected
  create_time: Time,
});
export type Refund = z.infer<typeof Refund>;

/**
 * A print order (fields "not shown", §3). `sn` is the printer (as in /sugar/waiting?sn&order_sn),
 * `order_sn` the order. status is open (PRINT_ORDER_STATUS, ORDER_STATUS) so a backend state the
 * web does not know yet still shows, as status_text.
 */
export const PrintOrder = z.looseObject({
  id: Id,
  order_sn: z.string(),
  sn: z.string(),
  goods_id: z.nullish(Id),
  goods_type_id: z.nullish(z.number().check(z.int(), z.positive())),
  name: z.string(),
  image_url: OptText,
  money: Money, // amount due after the coupon
  pay_money: z.nullish(Money), // amount paid
  coins_money: z.nullish(Count), // coins paid (pay type 70)
  coins_price: z.nullish(Count), // the coin price (after the coupon once paid); null: not payable in coins
  pay_type: z.nullish(z.number().check(z.int())),
  coupon_id: z.nullish(Id),
  status: z.number().check(z.int(), z.gte(0)),
  status_text: OptText,
  refund_status: z.optional(Count), // 0 none, else Refund.status
  create_time: Time,
  pay_time: z.nullish(Time),
  refund: z.nullish(Refund),
  /** Size of the printer job in bytes (PrintJobMessage.bytes): the waiting page's progress is bytes_read / job_bytes. */
  job_bytes: z.optional(Count),
  /** When an unpaid order closes by itself (unix s, "not shown"; issue 11): the order pages count down to it. */
  expire_time: z.nullish(Time),
});
export type PrintOrder = z.infer<typeof PrintOrder>;

/** What can be ordered: "goods" = a pattern listed on the printer (target_id is its goods_id). */
export const TARGET_TYPES = ["goods"] as const;

/**
 * print_param.type, "not shown": which head prints: "sugar" the printer itself, "egg" its paired
 * egg printer (§3 qrcode_egg, egg printer sn); print_param.sn is that head's serial.
 */
export const PRINT_TYPES = ["sugar", "egg"] as const;

export const MakeInput = z.strictObject({
  target_id: Id,
  target_type: z.enum(TARGET_TYPES),
  print_param: z.strictObject({ sn: Sn, type: z.enum(PRINT_TYPES) }),
});

/**
 * A new order (§3: sn, money). `sn` here is the ORDER number. money is computed by the server;
 * coins_money is the coin price when the order may be paid with coins (§4: then pay at once);
 * expire_time (unix s) when it closes unpaid.
 */
export const OrderCreated = z.looseObject({
  sn: z.string().check(z.minLength(1)),
  money: Money,
  coins_money: z.nullish(Count),
  expire_time: z.optional(Time),
});
export type OrderCreated = z.infer<typeof OrderCreated>;

/**
 * Retrying must not leave a pile of unpaid orders (issue 11). Decided in the client, not here:
 * the web keeps the order it made for a printer and a work and pays that one again on a retry
 * until its expire_time (a server that answered an open order again would race two tabs of one
 * customer into paying one order twice); order/cancel ends one the customer gives up on, and an
 * unpaid order closes by itself at its expiry.
 *
 * A cap on open orders (issue 12 item 7): a customer holds at most 10 unpaid orders (the mock's
 * settings.maxOpenOrders), print orders and buy-up top-ups together. Making one more never
 * fails: the OLDEST unpaid order closes first, as order/cancel would close it (a WeChat payment
 * still open for it is withdrawn, so a late scan is refused and nothing is charged); paying it
 * afterwards is refused as closed. Chosen over refusing the new order because the order just
 * made is the one the customer is looking at; one made long ago is the one given up on.
 */
export const makeOrder = endpoint({
  method: "POST",
  path: "/api/order/make",
  access: "user",
  input: MakeInput,
  output: OrderCreated,
  summary: "Create a print order; the server computes the amount",
});

/**
 * moni-make (模拟 "simulate"), payload not shown: a printer manager's test print from
 * /sugar/debug: a zero-money order, paid at once and sent to the printer, so a machine can be
 * checked without paying. The handler refuses callers who do not manage `sn`.
 */
export const moniMakeOrder = endpoint({
  method: "POST",
  path: "/api/order/moni-make",
  access: "user",
  input: z.strictObject({ sn: Sn, goods_id: Id }),
  output: OrderCreated,
  summary: "Test print for a printer manager (free, paid at once)",
});

export const PaymentInput = z.strictObject({ sn: OrderSn, pay_type: PayTypeValue, coupon_id: z.optional(Id) }).check(
  z.refine((v) => v.pay_type !== PAY_TYPE.UNUSED, { message: "pay_type 20 is not in use (§9)", path: ["pay_type"] }),
  // §5: coupon options are disabled when paying with coins.
  z.refine((v) => !(v.pay_type === PAY_TYPE.COINS && v.coupon_id !== undefined), {
    message: "a coupon cannot be used with coins",
    path: ["coupon_id"],
  }),
);

/** Pay types 10/60: WeChat JSAPI parameters for WeixinJSBridge getBrandWCPayRequest, as WeChat documents them. */
export const WeixinJsapiPay = z.looseObject({
  appId: z.string().check(z.minLength(1)),
  timeStamp: z.string().check(z.regex(/^\d{1,12}$/)), // seconds, a string (WeChat requires it)
  nonceStr: z.string().check(z.minLength(1), z.maxLength(64)),
  package: z.string().check(z.regex(/^prepay_id=\S+$/)),
  signType: z.enum(["RSA", "MD5", "HMAC-SHA256"]), // RSA for API v3, MD5/HMAC-SHA256 for v2
  paySign: z.string().check(z.minLength(1)),
});
export type WeixinJsapiPay = z.infer<typeof WeixinJsapiPay>;

/** Pay type 61: WeChat Native, pay_data is the QR content (§3). */
export const WeixinNativePay = z.looseObject({
  pay_data: z.string().check(z.regex(/^weixin:\/\/wxpay\/bizpayurl\?\S+$/)),
});
export type WeixinNativePay = z.infer<typeof WeixinNativePay>;

/** Pay types 30/70, and any payment a coupon makes free: paid on the spot. */
export const PaidConfirmation = z.looseObject({
  is_pay: z.union([z.literal(true), z.literal(1)]),
  order_sn: OptText,
});
export type PaidConfirmation = z.infer<typeof PaidConfirmation>;

/**
 * payment answers one of three shapes with no tag (a real backend sends WeChat's own fields
 * as they are): the client knows the pay_type it sent and parses `data` with that branch's
 * schema (WeixinJsapiPay, WeixinNativePay or PaidConfirmation).
 */
export const PaymentOutput = z.union([WeixinJsapiPay, WeixinNativePay, PaidConfirmation]);
export type PaymentOutput = z.infer<typeof PaymentOutput>;

export const payOrder = endpoint({
  method: "POST",
  path: "/api/order/payment",
  access: "user",
  input: PaymentInput,
  output: PaymentOutput,
  summary: "Pay an order: WeChat JSAPI parameters, a Native QR, or paid at once",
});

/** is_pay: a boolean, or 0/1 as PHP backends send it; test it for truthiness. */
export const PayStatus = z.looseObject({ is_pay: z.union([z.boolean(), Flag]) });
export type PayStatus = z.infer<typeof PayStatus>;

export const isPay = endpoint({
  method: "GET",
  path: "/api/order/is-pay",
  access: "user",
  input: z.strictObject({ order_sn: OrderSn }),
  output: PayStatus,
  summary: "Whether an order is paid (§4: polled every 2 s by the QR sheet)",
});

/** One top-up is 0.01 to 5000.00 in whole cents (a chosen cap: §9 names none). */
export const TOP_UP_MAX = 5000;

/**
 * buy-up, payload not shown: a balance top-up (the balance of pay type 30 and §3 total_money
 * must come from somewhere). It creates a top-up order and answers like make; the client then
 * pays it through order/payment with 10, 60 or 61 (the handler refuses 30 and 70 for it).
 */
export const buyUp = endpoint({
  method: "POST",
  path: "/api/order/buy-up",
  access: "user",
  input: z.strictObject({ money: z.number().check(z.gte(0.01), z.lte(TOP_UP_MAX), z.multipleOf(0.01)) }),
  output: OrderCreated,
  summary: "Create a balance top-up order",
});

/**
 * Cancel one of the caller's unpaid orders ("not shown"; issue 11: /sugar/order's "取消订单").
 * Someone else's order is "no such order"; a paid one is refused (it is refunded instead, through
 * tanghua/apply-refund); an order already closed (cancelled or past its expiry) answers as it is,
 * so a double tap or a retry is harmless. A WeChat payment still open for it is withdrawn: a late
 * scan is refused, nothing is charged.
 */
export const cancelOrder = endpoint({
  method: "POST",
  path: "/api/order/cancel",
  access: "user",
  input: z.strictObject({ order_sn: OrderSn }),
  output: z.looseObject({ order_sn: z.string(), status: z.literal(PRINT_ORDER_STATUS.CLOSED) }),
  summary: "Cancel an unpaid order of the caller (idempotent)",
});

export const orderEndpoints = [makeOrder, moniMakeOrder, payOrder, isPay, buyUp, cancelOrder] as const;
