/**
 * /admin/user/income?month&type (§2): the company's money records (manage/income-list): the
 * last 12 months in and out as a chart, the chosen month's totals in and out, and its records of
 * a type, each with the balance after it; the newest record's balance is the balance /admin/user
 * and the dashboard show (one ledger). Month, type and page live in the URL.
 */
import { INCOME_TYPE, type IncomeRecord, type incomeList } from "../../../../../contract/http/manage.ts";
import { valuesOf } from "../../../../../contract/http/common.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useBalance } from "../api/use-balance.ts";
import { useIncomeList } from "../api/use-income-list.ts";
import { LedgerPage, type LedgerQuery } from "../components/ledger-page.tsx";
import { useMoney } from "../money.ts";

const INCOME_TYPES = valuesOf(INCOME_TYPE);
// The type is one of INCOME_TYPES: the page's URL spec only lets those through.
const useRecords = (query: LedgerQuery) => useIncomeList(query as InputOf<typeof incomeList>);

export function IncomePage() {
  const t = useT("admin-user");
  const money = useMoney();
  const balance = useBalance();
  return (
    <LedgerPage<IncomeRecord, NonNullable<ReturnType<typeof useIncomeList>["data"]>>
      useRecords={useRecords}
      types={INCOME_TYPES}
      typeName={(n) => ((INCOME_TYPES as readonly number[]).includes(n) ? t(`income.type${n as 1}`) : t("income.typeOther", { n }))}
      title={t("income.title")}
      totalsLabel={t("income.totals")}
      inLabels={[t("income.monthIn"), t("income.allIn")]}
      outLabels={[t("income.monthOut"), t("income.allOut")]}
      totals={(d) => ({
        in: d?.month_income !== undefined ? money.exact(d.month_income) : undefined,
        out: d?.month_expense !== undefined ? money.exact(d.month_expense) : undefined,
      })}
      nowLabel={t("income.balance")}
      now={balance.data ? money.exact(balance.data.balance) : undefined}
      chartTitle={t("ledger.chart")}
      months={(d) => d.months?.map((m) => ({ month: m.month, in: Number(m.income), out: Number(m.expense) }))}
      format={money.exact}
      axis={money.axis}
      amountKey="amount"
      amountHeader={t("ledger.amount")}
      amount={(r) => ({ v: Number(r.amount), text: money.signed(r.amount) })}
      balanceHeader={t("income.balanceAfter")}
      balance={(r) => <span className="ledger-balance">{money.exact(r.balance)}</span>}
      balanceAfter={(r) => t("income.balanceAfterN", { money: money.exact(r.balance) })}
      recordsLabel={t("income.records")}
      emptyText={t("income.empty")}
    />
  );
}
