/**
 * /sugar/order-info?sn&order_id (§2): one print order: its status (§3), what was paid and how,
 * the refund and its state, and the ways on: watch the print, ask for a refund, the activities;
 * an unpaid one shows its time left, "去支付" and "取消订单" (issue 11).
 */
import { useState } from "react";
import { Link } from "wouter";
import { PRINT_ORDER_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName, ErrorState, errorMessage, Img, LoadingState, TopBar } from "../../../components/index.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT, type TFunction } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useOrderDetail } from "../api/use-order-detail.ts";
import { OrderLoginPrompt, OrderStatusBadge, orderAmount, RefundStatusText } from "../components/order-parts.tsx";
import { OrderPayHost, UnpaidActions } from "../components/order-pay.tsx";
import { canRequestRefund, canWatch, idFromQuery } from "../components/order-rules.ts";
import { useQueryValue } from "../printer-sn.ts";

const PAY_KEYS = new Set([10, 30, 60, 61, 70]);

function payTypeLabel(o: PrintOrder, t: TFunction<"sugar-order">): string {
  if (o.pay_type === null || o.pay_type === undefined) return t("pay.none");
  return PAY_KEYS.has(o.pay_type) ? t(`pay.${o.pay_type}` as "pay.10") : String(o.pay_type);
}

function Details({ order, t }: { order: PrintOrder; t: TFunction<"sugar-order"> }) {
  const coins = (n: number) => t("order.coins", { n });
  return (
    <>
      <section className="order-section">
        <div className="order-head">
          <Img className="order-head__img" src={order.image_url} alt={order.name} />
          <div>
            <p className="order-head__name">{order.name}</p>
            <OrderStatusBadge order={order} />
          </div>
        </div>
        <dl className="order-facts">
          <dt>{t("info.orderSn")}</dt>
          <dd>{order.order_sn}</dd>
          <dt>{t("info.printer")}</dt>
          <dd>{order.sn}</dd>
          <dt>{t("info.createTime")}</dt>
          <dd>{formatDateTime(order.create_time)}</dd>
          {order.pay_time ? (
            <>
              <dt>{t("info.payTime")}</dt>
              <dd>{formatDateTime(order.pay_time)}</dd>
              <dt>{t("info.payType")}</dt>
              <dd>{payTypeLabel(order, t)}</dd>
            </>
          ) : null}
          <dt>{order.pay_time ? t("info.paid") : t("info.amount")}</dt>
          <dd className="order-card__amount">{orderAmount(order, coins)}</dd>
          {order.coupon_id ? (
            <>
              <dt>{t("info.coupon")}</dt>
              <dd>#{order.coupon_id}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {order.refund ? (
        <section className="order-section" aria-labelledby="order-refund">
          <h2 className="order-section__title" id="order-refund">
            {t("info.refund")} <RefundStatusText status={order.refund.status} />
          </h2>
          <dl className="order-facts">
            <dt>{t("info.refundReason")}</dt>
            <dd>{order.refund.reason}</dd>
            <dt>{t("info.refundTime")}</dt>
            <dd>{formatDateTime(order.refund.create_time)}</dd>
            {order.refund.remark ? (
              <>
                <dt>{t("info.refundRemark")}</dt>
                <dd>{order.refund.remark}</dd>
              </>
            ) : null}
          </dl>
          {order.refund.images && order.refund.images.length > 0 ? (
            <div className="order-images" aria-label={t("info.refundImages")}>
              {order.refund.images.map((src) => (
                <Img key={src} className="order-image" src={src} alt={t("info.refundImages")} />
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

export default function OrderInfoPage() {
  const t = useT("sugar-order");
  const { user } = useSession();
  const sn = useQueryValue("sn");
  const orderId = idFromQuery(useQueryValue("order_id"));
  const detail = useOrderDetail(user && orderId !== undefined ? orderId : undefined);
  const order = detail.data;
  const printer = sn ?? order?.sn;
  const [paying, setPaying] = useState(false);
  usePageTitle(t("info.title")); // §1

  let body;
  if (!user) body = <OrderLoginPrompt text={t("order.login")} />;
  else if (orderId === undefined) body = <ErrorState title={t("info.missing")} />;
  else if (detail.isLoading) body = <LoadingState />;
  else if (!order) body = <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.reload()} />;
  else
    body = (
      <>
        <Details order={order} t={t} />
        {order.status === PRINT_ORDER_STATUS.UNPAID && (
          <section className="order-section">
            <UnpaidActions order={order} onPay={() => setPaying(true)} />
          </section>
        )}
        {paying && <OrderPayHost order={order} onClosed={() => setPaying(false)} />}
        <div className="order-actions">
          {canWatch(order) && (
            <Link className={buttonClassName("primary", { block: true })} href={paths.sugar.waiting({ sn: order.sn, order_sn: order.order_sn })}>
              {t("info.watch")}
            </Link>
          )}
          {canRequestRefund(order) && (
            <Link className={buttonClassName("secondary", { block: true })} href={paths.sugar.orderRefund({ sn: printer, order_id: order.id })}>
              {t("info.applyRefund")}
            </Link>
          )}
          <Link className={buttonClassName("ghost", { block: true })} href={paths.sugar.orderActivity({ sn: printer, order_id: order.id })}>
            {t("info.activity")}
          </Link>
        </div>
      </>
    );

  return (
    <div className="order-page">
      <TopBar title={t("info.title")} backHref={paths.sugar.order({ sn: printer })} />
      {body}
    </div>
  );
}
