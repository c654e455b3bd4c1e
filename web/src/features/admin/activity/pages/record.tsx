/**
 * /admin/activity/record?id&status (issue 15): the buyers' screenshot submissions, those waiting
 * for a decision first, then the newest; of one activity (`id`) or of all; by state in tabs (in
 * the URL, CONVENTIONS 16) and the shop of the shell's switcher. A row opens its decision.
 */
import { Link } from "wouter";
import { ACTIVITY_RECORD_STATUS, type ActivityRecord } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { Img } from "../../../../components/image.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useActivityInfo } from "../api/use-activity-info.ts";
import { useActivityRecords, type ActivityRecordsQuery } from "../api/use-activity-records.ts";
import { cashBackText, RecordStatusBadge, TypeChip } from "../components/activity-parts.tsx";

const R = ACTIVITY_RECORD_STATUS;
/** The tabs: every state the mock rests in (approved is a real backend's transfer in progress). */
const TABS = [`${R.SUBMITTED}`, `${R.PAID}`, `${R.REFUSED}`] as const;

export const LIST_SPEC = {
  id: { kind: "int" },
  status: { kind: "enum", values: [`${R.SUBMITTED}`, `${R.APPROVED}`, `${R.REFUSED}`, `${R.PAID}`] },
} as const;

export const PAGE_SIZE = 20;

export function recordsQuery(filters: { id?: string; status?: string }, page: number, shopId: number | undefined): ActivityRecordsQuery {
  return {
    page,
    limit: PAGE_SIZE,
    ...(filters.id ? { activity_id: Number(filters.id) } : {}),
    ...(filters.status ? { status: Number(filters.status) as ActivityRecordsQuery["status"] } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

export function ActivityRecordPage() {
  const t = useT("admin-activity");
  const lang = useLanguage();
  const scope = useShopScope();
  const q = useListQuery(LIST_SPEC);
  const activityId = q.filters.id ? Number(q.filters.id) : null;
  const activity = useActivityInfo(activityId);
  const list = useActivityRecords(recordsQuery(q.filters, q.page, scope.shopId));
  const tab = q.filters.status ?? "all";
  const buyer = (r: ActivityRecord) => r.user?.nickname || r.user?.mobile || t("record.someone");

  const columns: Column<ActivityRecord>[] = [
    {
      key: "buyer",
      header: t("col.buyer"),
      primary: true,
      cell: (r) => (
        <span className="activity-stack">
          <span className="activity-cell__title">{buyer(r)}</span>
          {r.user?.mobile && r.user.nickname ? <span className="admin-muted">{r.user.mobile}</span> : null}
        </span>
      ),
    },
    {
      key: "activity",
      header: t("col.activity"),
      cell: (r) => (
        <span className="activity-stack">
          <span>{r.activity_title}</span>
          <TypeChip type={r.type} />
        </span>
      ),
    },
    { key: "shots", header: t("col.screenshots"), cell: (r) => <Shots record={r} /> },
    {
      key: "where",
      header: t("col.where"),
      cell: (r) => (
        <span className="activity-stack">
          <span>{r.shop_name || "—"}</span>
          <span className="admin-muted admin-mono">{r.sn}</span>
        </span>
      ),
    },
    { key: "cash", header: t("col.cashBack"), align: "end", cell: (r) => <span className="activity-money">{cashBackText(r.cash_back, r.currency)}</span> },
    { key: "time", header: t("col.submitted"), cell: (r) => <span className="admin-muted">{formatDateTime(r.submit_time, lang)}</span> },
    { key: "status", header: t("col.state"), cell: (r) => <RecordStatusBadge status={r.status} /> },
  ];

  const title = activity.data ? t("record.titleOf", { title: activity.data.title }) : t("record.title");
  return (
    <AdminPage title={t("record.title")} subtitle={activityId !== null ? activity.data?.title : undefined} backHref={activityId !== null ? adminPaths.activity.detail({ id: activityId }) : adminPaths.activity.index()} shopScoped>
      <Tabs
        className="activity-tabs"
        label={t("filter.status")}
        items={[{ key: "all", label: t("record.tab.all") }, ...TABS.map((s) => ({ key: s, label: t(`record.status.${s}`) }))]}
        value={tab}
        onChange={(k) => q.setFilters({ status: k === "all" ? undefined : k })}
      />
      {activityId !== null && (
        <p className="admin-muted activity-filter-note">
          {t("record.onlyOne")} <Link href={adminPaths.activity.record(q.filters.status ? { status: Number(q.filters.status) as 10 } : {})}>{t("record.showAll")}</Link>
        </p>
      )}
      <DataList
        label={title}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        rowHref={(r) => adminPaths.activity.recordDetail({ id: r.id })}
        card={(r) => <RecordCard record={r} buyer={buyer(r)} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.filters.status !== undefined}
        onClearFilters={() => q.setFilters({ status: undefined })}
        emptyText={t("record.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function Shots({ record }: { record: ActivityRecord }) {
  const t = useT("admin-activity");
  return (
    <span className="activity-shots">
      {record.images.slice(0, 3).map((src, i) => (
        <Img key={src} className="activity-shots__img" src={src} alt={t("record.shotN", { n: i + 1 })} />
      ))}
    </span>
  );
}

function RecordCard({ record: r, buyer }: { record: ActivityRecord; buyer: string }) {
  const lang = useLanguage();
  return (
    <div className="activity-card">
      <Img className="activity-card__img" src={r.images[0] ?? ""} alt="" />
      <div className="activity-card__main">
        <div className="activity-card__line">
          <strong className="activity-card__title">{buyer}</strong>
          <span className="activity-money">{cashBackText(r.cash_back, r.currency)}</span>
        </div>
        <div className="activity-card__line">
          <span className="activity-card__title admin-muted">{r.activity_title}</span>
          <TypeChip type={r.type} />
        </div>
        <div className="activity-card__line">
          <RecordStatusBadge status={r.status} />
          <span className="admin-muted">{formatDateTime(r.submit_time, lang)}</span>
        </div>
      </div>
    </div>
  );
}
