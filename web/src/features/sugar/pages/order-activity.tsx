/**
 * /sugar/order-activity?sn&order_id (§2, §1 merchant cooperation): the cash-back activities of
 * the printer's shop a buyer may take after printing: follow, a post with likes, a review or a
 * short video; cash back (default 1 unit) after the merchant approves a screenshot.
 */
import { paths } from "../../../paths/paths.ts";
import { EmptyState, ErrorState, Img, PagedList, TopBar } from "../../../components/index.ts";
import type { Activity } from "../../../../contract/http/sugar.ts";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useShopActivities } from "../api/use-shop-activities.ts";
import "../components/order.css";
import { idFromQuery } from "../components/order-rules.ts";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

function ActivityCard({ a }: { a: Activity }) {
  const t = useT("sugar-order");
  return (
    <article className="order-card">
      {a.image_url ? <Img className="order-card__img" src={a.image_url} alt="" /> : null}
      <span className="order-card__body">
        <span className="order-card__top">
          <span className="order-card__name">{a.title}</span>
          <span className="order-badge">{t(`activity.type.${a.type}`)}</span>
        </span>
        {a.description ? <span className="order-muted">{a.description}</span> : null}
        {a.type === "post" && a.like_count ? <span className="order-card__meta">{t("activity.likes", { n: a.like_count })}</span> : null}
        <span className="order-card__meta">{t("activity.period", { start: formatDateTime(a.start_time), end: formatDateTime(a.end_time) })}</span>
        <span className="order-card__bottom">
          <span className="order-card__amount">{t("activity.cashBack", { amount: formatPrice(a.cash_back, readCachedCurrency()) })}</span>
          {a.is_join === 1 ? <span className="order-refund-state order-refund-state--s30">{t("activity.joined")}</span> : null}
        </span>
      </span>
    </article>
  );
}

export default function OrderActivityPage() {
  const t = useT("sugar-order");
  usePageTitle(t("activity.title")); // §1: page title plus company or product title
  const { sn } = usePrinterSn();
  const orderId = idFromQuery(useQueryValue("order_id"));
  const list = useShopActivities(sn);
  const back = orderId !== undefined ? paths.sugar.orderInfo({ sn, order_id: orderId }) : paths.sugar.user({ sn });

  return (
    <div className="order-page">
      <TopBar title={t("activity.title")} backHref={back} />
      {sn === undefined ? (
        <ErrorState title={t("activity.noPrinter")} />
      ) : (
        <>
          <p className="order-muted" style={{ margin: "var(--space-3) var(--space-4) 0" }}>
            {t("activity.intro")}
          </p>
          <PagedList
            className="order-list"
            items={list.items}
            getKey={(a) => a.id}
            renderItem={(a) => <ActivityCard a={a} />}
            isLoading={list.isLoading}
            isLoadingMore={list.isLoadingMore}
            error={list.error}
            onRetry={list.retry}
            hasMore={list.hasMore}
            onLoadMore={list.loadMore}
            empty={<EmptyState title={t("activity.emptyTitle")} />}
          />
        </>
      )}
    </div>
  );
}
