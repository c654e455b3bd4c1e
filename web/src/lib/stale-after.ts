/**
 * What each write call makes stale, said once per contract endpoint (CONVENTIONS habit 15, as RTK
 * Query's `invalidatesTags` sits on the endpoint's definition): useMutation looks its endpoint up
 * here, so whichever screen makes a call refreshes the same answers. Keyed by "METHOD path", not
 * by the endpoint objects, so this table pulls no schema into the chunks that carry useMutation;
 * test/web/lib/stale-after.test.ts checks every key and every read against the contract.
 */

/** "METHOD path" of a contract endpoint (Endpoint.method, Endpoint.path). */
export type EndpointKey = `${"GET" | "POST"} /api/${string}`;

const ORDER_READS: readonly EndpointKey[] = ["GET /api/tanghua/user-order", "GET /api/tanghua/order-info"];
// A new or changed work shows in the drawing history, the shell's list and its mine tab (self_count).
const WORK_READS: readonly EndpointKey[] = ["GET /api/tanghua/ai-list", "GET /api/sugar/list", "GET /api/sugar/info", "GET /api/sugar/index"];
const ADDRESS_READS: readonly EndpointKey[] = ["GET /api/user/address-list", "GET /api/user/address-info"];
// An activity saved or ended: the admin's lists and the customers' list on its printers.
const ACTIVITY_READS: readonly EndpointKey[] = ["GET /api/manage-activity/list", "GET /api/manage-activity/info", "GET /api/sugar/activity-list"];
const COUPON_OFFER_READS: readonly EndpointKey[] = ["GET /api/manage-coupon/list", "GET /api/manage-coupon/info"];
// A shop's pattern changed: the admin's list and form, and what customers see on its printers.
const SHOP_GOODS_READS: readonly EndpointKey[] = ["GET /api/manage-goods/shop-list", "GET /api/manage-goods/info", "GET /api/sugar/list", "GET /api/sugar/info", "GET /api/manage-shop/data"];
// A printer's state and figures in the admin area (manage-device), and what the customer side asks of it.
const DEVICE_READS: readonly EndpointKey[] = ["GET /api/manage-device/list", "GET /api/manage-device/info", "GET /api/manage-device/error-list"];
const PRINTER_READS: readonly EndpointKey[] = ["GET /api/tanghua/info", "GET /api/tanghua/device-sn"];
// A printer joining or leaving a shop: the shops' and dashboard's printer counts, the customer shell's notice and list.
const FLEET_READS: readonly EndpointKey[] = [
  ...DEVICE_READS,
  ...PRINTER_READS,
  "GET /api/manage-device/manager-list",
  "GET /api/manage/index",
  "GET /api/manage-shop/list",
  "GET /api/manage-shop/data",
  "GET /api/sugar/index",
  "GET /api/sugar/list",
];
// A job sent or made: the printer's queue wherever it shows.
const QUEUE_READS: readonly EndpointKey[] = ["GET /api/tanghua/print-queue", "GET /api/tanghua/info", "GET /api/manage-device/list", "GET /api/manage-device/info"];

// The admin area's money (issues 15-17): a company's balance shows on /admin/user (manage/index),
// in the income records and the withdraw form; purchases in their lists, details and pay status.
const BALANCE_READS: readonly EndpointKey[] = ["GET /api/manage/index", "GET /api/manage/income-list", "GET /api/tixian/withdraw-info"];
const PURCHASE_READS: readonly EndpointKey[] = [
  "GET /api/manage-order/material-list",
  "GET /api/manage-order/material-info",
  "GET /api/manage-order/device-list",
  "GET /api/manage-order/device-info",
  "GET /api/manage-order/is-pay",
];
// Stock shows on the store's list and detail and decides whether a cart line is valid.
const STOCK_READS: readonly EndpointKey[] = ["GET /api/manage-goods/list", "GET /api/manage-goods/material-info", "GET /api/manage-cart/list"];
const REFUND_READS: readonly EndpointKey[] = ["GET /api/manage-order/refund-list", "GET /api/manage-order/tanghua-list", "GET /api/manage-order/tanghua-info"];
const WITHDRAW_READS: readonly EndpointKey[] = ["GET /api/tixian/list", "GET /api/tixian/esign-data", "GET /api/esign/info", ...BALANCE_READS];
const AUDIT: EndpointKey = "GET /api/platform/audit-list";

/** The reads, or (as RTK Query's `invalidatesTags: (result, error, arg) => …`) a function of the call's input. */
type Stale = readonly EndpointKey[] | ((input: unknown) => readonly EndpointKey[]);

