/**
 * /admin/x/sugar-refund and /admin/x/photo-refund (§2): customers' refunds of print orders, sugar
 * (goods types 8/14/15) or photo (16). Without an id, the applications to audit (§3
 * waiting_tanghua_refund_count / waiting_photo_refund_count), approved ones to pay, paid, refused,
 * all. With ?id (the order), what was printed where, for whom, and the refund: levels 3 and 7
 * pass or refuse it (a reason the customer reads), then pay it back: the money to the customer's
 * balance, coins to their coins, once (two admins pressing at once pay once: the server's rule).
 */
import type { GoodsGroup, TanghuaOrderInfo } from "../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { Img } from "../../../components/image.tsx";
import { currencyOf, formatAmount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePrintOrder } from "../api/use-print-order.ts";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { payKey } from "../components/pay-type.ts";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { RefundList } from "../components/refund-list.tsx";
import { RefundPanel } from "../components/refund-panel.tsx";
import "../components/x.css";

const PATHS = { sugar: adminPaths.x.sugarRefund, photo: adminPaths.x.photoRefund } as const;

export function PrintRefundPage({ group }: { group: GoodsGroup }) {
  const t = useT("admin-x");
  const { id, detail } = useQueryId();
  const { canAct } = usePlatformLevel();
  const order = usePrintOrder(id);
  const path = PATHS[group];
  if (detail) {
    return (
      <AdminPage title={t(`printRefund.detail.${group}`)} backHref={path()} subtitle={order.data?.sn}>
        <DetailState id={id} state={order} listHref={path()}>
          {(o) => <PrintOrderRefund order={o} />}
        </DetailState>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t(`printRefund.title.${group}`)} backHref={adminPaths.x.index()}>
      {!canAct && <ReadOnlyNote />}
      <RefundList orderType="tanghua" group={group} rowHref={(r) => path({ id: r.order_id })} emptyText={t(`printRefund.empty.${group}`)} />
    </AdminPage>
  );
}

function PrintOrderRefund({ order }: { order: TanghuaOrderInfo }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const currency = currencyOf(order.currency);
  const paid = order.coins !== undefined && order.coins > 0 && Number(order.money) === 0 ? t("refundPanel.coins", { n: order.coins }) : formatAmount(order.money, currency);
  const pay = payKey(order.pay_type);
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);
  return (
    <>
      <DetailSection className="x-head">
        <div className="x-head__main">
          <Img className="x-head__img" src={order.image_url ?? ""} alt={order.goods_name} />
          <div className="x-head__text">
            <strong className="x-head__title">{order.goods_name}</strong>
            <span className="admin-muted">
              {order.shop_name || "—"} · <span className="x-mono">{order.device_sn}</span>
            </span>
          </div>
          <div className="x-head__money">
            <strong>{paid}</strong>
          </div>
        </div>
      </DetailSection>
      {order.refund ? (
        <RefundPanel refund={{ ...order.refund, currency: order.refund.currency ?? order.currency, user: order.refund.user ?? order.user }} payee="customer" />
      ) : (
        <DetailSection>
          <p className="admin-muted">{t("refundPanel.none")}</p>
        </DetailSection>
      )}
      <DetailSection title={t("printRefund.order")}>
        <DetailRows
          rows={[
            { label: t("purchase.sn"), value: <span className="x-mono">{order.sn}</span> },
            { label: t("printRefund.customer"), value: order.user ? `${order.user.nickname || "—"}${order.user.mobile ? ` · ${order.user.mobile}` : ""}` : undefined },
            { label: t("printRefund.price"), value: formatAmount(order.price, currency) },
            { label: t("printRefund.paid"), value: paid },
            { label: t("purchase.payType"), value: pay ? t(pay) : undefined, optional: true },
            { label: t("purchase.made"), value: time(order.create_time) },
            { label: t("purchase.paidAt"), value: time(order.pay_time), optional: true },
            { label: t("printRefund.printStatus"), value: order.print_status, optional: true },
            { label: t("printRefund.currency"), value: `${currency.currencyName} (${currency.currencySymbol})` },
          ]}
        />
      </DetailSection>
    </>
  );
}
