/**
 * /admin/order and /admin/photo-order (§2): the customers' print orders on the caller's printers,
 * sugar (goods types 8/14/15) or photo (16). Filters (dates, status, refund state, printer, order
 * number), page and sort live in the URL (CONVENTIONS 16); the shop is the shell's switcher. The
 * export makes a CSV of exactly these orders over a date range (manage-order/download).
 */
import { useState } from "react";
import { TANGHUA_SORTS, type download, type TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { ExportDrawer } from "../../../../components/admin/export-drawer.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { DownloadIcon } from "../../../../components/admin/nav-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { DOWNLOAD_MAX_DAYS } from "../../../../../contract/http/manage-order.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useOrderExport } from "../api/use-order-export.ts";
import { useOrderList, type OrderListQuery } from "../api/use-order-list.ts";
import { orderAmount } from "../components/order-money.ts";
import { ORDER_STATUSES, OrderBadges, REFUND_STATUSES, useStatusText } from "../components/order-status.tsx";
import { GROUP_PATHS, type GoodsGroup } from "../order-group.ts";
import "../components/orders.css";

export const LIST_SPEC = {
  start_date: { kind: "date" },
  end_date: { kind: "date" },
  status: { kind: "enum", values: ORDER_STATUSES.map(String) },
  refund_status: { kind: "enum", values: REFUND_STATUSES.map(String) },
  device_sn: { kind: "text", max: 32 },
  sn: { kind: "text", max: 32 },
} as const;

export const PAGE_SIZE = 20;

/** The API query of a list state: the URL's filters, the shell's shop, the group. */
export function listQuery(
  group: GoodsGroup,
  filters: { readonly [K in keyof typeof LIST_SPEC]?: string },
  page: number,
  sort: string | undefined,
  shopId: number | undefined,
): OrderListQuery {
  return {
    goods_group: group,
    page,
    limit: PAGE_SIZE,
    ...(filters.start_date ? { start_date: filters.start_date } : {}),
    ...(filters.end_date ? { end_date: filters.end_date } : {}),
    ...(filters.status ? { status: Number(filters.status) as OrderListQuery["status"] } : {}),
    ...(filters.refund_status ? { refund_status: Number(filters.refund_status) as OrderListQuery["refund_status"] } : {}),
    ...(filters.device_sn ? { device_sn: filters.device_sn } : {}),
    ...(filters.sn ? { sn: filters.sn } : {}),
    ...(sort ? { sort: sort as OrderListQuery["sort"] } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

/** The export of a list (manage-order/download): its filters over the range the user picked. */
export function exportInput(
  group: GoodsGroup,
  filters: { readonly [K in keyof typeof LIST_SPEC]?: string },
  shopId: number | undefined,
  start: string,
  end: string,
): InputOf<typeof download> {
  return {
    order_type: "tanghua",
    goods_group: group,
    start_date: start,
    end_date: end,
    ...(filters.status ? { status: Number(filters.status) } : {}),
    ...(filters.refund_status ? { refund_status: Number(filters.refund_status) as InputOf<typeof download>["refund_status"] } : {}),
    ...(filters.device_sn ? { device_sn: filters.device_sn } : {}),
    ...(filters.sn ? { sn: filters.sn } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

export function OrderListPage({ group }: { group: GoodsGroup }) {
  const t = useT("admin-order");
  const lang = useLanguage();
  const text = useStatusText();
  const scope = useShopScope();
  const q = useListQuery(LIST_SPEC, TANGHUA_SORTS);
  const query = listQuery(group, q.filters, q.page, q.sort, scope.shopId);
  const list = useOrderList(query);
  const exporter = useOrderExport();
  const [exporting, setExporting] = useState(false);
  const paths = GROUP_PATHS[group];
  const coins = (n: number) => t("coins", { n });

  const fields: FilterField[] = [
    { kind: "date-range", label: t("filter.date"), start: "start_date", end: "end_date" },
    { kind: "select", key: "status", label: t("filter.status"), options: ORDER_STATUSES.map((s) => ({ value: String(s), label: text.status(s) })) },
    { kind: "select", key: "refund_status", label: t("filter.refund"), options: REFUND_STATUSES.map((s) => ({ value: String(s), label: text.refund(s) })) },
    { kind: "text", key: "device_sn", label: t("filter.printer"), placeholder: "SIM-0001", maxLength: 32 },
    { kind: "text", key: "sn", label: t("filter.sn"), placeholder: t("filter.snHint"), maxLength: 32 },
  ];

  const columns: Column<TanghuaOrder>[] = [
    {
      key: "goods",
      header: t("col.goods"),
      primary: true,
      cell: (o) => (
        <span className="order-goods">
          <Img className="order-goods__img" src={o.image_url ?? ""} alt="" />
          <span className="order-goods__text">
            <span className="order-goods__name">{o.goods_name}</span>
            <span className="order-goods__sn">{o.sn}</span>
          </span>
        </span>
      ),
    },
    { key: "where", header: t("col.where"), cell: (o) => <Where order={o} /> },
    { key: "user", header: t("col.user"), cell: (o) => <Customer order={o} /> },
    { key: "money", header: t("col.money"), cell: (o) => <strong>{orderAmount(o, coins)}</strong>, align: "end", sort: "money" },
    { key: "status", header: t("col.status"), cell: (o) => <OrderBadges status={o.status} refundStatus={o.refund_status} /> },
    { key: "time", header: t("col.time"), cell: (o) => <span className="admin-time">{formatDateTime(o.create_time, lang)}</span>, sort: "create_time" },
  ];

  const doExport = (start: string, end: string) => exporter.trigger(exportInput(group, q.filters, scope.shopId, start, end));

  return (
    <AdminPage
      title={t(`title.${group}`)}
      shopScoped
      actions={
        <button type="button" className="order-export" onClick={() => setExporting(true)}>
          <DownloadIcon size={18} />
          <span>{t("export.action")}</span>
        </button>
      }
    >
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t(`title.${group}`)}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        rowHref={(o) => paths.detail({ id: o.id })}
        card={(o) => <OrderCard order={o} coins={coins} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t(`empty.${group}`)}
        sort={q.sort}
        onSort={q.setSort}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
      <ExportDrawer
        open={exporting}
        onClose={() => setExporting(false)}
        title={t("export.title", { what: t(`title.${group}`) })}
        description={t("export.text")}
        start={q.filters.start_date}
        end={q.filters.end_date}
        maxDays={DOWNLOAD_MAX_DAYS}
        onExport={doExport}
      />
    </AdminPage>
  );
}

function Where({ order }: { order: TanghuaOrder }) {
  return (
    <span className="order-where">
      <span>{order.shop_name || "—"}</span>
      <span className="admin-muted">{order.device_sn}</span>
    </span>
  );
}

function Customer({ order }: { order: TanghuaOrder }) {
  const u = order.user;
  if (!u) return <span className="admin-muted">—</span>;
  return (
    <span className="order-where">
      <span>{u.nickname || "—"}</span>
      {u.mobile ? <span className="admin-muted">{u.mobile}</span> : null}
    </span>
  );
}

function OrderCard({ order, coins }: { order: TanghuaOrder; coins: (n: number) => string }) {
  const lang = useLanguage();
  return (
    <div className="order-card">
      <Img className="order-card__img" src={order.image_url ?? ""} alt="" />
      <div className="order-card__main">
        <div className="order-card__line">
          <strong className="order-card__name">{order.goods_name}</strong>
          <strong className="order-card__money">{orderAmount(order, coins)}</strong>
        </div>
        <span className="admin-muted">
          {order.shop_name} · {order.device_sn}
        </span>
        <div className="order-card__line">
          <OrderBadges status={order.status} refundStatus={order.refund_status} />
          <span className="admin-time">{formatDateTime(order.create_time, lang)}</span>
        </div>
      </div>
    </div>
  );
}
