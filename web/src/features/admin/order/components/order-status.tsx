/** A print order's status and its refund's, as badges whose tone says good, waiting or bad. */
import { NO_REFUND, PRINT_ORDER_STATUS as S, REFUND_STATUS as R } from "../../../../../contract/http/order.ts";
import type { Tone } from "../../../../components/admin/detail.tsx";
import { OrderStatusBadges, REFUND_TONE } from "../../../../components/admin/order-badges.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import "./orders.css";

const STATUS_TONE: Readonly<Record<number, Tone>> = {
  [S.UNPAID]: "warning",
  [S.PAID]: "info",
  [S.PRINTING]: "info",
  [S.PRINT_FAILED]: "danger",
  [S.REFUNDED]: "muted",
  [S.CLOSED]: "muted",
  [S.COMPLETED]: "success",
};

export const ORDER_STATUSES = [S.UNPAID, S.PAID, S.PRINTING, S.PRINT_FAILED, S.COMPLETED, S.REFUNDED, S.CLOSED] as const;
export const REFUND_STATUSES = [NO_REFUND, R.APPLYING, R.APPROVED, R.REFUNDED, R.REJECTED] as const;

export function useStatusText() {
  const t = useT("admin-order");
  return {
    status: (s: number) => (STATUS_TONE[s] === undefined ? t("status.other", { n: s }) : t(`status.${s as (typeof ORDER_STATUSES)[number]}`)),
    refund: (s: number) => (REFUND_TONE[s] === undefined && s !== NO_REFUND ? t("refund.other", { n: s }) : t(`refund.${s as (typeof REFUND_STATUSES)[number]}`)),
  };
}

export function OrderBadges({ status, refundStatus }: { status: number; refundStatus: number }) {
  return <OrderStatusBadges status={status} refundStatus={refundStatus} refundedStatus={S.REFUNDED} statusTone={STATUS_TONE} text={useStatusText()} />;
}
