/**
 * A printer purchase's state (manage-order-model.ts PURCHASE_ORDER_STATUS) and its refund's, as
 * badges whose tone says what the shop has to do: pay (warning), wait (info), done (success).
 */
import "./shop.css";
import { PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import { StatusBadge, type Tone } from "../../../../components/admin/detail.tsx";
import { useT } from "../../../../lib/i18n/index.ts";

export const PURCHASE_STATUSES = [P.UNPAID, P.PENDING_CONFIRM, P.PENDING_SHIPMENT, P.PENDING_DELIVERY, P.COMPLETED, P.REFUNDED, P.CLOSED] as const;

const STATUS_TONE: Readonly<Record<number, Tone>> = {
  [P.UNPAID]: "warning",
  [P.PENDING_CONFIRM]: "info",
  [P.PENDING_SHIPMENT]: "info",
  [P.PENDING_DELIVERY]: "warning",
  [P.COMPLETED]: "success",
  [P.REFUNDED]: "muted",
  [P.CLOSED]: "muted",
};

const REFUND_TONE: Readonly<Record<number, Tone>> = {
  [R.APPLYING]: "warning",
  [R.APPROVED]: "info",
  [R.REFUNDED]: "muted",
  [R.REJECTED]: "danger",
};

/** Purchases that were paid and not given back may have a refund asked for (the mock's rule too). */
export function canAskRefund(o: Pick<PurchaseOrder, "status" | "refund_status" | "pay_time">): boolean {
  const paid = o.pay_time !== null && o.pay_time !== undefined;
  const open = o.refund_status === R.APPLYING || o.refund_status === R.APPROVED;
  const statuses: readonly number[] = [P.PENDING_CONFIRM, P.PENDING_SHIPMENT, P.PENDING_DELIVERY, P.COMPLETED];
  return paid && !open && statuses.includes(o.status);
}

export function usePurchaseText() {
  const t = useT("admin-shop");
  return {
    status: (s: number) => (STATUS_TONE[s] !== undefined ? t(`purchase.status.${s}` as "purchase.status.0") : t("purchase.status.other", { n: s })),
    refund: (s: number) => (REFUND_TONE[s] !== undefined ? t(`purchase.refund.${s}` as "purchase.refund.10") : ""),
  };
}

export function PurchaseBadges({ order }: { order: Pick<PurchaseOrder, "status" | "refund_status"> }) {
  const text = usePurchaseText();
  return (
    <span className="shop-badges">
      <StatusBadge tone={STATUS_TONE[order.status] ?? "muted"}>{text.status(order.status)}</StatusBadge>
      {/* A refunded order says so once. */}
      {REFUND_TONE[order.refund_status] !== undefined && !(order.status === P.REFUNDED && order.refund_status === R.REFUNDED) && <StatusBadge tone={REFUND_TONE[order.refund_status] ?? "muted"}>{text.refund(order.refund_status)}</StatusBadge>}
    </span>
  );
}
