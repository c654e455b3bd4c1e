/**
 * /admin/activity/detail?id (issue 15): one activity: its task and cash back, where and when it
 * runs, its numbers (submissions, waiting, paid), the latest submissions, and what the merchant
 * can do with it: edit, print its poster, end it now, or delete it while nobody has submitted
 * (§4: each destructive action through a confirm drawer). Without an id, or for another
 * company's activity (404), it says so.
 */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ACTIVITY_RECORD_STATUS, type ManageActivityInfo } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../../components/admin/detail.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { isAdmin } from "../../../../lib/roles.ts";
import { useSession } from "../../../../lib/session.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useActivityDelete } from "../api/use-activity-delete.ts";
import { useActivityEnd } from "../api/use-activity-end.ts";
import { useActivityInfo } from "../api/use-activity-info.ts";
import { useActivityRecords } from "../api/use-activity-records.ts";
import { ActivityStateBadge, cashBackText, periodText, RecordStatusBadge, TypeChip } from "../components/activity-parts.tsx";

export function ActivityDetailPage() {
  const t = useT("admin-activity");
  const id = useQueryId();
  const info = useActivityInfo(id);
  const toList = <Link href={adminPaths.activity.index()}>{t("detail.toList")}</Link>;
  return (
    <AdminPage title={t("detail.title")} backHref={adminPaths.activity.index()} subtitle={info.data?.title}>
      <RecordGate
        id={id}
        data={info.data}
        error={info.error}
        onRetry={() => void info.reload()}
        noId={{ title: t("detail.noId"), action: toList }}
        notFound={{ title: t("detail.notFound"), text: t("detail.notFoundText"), action: toList }}
      >
        {(a) => <ActivityDetail activity={a} />}
      </RecordGate>
    </AdminPage>
  );
}

