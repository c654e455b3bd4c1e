/**
 * What the shop may do with a customer's print order, the mock's rules seen from the page
 * (mock-api/commerce/refunds.ts): a refund may be asked for an order that was paid and is
 * waiting, failed or printed, has no refund open, and cost something (money or coins).
 * A printing order waits for its outcome.
 */
import type { TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import { PRINT_ORDER_STATUS as S, REFUND_STATUS as R } from "../../../../../contract/http/order.ts";

const REFUNDABLE: readonly number[] = [S.PAID, S.PRINT_FAILED, S.COMPLETED];
const OPEN: readonly number[] = [R.APPLYING, R.APPROVED];

export function canApplyRefund(o: Pick<TanghuaOrder, "status" | "refund_status" | "money" | "coins" | "pay_time">): boolean {
  if (!REFUNDABLE.includes(o.status) || OPEN.includes(o.refund_status) || o.pay_time === null || o.pay_time === undefined) return false;
  return Number(o.money) > 0 || (o.coins ?? 0) > 0;
}
