/**
 * /admin/store/order-info?type&id (§2): one material order. Unpaid: the time left before it
 * closes (a countdown; 24 h, contract PURCHASE_PAY_TTL_S), pay now (the pay sheet, opened at once
 * after checkout: `pay=1`) or cancel. Paid: what happened (a timeline), the parcels with their
 * tracking numbers, confirm receipt once shipped, and ask for a refund; the goods, the money,
 * where it goes and the invoice. Without an id, or another company's order (404), it says so.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PAY_TYPE } from "../../../../../contract/constants.ts";
import { INVOICE_TYPE } from "../../../../../contract/http/manage-shop.ts";
import { PURCHASE_ORDER_STATUS as S, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, Timeline } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { useCountdown, type Countdown } from "../../../../lib/countdown.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { usePoll } from "../../../../lib/use-poll.ts";
import { usePurchaseCancel } from "../api/use-purchase-cancel.ts";
import { usePurchaseInfo } from "../api/use-purchase-info.ts";
import { useReceiptConfirm } from "../api/use-receipt-confirm.ts";
import { PurchasePaySheet } from "../../../../components/admin/purchase-pay-sheet.tsx";
import { canAskRefund, canConfirmReceipt, canPay, PurchaseBadges, usePurchaseText } from "../components/purchase-status.tsx";
import { purchaseSteps } from "../components/purchase-timeline.ts";
import { RefundSheet } from "../components/refund-sheet.tsx";
import { storeTypeOf } from "../store-type.ts";
import "../components/store.css";

/** §9: while a WeChat payment is being confirmed, the order is asked again every 2 s. */
const PAID_POLL_MS = 2_000;

export function OrderInfoPage() {
  const t = useT("admin-store");
  const search = useSearch();
  const type = storeTypeOf(search);
  const id = queryId(search);
  const info = usePurchaseInfo(id);
  const order = info.data;
  const shelf = order?.type ?? type;

  let body;
  if (id === null) body = <EmptyState title={t("orderInfo.noId")} action={<Link href={adminPaths.store.order({ type })}>{t("orderInfo.toList")}</Link>} />;
  else if (order === undefined) body = info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />;
  else body = <OrderInfo key={order.id} order={order} autoPay={new URLSearchParams(search).get("pay") === "1"} reload={info.reload} />;

  return (
    <AdminPage title={t("orderInfo.title")} backHref={adminPaths.store.order({ type: shelf })} subtitle={order?.sn} className="store-order-page">
      {body}
    </AdminPage>
  );
}

