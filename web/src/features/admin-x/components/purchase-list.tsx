/**
 * A platform queue of purchases (device orders to confirm or ship, material orders to ship, every
 * purchase): tabs for the statuses the queue works on, filters (order number, dates) in the URL,
 * rows that open the record's page. Every shop of every company (an admin's manage-order lists).
 */
import { useMemo } from "react";
import type { PurchaseOrder } from "../../../../contract/http/manage-order.ts";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePurchases, type PurchaseKind, type PurchaseQuery } from "../api/use-purchases.ts";
import { QueueTabs } from "./queue-tabs.tsx";
import { PurchaseBadges } from "./status.tsx";
import "./x.css";

export const PAGE_SIZE = 20;

export interface PurchaseTab {
  key: string;
  label: string;
  /** The statuses shown; absent: every status. */
  status?: number;
}

export function PurchaseList({ kind, tabs, rowHref, emptyText }: { kind: PurchaseKind; tabs: readonly PurchaseTab[]; rowHref: (o: PurchaseOrder) => string; emptyText: string }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const spec = useSpec(tabs);
  const q = useListQuery(spec);
  const tab = tabs.find((x) => x.key === q.filters.tab) ?? tabs[0];
  const query: PurchaseQuery = {
    page: q.page,
    limit: PAGE_SIZE,
    ...(tab?.status !== undefined ? { status: tab.status as PurchaseQuery["status"] } : {}),
    ...(q.filters.sn ? { sn: q.filters.sn } : {}),
    ...(q.filters.start_date ? { start_date: q.filters.start_date } : {}),
    ...(q.filters.end_date ? { end_date: q.filters.end_date } : {}),
  };
  const list = usePurchases(kind, query);
  const fields: FilterField[] = [
    { kind: "text", key: "sn", label: t("filter.sn"), placeholder: t("filter.snHint"), maxLength: 32 },
    { kind: "date-range", label: t("filter.made"), start: "start_date", end: "end_date" },
  ];
  const columns: Column<PurchaseOrder>[] = [
    { key: "what", header: t("col.purchase"), primary: true, cell: (o) => <What order={o} /> },
    { key: "shop", header: t("col.shop"), cell: (o) => <Who order={o} /> },
    { key: "money", header: t("col.money"), align: "end", cell: (o) => <strong className="admin-num">{formatAmount(o.money)}</strong> },
    { key: "status", header: t("col.status"), cell: (o) => <Badges order={o} /> },
    { key: "time", header: t("col.time"), cell: (o) => <span className="admin-time">{formatDateTime(o.pay_time ?? o.create_time, lang)}</span> },
  ];
  const filtered = q.filters.sn !== undefined || q.filters.start_date !== undefined || q.filters.end_date !== undefined;

  return (
    <>
      {tabs.length > 1 && <QueueTabs tabs={tabs} value={tab?.key ?? ""} onChange={(k) => q.setFilters({ tab: k === tabs[0]?.key ? undefined : k })} label={t("col.status")} />}
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={() => q.setFilters({ sn: undefined, start_date: undefined, end_date: undefined })} />
      <DataList
        label={tab?.label ?? ""}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        rowHref={rowHref}
        card={(o) => <PurchaseCard order={o} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={filtered}
        onClearFilters={() => q.setFilters({ sn: undefined, start_date: undefined, end_date: undefined })}
        emptyText={emptyText}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </>
  );
}

/** The list's URL parameters: its tab and filters (a new spec only when the tabs' keys change). */
function useSpec(tabs: readonly PurchaseTab[]) {
  const keys = tabs.map((x) => x.key).join(",");
  return useMemo(
    () =>
      ({
        tab: { kind: "enum", values: keys.split(",") },
        sn: { kind: "text", max: 32 },
        start_date: { kind: "date" },
        end_date: { kind: "date" },
      }) as const,
    [keys],
  );
}

function Badges({ order }: { order: PurchaseOrder }) {
  return (
    <PurchaseBadges status={order.status} refundStatus={order.refund_status} />
  );
}

function What({ order }: { order: PurchaseOrder }) {
  const t = useT("admin-x");
  return (
    <span className="x-cell">
      <span className="x-cell__main">{itemsText(order) || t("purchase.title")}</span>
      <span className="x-mono admin-muted">{order.sn}</span>
    </span>
  );
}

function Who({ order }: { order: PurchaseOrder }) {
  return (
    <span className="x-cell">
      <span>{order.shop_name || "—"}</span>
      {order.buyer ? <span className="admin-muted">{`${order.buyer.nickname || ""}${order.buyer.mobile ? ` ${order.buyer.mobile}` : ""}`}</span> : null}
    </span>
  );
}

export function itemsText(order: Pick<PurchaseOrder, "items">): string {
  return order.items.map((i) => (i.num > 1 ? `${i.name} ×${i.num}` : i.name)).join("、");
}

function PurchaseCard({ order }: { order: PurchaseOrder }) {
  const lang = useLanguage();
  return (
    <div className="x-card">
      <div className="x-card__line">
        <strong className="x-card__title">{itemsText(order)}</strong>
        <strong className="admin-num">{formatAmount(order.money)}</strong>
      </div>
      <span className="admin-muted">
        {order.shop_name || "—"} · <span className="x-mono">{order.sn}</span>
      </span>
      <div className="x-card__line">
        <Badges order={order} />
        <span className="admin-time">{formatDateTime(order.pay_time ?? order.create_time, lang)}</span>
      </div>
    </div>
  );
}
