/**
 * /admin/activity/record-detail?id (issue 15): one buyer's submission: the screenshots large (a
 * tap opens the original), the task it is for, the buyer (§5 masked), the order and printer, and
 * the decision: approve (the cash back goes into the buyer's balance, paid once whatever is
 * tapped twice: the confirm drawer's button is busy while the call runs and the server pays once)
 * or refuse with a reason the buyer reads. Without an id, or another company's (404), it says so.
 */
import { useState } from "react";
import { Link } from "wouter";
import { ACTIVITY_RECORD_STATUS, type ActivityRecord } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, Timeline, type TimelineStep } from "../../../../components/admin/detail.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useActivityInfo } from "../api/use-activity-info.ts";
import { useActivityRecord } from "../api/use-activity-record.ts";
import { useActivityRecordAudit } from "../api/use-activity-record-audit.ts";
import { cashBackText, RecordStatusBadge, TypeChip } from "../components/activity-parts.tsx";
import { RefuseDrawer } from "../components/refuse-drawer.tsx";
import "../components/record-detail.css";

const R = ACTIVITY_RECORD_STATUS;

export function ActivityRecordDetailPage() {
  const t = useT("admin-activity");
  const id = useQueryId();
  const record = useActivityRecord(id);
  const toList = <Link href={adminPaths.activity.record({ status: R.SUBMITTED })}>{t("record.toList")}</Link>;
  return (
    <AdminPage title={t("recordDetail.title")} backHref={adminPaths.activity.record()} subtitle={record.data?.activity_title}>
      <RecordGate
        id={id}
        data={record.data}
        error={record.error}
        onRetry={() => void record.reload()}
        noId={{ title: t("recordDetail.noId"), action: toList }}
        notFound={{ title: t("recordDetail.notFound"), text: t("detail.notFoundText"), action: toList }}
      >
        {(r) => <RecordDetail record={r} />}
      </RecordGate>
    </AdminPage>
  );
}

function RecordDetail({ record: r }: { record: ActivityRecord }) {
  const t = useT("admin-activity");
  const lang = useLanguage();
  const audit = useActivityRecordAudit();
  // The task's like count, for the refusal's quick reasons of a post.
  const activity = useActivityInfo(r.type === "post" ? r.activity_id : null);
  const [open, setOpen] = useState<"approve" | "refuse" | null>(null);
  const money = cashBackText(r.cash_back, r.currency);
  const time = (s: number | string | null | undefined) => (s ? formatDateTime(s, lang) : undefined);
  const waiting = r.status === R.SUBMITTED;
  const buyer = r.user?.nickname || r.user?.mobile || t("record.someone");

  const approve = async () => {
    const after = await audit.trigger({ id: r.id, pass: true });
    toast.success(after.status === R.PAID ? t("recordDetail.paid", { money }) : t("recordDetail.approved"));
  };
  const refuse = async (reason: string) => {
    await audit.trigger({ id: r.id, pass: false, reason });
    toast.success(t("recordDetail.refused"));
  };

  const steps: TimelineStep[] = [
    { key: "submit", title: r.tries > 1 ? t("step.resubmitted", { n: r.tries }) : t("step.submitted"), time: time(r.submit_time), state: "done" },
  ];
  if (r.status === R.REFUSED) steps.push({ key: "refused", title: t("step.refused"), time: time(r.audit_time), state: "failed", ...(r.reason ? { detail: r.reason } : {}) });
  else if (r.status === R.PAID || r.status === R.APPROVED) {
    steps.push({ key: "approved", title: t("step.approved"), time: time(r.audit_time), state: "done", ...(r.auditor?.nickname ? { detail: t("step.by", { who: r.auditor.nickname }) } : {}) });
    steps.push({ key: "paid", title: t("step.paid", { money }), time: time(r.pay_time), state: r.status === R.PAID ? "done" : "current" });
  } else steps.push({ key: "review", title: t("step.review"), state: "current" });

  return (
    <>
      <DetailSection className="record-head">
        <div className="record-head__main">
          <div className="activity-stack">
            <strong className="activity-head__title">{r.activity_title}</strong>
            <span className="activity-head__badges">
              <TypeChip type={r.type} />
              <RecordStatusBadge status={r.status} />
            </span>
          </div>
          <strong className="activity-head__money">{money}</strong>
        </div>
        {waiting ? (
          <div className="record-decide">
            <Button block onClick={() => setOpen("approve")}>
              {t("recordDetail.approve", { money })}
            </Button>
            <Button variant="secondary" block onClick={() => setOpen("refuse")}>
              {t("recordDetail.refuse")}
            </Button>
          </div>
        ) : r.status === R.REFUSED ? (
          <p className="activity-notice" role="note">
            {t("recordDetail.refusedBecause", { reason: r.reason ?? "—" })}
          </p>
        ) : (
          <p className="activity-notice activity-notice--info" role="note">
            {t("recordDetail.paidNote", { money })}
          </p>
        )}
      </DetailSection>

      <div className="activity-columns">
        <DetailSection title={t("recordDetail.screenshots", { n: r.images.length })}>
          <ul className="record-shots" role="list">
            {r.images.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer" className="record-shots__link">
                  <img className="record-shots__img" src={src} alt={t("record.shotN", { n: i + 1 })} />
                </a>
              </li>
            ))}
          </ul>
          {r.remark && <p className="record-remark">{t("recordDetail.remark", { text: r.remark })}</p>}
        </DetailSection>
        <div className="activity-column">
          <DetailSection title={t("recordDetail.progress")}>
            <Timeline label={t("recordDetail.progress")} steps={steps} />
          </DetailSection>
          <DetailSection title={t("recordDetail.about")}>
            <DetailRows
              rows={[
                { label: t("col.buyer"), value: buyer },
                { label: t("recordDetail.mobile"), value: r.user?.mobile, optional: true },
                { label: t("col.activity"), value: <Link href={adminPaths.activity.detail({ id: r.activity_id })}>{r.activity_title}</Link> },
                { label: t("field.cashBack"), value: money },
                { label: t("recordDetail.order"), value: r.order_sn ? <Link className="admin-mono" href={adminPaths.order.detail({ id: r.order_id })}>{r.order_sn}</Link> : undefined, optional: true },
                { label: t("recordDetail.shop"), value: r.shop_name, optional: true },
                { label: t("recordDetail.printer"), value: <span className="admin-mono">{r.sn}</span> },
                { label: t("recordDetail.tries"), value: String(r.tries) },
              ]}
            />
          </DetailSection>
        </div>
      </div>

      <ConfirmDrawer
        open={open === "approve"}
        title={t("confirm.approveTitle")}
        message={t("confirm.approveText", { money, who: buyer })}
        confirmLabel={t("confirm.approve", { money })}
        onConfirm={approve}
        onClose={() => setOpen(null)}
      />
      <RefuseDrawer open={open === "refuse"} onClose={() => setOpen(null)} onRefuse={refuse} likeCount={activity.data?.like_count ?? null} />
    </>
  );
}
