/**
 * /admin/activity (§1 cash back, issue 15): the company's activities, running first, then
 * upcoming, then ended; tabs by state and a type filter in the URL (CONVENTIONS 16), the shop
 * from the shell's switcher. Above the list: how many buyers' screenshots wait for a decision
 * (the merchant's first job here), and the ways to a new activity and the official account.
 */
import { Link } from "wouter";
import { ACTIVITY_RECORD_STATUS, ACTIVITY_STATES, ACTIVITY_TYPES, type ManageActivity } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useActivityList, type ActivityListQuery } from "../api/use-activity-list.ts";
import { useActivityRecords } from "../api/use-activity-records.ts";
import { ActivityStateBadge, cashBackText, periodText, TypeChip } from "../components/activity-parts.tsx";

export const LIST_SPEC = {
  state: { kind: "enum", values: ACTIVITY_STATES },
  type: { kind: "enum", values: ACTIVITY_TYPES },
} as const;

export const PAGE_SIZE = 20;

/** The tabs in the order a merchant looks: what runs now first. */
const TAB_STATES = ["running", "upcoming", "ended"] as const satisfies readonly (typeof ACTIVITY_STATES)[number][];

type Filters = { readonly [K in keyof typeof LIST_SPEC]?: string };

/** The API query of a list state: the URL's filters, the shell's shop, the page. */
export function listQuery(filters: Filters, page: number, shopId: number | undefined): ActivityListQuery {
  return {
    page,
    limit: PAGE_SIZE,
    ...(filters.state ? { state: filters.state as ActivityListQuery["state"] } : {}),
    ...(filters.type ? { type: filters.type as ActivityListQuery["type"] } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

export function ActivityIndexPage() {
  const t = useT("admin-activity");
  const scope = useShopScope();
  const q = useListQuery(LIST_SPEC);
  const list = useActivityList(listQuery(q.filters, q.page, scope.shopId));
  // How many wait for a decision, in the shop shown: one row is enough for the count.
  const waiting = useActivityRecords({ status: ACTIVITY_RECORD_STATUS.SUBMITTED, page: 1, limit: 1, ...(scope.shopId !== undefined ? { shop_id: scope.shopId } : {}) });
  const waitingCount = waiting.data?.total ?? 0;
  const tab = q.filters.state ?? "all";

  const fields: FilterField[] = [{ kind: "select", key: "type", label: t("filter.type"), options: ACTIVITY_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })) }];

  const columns: Column<ManageActivity>[] = [
    {
      key: "title",
      header: t("col.activity"),
      primary: true,
      cell: (a) => (
        <span className="activity-cell">
          <Img className="activity-cell__img" src={a.image_url ?? ""} alt="" />
          <span className="activity-cell__text">
            <span className="activity-cell__title">{a.title}</span>
            <TypeChip type={a.type} />
          </span>
        </span>
      ),
    },
    { key: "where", header: t("col.where"), cell: (a) => <Where activity={a} /> },
    { key: "cash", header: t("col.cashBack"), align: "end", cell: (a) => <span className="activity-money">{cashBackText(a.cash_back, a.currency)}</span> },
    { key: "period", header: t("col.period"), cell: (a) => <span className="admin-muted">{periodText(a)}</span> },
    { key: "records", header: t("col.records"), align: "end", cell: (a) => <Counts activity={a} /> },
    { key: "paid", header: t("col.paid"), align: "end", cell: (a) => <span className="activity-count">{cashBackText(a.paid_total, a.currency)}</span> },
    { key: "state", header: t("col.state"), cell: (a) => <ActivityStateBadge activity={a} /> },
  ];

  return (
    <AdminPage
      title={t("title")}
      shopScoped
      actions={
        <div className="activity-header-actions">
          <Link className="activity-action" href={adminPaths.activity.weixinConfig()}>
            {t("weixin.short")}
          </Link>
          <Link className="activity-action activity-action--primary" href={adminPaths.activity.form()}>
            {t("action.new")}
          </Link>
        </div>
      }
    >
      {waitingCount > 0 && (
        <Link className="activity-pending" href={adminPaths.activity.record({ status: ACTIVITY_RECORD_STATUS.SUBMITTED })}>
          <span>
            <strong>{t("pending.count", { n: waitingCount })}</strong> {t("pending.text")}
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      )}
      <Tabs
        className="activity-tabs"
        label={t("filter.state")}
        items={[{ key: "all", label: t("state.all") }, ...TAB_STATES.map((s) => ({ key: s, label: t(`state.${s}`) }))]}
        value={tab}
        onChange={(k) => q.setFilters({ state: k === "all" ? undefined : k })}
      />
      <FilterBar fields={fields} values={{ type: q.filters.type }} onApply={(v) => q.setFilters({ type: v.type })} onReset={() => q.setFilters({ type: undefined })} />
      <DataList
        label={t("title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(a) => a.id}
        rowHref={(a) => adminPaths.activity.detail({ id: a.id })}
        card={(a) => <ActivityCard activity={a} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={q.activeCount > 0 ? undefined : t("empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function Where({ activity }: { activity: ManageActivity }) {
  const t = useT("admin-activity");
  const shops = activity.shops.map((s) => s.name);
  return (
    <span className="activity-stack">
      <span>{shops.length > 0 ? shops.join("、") : "—"}</span>
      {activity.sns.length > 0 && <span className="admin-muted">{t("where.printers", { n: activity.sns.length })}</span>}
    </span>
  );
}

function Counts({ activity }: { activity: ManageActivity }) {
  const t = useT("admin-activity");
  return (
    <span className="activity-stack">
      <span className="activity-count">{t("count.records", { n: activity.record_count })}</span>
      {activity.pending_count > 0 && <span className="activity-count activity-count--waiting">{t("count.waiting", { n: activity.pending_count })}</span>}
    </span>
  );
}

function ActivityCard({ activity: a }: { activity: ManageActivity }) {
  const t = useT("admin-activity");
  return (
    <div className="activity-card">
      <Img className="activity-card__img" src={a.image_url ?? ""} alt="" />
      <div className="activity-card__main">
        <div className="activity-card__line">
          <strong className="activity-card__title">{a.title}</strong>
          <span className="activity-money">{cashBackText(a.cash_back, a.currency)}</span>
        </div>
        <div className="activity-card__line">
          <TypeChip type={a.type} />
          <span className="admin-muted">{periodText(a)}</span>
        </div>
        <div className="activity-card__line">
          <ActivityStateBadge activity={a} />
          <span className={`activity-count${a.pending_count > 0 ? " activity-count--waiting" : ""}`}>
            {a.pending_count > 0 ? t("count.waiting", { n: a.pending_count }) : t("count.records", { n: a.record_count })}
          </span>
        </div>
      </div>
    </div>
  );
}
