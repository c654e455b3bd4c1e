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
  "POST /api/coupon/add": ["GET /api/coupon/list", "GET /api/coupon/info"],
  "POST /api/lottery/draw": ["GET /api/lottery/info", "GET /api/lottery/record"],
  "POST /api/lottery/set-address": ["GET /api/lottery/record"],
  "POST /api/screen/bind": ["GET /api/screen/photo-list"],
  "POST /api/photo/collect": ["GET /api/photo/list", "GET /api/photo/info"],
  "POST /api/photo/create": ["GET /api/photo/list", "GET /api/photo/points-list", "GET /api/photo/sign-info"],
  "POST /api/photo/sign": ["GET /api/photo/sign-info", "GET /api/photo/points-list"],
  // The materials store's cart: its badge (§2) and the stock shown beside it.
  "POST /api/manage-cart/add": ["GET /api/manage-cart/list", "GET /api/manage-goods/material-info"],
  "POST /api/manage-cart/update": ["GET /api/manage-cart/list"],
  "POST /api/manage-cart/delete": ["GET /api/manage-cart/list", "GET /api/manage-goods/material-info"],
  // Purchases: made (the lines leave the cart, their stock is held), paid (the balance), cancelled (stock free).
  "POST /api/manage-order/device-make": PURCHASE_READS,
  "POST /api/manage-order/material-make": [...PURCHASE_READS, ...STOCK_READS],
  "POST /api/manage-order/pay": [...PURCHASE_READS, ...STOCK_READS, ...BALANCE_READS],
  "POST /api/manage-order/cancel": [...PURCHASE_READS, ...STOCK_READS],
  "POST /api/manage-order/shipping-confirm": [...PURCHASE_READS, "GET /api/manage-order/shipping-list", "GET /api/manage-shop/list", "GET /api/manage-shop/data"],
  "POST /api/manage-order/apply-refund": [...PURCHASE_READS, ...REFUND_READS, "GET /api/manage/index"],
  // The platform's queues (/admin/x): the rows, the pending counts (manage/index), the journal.
  "POST /api/manage-order/apply-confirm": [...PURCHASE_READS, ...BALANCE_READS, AUDIT],
  "POST /api/manage-order/audit": [...REFUND_READS, ...PURCHASE_READS, "GET /api/manage/index", AUDIT],
  "POST /api/manage-order/confirm-refund": [...REFUND_READS, ...PURCHASE_READS, ...BALANCE_READS, "GET /api/manage/coin-list", AUDIT],
  "POST /api/manage-order/shipping": [...PURCHASE_READS, "GET /api/manage-order/shipping-list", "GET /api/manage/index", AUDIT],
  "POST /api/platform/withdraw-review": ["GET /api/platform/withdraw-list", ...WITHDRAW_READS, AUDIT],
  "POST /api/platform/set-level": ["GET /api/platform/user-list", "GET /api/platform/admin-list", "GET /api/user/info", AUDIT],
  "POST /api/platform/settings-save": ["GET /api/platform/settings", "GET /api/default/config", AUDIT],
  "POST /api/platform/shop-status": ["GET /api/manage-shop/list", "GET /api/manage-shop/info", AUDIT],
  "POST /api/platform/activity-status": ["GET /api/sugar/activity-list", AUDIT],
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
