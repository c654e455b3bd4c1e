/**
 * The last 12 months (manage/month-statistics) as columns of income, each with its orders and
 * refunds in words; and this month's split (the profit breakdown): income, refunds, what is left,
 * and which shops (or printers) it came from.
 */
import type { MonthStat } from "../../../../../contract/http/manage.ts";
import { BarChart } from "../../../../components/admin/charts/bar-chart.tsx";
import { ShareBar } from "../../../../components/admin/charts/share-bar.tsx";
import { DetailSection, DetailRows } from "../../../../components/admin/detail.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { longMonth, shortMonth } from "../../../../lib/admin/calendar-names.ts";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useMonthStatistics } from "../api/use-month-statistics.ts";
import { useRank } from "../api/use-rank.ts";
import type { Money } from "./money.ts";
import "./dashboard.css";

export function MonthsCard({ shopId, money }: { shopId: number | undefined; money: Money }) {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const stats = useMonthStatistics(shopId);
  const list = stats.data?.list;
  let body;
  if (list === undefined) body = stats.error ? <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.reload()} /> : <LoadingState />;
  else {
    const byMonth = new Map(list.map((m) => [m.month, m]));
    body = (
      <BarChart
        captionHidden
        caption={t("months.caption")}
        bars={list.map((m) => ({ key: m.month, label: shortMonth(m.month, lang), name: longMonth(m.month, lang), value: Number(m.income) }))}
        format={money.exact}
        formatAxis={money.axis}
        head={[t("months.month"), t("months.income")]}
        details={{
          head: [t("months.orders"), t("months.refunds")],
          cells: (b) => {
            const m = byMonth.get(b.key);
            return [t("months.ordersN", { n: formatCount(m?.order_count ?? 0, lang) }), t("months.refundsN", { money: money.exact(m?.refund_amount ?? 0) })];
          },
        }}
        stepLabel={t("months.keys")}
      />
    );
  }
  return (
    <DetailSection title={t("months.title")} className="dash-card">
      {body}
    </DetailSection>
  );
}

/** This month: income less refunds, and where the income came from. */
export function BreakdownCard({ shopId, money, byShop }: { shopId: number | undefined; money: Money; byShop: boolean }) {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const stats = useMonthStatistics(shopId);
  const parts = useRank(byShop ? "shop" : "device", "month", shopId);
  const current: MonthStat | undefined = stats.data?.list.at(-1);

  let body;
  if (current === undefined) body = stats.error ? <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.reload()} /> : <LoadingState />;
  else {
    const income = Number(current.income);
    const refunds = Number(current.refund_amount);
    const rows = (parts.data?.list ?? []).filter((r) => Number(r.value) > 0);
    body = (
      <div className="dash-breakdown">
        <DetailRows
          rows={[
            { label: t("breakdown.income"), value: <strong>{money.exact(income)}</strong> },
            { label: t("breakdown.refunds"), value: refunds > 0 ? `-${money.exact(refunds)}` : money.exact(0) },
            { label: t("breakdown.net"), value: <strong className="dash-net">{money.exact(income - refunds)}</strong> },
            { label: t("breakdown.orders"), value: t("months.ordersN", { n: formatCount(current.order_count, lang) }) },
          ]}
        />
        {rows.length > 0 && (
          <>
            <h3 className="dash-subtitle">{byShop ? t("breakdown.byShop") : t("breakdown.byPrinter")}</h3>
            <ShareBar
              label={byShop ? t("breakdown.byShop") : t("breakdown.byPrinter")}
              parts={rows.map((r) => ({ key: String(r.id), label: r.name, value: Number(r.value) }))}
              format={money.exact}
            />
          </>
        )}
      </div>
    );
  }
  return (
    <DetailSection title={t("breakdown.title", { month: current ? longMonth(current.month, lang) : "" })} className="dash-card">
      {body}
    </DetailSection>
  );
}
