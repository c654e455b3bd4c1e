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
  // The admin (issue 14). A shop's refund application: the order lists and detail, the refund
  // lists, and the platform's pending counts on manage/index.
  "POST /api/manage-order/apply-refund": [
    "GET /api/manage-order/tanghua-list",
    "GET /api/manage-order/tanghua-info",
    "GET /api/manage-order/material-list",
    "GET /api/manage-order/material-info",
    "GET /api/manage-order/device-list",
    "GET /api/manage-order/device-info",
    "GET /api/manage-order/refund-list",
    "GET /api/manage/index",
  ],
  // A new export joins the download record.
  "POST /api/manage-order/download": ["GET /api/manage-order/download-list"],
};

const NONE: readonly EndpointKey[] = [];

/** The reads a successful call to `ep` with `input` makes stale (none for a call not in the table). */
export function staleAfter(ep: { method: string; path: string }, input?: unknown): readonly EndpointKey[] {
  const stale = STALE_AFTER[`${ep.method} ${ep.path}` as EndpointKey];
  return stale === undefined ? NONE : typeof stale === "function" ? stale(input) : stale;
}
