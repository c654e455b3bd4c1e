/**
 * /admin/x/withdraw (issue 17; not one of §2's fifteen: the withdrawal review sits beside the
 * queues it belongs with, reached from the /admin/x index card). Without an id: signed
 * withdrawals waiting for review, oldest first (manage/index waiting_withdraw_count), then paid,
 * rejected, waiting for the merchant's signature, all. With ?id: one withdrawal, where its money
 * came from, and (levels 3, 7) approve (the transfer went out: paid) or reject with a reason the
 * merchant reads (the held amount goes back to the shops' balance). Two reviewers decide once.
 */
import { useState } from "react";
import { WITHDRAW_STATUS as W } from "../../../../contract/http/tixian.ts";
import type { PlatformWithdrawal, PlatformWithdrawalInfo } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { Button } from "../../../components/button.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useWithdrawInfo } from "../api/use-withdraw-info.ts";
import { useWithdrawQueue } from "../api/use-withdraw-queue.ts";
import { useWithdrawReview } from "../api/use-withdraw-review.ts";
import { AuditTrail } from "../components/audit-entry.tsx";
import { DecideDrawer } from "../components/decide-drawer.tsx";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import { QueueTabs } from "../components/queue-tabs.tsx";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { WithdrawBadge } from "../components/status.tsx";
import "../components/x.css";

const TAB_STATUS = { review: W.REVIEWING, paid: W.PAID, rejected: W.REJECTED, signing: W.SIGNING, all: undefined } as const;
type TabKey = keyof typeof TAB_STATUS;
const TAB_KEYS = Object.keys(TAB_STATUS) as TabKey[];
const SPEC = { tab: { kind: "enum", values: TAB_KEYS }, sn: { kind: "text", max: 32 } } as const;

export function WithdrawPage() {
  const { id, detail } = useQueryId();
  return detail ? <WithdrawDetail id={id} /> : <WithdrawList />;
}

