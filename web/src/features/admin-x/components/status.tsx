/**
 * The statuses the platform's queues show, as badges whose tone says waiting, done or refused:
 * purchases (manage-order-model PURCHASE_ORDER_STATUS), refunds (REFUND_STATUS) and withdrawals
 * (tixian WITHDRAW_STATUS).
 */
import { NO_REFUND, PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R } from "../../../../contract/http/manage-order.ts";
import { WITHDRAW_STATUS as W } from "../../../../contract/http/tixian.ts";
import { StatusBadge, type Tone } from "../../../components/admin/detail.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import "./x.css";

export const PURCHASE_TONE: Readonly<Record<number, Tone>> = {
  [P.UNPAID]: "muted",
  [P.PENDING_CONFIRM]: "warning",
  [P.PENDING_SHIPMENT]: "warning",
  [P.PENDING_DELIVERY]: "info",
  [P.REFUNDED]: "muted",
  [P.CLOSED]: "muted",
  [P.COMPLETED]: "success",
};
export const PURCHASE_STATUSES = [P.UNPAID, P.PENDING_CONFIRM, P.PENDING_SHIPMENT, P.PENDING_DELIVERY, P.COMPLETED, P.REFUNDED, P.CLOSED] as const;

export const REFUND_TONE: Readonly<Record<number, Tone>> = {
  [R.APPLYING]: "warning",
  [R.APPROVED]: "info",
  [R.REFUNDED]: "success",
  [R.REJECTED]: "danger",
};
export const REFUND_STATUSES = [R.APPLYING, R.APPROVED, R.REFUNDED, R.REJECTED] as const;

export const WITHDRAW_TONE: Readonly<Record<number, Tone>> = {
  [W.SIGNING]: "muted",
  [W.REVIEWING]: "warning",
  [W.PAID]: "success",
  [W.REJECTED]: "danger",
  [W.CANCELLED]: "muted",
};
export const WITHDRAW_STATUSES = [W.REVIEWING, W.PAID, W.REJECTED, W.SIGNING, W.CANCELLED] as const;

type Purchase = (typeof PURCHASE_STATUSES)[number];
type Refund = (typeof REFUND_STATUSES)[number];
type Withdraw = (typeof WITHDRAW_STATUSES)[number];

export function useStatusText() {
  const t = useT("admin-x");
  return {
    purchase: (s: number) => (PURCHASE_TONE[s] === undefined ? t("status.other", { n: s }) : t(`purchase.${s as Purchase}`)),
    refund: (s: number) => (REFUND_TONE[s] === undefined ? t("status.other", { n: s }) : t(`refund.${s as Refund}`)),
    withdraw: (s: number) => (WITHDRAW_TONE[s] === undefined ? t("status.other", { n: s }) : t(`withdraw.${s as Withdraw}`)),
  };
}

export function PurchaseBadge({ status }: { status: number }) {
  return <StatusBadge tone={PURCHASE_TONE[status] ?? "muted"}>{useStatusText().purchase(status)}</StatusBadge>;
}

export function RefundBadge({ status }: { status: number }) {
  return <StatusBadge tone={REFUND_TONE[status] ?? "muted"}>{useStatusText().refund(status)}</StatusBadge>;
}

export function WithdrawBadge({ status }: { status: number }) {
  return <StatusBadge tone={WITHDRAW_TONE[status] ?? "muted"}>{useStatusText().withdraw(status)}</StatusBadge>;
}

/**
 * A purchase's state and, while it matters, its refund's: a refunded order says "已退款" once
 * (not again as its refund's state).
 */
export function PurchaseBadges({ status, refundStatus }: { status: number; refundStatus: number }) {
  const refunded = status === P.REFUNDED && refundStatus === R.REFUNDED;
  return (
    <span className="x-badges">
      <PurchaseBadge status={status} />
      {refundStatus !== NO_REFUND && !refunded && <RefundBadge status={refundStatus} />}
    </span>
  );
}
