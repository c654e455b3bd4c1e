/**
 * Which actions an order offers (refund lifecycle "not shown" in §4; chosen in the contract,
 * order.ts, and enforced the same way by the mock's refunds.ts).
 */
import { PRINT_ORDER_STATUS, REFUND_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";

const REFUNDABLE: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINT_FAILED, PRINT_ORDER_STATUS.COMPLETED];
const REFUND_OPEN: readonly number[] = [REFUND_STATUS.APPLYING, REFUND_STATUS.APPROVED];

function paidSomething(o: Pick<PrintOrder, "pay_money" | "coins_money">): boolean {
  const money = Number(o.pay_money ?? 0);
  return (Number.isFinite(money) && money > 0) || (o.coins_money ?? 0) > 0;
}

/** Paid (printed, failed or still queued), something was paid, and no refund is being handled. */
export function canRequestRefund(o: Pick<PrintOrder, "status" | "refund_status" | "pay_money" | "coins_money">): boolean {
  return REFUNDABLE.includes(o.status) && !REFUND_OPEN.includes(o.refund_status ?? 0) && paidSomething(o);
}

/** The order is on its way to the printer or being printed: the waiting page shows it live. */
export function canWatch(o: Pick<PrintOrder, "status">): boolean {
  return o.status === PRINT_ORDER_STATUS.PAID || o.status === PRINT_ORDER_STATUS.PRINTING;
}

/** A positive whole id from the query (?order_id), else undefined. */
export function idFromQuery(v: string | undefined): number | undefined {
  if (v === undefined || !/^\d{1,12}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
}
