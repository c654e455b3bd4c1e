/**
 * /admin/user/withdraw?status (§2): the merchant's withdrawals by status (tabs), newest first:
 * the amount, the fee and what arrives, the account (masked), when; a refused one says why.
 * Each opens its signing page, which also shows where it stands.
 */
import { Link } from "wouter";
import type { Withdrawal } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useWithdrawList } from "../api/use-withdraw-list.ts";
import { WITHDRAW_STATUSES, WithdrawBadge, useWithdrawText } from "../components/withdraw-status.tsx";
import { useMoney } from "../money.ts";
import "../components/user.css";

export const WITHDRAW_SPEC = { status: { kind: "enum", values: WITHDRAW_STATUSES.map(String) } } as const;
const PAGE_SIZE = 20;

export function WithdrawListPage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const money = useMoney();
  const text = useWithdrawText();
  const q = useListQuery(WITHDRAW_SPEC);
  const status = q.filters.status === undefined ? undefined : (Number(q.filters.status) as (typeof WITHDRAW_STATUSES)[number]);
  const list = useWithdrawList({ page: q.page, limit: PAGE_SIZE, ...(status !== undefined ? { status } : {}) });

  const columns: Column<Withdrawal>[] = [
    { key: "sn", header: t("withdraw.sn"), primary: true, cell: (w) => <span className="money-mono">{w.sn}</span> },
    { key: "amount", header: t("withdraw.amount"), align: "end", cell: (w) => <strong>{money.exact(w.amount)}</strong> },
    { key: "fee", header: t("withdraw.fee"), align: "end", cell: (w) => money.exact(w.fee) },
    { key: "arrives", header: t("withdraw.arrives"), align: "end", cell: (w) => money.exact(w.actual_amount) },
    { key: "account", header: t("withdraw.account"), cell: (w) => <Account w={w} /> },
    { key: "status", header: t("withdraw.status"), cell: (w) => <StatusCell w={w} /> },
    { key: "time", header: t("withdraw.time"), cell: (w) => <span className="money-muted">{formatDateTime(w.create_time, lang)}</span> },
  ];

  return (
    <AdminPage
      title={t("withdraw.title")}
      backHref={adminPaths.user.index()}
      actions={
        <Link href={adminPaths.user.withdrawForm()} className="money-head-action">
          {t("home.withdraw")}
        </Link>
      }
    >
      <Tabs
        className="money-tabs"
        label={t("withdraw.byStatus")}
        value={q.filters.status ?? "all"}
        onChange={(k) => q.setFilters({ status: k === "all" ? undefined : k })}
        items={[{ key: "all", label: t("withdraw.all") }, ...WITHDRAW_STATUSES.map((s) => ({ key: String(s), label: text(s) }))]}
      />
      <DataList
        label={t("withdraw.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(w) => w.id}
        rowHref={(w) => adminPaths.user.withdrawSign({ id: w.id })}
        card={(w) => (
          <div className="money-item">
            <div className="money-item__line">
              <strong>{money.exact(w.amount)}</strong>
              <StatusCell w={w} />
            </div>
            <div className="money-item__line money-muted">
              <span>{t("withdraw.feeArrives", { fee: money.exact(w.fee), arrives: money.exact(w.actual_amount) })}</span>
            </div>
            <div className="money-item__line money-muted">
              <Account w={w} />
              <span className="money-nowrap">{formatDateTime(w.create_time, lang)}</span>
            </div>
            {w.remark ? <p className="money-item__remark">{w.remark}</p> : null}
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("withdraw.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function Account({ w }: { w: Withdrawal }) {
  return (
    <span className="money-account-cell">
      <span className="money-account-cell__bank">{w.bank_name}</span>
      <span>{(w.bank_account ?? "").slice(-4)}</span>
    </span>
  );
}

function StatusCell({ w }: { w: Withdrawal }) {
  return <WithdrawBadge status={w.status} />;
}