function WithdrawList() {
  const t = useT("admin-x");
  const lang = useLanguage();
  const { canAct } = usePlatformLevel();
  const q = useListQuery(SPEC);
  const tab: TabKey = (q.filters.tab as TabKey | undefined) ?? "review";
  const status = TAB_STATUS[tab];
  const list = useWithdrawQueue({ page: q.page, limit: PAGE_SIZE, ...(status !== undefined ? { status } : {}), ...(q.filters.sn ? { sn: q.filters.sn } : {}) });
  const fields: FilterField[] = [{ kind: "text", key: "sn", label: t("withdraw.sn"), placeholder: "TX2026…", maxLength: 32 }];
  const columns: Column<PlatformWithdrawal>[] = [
    {
      key: "sn",
      header: t("withdraw.col.sn"),
      primary: true,
      cell: (w) => (
        <span className="x-cell">
          <span className="x-mono">{w.sn}</span>
          <span className="admin-muted">{w.company?.name ?? "—"}</span>
        </span>
      ),
    },
    { key: "user", header: t("withdraw.col.user"), cell: (w) => (w.user ? `${w.user.nickname || "—"} ${w.user.mobile ?? ""}` : "—") },
    { key: "account", header: t("withdraw.col.account"), cell: (w) => <Account w={w} /> },
    {
      key: "amount",
      header: t("withdraw.col.amount"),
      align: "end",
      cell: (w) => (
        <span className="x-cell x-cell--end">
          <strong className="admin-num">{formatAmount(w.amount)}</strong>
          <span className="admin-muted">{t("withdraw.actualShort", { money: formatAmount(w.actual_amount) })}</span>
        </span>
      ),
    },
    { key: "status", header: t("col.status"), cell: (w) => <WithdrawBadge status={w.status} /> },
    { key: "time", header: t("withdraw.col.time"), cell: (w) => <span className="admin-time">{formatDateTime(w.create_time, lang)}</span> },
  ];
  return (
    <AdminPage title={t("withdraw.title")} backHref={adminPaths.x.index()}>
      <QueueTabs tabs={TAB_KEYS.map((key) => ({ key, label: t(`withdraw.tab.${key}`) }))} value={tab} onChange={(k) => q.setFilters({ tab: k === "review" ? undefined : k })} label={t("col.status")} />
      {!canAct && <ReadOnlyNote />}
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={() => q.setFilters({ sn: undefined })} />
      <DataList
        label={t(`withdraw.tab.${tab}`)}
        columns={columns}
        rows={list.data?.list}
        rowKey={(w) => w.id}
        rowHref={(w) => adminPaths.x.withdraw({ id: w.id })}
        card={(w) => (
          <div className="x-card">
            <div className="x-card__line">
              <strong className="x-card__title">{w.company?.name ?? "—"}</strong>
              <strong className="admin-num">{formatAmount(w.amount)}</strong>
            </div>
            <span className="admin-muted">
              <span className="x-mono">{w.sn}</span> · {w.account_name} {w.bank_name}
            </span>
            <div className="x-card__line">
              <WithdrawBadge status={w.status} />
              <span className="admin-time">{formatDateTime(w.create_time, lang)}</span>
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.filters.sn !== undefined}
        onClearFilters={() => q.setFilters({ sn: undefined })}
        emptyText={t(tab === "review" ? "withdraw.emptyReview" : "withdraw.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function Account({ w }: { w: Pick<PlatformWithdrawal, "bank_name" | "bank_account" | "account_name"> }) {
  return (
    <span className="x-cell">
      <span>{w.account_name || "—"}</span>
      <span className="admin-muted">
        {w.bank_name} <span className="x-mono">{w.bank_account}</span>
      </span>
    </span>
  );
}

function WithdrawDetail({ id }: { id: number | null }) {
  const t = useT("admin-x");
  const info = useWithdrawInfo(id);
  return (
    <AdminPage title={t("withdraw.detail")} backHref={adminPaths.x.withdraw()} subtitle={info.data?.sn}>
      <DetailState id={id} state={info} listHref={adminPaths.x.withdraw()}>
        {(w) => <Withdrawal w={w} />}
      </DetailState>
    </AdminPage>
  );
}

function Withdrawal({ w }: { w: PlatformWithdrawalInfo }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const { canAct } = usePlatformLevel();
  const review = useWithdrawReview();
  const [step, setStep] = useState<"approve" | "reject" | null>(null);
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);
  const company = w.company?.name ?? "—";
  const account = `${w.bank_name ?? ""} ${w.bank_account ?? ""}`.trim();

  return (
    <>
      <DetailSection className="x-head">
        <div className="x-head__main">
          <div className="x-head__text">
            <strong className="x-head__title">{company}</strong>
            <WithdrawBadge status={w.status} />
          </div>
          <div className="x-head__money">
            <strong>{formatAmount(w.amount)}</strong>
            <span className="admin-muted">{t("withdraw.actualShort", { money: formatAmount(w.actual_amount) })}</span>
          </div>
        </div>
        {w.status === W.REVIEWING && canAct && (
          <div className="x-actions">
            <Button variant="secondary" onClick={() => setStep("reject")}>
              {t("withdraw.reject")}
            </Button>
            <Button onClick={() => setStep("approve")}>{t("withdraw.approve")}</Button>
          </div>
        )}
        {w.status === W.REVIEWING && !canAct && <ReadOnlyNote />}
        {w.status === W.SIGNING && <p className="x-note">{t("withdraw.notSigned")}</p>}
      </DetailSection>
      <div className="x-columns">
        <div className="x-stack">
          <DetailSection title={t("withdraw.money")}>
            <DetailRows
              rows={[
                { label: t("withdraw.amount"), value: formatAmount(w.amount) },
                { label: t("withdraw.fee"), value: formatAmount(w.fee) },
                { label: t("withdraw.actual"), value: <strong>{formatAmount(w.actual_amount)}</strong> },
                { label: t("withdraw.accountName"), value: w.account_name },
                { label: t("withdraw.bank"), value: account },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("withdraw.sources")}>
            <DetailRows rows={w.sources.map((s) => ({ label: s.shop_name || `#${s.shop_id}`, value: formatAmount(s.amount) }))} />
          </DetailSection>
        </div>
        <div className="x-stack">
          <DetailSection title={t("withdraw.progress")}>
            <DetailRows
              rows={[
                { label: t("withdraw.sn"), value: <span className="x-mono">{w.sn}</span> },
                { label: t("withdraw.company"), value: company },
                { label: t("withdraw.applicant"), value: w.user ? `${w.user.nickname || "—"} ${w.user.mobile ?? ""}` : undefined },
                { label: t("withdraw.appliedAt"), value: time(w.create_time) },
                { label: t("withdraw.signedAt"), value: time(w.sign_time) ?? t("withdraw.unsigned") },
                { label: t("withdraw.reviewedAt"), value: time(w.review_time), optional: true },
                { label: t("withdraw.reviewer"), value: w.reviewer ? w.reviewer.nickname || `#${w.reviewer.id}` : undefined, optional: true },
                { label: t("withdraw.paidAt"), value: time(w.pay_time), optional: true },
                { label: t("withdraw.remark"), value: w.remark, optional: true },
              ]}
            />
          </DetailSection>
          <AuditTrail targets={[{ type: "withdrawal", id: w.id }]} />
        </div>
      </div>
      <DecideDrawer
        open={step === "approve"}
        title={t("withdraw.approveTitle")}
        message={t("withdraw.approveText", { money: formatAmount(w.actual_amount), who: w.account_name ?? "", account })}
        confirmLabel={t("withdraw.approve")}
        remark="optional"
        onDecide={async (remark) => {
          await review.trigger({ id: w.id, pass: true, ...(remark ? { remark } : {}) });
          toast.success(t("withdraw.approved"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "reject"}
        title={t("withdraw.rejectTitle")}
        message={t("withdraw.rejectText", { money: formatAmount(w.amount), company })}
        confirmLabel={t("withdraw.reject")}
        danger
        remark="required"
        remarkPlaceholder={t("withdraw.rejectPlaceholder")}
        onDecide={async (remark) => {
          await review.trigger({ id: w.id, pass: false, remark });
          toast.success(t("withdraw.rejected"));
        }}
        onClose={() => setStep(null)}
      />
    </>
  );
}
