/**
 * /admin/user/coin-income?month&type (§2): the company's coin records (manage/coin-list): coins
 * customers put in the printers (§9 pay type 70), refunds and grants. The last 12 months in and
 * out as a chart, the chosen month's totals, its records of a type with the count after each.
 */
import { COIN_TYPE, type CoinRecord } from "../../../../../contract/http/manage.ts";
import { valuesOf } from "../../../../../contract/http/common.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { SelectField } from "../../../../components/form-field.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { longMonth } from "../../../../lib/admin/calendar-names.ts";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useCoinList } from "../api/use-coin-list.ts";
import { LedgerChart } from "../components/ledger-chart.tsx";
import { Ref, Signed, What } from "../components/ledger-parts.tsx";
import { ALL_MONTHS, ledgerMonth } from "../ledger-month.ts";
import "../components/user.css";

const COIN_TYPES = valuesOf(COIN_TYPE);
export const COIN_SPEC = {
  month: { kind: "text", max: 7 },
  type: { kind: "enum", values: COIN_TYPES.map(String) },
} as const;
const PAGE_SIZE = 20;

export function CoinIncomePage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const q = useListQuery(COIN_SPEC);
  const month = ledgerMonth(q.filters.month);
  const type = q.filters.type === undefined ? undefined : (Number(q.filters.type) as (typeof COIN_TYPES)[number]);
  const list = useCoinList({ page: q.page, limit: PAGE_SIZE, ...(month !== null ? { month } : {}), ...(type !== undefined ? { type } : {}) });
  const months = list.data?.months;
  const coins = (n: number) => t("coins.n", { n: formatCount(n, lang) });
  const signed = (n: number) => (n > 0 ? `+${coins(n)}` : coins(n));
  const typeName = (n: number) => ((COIN_TYPES as readonly number[]).includes(n) ? t(`coins.type${n as 1}`) : t("income.typeOther", { n }));
  // The coins now: the newest record's count, whatever the page shows.
  const latest = useCoinList({ page: 1, limit: 1 });
  const now = latest.data === undefined ? undefined : (latest.data.list[0]?.balance ?? 0);

  const columns: Column<CoinRecord>[] = [
    { key: "time", header: t("ledger.time"), cell: (r) => <span className="money-muted">{formatDateTime(r.create_time, lang)}</span> },
    { key: "what", header: t("ledger.what"), cell: (r) => <What title={r.title} kind={typeName(r.type)} /> },
    { key: "coins", header: t("coins.coins"), align: "end", cell: (r) => <Signed v={r.coins} text={signed(r.coins)} /> },
    { key: "balance", header: t("coins.after"), align: "end", cell: (r) => coins(r.balance) },
    { key: "ref", header: t("ledger.ref"), cell: (r) => <Ref sn={r.order_sn} remark={r.remark} /> },
  ];

  return (
    <AdminPage title={t("coins.title")} backHref={adminPaths.user.index()}>
      <dl className="ledger-totals" aria-label={t("coins.totals")}>
        <div>
          <dt>{month === null ? t("coins.allIn") : t("coins.monthIn")}</dt>
          <dd className="ledger-totals__value ledger-totals__value--success">{list.data?.coins_in !== undefined ? coins(list.data.coins_in) : "—"}</dd>
        </div>
        <div>
          <dt>{month === null ? t("coins.allOut") : t("coins.monthOut")}</dt>
          <dd className="ledger-totals__value">{list.data?.coins_out !== undefined ? coins(list.data.coins_out) : "—"}</dd>
        </div>
        <div>
          <dt>{t("coins.count")}</dt>
          <dd className="ledger-totals__value ledger-totals__value--brand">{now !== undefined ? coins(now) : "—"}</dd>
        </div>
      </dl>

      <DetailSection title={t("ledger.coinChart")}>
        {months === undefined ? (
          list.error ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} /> : <LoadingState />
        ) : (
          <LedgerChart
            caption={t("ledger.coinChart")}
            months={months.map((m) => ({ month: m.month, in: m.coins_in, out: m.coins_out }))}
            chosen={month}
            onChoose={(m) => q.setFilters({ month: m })}
            format={coins}
            axis={(v) => formatCount(Math.round(v), lang)}
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
          options={[{ value: "", label: t("ledger.allTypes") }, ...COIN_TYPES.map((n) => ({ value: String(n), label: typeName(n) }))]}
          onChange={(v) => q.setFilters({ type: v === "" ? undefined : v })}
        />
      </div>

      <DataList
        label={t("coins.records")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        card={(r) => (
          <div className="money-item">
            <div className="money-item__line">
              <What title={r.title} kind={typeName(r.type)} />
              <Signed v={r.coins} text={signed(r.coins)} />
            </div>
            <div className="money-item__line money-muted">
              <span>{formatDateTime(r.create_time, lang)}</span>
              <span>{t("coins.afterN", { n: formatCount(r.balance, lang) })}</span>
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
        emptyText={t("coins.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
