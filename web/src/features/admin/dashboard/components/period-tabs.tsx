/** The periods of a ranking (manage/rank, more-rank): today, the last 7 days, this month, all time. */
import { RANK_PERIODS } from "../../../../../contract/http/manage.ts";
import { Tabs } from "../../../../components/tabs.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import type { RankPeriod } from "../api/use-rank.ts";
import "./dashboard.css";

export function PeriodTabs({ value, onChange }: { value: RankPeriod; onChange: (p: RankPeriod) => void }) {
  const t = useT("admin-dashboard");
  return (
    <Tabs
      items={RANK_PERIODS.map((p) => ({ key: p, label: t(`period.${p}`) }))}
      value={value}
      onChange={onChange}
      label={t("period.label")}
      className="dash-periods"
    />
  );
}
