/**
 * An order's status and its refund's as badges whose tone says good, waiting or bad (print orders
 * on /admin/order, material orders in /admin/store): a refunded order says so once, its status
 * already being "refunded".
 */
import { NO_REFUND, REFUND_STATUS as R } from "../../../contract/http/order.ts";
import { StatusBadge, type Tone } from "./detail.tsx";
import "./admin.css";

export const REFUND_TONE: Readonly<Record<number, Tone>> = {
  [R.APPLYING]: "warning",
  [R.APPROVED]: "info",
  [R.REFUNDED]: "muted",
  [R.REJECTED]: "danger",
};

export function OrderStatusBadges({
  status,
  refundStatus,
  refundedStatus,
  statusTone,
  text,
}: {
  status: number;
  refundStatus: number;
  /** The order's own status that means refunded. */
  refundedStatus: number;
  statusTone: Readonly<Record<number, Tone>>;
  text: { status: (s: number) => string; refund: (s: number) => string };
}) {
  const showRefund = refundStatus !== NO_REFUND && !(status === refundedStatus && refundStatus === R.REFUNDED);
  return (
    <span className="admin-badges">
      <StatusBadge tone={statusTone[status] ?? "muted"}>{text.status(status)}</StatusBadge>
      {showRefund && <StatusBadge tone={REFUND_TONE[refundStatus] ?? "muted"}>{text.refund(refundStatus)}</StatusBadge>}
    </span>
  );
}