function OrderInfo({ order, autoPay, reload }: { order: PurchaseOrderInfo; autoPay: boolean; reload: () => Promise<void> }) {
  const t = useT("admin-store");
  const lang = useLanguage();
  const text = usePurchaseText();
  const [, navigate] = useLocation();
  const [paying, setPaying] = useState(autoPay && canPay(order));
  // A WeChat payment said "ok": the notification may take a moment; ask until the order moves.
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const cancel = usePurchaseCancel();
  const receive = useReceiptConfirm();
  usePoll(reload, confirming && order.status === S.UNPAID, PAID_POLL_MS);
  const left = useCountdown(order.expire_time ?? 0);
  const expired = order.status === S.UNPAID && order.expire_time != null && left.isExpired;
  // Past its expiry the server closes it (on the next read): ask, so the page says "closed".
  useEffect(() => {
    if (expired) void reload();
  }, [expired]);
  useEffect(() => {
    if (order.status !== S.UNPAID) setConfirming(false);
  }, [order.status]);
  // `pay=1` opens the sheet once: a reload or a way back here does not open it again.
  useEffect(() => {
    if (autoPay) navigate(adminPaths.store.orderInfo({ type: order.type ?? undefined, id: order.id }), { replace: true });
  }, []);

  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);
  const goods = order.items.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0) / 100;
  const refund = order.refund;
  const inv = order.invoice;

  return (
    <>
      <DetailSection className="purchase-head">
        <div className="purchase-head__line">
          <PurchaseBadges status={order.status} refundStatus={order.refund_status} />
          <strong className="purchase-head__money">{formatAmount(order.money)}</strong>
        </div>
        <StatusLine order={order} confirming={confirming} left={left} />
        {(canPay(order) || canConfirmReceipt(order) || canAskRefund(order)) && (
          <div className="purchase-head__actions">
            {canPay(order) && !expired && (
              <>
                <Button variant="secondary" onClick={() => setCancelling(true)}>
                  {t("orderInfo.cancel")}
                </Button>
                <Button onClick={() => setPaying(true)} disabled={confirming}>
                  {t("orderInfo.pay")}
                </Button>
              </>
            )}
            {canAskRefund(order) && (
              <Button variant="secondary" onClick={() => setRefunding(true)}>
                {t("orderInfo.refund")}
              </Button>
            )}
            {canConfirmReceipt(order) && <Button onClick={() => setReceiving(true)}>{t("orderInfo.receive")}</Button>}
          </div>
        )}
      </DetailSection>

      <div className="store-columns">
        <div className="store-stack">
          <DetailSection title={t("orderInfo.goods", { n: order.total_num })}>
            <ul className="checkout-lines" role="list">
              {order.items.map((i, n) => (
                <li key={`${i.goods_id}-${n}`} className="checkout-line">
                  <Img className="checkout-line__img" src={i.image_url ?? ""} alt="" />
                  <span className="checkout-line__main">
                    <Link href={adminPaths.store.goodsInfo({ type: order.type ?? undefined, id: i.goods_id })} className="checkout-line__name">
                      {i.name}
                    </Link>
                    <span className="store-muted">
                      {i.spec_name ? `${i.spec_name} · ` : ""}
                      {formatAmount(i.price)} × {i.num}
                    </span>
                  </span>
                  <strong>{formatAmount(i.amount)}</strong>
                </li>
              ))}
            </ul>
            <dl className="store-sum">
              <div>
                <dt>{t("checkout.goodsTotal")}</dt>
                <dd>{formatAmount(goods)}</dd>
              </div>
              <div>
                <dt>{t("checkout.freight")}</dt>
                <dd>{Number(order.freight ?? 0) === 0 ? t("checkout.freeFreight") : formatAmount(order.freight)}</dd>
              </div>
              <div className="store-sum__total">
                <dt>{order.pay_time ? t("orderInfo.paid") : t("orderInfo.due")}</dt>
                <dd>{formatAmount(order.money)}</dd>
              </div>
            </dl>
          </DetailSection>

          {(order.pay_time || order.shipments.length > 0) && (
          <DetailSection title={t("orderInfo.parcels")}>
            {order.shipments.length === 0 ? (
              <p className="store-muted">{order.status === S.PENDING_SHIPMENT ? t("orderInfo.toShip") : t("orderInfo.noParcels")}</p>
            ) : (
              <ul className="parcels" role="list">
                {order.shipments.map((p, n) => (
                  <li key={p.id} className="parcel">
                    <p className="parcel__head">
                      <strong>{t("orderInfo.parcelN", { n: n + 1 })}</strong>
                      <span className="store-muted">{time(p.create_time)}</span>
                    </p>
                    <p>
                      {p.company} <span className="store-mono">{p.tracking_no}</span>
                      <CopyButton text={p.tracking_no} />
                    </p>
                    {p.remark ? <p className="store-muted">{p.remark}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
          )}

          {refund && (
            <DetailSection title={t("orderInfo.refundTitle")}>
              <DetailRows
                rows={[
                  { label: t("orderInfo.refundStatus"), value: text.refund(refund.status) },
                  { label: t("orderInfo.refundAsked"), value: formatAmount(refund.amount) },
                  { label: t("orderInfo.refundPaid"), value: refund.refund_amount ? formatAmount(refund.refund_amount) : undefined, optional: true },
                  { label: t("orderInfo.refundReason"), value: refund.reason },
                  { label: t("orderInfo.refundRemark"), value: refund.remark, optional: true },
                  { label: t("orderInfo.refundAt"), value: time(refund.create_time) },
                ]}
              />
            </DetailSection>
          )}
        </div>

        <div className="store-stack">
          <DetailSection title={t("orderInfo.timeline")}>
            <Timeline
              label={t("orderInfo.timeline")}
              steps={purchaseSteps(order).map((s, i) => ({
                key: `${s.kind}${i}`,
                title: t(`step.${s.kind}`),
                state: s.state,
                ...(s.time ? { time: time(s.time) } : {}),
              }))}
            />
          </DetailSection>

          <DetailSection title={t("orderInfo.order")}>
            <DetailRows
              rows={[
                { label: t("orderInfo.sn"), value: <span className="store-mono">{order.sn}</span> },
                { label: t("orderInfo.shop"), value: order.shop_name, optional: true },
                { label: t("orderInfo.buyer"), value: order.buyer?.nickname, optional: true },
                { label: t("orderInfo.payType"), value: payTypeText(order.pay_type, t), optional: true },
                { label: t("orderInfo.made"), value: time(order.create_time) },
                { label: t("orderInfo.paidAt"), value: time(order.pay_time), optional: true },
                { label: t("orderInfo.shippedAt"), value: time(order.ship_time), optional: true },
                { label: t("orderInfo.doneAt"), value: time(order.finish_time), optional: true },
                { label: t("orderInfo.remark"), value: order.remark, optional: true },
              ]}
            />
          </DetailSection>

          <DetailSection title={t("orderInfo.contact")}>
            <DetailRows
              rows={[
                { label: t("checkout.name"), value: order.contact.name },
                { label: t("checkout.phone"), value: order.contact.phone },
                { label: t("checkout.address"), value: order.contact.address },
              ]}
            />
          </DetailSection>

          <DetailSection title={t("checkout.invoice")}>
            {inv ? (
              <DetailRows
                rows={[
                  { label: t("invoice.type"), value: t(`invoice.type${(inv.type === INVOICE_TYPE.COMPANY || inv.type === INVOICE_TYPE.VAT_SPECIAL ? inv.type : INVOICE_TYPE.PERSONAL) as 1}`) },
                  { label: inv.type === INVOICE_TYPE.PERSONAL ? t("invoice.personName") : t("invoice.companyName"), value: inv.company_name },
                  { label: t("invoice.taxId"), value: inv.tax_id, optional: true },
                  { label: t("invoice.email"), value: inv.email, optional: true },
                  { label: t("invoice.address"), value: inv.address, optional: true },
                  { label: t("invoice.phone"), value: inv.phone, optional: true },
                  { label: t("invoice.bankName"), value: inv.bank_name, optional: true },
                  { label: t("invoice.bankAccount"), value: inv.bank_account, optional: true },
                ]}
              />
            ) : (
              <p className="store-muted">{t("checkout.noInvoice")}</p>
            )}
          </DetailSection>
        </div>
      </div>

      {paying && canPay(order) && !expired && (
        <PurchasePaySheet
          open
          purchase={{ id: order.id, sn: order.sn, money: order.money, summary: order.items.length > 1 ? t("order.andMore", { name: order.items[0]?.name ?? "", n: order.items.length }) : `${order.items[0]?.name ?? order.sn} × ${order.items[0]?.num ?? 1}`, expire_time: order.expire_time }}
          onClose={() => setPaying(false)}
          onPaid={() => {
            setPaying(false);
            setConfirming(true);
            void reload();
          }}
        />
      )}
      <ConfirmDrawer
        open={cancelling}
        danger
        title={t("orderInfo.cancelTitle")}
        message={t("orderInfo.cancelText")}
        confirmLabel={t("orderInfo.cancelConfirm")}
        cancelLabel={t("orderInfo.keep")}
        onConfirm={async () => {
          await cancel.trigger({ id: order.id });
          toast.success(t("orderInfo.cancelled"));
        }}
        onClose={() => setCancelling(false)}
      />
      <ConfirmDrawer
        open={receiving}
        title={t("orderInfo.receiveTitle")}
        message={t("orderInfo.receiveText", { n: order.shipments.length })}
        confirmLabel={t("orderInfo.receiveConfirm")}
        onConfirm={async () => {
          await receive.trigger({ id: order.id });
          toast.success(t("orderInfo.received"));
        }}
        onClose={() => setReceiving(false)}
      />
      {refunding && <RefundSheet order={order} onClose={() => setRefunding(false)} />}
    </>
  );
}

function payTypeText(payType: number | null | undefined, t: ReturnType<typeof useT<"admin-store">>): string | undefined {
  if (payType === PAY_TYPE.BALANCE) return t("pay.balanceShort");
  if (payType === PAY_TYPE.WEIXIN_NATIVE) return t("pay.weixinQr");
  if (payType === PAY_TYPE.WEIXIN || payType === PAY_TYPE.WEIXIN_JSAPI) return t("pay.weixin");
  return undefined;
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

/** Copies a tracking number (the carrier's app wants it pasted). */
function CopyButton({ text }: { text: string }) {
  const t = useT("admin-store");
  return (
    <button
      type="button"
      className="store-link-button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => toast.success(t("orderInfo.copied")),
          () => toast.error(t("orderInfo.copyFailed")),
        );
      }}
    >
      {t("orderInfo.copy")}
    </button>
  );
}
