/**
 * /admin/x/shop-activity-detail?id (§2): one shop's cash-back activity as the platform reviews it:
 * the task, what it pays, where and when it runs, its submissions and money paid, and (levels 3,
 * 7) take it down with a reason (buyers no longer see it anywhere; the merchant reads why) or put
 * it back. Without an id it says so and leads to the list.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { ManageActivityInfo } from "../../../../contract/http/activity.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { StatCard, StatGrid } from "../../../components/admin/stat-card.tsx";
import { Button } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { formatCount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useActivity } from "../api/use-activity.ts";
import { useActivityStatus } from "../api/use-activity-status.ts";
import { ActivityBadges, activityDates, activityMoney, useActivityText } from "../components/activity-text.tsx";
import { AuditTrail } from "../components/audit-entry.tsx";
import { DecideDrawer } from "../components/decide-drawer.tsx";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import "../components/x.css";

export function ShopActivityDetailPage() {
  const t = useT("admin-x");
  const { id } = useQueryId();
  const info = useActivity(id);
  return (
    <AdminPage title={t("activity.detail")} backHref={adminPaths.x.shopActivity()} subtitle={info.data?.title}>
      <DetailState id={id} state={info} listHref={adminPaths.x.shopActivity()} listLabel={t("activity.toList")}>
        {(a) => <ActivityView activity={a} />}
      </DetailState>
    </AdminPage>
  );
}

function ActivityView({ activity: a }: { activity: ManageActivityInfo }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const text = useActivityText();
  const { canAct } = usePlatformLevel();
  const status = useActivityStatus();
  const [step, setStep] = useState<"down" | "up" | null>(null);
  const down = a.taken_down !== null && a.taken_down !== undefined;
  return (
    <>
      <DetailSection className="x-head">
        <div className="x-head__main">
          {a.image_url ? <Img className="x-head__img" src={a.image_url} alt="" /> : null}
          <div className="x-head__text">
            <strong className="x-head__title">{a.title}</strong>
            <ActivityBadges activity={a} />
            <span className="admin-muted">{`${text.type(a.type)} · ${a.company_name || "—"}`}</span>
          </div>
          <div className="x-head__money">
            <strong>{activityMoney(a.cash_back)}</strong>
            <span className="admin-muted">{t("activity.perTask")}</span>
          </div>
        </div>
        {down && <p className="x-note x-note--danger">{t("activity.takenDownBecause", { reason: a.taken_down?.reason ?? "", time: formatDateTime(a.taken_down?.time ?? 0, lang) })}</p>}
        {canAct && (
          <div className="x-actions">
            {down ? (
              <Button variant="secondary" onClick={() => setStep("up")}>
                {t("activity.restore")}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setStep("down")}>
                {t("activity.takeDown")}
              </Button>
            )}
          </div>
        )}
      </DetailSection>
      <StatGrid label={t("activity.figures")} columns={4}>
        <StatCard label={t("activity.records")} value={formatCount(a.record_count, lang)} />
        <StatCard label={t("activity.pending")} value={formatCount(a.pending_count, lang)} tone={a.pending_count > 0 ? "brand" : "plain"} />
        <StatCard label={t("activity.paid")} value={formatCount(a.paid_count, lang)} />
        <StatCard label={t("activity.paidTotal")} value={activityMoney(a.paid_total)} />
      </StatGrid>
      <div className="x-columns">
        <div className="x-stack">
          <DetailSection title={t("activity.about")}>
            <DetailRows
              rows={[
                { label: t("activity.type"), value: text.type(a.type) },
                { label: t("activity.likes"), value: a.like_count ?? undefined, optional: true },
                { label: t("activity.col.dates"), value: activityDates(a) },
                { label: t("activity.endedAt"), value: a.ended_time ? formatDateTime(a.ended_time, lang) : undefined, optional: true },
                { label: t("activity.popup"), value: a.popup_probability === null || a.popup_probability === undefined ? t("activity.popupDefault") : `${Math.round(a.popup_probability * 100)}%` },
                { label: t("activity.description"), value: a.description, optional: true },
                { label: t("activity.created"), value: formatDateTime(a.create_time, lang) },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("activity.whereRuns")}>
            <DetailRows
              rows={[
                { label: t("activity.company"), value: a.company_name },
                { label: t("activity.shops"), value: a.shops.map((s) => s.name).join("、"), optional: true },
                { label: t("activity.printers"), value: a.sns.join("、"), optional: true },
              ]}
            />
            {a.shops.map((s) => (
              <Link key={s.id} href={adminPaths.x.shop({ id: s.id })} className="x-inline-link">
                {t("activity.toShop", { name: s.name })}
              </Link>
            ))}
          </DetailSection>
        </div>
        <div className="x-stack">
          <AuditTrail targets={[{ type: "activity", id: a.id }]} />
        </div>
      </div>
      <DecideDrawer
        open={step === "down"}
        title={t("activity.takeDownTitle", { title: a.title })}
        message={t("activity.takeDownText")}
        confirmLabel={t("activity.takeDown")}
        danger
        remark="required"
        remarkPlaceholder={t("activity.takeDownPlaceholder")}
        onDecide={async (reason) => {
          await status.trigger({ id: a.id, taken_down: 1, reason });
          toast.success(t("activity.takenDownDone"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "up"}
        title={t("activity.restoreTitle", { title: a.title })}
        message={t("activity.restoreText")}
        confirmLabel={t("activity.restore")}
        onDecide={async () => {
          await status.trigger({ id: a.id, taken_down: 0 });
          toast.success(t("activity.restoredDone"));
        }}
        onClose={() => setStep(null)}
      />
    </>
  );
}
