/**
 * The head of a material order's page: its status and refund's as badges, the money, what it
 * waits for in one line (unpaid: the time left before it closes by itself) and, as `children`,
 * what the shop may do next.
 */
import type { ReactNode } from "react";
import { PURCHASE_ORDER_STATUS as S, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import type { Countdown } from "../../../../lib/countdown.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { canAskRefund, canConfirmReceipt, canPay, PurchaseBadges } from "./purchase-status.tsx";
import "./store.css";

export function PurchaseHead({ order, confirming, left, children }: { order: PurchaseOrderInfo; confirming: boolean; left: Countdown; children?: ReactNode }) {
  return (
    <DetailSection className="purchase-head">
      <div className="purchase-head__line">
        <PurchaseBadges status={order.status} refundStatus={order.refund_status} />
        <strong className="purchase-head__money">{formatAmount(order.money)}</strong>
      </div>
      <StatusLine order={order} confirming={confirming} left={left} />
      {children}
    </DetailSection>
  );
}

export interface PurchaseActionsProps {
  order: PurchaseOrderInfo;
  /** Past its expiry an unpaid order can be neither paid nor cancelled: the server closes it. */
  expired: boolean;
  confirming: boolean;
  onCancel: () => void;
  onPay: () => void;
  onRefund: () => void;
  onReceive: () => void;
}

export function PurchaseActions({ order, expired, confirming, onCancel, onPay, onRefund, onReceive }: PurchaseActionsProps) {
  const t = useT("admin-store");
  if (!(canPay(order) || canConfirmReceipt(order) || canAskRefund(order))) return null;
  return (
    <div className="purchase-head__actions">
      {canPay(order) && !expired && (
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("orderInfo.cancel")}
          </Button>
          <Button onClick={onPay} disabled={confirming}>
            {t("orderInfo.pay")}
          </Button>
        </>
      )}
      {canAskRefund(order) && (
        <Button variant="secondary" onClick={onRefund}>
          {t("orderInfo.refund")}
        </Button>
      )}
      {canConfirmReceipt(order) && <Button onClick={onReceive}>{t("orderInfo.receive")}</Button>}
    </div>
  );
}

/** What the order waits for, in one line; unpaid: the time left before it closes by itself. */
function StatusLine({ order, confirming, left }: { order: PurchaseOrderInfo; confirming: boolean; left: Countdown }) {
  const t = useT("admin-store");
  if (order.status === S.UNPAID) {
    if (confirming) return <p className="purchase-head__note" role="status">{t("orderInfo.confirming")}</p>;
    if (order.expire_time == null) return <p className="purchase-head__note">{t("orderInfo.unpaid")}</p>;
    if (left.isExpired) return <p className="purchase-head__note">{t("orderInfo.expired")}</p>;
    const hms = [left.days * 24 + left.hours, left.minutes, left.seconds].map((n) => String(n).padStart(2, "0")).join(":");
    return (
      <p className="purchase-head__note" role="timer" aria-live="off">
        {t("orderInfo.closesIn", { time: hms })}
      </p>
    );
  }
  const key =
    order.status === S.PENDING_SHIPMENT
      ? "orderInfo.note20"
      : order.status === S.PENDING_DELIVERY
        ? "orderInfo.note21"
        : order.status === S.COMPLETED
          ? "orderInfo.note99"
          : order.status === S.REFUNDED
            ? "orderInfo.note30"
            : order.status === S.CLOSED
              ? "orderInfo.note90"
              : null;
  return key === null ? null : <p className="purchase-head__note">{t(key)}</p>;
}