function ActivityDetail({ activity: a }: { activity: ManageActivityInfo }) {
  const t = useT("admin-activity");
  const lang = useLanguage();
  // Platform admins see every company's: whose it is matters to them only.
  const admin = isAdmin(useSession().user);
  const [, navigate] = useLocation();
  const end = useActivityEnd();
  const remove = useActivityDelete();
  const [confirm, setConfirm] = useState<"end" | "delete" | null>(null);
  const money = (v: string | number) => cashBackText(v, a.currency);
  const live = a.state !== "ended" && !a.taken_down;
  const waitingHref = adminPaths.activity.record({ id: a.id, status: ACTIVITY_RECORD_STATUS.SUBMITTED });

  const doEnd = async () => {
    await end.trigger({ id: a.id });
    toast.success(t("detail.ended"));
  };
  const doDelete = async () => {
    await remove.trigger({ id: a.id });
    toast.success(t("detail.deleted"));
    navigate(adminPaths.activity.index(), { replace: true });
  };

  return (
    <>
      <DetailSection className="activity-head">
        <div className="activity-head__main">
          <Img className="activity-head__img" src={a.image_url ?? ""} alt="" />
          <div className="activity-head__text">
            <strong className="activity-head__title">{a.title}</strong>
            <span className="activity-head__badges">
              <TypeChip type={a.type} />
              <ActivityStateBadge activity={a} />
            </span>
          </div>
          <strong className="activity-head__money" aria-label={t("detail.cashBackIs", { money: money(a.cash_back) })}>
            {money(a.cash_back)}
          </strong>
        </div>
        <div className="activity-buttons">
          <Link className={buttonClassName("primary", { block: true })} href={adminPaths.activity.form({ id: a.id })}>
            {t("action.edit")}
          </Link>
          <Link className={buttonClassName("secondary", { block: true })} href={adminPaths.activity.ticket({ id: a.id })}>
            {t("action.ticket")}
          </Link>
          {live && (
            <Button variant="secondary" block onClick={() => setConfirm("end")}>
              {t("action.end")}
            </Button>
          )}
          {a.record_count === 0 && (
            <Button variant="danger" block onClick={() => setConfirm("delete")}>
              {t("action.delete")}
            </Button>
          )}
        </div>
      </DetailSection>

      {a.taken_down && <p className="activity-notice" role="note">{t("detail.takenDown", { reason: a.taken_down.reason })}</p>}

      <StatGrid label={t("detail.figures")}>
        <StatCard label={t("stat.records")} value={String(a.record_count)} href={adminPaths.activity.record({ id: a.id })} />
        <StatCard label={t("stat.waiting")} value={String(a.pending_count)} tone={a.pending_count > 0 ? "danger" : "plain"} href={waitingHref} />
        <StatCard label={t("stat.paidCount")} value={String(a.paid_count)} tone="success" />
        <StatCard label={t("stat.paidTotal")} value={money(a.paid_total)} />
      </StatGrid>

      <div className="activity-columns">
        <div className="activity-column">
          <DetailSection title={t("detail.task")}>
            <DetailRows
              rows={[
                { label: t("field.type"), value: t(`type.${a.type}`) },
                { label: t("field.requirement"), value: t(`task.${a.type}`, { n: a.like_count ?? 0 }) },
                { label: t("field.cashBack"), value: money(a.cash_back) },
                { label: t("field.period"), value: periodText(a) },
                {
                  label: t("field.popup"),
                  value: a.popup_probability === null || a.popup_probability === undefined ? t("popup.default") : t("popup.percent", { n: Math.round(a.popup_probability * 100) }),
                },
                { label: t("field.description"), value: a.description, optional: true },
                { label: t("detail.created"), value: formatDateTime(a.create_time, lang) },
                { label: t("detail.endedAt"), value: a.ended_time ? formatDateTime(a.ended_time, lang) : undefined, optional: true },
                { label: t("detail.company"), value: admin ? a.company_name : undefined, optional: true },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("detail.where")}>
            <DetailRows
              rows={[
                {
                  label: t("field.shops"),
                  value: a.shops.length > 0 ? <Chips items={a.shops.map((s) => s.name)} /> : undefined,
                  optional: true,
                },
                { label: t("field.printers"), value: a.sns.length > 0 ? <Chips items={a.sns} mono /> : undefined, optional: true },
                { label: t("detail.printersNow"), value: t("detail.printersCount", { n: a.tickets.length }) },
              ]}
            />
          </DetailSection>
        </div>
        <RecentRecords activity={a} />
      </div>

      <ConfirmDrawer
        open={confirm === "end"}
        title={t("confirm.endTitle")}
        message={t("confirm.endText")}
        confirmLabel={t("action.end")}
        danger
        onConfirm={doEnd}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDrawer
        open={confirm === "delete"}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteText", { title: a.title })}
        confirmLabel={t("action.delete")}
        danger
        onConfirm={doDelete}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

function Chips({ items, mono = false }: { items: readonly string[]; mono?: boolean }) {
  return (
    <ul className="activity-chips" role="list">
      {items.map((s) => (
        <li key={s} className={`activity-chip${mono ? " admin-mono" : ""}`}>
          {s}
        </li>
      ))}
    </ul>
  );
}

/** The five latest submissions (waiting first), each a way to its decision. */
function RecentRecords({ activity: a }: { activity: ManageActivityInfo }) {
  const t = useT("admin-activity");
  const lang = useLanguage();
  const records = useActivityRecords({ activity_id: a.id, page: 1, limit: 5 });
  const rows = records.data?.list;
  return (
    <DetailSection
      title={t("detail.recent")}
      actions={
        a.record_count > 0 ? (
          <Link className="activity-more" href={adminPaths.activity.record({ id: a.id })}>
            {t("detail.allRecords")}
          </Link>
        ) : undefined
      }
    >
      {rows === undefined ? (
        <p className="admin-muted">{records.error ? t("detail.recordsFailed") : t("detail.recordsLoading")}</p>
      ) : rows.length === 0 ? (
        <p className="admin-muted">{t("detail.noRecords")}</p>
      ) : (
        <ul className="activity-rows" role="list">
          {rows.map((r) => (
            <li key={r.id}>
              <Link className="activity-link-row" href={adminPaths.activity.recordDetail({ id: r.id })}>
                <span className="activity-stack">
                  <span>{r.user?.nickname || r.user?.mobile || t("record.someone")}</span>
                  <span className="admin-muted">{formatDateTime(r.submit_time, lang)}</span>
                </span>
                <span className="activity-head__badges">
                  <RecordStatusBadge status={r.status} />
                  <ChevronRightIcon size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
