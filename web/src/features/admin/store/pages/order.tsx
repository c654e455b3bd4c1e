/**
 * /admin/store/order?type&status (§2): the company's material orders of one shelf by status
 * (tabs; all, to pay, to ship, shipped, done, refunded, closed), for the shell's shop, newest
 * first, paged; unpaid ones say how long they stay payable. The export makes a CSV of the
 * material orders of a date range (it joins /admin/user/download-record).
 */
import { useState } from "react";
import { useSearch } from "wouter";
import { DOWNLOAD_MAX_DAYS, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { ExportDrawer } from "../../../../components/admin/export-drawer.tsx";
import { DownloadIcon } from "../../../../components/admin/nav-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { usePurchaseExport } from "../api/use-purchase-export.ts";
import { usePurchaseList, type PurchaseListQuery } from "../api/use-purchase-list.ts";
import { PURCHASE_STATUSES, PurchaseBadges, usePurchaseText } from "../components/purchase-status.tsx";
import { ShelfTabs, StorePage } from "../components/store-frame.tsx";
import { storeTypeOf, type StoreType } from "../store-type.ts";
import "../components/store.css";

export const ORDER_SPEC = { status: { kind: "enum", values: PURCHASE_STATUSES.map(String) } } as const;
export const ORDER_PAGE_SIZE = 20;

export function purchaseQuery(type: StoreType, status: string | undefined, page: number, shopId: number | undefined): PurchaseListQuery {
  return {
    type,
    page,
    limit: ORDER_PAGE_SIZE,
    ...(status !== undefined ? { status: Number(status) as PurchaseListQuery["status"] } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

export function StoreOrderPage() {
  const t = useT("admin-store");
  const lang = useLanguage();
  const text = usePurchaseText();
  const type = storeTypeOf(useSearch());
  const scope = useShopScope();
  const q = useListQuery(ORDER_SPEC);
  const list = usePurchaseList(purchaseQuery(type, q.filters.status, q.page, scope.shopId));
  const exporter = usePurchaseExport();
  const [exporting, setExporting] = useState(false);
  const tab = q.filters.status ?? "all";

  const columns: Column<PurchaseOrder>[] = [
    { key: "goods", header: t("order.goods"), primary: true, cell: (o) => <Goods order={o} /> },
    { key: "shop", header: t("order.shop"), cell: (o) => o.shop_name || "—" },
    { key: "money", header: t("order.money"), align: "end", cell: (o) => <strong>{formatAmount(o.money)}</strong> },
    { key: "status", header: t("order.status"), cell: (o) => <PurchaseBadges status={o.status} refundStatus={o.refund_status} /> },
    { key: "time", header: t("order.time"), cell: (o) => <span className="store-muted">{formatDateTime(o.create_time, lang)}</span> },
  ];

  return (
    <StorePage
      tab="order"
      type={type}
      shopScoped
      actions={
        <button type="button" className="store-export" onClick={() => setExporting(true)}>
          <DownloadIcon size={18} />
          <span>{t("order.export")}</span>
        </button>
      }
    >
      <ShelfTabs type={type} />
      <Tabs
        className="store-status-tabs"
        label={t("order.byStatus")}
        value={tab}
        onChange={(k) => q.setFilters({ status: k === "all" ? undefined : k })}
        items={[{ key: "all", label: t("order.all") }, ...PURCHASE_STATUSES.map((s) => ({ key: String(s), label: text.status(s) }))]}
      />
      <DataList
        label={t("order.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        rowHref={(o) => adminPaths.store.orderInfo({ type, id: o.id })}
        card={(o) => <OrderCard order={o} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("order.empty")}
        page={q.page}
        total={list.data?.total}
        limit={ORDER_PAGE_SIZE}
        onPage={q.setPage}
      />
      <ExportDrawer
        open={exporting}
        onClose={() => setExporting(false)}
        title={t("order.exportTitle")}
        description={t("order.exportText")}
        maxDays={DOWNLOAD_MAX_DAYS}
        onExport={(start, end) =>
          exporter.trigger({
            order_type: "material",
            start_date: start,
            end_date: end,
            ...(q.filters.status !== undefined ? { status: Number(q.filters.status) } : {}),
            ...(scope.shopId !== undefined ? { shop_id: scope.shopId } : {}),
          })
        }
      />
    </StorePage>
  );
}

function Goods({ order }: { order: PurchaseOrder }) {
  const t = useT("admin-store");
  const first = order.items[0];
  return (
    <span className="purchase-goods">
      <Img className="purchase-goods__img" src={first?.image_url ?? ""} alt="" />
      <span className="purchase-goods__text">
        <span className="purchase-goods__name">{first ? (order.items.length > 1 ? t("order.andMore", { name: first.name, n: order.items.length }) : first.name) : "—"}</span>
        <span className="store-muted store-mono">{order.sn}</span>
      </span>
    </span>
  );
}

function OrderCard({ order }: { order: PurchaseOrder }) {
  const t = useT("admin-store");
  const lang = useLanguage();
  return (
    <div className="purchase-card">
      <div className="purchase-card__line">
        <span className="store-muted store-mono">{order.sn}</span>
        <PurchaseBadges status={order.status} refundStatus={order.refund_status} />
      </div>
      <ul className="purchase-card__thumbs" role="list" aria-label={t("order.goods")}>
        {order.items.slice(0, 4).map((i, n) => (
          <li key={`${i.goods_id}-${n}`}>
            <Img className="purchase-card__thumb" src={i.image_url ?? ""} alt={i.name} />
          </li>
        ))}
        {order.items.length === 1 && <li className="purchase-card__single">{order.items[0]?.name}</li>}
      </ul>
      <div className="purchase-card__line">
        <span className="store-muted purchase-card__where">
          {order.shop_name ? <span>{order.shop_name}</span> : null}
          <span>{formatDateTime(order.create_time, lang)}</span>
        </span>
        <span className="purchase-card__sum">
          {t("order.count", { n: order.total_num })} <strong>{formatAmount(order.money)}</strong>
        </span>
      </div>
    </div>
  );
}
