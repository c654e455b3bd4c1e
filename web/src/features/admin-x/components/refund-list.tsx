/**
 * A platform refund queue (sugar or photo print orders, printers, materials): applications to
 * audit first (10), then approved ones to pay (20), paid, refused, or all; the order number and
 * dates as filters in the URL; a row opens its order's page, where the refund is decided.
 */
import { REFUND_STATUS as R, type GoodsGroup, type OrderType, type RefundRecord } from "../../../../contract/http/manage-order.ts";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { currencyOf, formatAmount } from "../../../lib/admin/format.ts";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { useRefunds, type RefundQuery } from "../api/use-refunds.ts";
import { PAGE_SIZE } from "./purchase-list.tsx";
import { QueueTabs } from "./queue-tabs.tsx";
import { RefundBadge } from "./status.tsx";
import "./x.css";

const TAB_STATUS = { apply: R.APPLYING, pay: R.APPROVED, done: R.REFUNDED, refused: R.REJECTED, all: undefined } as const;
type TabKey = keyof typeof TAB_STATUS;
const TAB_KEYS = Object.keys(TAB_STATUS) as TabKey[];

const SPEC = {
  tab: { kind: "enum", values: TAB_KEYS },
  sn: { kind: "text", max: 32 },
  start_date: { kind: "date" },
  end_date: { kind: "date" },
} as const;

export function refundMoney(r: Pick<RefundRecord, "amount" | "coins" | "currency">, coinsText: (n: number) => string): string {
  const coins = r.coins ?? 0;
  if (coins > 0 && Number(r.amount) === 0) return coinsText(coins);
  const money = formatAmount(r.amount, currencyOf(r.currency));
  return coins > 0 ? `${money} + ${coinsText(coins)}` : money;
}

export function RefundList({ orderType, group, rowHref, emptyText }: { orderType: OrderType; group?: GoodsGroup; rowHref: (r: RefundRecord) => string; emptyText: string }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const q = useListQuery(SPEC);
  const tab: TabKey = (q.filters.tab as TabKey | undefined) ?? "apply";
  const status = TAB_STATUS[tab];
  const query: RefundQuery = {
    order_type: orderType,
    page: q.page,
    limit: PAGE_SIZE,
    ...(group !== undefined ? { goods_group: group } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(q.filters.sn ? { sn: q.filters.sn } : {}),
    ...(q.filters.start_date ? { start_date: q.filters.start_date } : {}),
    ...(q.filters.end_date ? { end_date: q.filters.end_date } : {}),
  };
  const list = useRefunds(query);
  const coins = (n: number) => t("refundPanel.coins", { n });
  const fields: FilterField[] = [
    { kind: "text", key: "sn", label: t("filter.sn"), placeholder: t("filter.snHint"), maxLength: 32 },
    { kind: "date-range", label: t("filter.applied"), start: "start_date", end: "end_date" },
  ];
  const columns: Column<RefundRecord>[] = [
    {
      key: "order",
      header: t("col.order"),
      primary: true,
      cell: (r) => (
        <span className="x-cell">
          <span className="x-mono">{r.order_sn}</span>
          <span className="admin-muted x-clip">{r.reason}</span>
        </span>
      ),
    },
    { key: "shop", header: t("col.shop"), cell: (r) => r.shop_name || "—" },
    { key: "user", header: t(orderType === "tanghua" ? "col.customer" : "col.buyer"), cell: (r) => <Person r={r} /> },
    { key: "money", header: t("col.refund"), align: "end", cell: (r) => <strong className="admin-num">{refundMoney(r, coins)}</strong> },
    { key: "status", header: t("col.status"), cell: (r) => <RefundBadge status={r.status} /> },
    { key: "time", header: t("col.applied"), cell: (r) => <span className="admin-time">{formatDateTime(r.create_time, lang)}</span> },
  ];
  const tabs = TAB_KEYS.map((key) => ({ key, label: t(`refundTab.${key}`) }));
  const filtered = q.filters.sn !== undefined || q.filters.start_date !== undefined || q.filters.end_date !== undefined;
  const clear = () => q.setFilters({ sn: undefined, start_date: undefined, end_date: undefined });

  return (
    <>
      <QueueTabs tabs={tabs} value={tab} onChange={(k) => q.setFilters({ tab: k === "apply" ? undefined : k })} label={t("col.status")} />
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={clear} />
      <DataList
        label={t(`refundTab.${tab}`)}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        rowHref={rowHref}
        card={(r) => (
          <div className="x-card">
            <div className="x-card__line">
              <span className="x-mono">{r.order_sn}</span>
              <strong className="admin-num">{refundMoney(r, coins)}</strong>
            </div>
            <span className="admin-muted x-clip">{r.reason}</span>
            <span className="admin-muted">
              {r.shop_name || "—"}
              {r.user ? ` · ${r.user.nickname || ""} ${r.user.mobile ?? ""}` : ""}
            </span>
            <div className="x-card__line">
              <RefundBadge status={r.status} />
              <span className="admin-time">{formatDateTime(r.create_time, lang)}</span>
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={filtered}
        onClearFilters={clear}
        emptyText={emptyText}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </>
  );
}

function Person({ r }: { r: RefundRecord }) {
  if (!r.user) return <span className="admin-muted">—</span>;
  return (
    <span className="x-cell">
      <span>{r.user.nickname || "—"}</span>
      {r.user.mobile ? <span className="admin-muted">{r.user.mobile}</span> : null}
    </span>
  );
}
