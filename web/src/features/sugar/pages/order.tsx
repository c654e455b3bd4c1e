/**
 * /sugar/order?sn (§2): the caller's print orders, paged, filtered by state; each opens its details.
 * An unpaid one is paid ("去支付", the pay sheet) or cancelled right from the list (issue 11).
 */
import { useState } from "react";
import { Link } from "wouter";
import { PRINT_ORDER_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName, EmptyState, PagedList, Tabs, TopBar } from "../../../components/index.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useMyOrders, type MyOrdersQuery } from "../api/use-my-orders.ts";
import { OrderCard } from "../components/order-card.tsx";
import { OrderLoginPrompt } from "../components/order-parts.tsx";
import { OrderPayHost } from "../components/order-pay.tsx";
import { usePrinterSn } from "../printer-sn.ts";

type Filter = "all" | "printing" | "done" | "refund";

const QUERY: Record<Filter, MyOrdersQuery> = {
  all: {},
  printing: { status: PRINT_ORDER_STATUS.PRINTING },
  done: { status: PRINT_ORDER_STATUS.COMPLETED },
  refund: { status: PRINT_ORDER_STATUS.REFUNDED },
};

export default function OrderPage() {
  const t = useT("sugar-order");
  const { user } = useSession();
  const { sn } = usePrinterSn();
  const [filter, setFilter] = useState<Filter>("all");
  const list = useMyOrders(user ? QUERY[filter] : null);
  const [paying, setPaying] = useState<PrintOrder | null>(null);
  usePageTitle(t("order.title")); // §1

  return (
    <div className="order-page">
      <TopBar title={t("order.title")} backHref={paths.sugar.index({ sn })} />
      {!user ? (
        <OrderLoginPrompt text={t("order.login")} />
      ) : (
        <>
          <Tabs
            label={t("order.filter")}
            value={filter}
            onChange={setFilter}
            items={(["all", "printing", "done", "refund"] as const).map((key) => ({ key, label: t(`filter.${key}`) }))}
          />
          <PagedList
            className="order-list"
            items={list.items}
            getKey={(o) => o.id}
            renderItem={(o) => <OrderCard order={o} sn={sn} onPay={setPaying} />}
            isLoading={list.isLoading}
            isLoadingMore={list.isLoadingMore}
            error={list.error}
            onRetry={list.retry}
            hasMore={list.hasMore}
            onLoadMore={list.loadMore}
            empty={
              <EmptyState
                title={t("order.emptyTitle")}
                text={t("order.emptyText")}
                action={
                  <Link className={buttonClassName("primary")} href={paths.sugar.index({ sn })}>
                    {t("order.toList")}
                  </Link>
                }
              />
            }
          />
          {paying !== null && <OrderPayHost key={paying.order_sn} order={paying} onClosed={() => setPaying(null)} />}
        </>
      )}
    </div>
  );
}
