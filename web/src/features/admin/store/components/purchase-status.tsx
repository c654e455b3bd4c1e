/**
 * A material order's status and its refund's as badges (contract PURCHASE_ORDER_STATUS,
 * REFUND_STATUS), and the rules of what the shop may do with it, as the mock decides them
 * (mock-api/merchant/lifecycle.ts, refunds.ts): pay or cancel while unpaid, confirm receipt
 * once shipped, ask for a refund of a paid order with no refund open.
 */
import { PURCHASE_ORDER_STATUS as S, REFUND_STATUS as R, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import type { Tone } from "../../../../components/admin/detail.tsx";
import { OrderStatusBadges, REFUND_TONE } from "../../../../components/admin/order-badges.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import "./store.css";

/** The statuses a material order passes through, in the list's tab order (10 is a device order's). */
export const PURCHASE_STATUSES = [S.UNPAID, S.PENDING_SHIPMENT, S.PENDING_DELIVERY, S.COMPLETED, S.REFUNDED, S.CLOSED] as const;
type Known = (typeof PURCHASE_STATUSES)[number] | typeof S.PENDING_CONFIRM;

const STATUS_TONE: Readonly<Record<number, Tone>> = {
  [S.UNPAID]: "warning",
  [S.PENDING_CONFIRM]: "info",
  [S.PENDING_SHIPMENT]: "info",
  [S.PENDING_DELIVERY]: "info",
  [S.REFUNDED]: "muted",
  [S.CLOSED]: "muted",
  [S.COMPLETED]: "success",
};

type RefundKnown = (typeof R)[keyof typeof R];

/** The words of an order's statuses, and its times as the order page shows them (none for a step not reached). */
export function usePurchaseText() {
  const t = useT("admin-store");
  const lang = useLanguage();
  return {
    time: (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined),
    status: (s: number) => (STATUS_TONE[s] === undefined ? t("status.other", { n: s }) : t(`status.${s as Known}`)),
    refund: (s: number) => (REFUND_TONE[s] === undefined ? t("refund.other", { n: s }) : t(`refund.${s as RefundKnown}`)),
  };
}

export function PurchaseBadges({ status, refundStatus }: { status: number; refundStatus: number }) {
  return <OrderStatusBadges status={status} refundStatus={refundStatus} refundedStatus={S.REFUNDED} statusTone={STATUS_TONE} text={usePurchaseText()} />;
}

type Order = Pick<PurchaseOrder, "status" | "refund_status" | "pay_time">;

const REFUNDABLE: readonly number[] = [S.PENDING_CONFIRM, S.PENDING_SHIPMENT, S.PENDING_DELIVERY, S.COMPLETED];
const REFUND_OPEN: readonly number[] = [R.APPLYING, R.APPROVED];

export function canPay(o: Order): boolean {
  return o.status === S.UNPAID;
}

/** Receipt is confirmed once the platform shipped, and not while a refund is being decided. */
export function canConfirmReceipt(o: Order): boolean {
  return o.status === S.PENDING_DELIVERY && !REFUND_OPEN.includes(o.refund_status);
}

export function canAskRefund(o: Order): boolean {
  return REFUNDABLE.includes(o.status) && o.pay_time !== null && o.pay_time !== undefined && !REFUND_OPEN.includes(o.refund_status);
}