export const STALE_AFTER: Readonly<Record<EndpointKey, Stale>> = {
  // Paid: its pay status, the orders, the balance (30) and the machine's coins (70).
  "POST /api/order/payment": ["GET /api/order/is-pay", ...ORDER_READS, "GET /api/user/info", "GET /api/tanghua/info"],
  // An unpaid order closes: its row, its detail and its pay status.
  "POST /api/order/cancel": ["GET /api/order/is-pay", ...ORDER_READS],
  "POST /api/tanghua/apply-refund": ORDER_READS,
  // AI and text runs answer drafts (issue 11): kept ones join the works.
  "GET /api/tanghua/painting-pattern": WORK_READS,
  "GET /api/tanghua/text": WORK_READS,
  "POST /api/tanghua/save-goods": WORK_READS,
  "POST /api/tanghua/photo-make": WORK_READS,
  "POST /api/tanghua/goods-share": WORK_READS,
  // Hide, top or delete (§4): the lists reload, and the picker's detail with its new is_top /
  // is_hide; a deleted pattern's detail is not asked again (it would answer "no such pattern").
  "POST /api/tanghua/goods-do": (input) =>
    (input as { action?: unknown } | null)?.action === "delete" ? ["GET /api/sugar/list", "GET /api/sugar/index"] : ["GET /api/sugar/list", "GET /api/sugar/info", "GET /api/sugar/index"],
  "POST /api/user/address-save": ADDRESS_READS,
  "POST /api/user/address-delete": ADDRESS_READS,
  "POST /api/coupon/add": ["GET /api/coupon/list", "GET /api/coupon/info", "GET /api/coupon/offer"],
  "POST /api/lottery/draw": ["GET /api/lottery/info", "GET /api/lottery/record"],
  "POST /api/lottery/set-address": ["GET /api/lottery/record"],
  "POST /api/screen/bind": ["GET /api/screen/photo-list", "GET /api/manage-device/list", "GET /api/manage-device/info"],
  "POST /api/photo/collect": ["GET /api/photo/list", "GET /api/photo/info"],
  "POST /api/photo/create": ["GET /api/photo/list", "GET /api/photo/points-list", "GET /api/photo/sign-info"],
  "POST /api/photo/sign": ["GET /api/photo/sign-info", "GET /api/photo/points-list"],
  // Issue 15: the merchant's activities, coupon offers, shops, patterns, photo settings and people.
  "POST /api/manage-activity/save": ACTIVITY_READS,
  "POST /api/manage-activity/end": ACTIVITY_READS,
  "POST /api/manage-activity/delete": ["GET /api/manage-activity/list", "GET /api/sugar/activity-list"],
  "POST /api/manage-activity/weixin-config-save": ["GET /api/manage-activity/weixin-config"],
  // A decision moves the record and the activity's numbers (paid_total).
  "POST /api/manage-activity/record-audit": ["GET /api/manage-activity/record-list", "GET /api/manage-activity/record-info", "GET /api/manage-activity/list", "GET /api/manage-activity/info"],
  "POST /api/sugar/activity-submit": ["GET /api/sugar/order-activity", "GET /api/sugar/activity-popup", "GET /api/sugar/activity-list"],
  "POST /api/manage-coupon/save": COUPON_OFFER_READS,
  "POST /api/manage-coupon/stop": COUPON_OFFER_READS,
  "POST /api/manage-shop/save": ["GET /api/manage-shop/list", "GET /api/manage-shop/info", "GET /api/manage-shop/data", "GET /api/manage-shop/contact"],
  "POST /api/manage-shop/contact-save": ["GET /api/manage-shop/contact", "GET /api/manage-shop/info", "GET /api/manage-shop/list"],
  "POST /api/manage-goods/save": SHOP_GOODS_READS,
  "POST /api/manage-goods/set-status": SHOP_GOODS_READS,
  "POST /api/manage-goods/set-top": SHOP_GOODS_READS,
  "POST /api/manage-goods/delete": ["GET /api/manage-goods/shop-list", "GET /api/sugar/list", "GET /api/manage-shop/data"],
  "POST /api/manage-photo/settings-save": ["GET /api/manage-photo/settings", "GET /api/tanghua/photo-template-list"],
  // §1: the admin shows the new name and logo once saved.
  "POST /api/company/update": ["GET /api/company/info"],
  "POST /api/company/manage-add": ["GET /api/company/invitation-list"],
  "POST /api/company/invitation-cancel": ["GET /api/company/invitation-list"],
  "POST /api/company/manage-remove": ["GET /api/company/user-list"],
  // Accepting makes the caller a merchant: their company, their user answer and their printers change.
  "POST /api/company/invitation-accept": ["GET /api/company/my-invitations", "GET /api/company/info", "GET /api/user/info", "GET /api/tanghua/info"],
  "POST /api/company/invitation-decline": ["GET /api/company/my-invitations"],
  // Settings: the customer side follows at once (tanghua/info's flags: the pay sheet's WeChat, the
  // game); a new shop also moves the printer between the shops' and the dashboard's counts.
  "POST /api/manage-device/save": (input) =>
    (input as { shop_id?: unknown } | null)?.shop_id !== undefined ? FLEET_READS : [...DEVICE_READS, ...PRINTER_READS],
  "POST /api/manage-device/bind": FLEET_READS,
  "POST /api/manage-device/unbind": FLEET_READS,
  // is_manage: the rows', the detail's and, for the caller, the customer shell's (pin, test print).
  "POST /api/manage-device/manager-add": ["GET /api/manage-device/manager-list", ...DEVICE_READS, ...PRINTER_READS],
  "POST /api/manage-device/manager-remove": ["GET /api/manage-device/manager-list", ...DEVICE_READS, ...PRINTER_READS],
  "POST /api/device/send-order": QUEUE_READS,
  "POST /api/order/moni-make": [...QUEUE_READS, "GET /api/manage-order/tanghua-list"],
  // The materials store's cart: its badge (§2) and the stock shown beside it.
  "POST /api/manage-cart/add": ["GET /api/manage-cart/list", "GET /api/manage-goods/material-info"],
  "POST /api/manage-cart/update": ["GET /api/manage-cart/list"],
  "POST /api/manage-cart/delete": ["GET /api/manage-cart/list", "GET /api/manage-goods/material-info"],
  // Purchases: made (the lines leave the cart, their stock is held), paid (the balance), cancelled (stock free).
  "POST /api/manage-order/device-make": PURCHASE_READS,
  "POST /api/manage-order/material-make": [...PURCHASE_READS, ...STOCK_READS],
  "POST /api/manage-order/pay": [...PURCHASE_READS, ...STOCK_READS, ...BALANCE_READS],
  "POST /api/manage-order/cancel": [...PURCHASE_READS, ...STOCK_READS],
  // Received: a device order's serials become printers of the shop (its printer list and counts).
  "POST /api/manage-order/shipping-confirm": [...PURCHASE_READS, "GET /api/manage-order/shipping-list", "GET /api/manage-shop/list", "GET /api/manage-shop/data", "GET /api/manage-device/list", "GET /api/manage/index"],
  // A shop's refund application (issue 14 for print orders): the order lists and detail, the refund
  // lists, and the platform's pending counts on manage/index.
  "POST /api/manage-order/apply-refund": [...PURCHASE_READS, ...REFUND_READS, "GET /api/manage/index"],
  // A new export joins the download record.
  "POST /api/manage-order/download": ["GET /api/manage-order/download-list"],
  // The platform's queues (/admin/x): the rows, the pending counts (manage/index), the journal.
  "POST /api/manage-order/apply-confirm": [...PURCHASE_READS, ...BALANCE_READS, AUDIT],
  "POST /api/manage-order/audit": [...REFUND_READS, ...PURCHASE_READS, "GET /api/manage/index", AUDIT],
  "POST /api/manage-order/confirm-refund": [...REFUND_READS, ...PURCHASE_READS, ...BALANCE_READS, "GET /api/manage/coin-list", AUDIT],
  "POST /api/manage-order/shipping": [...PURCHASE_READS, "GET /api/manage-order/shipping-list", "GET /api/manage/index", AUDIT],
  "POST /api/platform/withdraw-review": ["GET /api/platform/withdraw-list", "GET /api/platform/withdraw-info", ...WITHDRAW_READS, AUDIT],
  "POST /api/platform/set-level": ["GET /api/platform/user-list", "GET /api/platform/admin-list", "GET /api/user/info", AUDIT],
  "POST /api/platform/settings-save": ["GET /api/platform/settings", "GET /api/default/config", AUDIT],
  "POST /api/platform/shop-status": ["GET /api/manage-shop/list", "GET /api/manage-shop/info", AUDIT],
  "POST /api/platform/activity-status": [...ACTIVITY_READS, AUDIT],
  // A frame added, renamed, retired: the platform's list and the shops' choice of frames.
  "POST /api/platform/frame-save": ["GET /api/platform/frame-list", "GET /api/manage-photo/frame-list", "GET /api/manage-photo/settings", AUDIT],
  "POST /api/platform/frame-status": ["GET /api/platform/frame-list", "GET /api/manage-photo/frame-list", "GET /api/manage-photo/settings", AUDIT],
  // The merchant's withdrawals and payout accounts.
  "POST /api/tixian/apply": WITHDRAW_READS,
  "POST /api/tixian/cancel": WITHDRAW_READS,
  "POST /api/esign/get-url": ["GET /api/esign/info"],
  "POST /api/tixian/account-save": ["GET /api/tixian/account-list", "GET /api/tixian/account-info"],
  "POST /api/tixian/account-del": ["GET /api/tixian/account-list"],
};

const NONE: readonly EndpointKey[] = [];

/** The reads a successful call to `ep` with `input` makes stale (none for a call not in the table). */
export function staleAfter(ep: { method: string; path: string }, input?: unknown): readonly EndpointKey[] {
  const stale = STALE_AFTER[`${ep.method} ${ep.path}` as EndpointKey];
  return stale === undefined ? NONE : typeof stale === "function" ? stale(input) : stale;
}
