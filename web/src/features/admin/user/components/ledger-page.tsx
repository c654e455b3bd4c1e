/**
 * The one page of a company ledger (/admin/user/income and /admin/user/coin-income, §2): the
 * totals in, out and now, the last 12 months as a chart, the month and type filters, and the
 * records of the chosen month and type, each with what was left after it. Month, type and page
 * live in the URL. Each ledger says how it reads its records and writes its amounts.
 */
import { useMemo, type ReactNode } from "react";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { SelectField } from "../../../../components/form-field.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { longMonth } from "../../../../lib/admin/calendar-names.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import type { ApiState } from "../../../../lib/use-api.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { ALL_MONTHS, ledgerMonth } from "../ledger-month.ts";
import type { LedgerMonth } from "./ledger-chart.tsx";
import { LedgerChart } from "./ledger-chart.tsx";
import { Ref, Signed, What } from "./ledger-parts.tsx";
import "./user.css";

export interface LedgerRecord {
  id: number;
  create_time: string | number;
  title: string;
  type: number;
  order_sn?: string | null | undefined;
  remark?: string | null | undefined;
}

export interface LedgerData<R> {
  list: R[];
  total?: number | undefined;
}

export interface LedgerQuery {
  page: number;
  limit: number;
  month?: string;
  type?: number;
}

const PAGE_SIZE = 20;

export interface LedgerPageProps<R extends LedgerRecord, D extends LedgerData<R>> {
  /** The ledger's hook (stable: a module's function), given the page, month and type of the URL. */
  useRecords: (query: LedgerQuery) => ApiState<D>;
  types: readonly number[];
  typeName: (type: number) => string;
  title: string;
  totalsLabel: string;
  /** [label when a month is chosen, label for all months] */
  inLabels: readonly [string, string];
  outLabels: readonly [string, string];
  /** What came in and went out, formatted, from the list's answer. */
  totals: (data: D | undefined) => { in: string | undefined; out: string | undefined };
  nowLabel: string;
  now: string | undefined;
  chartTitle: string;
  months: (data: D) => readonly LedgerMonth[] | undefined;
  format: (v: number) => string;
  axis: (v: number) => string;
  amountKey: string;
  amountHeader: string;
  amount: (r: R) => { v: number; text: string };
  balanceHeader: string;
  balance: (r: R) => ReactNode;
  balanceAfter: (r: R) => string;
  recordsLabel: string;
  emptyText: string;
}

export function LedgerPage<R extends LedgerRecord, D extends LedgerData<R>>(p: LedgerPageProps<R, D>) {
  const t = useT("admin-user");
  const lang = useLanguage();
  const spec = useMemo(() => ({ month: { kind: "text", max: 7 }, type: { kind: "enum", values: p.types.map(String) } }) as const, [p.types]);
  const q = useListQuery(spec);
  const month = ledgerMonth(q.filters.month);
  const type = q.filters.type === undefined ? undefined : Number(q.filters.type);
  const list = p.useRecords({ page: q.page, limit: PAGE_SIZE, ...(month !== null ? { month } : {}), ...(type !== undefined ? { type } : {}) });
  const months = list.data === undefined ? undefined : p.months(list.data);
  const totals = p.totals(list.data);
  const amount = (r: R) => {
    const a = p.amount(r);
    return <Signed v={a.v} text={a.text} />;
  };

  const columns: Column<R>[] = [
    { key: "time", header: t("ledger.time"), cell: (r) => <span className="money-muted">{formatDateTime(r.create_time, lang)}</span> },
    { key: "what", header: t("ledger.what"), cell: (r) => <What title={r.title} kind={p.typeName(r.type)} /> },
    { key: p.amountKey, header: p.amountHeader, align: "end", cell: amount },
    { key: "balance", header: p.balanceHeader, align: "end", cell: p.balance },
    { key: "ref", header: t("ledger.ref"), cell: (r) => <Ref sn={r.order_sn} remark={r.remark} /> },
  ];

  return (
    <AdminPage title={p.title} backHref={adminPaths.user.index()}>
      <dl className="ledger-totals" aria-label={p.totalsLabel}>
        <div>
          <dt>{month === null ? p.inLabels[1] : p.inLabels[0]}</dt>
          <dd className="ledger-totals__value ledger-totals__value--success">{totals.in ?? "—"}</dd>
        </div>
        <div>
          <dt>{month === null ? p.outLabels[1] : p.outLabels[0]}</dt>
          <dd className="ledger-totals__value">{totals.out ?? "—"}</dd>
        </div>
        <div>
          <dt>{p.nowLabel}</dt>
          <dd className="ledger-totals__value ledger-totals__value--brand">{p.now ?? "—"}</dd>
        </div>
      </dl>

      <DetailSection title={p.chartTitle}>
        {months === undefined ? (
          list.error ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} /> : <LoadingState />
        ) : (
          <LedgerChart caption={p.chartTitle} months={months} chosen={month} onChoose={(m) => q.setFilters({ month: m })} format={p.format} axis={p.axis} />
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
          options={[{ value: "", label: t("ledger.allTypes") }, ...p.types.map((n) => ({ value: String(n), label: p.typeName(n) }))]}
          onChange={(v) => q.setFilters({ type: v === "" ? undefined : v })}
        />
      </div>

      <DataList
        label={p.recordsLabel}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        card={(r) => (
          <div className="money-item">
            <div className="money-item__line">
              <What title={r.title} kind={p.typeName(r.type)} />
              {amount(r)}
            </div>
            <div className="money-item__line money-muted">
              <span>{formatDateTime(r.create_time, lang)}</span>
              <span>{p.balanceAfter(r)}</span>
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
        emptyText={p.emptyText}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
