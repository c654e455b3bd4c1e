/**
 * /admin/user/coin-income?month&type (§2): the company's coin records (manage/coin-list): coins
 * customers put in the printers (§9 pay type 70), refunds and grants. The last 12 months in and
 * out as a chart, the chosen month's totals, its records of a type with the count after each.
 */
import { COIN_TYPE, type CoinRecord, type coinList } from "../../../../../contract/http/manage.ts";
import { valuesOf } from "../../../../../contract/http/common.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useCoinList } from "../api/use-coin-list.ts";
import { LedgerPage, type LedgerQuery } from "../components/ledger-page.tsx";

const COIN_TYPES = valuesOf(COIN_TYPE);
// The type is one of COIN_TYPES: the page's URL spec only lets those through.
const useRecords = (query: LedgerQuery) => useCoinList(query as InputOf<typeof coinList>);

export function CoinIncomePage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const coins = (n: number) => t("coins.n", { n: formatCount(n, lang) });
  // The coins now: the newest record's count, whatever the page shows.
  const latest = useCoinList({ page: 1, limit: 1 });
  const now = latest.data === undefined ? undefined : (latest.data.list[0]?.balance ?? 0);
  return (
    <LedgerPage<CoinRecord, NonNullable<ReturnType<typeof useCoinList>["data"]>>
      useRecords={useRecords}
      types={COIN_TYPES}
      typeName={(n) => ((COIN_TYPES as readonly number[]).includes(n) ? t(`coins.type${n as 1}`) : t("income.typeOther", { n }))}
      title={t("coins.title")}
      totalsLabel={t("coins.totals")}
      inLabels={[t("coins.monthIn"), t("coins.allIn")]}
      outLabels={[t("coins.monthOut"), t("coins.allOut")]}
      totals={(d) => ({
        in: d?.coins_in !== undefined ? coins(d.coins_in) : undefined,
        out: d?.coins_out !== undefined ? coins(d.coins_out) : undefined,
      })}
      nowLabel={t("coins.count")}
      now={now !== undefined ? coins(now) : undefined}
      chartTitle={t("ledger.coinChart")}
      months={(d) => d.months?.map((m) => ({ month: m.month, in: m.coins_in, out: m.coins_out }))}
      format={coins}
      axis={(v) => formatCount(Math.round(v), lang)}
      amountKey="coins"
      amountHeader={t("coins.coins")}
      amount={(r) => ({ v: r.coins, text: r.coins > 0 ? `+${coins(r.coins)}` : coins(r.coins) })}
      balanceHeader={t("coins.after")}
      balance={(r) => coins(r.balance)}
      balanceAfter={(r) => t("coins.afterN", { n: formatCount(r.balance, lang) })}
      recordsLabel={t("coins.records")}
      emptyText={t("coins.empty")}
    />
  );
}
