/**
 * /admin/x/shop-activity (§2): every company's cash-back activities (§1), running, upcoming or
 * ended, by type or shop (the shop list spans companies); one taken down by the platform is
 * marked. A row opens /admin/x/shop-activity-detail, where it is taken down or put back.
 */
import { ACTIVITY_STATES, ACTIVITY_TYPES, type ManageActivity } from "../../../../contract/http/activity.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useActivities } from "../api/use-activities.ts";
import { useShops } from "../api/use-shops.ts";
import { ActivityBadges, activityDates, activityMoney, useActivityText } from "../components/activity-text.tsx";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import "../components/x.css";

const SPEC = {
  state: { kind: "enum", values: ACTIVITY_STATES },
  type: { kind: "enum", values: ACTIVITY_TYPES },
  shop_id: { kind: "int" },
} as const;

export function ShopActivityPage() {
  const t = useT("admin-x");
  const text = useActivityText();
  const q = useListQuery(SPEC);
  const shops = useShops({ limit: 100 });
  const list = useActivities({
    page: q.page,
    limit: PAGE_SIZE,
    ...(q.filters.state ? { state: q.filters.state as ManageActivity["state"] } : {}),
    ...(q.filters.type ? { type: q.filters.type as ManageActivity["type"] } : {}),
    ...(q.filters.shop_id ? { shop_id: Number(q.filters.shop_id) } : {}),
  });
  const fields: FilterField[] = [
    { kind: "select", key: "state", label: t("activity.state"), options: ACTIVITY_STATES.map((s) => ({ value: s, label: text.state(s) })) },
    { kind: "select", key: "type", label: t("activity.type"), options: ACTIVITY_TYPES.map((s) => ({ value: s, label: text.type(s) })) },
    {
      kind: "select",
      key: "shop_id",
      label: t("activity.shop"),
      options: (shops.data?.list ?? []).map((s) => ({ value: String(s.id), label: s.company?.name ? `${s.name}（${s.company.name}）` : s.name })),
    },
  ];
  const columns: Column<ManageActivity>[] = [
    {
      key: "title",
      header: t("activity.col.title"),
      primary: true,
      cell: (a) => (
        <span className="x-cell">
          <span className="x-cell__main">{a.title}</span>
          <span className="admin-muted">{text.type(a.type)}</span>
        </span>
      ),
    },
    {
      key: "where",
      header: t("activity.col.where"),
      cell: (a) => (
        <span className="x-cell">
          <span>{a.company_name || "—"}</span>
          <span className="admin-muted x-clip">{a.shops.map((s) => s.name).join("、")}</span>
        </span>
      ),
    },
    { key: "cash", header: t("activity.col.cashBack"), align: "end", cell: (a) => <strong className="admin-num">{activityMoney(a.cash_back)}</strong> },
    { key: "records", header: t("activity.col.records"), align: "end", cell: (a) => t("activity.recordsN", { n: a.record_count, pending: a.pending_count }) },
    { key: "state", header: t("col.status"), cell: (a) => <ActivityBadges activity={a} /> },
    { key: "dates", header: t("activity.col.dates"), cell: (a) => <span className="admin-time">{activityDates(a)}</span> },
  ];
  return (
    <AdminPage title={t("activity.title")} backHref={adminPaths.x.index()}>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("activity.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(a) => a.id}
        rowHref={(a) => adminPaths.x.shopActivityDetail({ id: a.id })}
        card={(a) => (
          <div className="x-card">
            <div className="x-card__line">
              <strong className="x-card__title">{a.title}</strong>
              <strong className="admin-num">{activityMoney(a.cash_back)}</strong>
            </div>
            <span className="admin-muted">{`${text.type(a.type)} · ${a.company_name || "—"} · ${a.shops.map((s) => s.name).join("、")}`}</span>
            <div className="x-card__line">
              <ActivityBadges activity={a} />
              <span className="admin-time">{activityDates(a)}</span>
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("activity.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
