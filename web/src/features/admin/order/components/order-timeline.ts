/**
 * What happened to a print order, oldest first (issue 14: made, paid, printing, done or failed,
 * refund), as steps the detail page words and draws (components/admin/detail.tsx Timeline).
 * Pure: from the order as manage-order/tanghua-info answers it.
 */
import type { TanghuaOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { PRINT_ORDER_STATUS as S, REFUND_STATUS as R } from "../../../../../contract/http/order.ts";

export type StepKind =
  | "made"
  | "unpaid"
  | "closed"
  | "paid"
  | "waiting"
  | "printing"
  | "done"
  | "failed"
  | "refundApplied"
  | "refundApproved"
  | "refundRejected"
  | "refunded";

export interface OrderStep {
  kind: StepKind;
  state: "done" | "current" | "failed" | "pending";
  /** As the backend sends times (§4: seconds below 1e10, else ms; or text), when known. */
  time?: number | string | null;
  /** A note: the printer's message, the platform's remark. */
  note?: string;
}

export function orderSteps(o: TanghuaOrderInfo): OrderStep[] {
  const steps: OrderStep[] = [{ kind: "made", state: "done", time: o.create_time }];
  if (o.status === S.UNPAID) return [...steps, { kind: "unpaid", state: "current" }];
  if (o.status === S.CLOSED) return [...steps, { kind: "closed", state: "failed" }];
  steps.push({ kind: "paid", state: "done", time: o.pay_time ?? null });
  const note = o.print_status || undefined;
  const printed = o.status === S.COMPLETED || o.status === S.PRINT_FAILED || o.status === S.REFUNDED;
  if (o.status === S.PAID) steps.push({ kind: "waiting", state: "current" });
  else if (o.status === S.PRINTING) steps.push({ kind: "printing", state: "current", time: o.print_time ?? null, ...(note ? { note } : {}) });
  else if (printed && o.print_time) steps.push({ kind: "printing", state: "done", time: o.print_time });
  if (o.status === S.COMPLETED) steps.push({ kind: "done", state: "done" });
  if (o.status === S.PRINT_FAILED) steps.push({ kind: "failed", state: "failed", ...(note ? { note } : {}) });

  const r = o.refund;
  if (r) {
    steps.push({ kind: "refundApplied", state: r.status === R.APPLYING ? "current" : "done", time: r.create_time, ...(r.reason ? { note: r.reason } : {}) });
    if (r.status === R.APPROVED) steps.push({ kind: "refundApproved", state: "current", time: r.audit_time ?? null });
    if (r.status === R.REJECTED) steps.push({ kind: "refundRejected", state: "failed", time: r.audit_time ?? null, ...(r.remark ? { note: r.remark } : {}) });
    if (r.status === R.REFUNDED) {
      if (r.audit_time) steps.push({ kind: "refundApproved", state: "done", time: r.audit_time });
      steps.push({ kind: "refunded", state: "done", time: r.refund_time ?? null });
    }
  } else if (o.status === S.REFUNDED) {
    steps.push({ kind: "refunded", state: "done" });
  }
  return steps;
}
