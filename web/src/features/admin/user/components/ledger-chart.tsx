/**
 * The month chart of the money and coin records (issue 16): the last 12 months as pairs of
 * columns, what came in (orange) and what went out (grey); the chosen month is the page's, and
 * choosing a column (tap, arrow keys) shows that month's records. Reuses the dashboard's
 * hand-written SVG column chart (components/admin/charts).
 */
import { BarChart } from "../../../../components/admin/charts/bar-chart.tsx";
import { longMonth, shortMonth } from "../../../../lib/admin/calendar-names.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";

export interface LedgerMonth {
  month: string;
  in: number;
  out: number;
}

export function LedgerChart({ months, chosen, onChoose, format, axis, caption }: { months: readonly LedgerMonth[]; chosen: string | null; onChoose: (month: string) => void; format: (v: number) => string; axis: (v: number) => string; caption: string }) {
  const t = useT("admin-user");
  const lang = useLanguage();
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return (
    <BarChart
      caption={caption}
      captionHidden
      bars={months.map((m) => ({ key: m.month, label: shortMonth(m.month, lang), name: longMonth(m.month, lang), value: m.in, second: m.out }))}
      format={format}
      formatAxis={axis}
      head={[t("ledger.month"), t("ledger.in")]}
      details={{ head: [t("ledger.out")], cells: (b) => [t("ledger.outN", { v: format(byMonth.get(b.key)?.out ?? 0) })] }}
      legend={[t("ledger.in"), t("ledger.out")]}
      stepLabel={t("ledger.keys")}
      {...(chosen !== null ? { chosen } : {})}
      onChoose={onChoose}
    />
  );
}
