/**
 * /admin/user/income?month&type (§2): the company's money records (manage/income-list): the
 * last 12 months in and out as a chart, the chosen month's totals in and out, and its records of
 * a type, each with the balance after it; the newest record's balance is the balance /admin/user
 * and the dashboard show (one ledger). Month, type and page live in the URL.
 */
import { INCOME_TYPE, type IncomeRecord } from "../../../../../contract/http/manage.ts";
import { valuesOf } from "../../../../../contract/http/common.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { SelectField } from "../../../../components/form-field.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { longMonth } from "../../../../lib/admin/calendar-names.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useBalance } from "../api/use-balance.ts";
import { useIncomeList } from "../api/use-income-list.ts";
import { LedgerChart } from "../components/ledger-chart.tsx";
import { Ref, Signed, What } from "../components/ledger-parts.tsx";
import { ALL_MONTHS, ledgerMonth } from "../ledger-month.ts";
import { useMoney } from "../money.ts";
import "../components/user.css";

const INCOME_TYPES = valuesOf(INCOME_TYPE);
export const INCOME_SPEC = {
  month: { kind: "text", max: 7 },
  type: { kind: "enum", values: INCOME_TYPES.map(String) },
} as const;
const PAGE_SIZE = 20;

export function IncomePage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const money = useMoney();
  const balance = useBalance();
  const q = useListQuery(INCOME_SPEC);
  const month = ledgerMonth(q.filters.month);
  const type = q.filters.type === undefined ? undefined : (Number(q.filters.type) as (typeof INCOME_TYPES)[number]);
  const list = useIncomeList({ page: q.page, limit: PAGE_SIZE, ...(month !== null ? { month } : {}), ...(type !== undefined ? { type } : {}) });
  const months = list.data?.months;
  const typeName = (n: number) => ((INCOME_TYPES as readonly number[]).includes(n) ? t(`income.type${n as 1}`) : t("income.typeOther", { n }));

  const columns: Column<IncomeRecord>[] = [
    { key: "time", header: t("ledger.time"), cell: (r) => <span className="money-muted">{formatDateTime(r.create_time, lang)}</span> },
    { key: "what", header: t("ledger.what"), cell: (r) => <What title={r.title} kind={typeName(r.type)} /> },
    { key: "amount", header: t("ledger.amount"), align: "end", cell: (r) => <Signed v={Number(r.amount)} text={money.signed(r.amount)} /> },
    { key: "balance", header: t("income.balanceAfter"), align: "end", cell: (r) => <span className="ledger-balance">{money.exact(r.balance)}</span> },
    { key: "ref", header: t("ledger.ref"), cell: (r) => <Ref sn={r.order_sn} remark={r.remark} /> },
  ];

  return (
    <AdminPage title={t("income.title")} backHref={adminPaths.user.index()}>
      <dl className="ledger-totals" aria-label={t("income.totals")}>
        <div>
          <dt>{month === null ? t("income.allIn") : t("income.monthIn")}</dt>
          <dd className="ledger-totals__value ledger-totals__value--success">{list.data?.month_income !== undefined ? money.exact(list.data.month_income) : "—"}</dd>
        </div>
        <div>
          <dt>{month === null ? t("income.allOut") : t("income.monthOut")}</dt>
          <dd className="ledger-totals__value">{list.data?.month_expense !== undefined ? money.exact(list.data.month_expense) : "—"}</dd>
        </div>
        <div>
          <dt>{t("income.balance")}</dt>
          <dd className="ledger-totals__value ledger-totals__value--brand">{balance.data ? money.exact(balance.data.balance) : "—"}</dd>
        </div>
      </dl>

      <DetailSection title={t("ledger.chart")}>
        {months === undefined ? (
          list.error ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} /> : <LoadingState />
        ) : (
          <LedgerChart
            caption={t("ledger.chart")}
            months={months.map((m) => ({ month: m.month, in: Number(m.income), out: Number(m.expense) }))}
            chosen={month}
            onChoose={(m) => q.setFilters({ month: m })}
            format={money.exact}
            axis={money.axis}
          />
        )}
      </DetailSection>

      <div className="ledger-filters">
        <SelectField
          label={t("ledger.month")}
          name="month"
          value={month ?? ALL_MONTHS}
          options={[...(months ?? []).map((m) => m.month).reverse().map((m) => ({ value: m, label: longMonth(m, lang) })), { value: ALL_MONTHS, label: t("ledger.allMonths") }]}
          onChange={(v) => q.setFilters({ month: v })}
        />
        <SelectField
          label={t("ledger.type")}
          name="type"
          value={q.filters.type ?? ""}
          options={[{ value: "", label: t("ledger.allTypes") }, ...INCOME_TYPES.map((n) => ({ value: String(n), label: typeName(n) }))]}
          onChange={(v) => q.setFilters({ type: v === "" ? undefined : v })}
        />
      </div>

      <DataList
        label={t("income.records")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        card={(r) => (
          <div className="money-item">
            <div className="money-item__line">
              <What title={r.title} kind={typeName(r.type)} />
              <Signed v={Number(r.amount)} text={money.signed(r.amount)} />
            </div>
            <div className="money-item__line money-muted">
              <span>{formatDateTime(r.create_time, lang)}</span>
              <span>{t("income.balanceAfterN", { money: money.exact(r.balance) })}</span>
            </div>
            {(r.order_sn || r.remark) && (
              <div className="money-item__line money-muted">
                <Ref sn={r.order_sn} remark={r.remark} />
              </div>
            )}
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.filters.type !== undefined}
        onClearFilters={() => q.setFilters({ type: undefined })}
        emptyText={t("income.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
