/**
 * /admin/order/detail?id and /admin/photo-order/detail?id (§2): one customer order as the shop
 * sees it: what happened to it (made, paid, printing, done or failed, the refund), the pattern,
 * the customer (§5: masked for a shop), the printer, and the way to ask for a refund. Without an
 * id (or another company's order: 404) it says so.
 */
import { Link, useSearch } from "wouter";
import type { TanghuaOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { PAY_TYPE } from "../../../../../contract/constants.ts";
import { buttonClassName } from "../../../../components/button.tsx";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, Timeline } from "../../../../components/admin/detail.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useOrderInfo } from "../api/use-order-info.ts";
import { orderAmount } from "../components/order-money.ts";
import { canApplyRefund } from "../components/order-rules.ts";
import { OrderBadges, useStatusText } from "../components/order-status.tsx";
import { orderSteps } from "../components/order-timeline.ts";
import { GROUP_PATHS, queryId, type GoodsGroup } from "../order-group.ts";
import "../components/orders.css";

const PAY_KEYS: Readonly<Record<number, "pay.weixin" | "pay.native" | "pay.balance" | "pay.coins">> = {
  [PAY_TYPE.WEIXIN_JSAPI]: "pay.weixin",
  [PAY_TYPE.WEIXIN]: "pay.weixin",
  [PAY_TYPE.WEIXIN_NATIVE]: "pay.native",
  [PAY_TYPE.BALANCE]: "pay.balance",
  [PAY_TYPE.COINS]: "pay.coins",
};

export function OrderDetailPage({ group }: { group: GoodsGroup }) {
  const t = useT("admin-order");
  const id = queryId(useSearch());
  const info = useOrderInfo(id);
  const paths = GROUP_PATHS[group];
  const order = info.data;

  let body;
  if (id === null) body = <EmptyState title={t("detail.noId")} action={<Link href={paths.index()}>{t("detail.toList")}</Link>} />;
  else if (order === undefined) body = info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />;
  else body = <OrderDetail order={order} group={group} />;

  return (
    <AdminPage title={t("detail.title")} backHref={paths.index()} subtitle={order?.sn}>
      {body}
    </AdminPage>
  );
}

function OrderDetail({ order, group }: { order: TanghuaOrderInfo; group: GoodsGroup }) {
  const t = useT("admin-order");
  const lang = useLanguage();
  const text = useStatusText();
  const currency = currencyOf(order.currency);
  const money = (v: string | number) => formatAmount(v, currency);
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);
  const coins = (n: number) => t("coins", { n });
  const refund = order.refund;
  const paths = GROUP_PATHS[group];

  return (
    <>
      <DetailSection className="order-head">
        <div className="order-head__main">
          <Img className="order-head__img" src={order.image_url ?? ""} alt={order.goods_name} />
          <div className="order-head__text">
            <strong className="order-head__name">{order.goods_name}</strong>
            <OrderBadges status={order.status} refundStatus={order.refund_status} />
          </div>
          <strong className="order-head__money">{orderAmount(order, coins)}</strong>
        </div>
        {canApplyRefund(order) && (
          <Link href={paths.refund({ id: order.id })} className={buttonClassName("secondary", { block: true })}>
            {t("detail.applyRefund")}
          </Link>
        )}
      </DetailSection>

      <div className="order-columns">
        <DetailSection title={t("detail.timeline")}>
          <Timeline
            label={t("detail.timeline")}
            steps={orderSteps(order).map((s, i) => ({
              key: `${s.kind}${i}`,
              title: t(`step.${s.kind}`),
              state: s.state,
              ...(s.time ? { time: time(s.time) } : {}),
              ...(s.note ? { detail: s.note } : {}),
            }))}
          />
        </DetailSection>

        <div className="order-stack">
          <DetailSection title={t("detail.order")}>
            <DetailRows
              rows={[
                { label: t("detail.sn"), value: <span className="admin-mono">{order.sn}</span> },
                { label: t("detail.status"), value: text.status(order.status) },
                { label: t("detail.price"), value: money(order.price) },
                { label: t("detail.paid"), value: orderAmount(order, coins) },
                { label: t("detail.coupon"), value: order.coupon ? t(order.coupon.type === 2 ? "detail.couponFree" : "detail.couponHalf") : undefined, optional: true },
                { label: t("detail.payType"), value: order.pay_type != null && PAY_KEYS[order.pay_type] ? t(PAY_KEYS[order.pay_type] as "pay.weixin") : undefined, optional: true },
                { label: t("detail.made"), value: time(order.create_time) },
                { label: t("detail.paidAt"), value: time(order.pay_time), optional: true },
                { label: t("detail.currency"), value: `${currency.currencyName} (${currency.currencySymbol})` },
              ]}
            />
          </DetailSection>

          <DetailSection title={t("detail.customer")}>
            <DetailRows
              rows={[
                { label: t("detail.nickname"), value: order.user?.nickname },
                { label: t("detail.mobile"), value: order.user?.mobile, optional: true },
              ]}
            />
          </DetailSection>

          <DetailSection title={t("detail.printer")}>
            <DetailRows
              rows={[
                { label: t("detail.shop"), value: order.shop_name },
                { label: t("detail.device"), value: <span className="admin-mono">{order.device_sn}</span> },
                { label: t("detail.printStatus"), value: order.print_status, optional: true },
              ]}
            />
          </DetailSection>

          {refund && (
            <DetailSection title={t("detail.refund")}>
              <DetailRows
                rows={[
                  { label: t("detail.refundStatus"), value: text.refund(refund.status) },
                  { label: t("detail.refundAsked"), value: money(refund.amount) },
                  { label: t("detail.refundPaid"), value: refund.refund_amount ? money(refund.refund_amount) : undefined, optional: true },
                  { label: t("detail.refundReason"), value: refund.reason },
                  { label: t("detail.refundRemark"), value: refund.remark, optional: true },
                  { label: t("detail.refundAt"), value: time(refund.create_time) },
                ]}
              />
              {refund.images && refund.images.length > 0 && (
                <ul className="order-images" role="list" aria-label={t("detail.refundImages")}>
                  {refund.images.map((src, i) => (
                    <li key={src}>
                      <a href={src} target="_blank" rel="noreferrer">
                        <Img className="order-images__img" src={src} alt={t("detail.refundImageN", { n: i + 1 })} />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
          )}
        </div>
      </div>
    </>
  );
}
