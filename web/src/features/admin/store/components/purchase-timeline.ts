/**
 * What happened to a material order, oldest first, for the order page's timeline: made, paid,
 * shipped, received; or closed unpaid; a refund asked and decided. Steps to come are "pending",
 * the one the order waits at is "current".
 */
import { PURCHASE_ORDER_STATUS as S, REFUND_STATUS as R, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";

export type StepKind = "made" | "paid" | "shipped" | "received" | "closed" | "refundAsked" | "refundApproved" | "refunded" | "refundRejected";

export interface PurchaseStep {
  kind: StepKind;
  state: "done" | "current" | "failed" | "pending";
  time?: number | string | null | undefined;
}

export function purchaseSteps(o: Pick<PurchaseOrderInfo, "status" | "create_time" | "pay_time" | "ship_time" | "finish_time" | "shipments" | "refund">): PurchaseStep[] {
  const steps: PurchaseStep[] = [{ kind: "made", state: "done", time: o.create_time }];
  if (o.status === S.CLOSED && !o.pay_time) {
    // Cancelled or not paid in time: when it closed (finish_time), whichever it was.
    steps.push({ kind: "closed", state: "failed", time: o.finish_time });
    return steps;
  }
  const shipped = o.ship_time ?? o.shipments[0]?.create_time;
  steps.push({ kind: "paid", state: o.pay_time ? "done" : "current", time: o.pay_time });
  steps.push({ kind: "shipped", state: shipped ? "done" : o.pay_time ? "current" : "pending", time: shipped });
  steps.push({ kind: "received", state: o.finish_time || o.status === S.COMPLETED ? "done" : shipped ? "current" : "pending", time: o.finish_time });
  const r = o.refund;
  if (r) {
    // A refund stops the flow where it was: the step it waits at is no longer "current".
    for (const s of steps) if (s.state === "current") s.state = "pending";
    steps.push({ kind: "refundAsked", state: "done", time: r.create_time });
    if (r.status === R.APPLYING) steps[steps.length - 1]!.state = "current";
    if (r.status === R.APPROVED) steps.push({ kind: "refundApproved", state: "current", time: r.audit_time });
    if (r.status === R.REJECTED) steps.push({ kind: "refundRejected", state: "failed", time: r.audit_time });
    if (r.status === R.REFUNDED) steps.push({ kind: "refunded", state: "done", time: r.refund_time });
  }
  return steps;
}
