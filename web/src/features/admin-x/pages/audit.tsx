/**
 * /admin/x/audit (issue 17; beyond §2's fifteen, reached from the /admin/x index): the journal of
 * every platform action, so a refund or a level change can be explained a year later: who (at
 * which level), what, when, on which record, the fields before and after, and the reason. Level 7
 * reads it (the server refuses the others; they are told so here, and nothing is asked). Filters
 * (dates, action, kind of record, record id, who) live in the URL.
 */
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { useAuditList, type AuditQuery } from "../api/use-audit-list.ts";
import { AuditChanges, AuditItem, useAuditText, useLevelText } from "../components/audit-entry.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import "../components/x.css";

const SPEC = {
  start_date: { kind: "date" },
  end_date: { kind: "date" },
  action: { kind: "enum", values: AUDIT_ACTIONS },
  target_type: { kind: "enum", values: AUDIT_TARGETS },
  target_id: { kind: "int" },
  actor_id: { kind: "int" },
} as const;

export function AuditPage() {
  const t = useT("admin-x");
  const { isSuper } = usePlatformLevel();
  return (
    <AdminPage title={t("audit.title")} backHref={adminPaths.x.index()}>
      {isSuper ? (
        <Journal />
      ) : (
        <DetailSection>
          <EmptyState title={t("audit.superOnly")} text={t("audit.superOnlyText")} />
        </DetailSection>
      )}
    </AdminPage>
  );
}

function Journal() {
  const t = useT("admin-x");
  const lang = useLanguage();
  const text = useAuditText();
  const level = useLevelText();
  const q = useListQuery(SPEC);
  const f = q.filters;
  const query: AuditQuery = {
    page: q.page,
    limit: PAGE_SIZE,
    ...(f.start_date ? { start_date: f.start_date } : {}),
    ...(f.end_date ? { end_date: f.end_date } : {}),
    ...(f.action ? { action: f.action as AuditQuery["action"] } : {}),
    ...(f.target_type ? { target_type: f.target_type as AuditQuery["target_type"] } : {}),
    ...(f.target_id ? { target_id: Number(f.target_id) } : {}),
    ...(f.actor_id ? { actor_id: Number(f.actor_id) } : {}),
  };
  const list = useAuditList(query);
  const fields: FilterField[] = [
    { kind: "date-range", label: t("audit.when"), start: "start_date", end: "end_date" },
    { kind: "select", key: "action", label: t("audit.action"), options: AUDIT_ACTIONS.map((a) => ({ value: a, label: text.action(a) })) },
    { kind: "select", key: "target_type", label: t("audit.target"), options: AUDIT_TARGETS.map((a) => ({ value: a, label: text.target(a) })) },
    { kind: "text", key: "target_id", label: t("audit.targetId"), placeholder: "123", maxLength: 12 },
    { kind: "text", key: "actor_id", label: t("audit.actorId"), placeholder: "4", maxLength: 12 },
  ];
  const columns: Column<AuditEntry>[] = [
    { key: "time", header: t("audit.when"), cell: (e) => <span className="admin-time">{formatDateTime(e.create_time, lang)}</span> },
    {
      key: "who",
      header: t("audit.who"),
      cell: (e) => (
        <span className="x-cell">
          <span>{e.actor.nickname || t("audit.userN", { n: e.actor.id })}</span>
          <span className="admin-muted">{`${level(e.actor.level_type)} · ID ${e.actor.id}`}</span>
        </span>
      ),
    },
    { key: "what", header: t("audit.action"), cell: (e) => <strong>{text.action(e.action)}</strong> },
    {
      key: "target",
      header: t("audit.target"),
      cell: (e) => (
        <span className="x-cell">
          <span>{text.target(e.target_type)}</span>
          <span className="admin-muted x-mono">{e.target_sn || (e.target_id ? `#${e.target_id}` : "—")}</span>
        </span>
      ),
    },
    { key: "changes", header: t("audit.changes"), cell: (e) => <AuditChanges entry={e} /> },
    { key: "remark", header: t("audit.reason"), cell: (e) => e.remark || <span className="admin-muted">—</span> },
  ];
  return (
    <>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("audit.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(e) => e.id}
        card={(e) => (
          <ul className="x-audit-list" role="list">
            <AuditItem entry={e} showTarget />
          </ul>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("audit.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </>
  );
}
