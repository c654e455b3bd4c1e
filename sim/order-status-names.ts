/**
 * Print order and refund statuses by name (web/contract/http/order.ts), as scenarios write them and
 * the control API's order view (control-scenario.ts) reports them beside the numbers.
 */
import { NO_REFUND, PRINT_ORDER_STATUS, REFUND_STATUS } from "../web/contract/http/order.ts";

/** Print order statuses by name (web/contract/http/order.ts), as scenarios write them. */
export const ORDER_STATUS_NAMES = {
  unpaid: PRINT_ORDER_STATUS.UNPAID,
  paid: PRINT_ORDER_STATUS.PAID,
  printing: PRINT_ORDER_STATUS.PRINTING,
  "print-failed": PRINT_ORDER_STATUS.PRINT_FAILED,
  refunded: PRINT_ORDER_STATUS.REFUNDED,
  closed: PRINT_ORDER_STATUS.CLOSED,
  completed: PRINT_ORDER_STATUS.COMPLETED,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS_NAMES;
export const ORDER_STATUS_NAME_LIST = Object.keys(ORDER_STATUS_NAMES) as OrderStatusName[];

export function orderStatusName(status: number): string {
  return ORDER_STATUS_NAME_LIST.find((k) => ORDER_STATUS_NAMES[k] === status) ?? String(status);
}

/** Refund statuses by name (web/contract/http/order.ts REFUND_STATUS), as scenarios write them. */
export const REFUND_STATUS_NAMES = {
  none: NO_REFUND,
  applying: REFUND_STATUS.APPLYING,
  approved: REFUND_STATUS.APPROVED,
  refunded: REFUND_STATUS.REFUNDED,
  rejected: REFUND_STATUS.REJECTED,
} as const;
export type RefundStatusName = keyof typeof REFUND_STATUS_NAMES;
export const REFUND_STATUS_NAME_LIST = Object.keys(REFUND_STATUS_NAMES) as RefundStatusName[];

export function refundStatusName(status: number): string {
  return REFUND_STATUS_NAME_LIST.find((k) => REFUND_STATUS_NAMES[k] === status) ?? String(status);
}
