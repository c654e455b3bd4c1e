/** The month's income per day (§3 calendar, manage/month-profit-data) as a heat map, month by month. */
import { useState } from "react";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { HeatMap } from "../../../../components/admin/charts/heat-map.tsx";
import { BackIcon } from "../../../../components/icons.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { dayName, longMonth, weekdayNames } from "../../../../lib/admin/calendar-names.ts";
import { addMonths, monthOfDay, today } from "../../../../lib/admin/dates.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useMonthProfit } from "../api/use-month-profit.ts";
import type { Money } from "./money.ts";
import "./dashboard.css";

export function CalendarCard({ shopId, money }: { shopId: number | undefined; money: Money }) {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const now = today();
  const current = monthOfDay(now);
  const [month, setMonth] = useState(current);
  const profit = useMonthProfit(month, shopId);
  const data = profit.data?.month === month ? profit.data : undefined;

  const nav = (
    <div className="dash-month-nav">
      <button type="button" className="dash-month-nav__step" aria-label={t("calendar.prev")} onClick={() => setMonth(addMonths(month, -1))}>
        <BackIcon size={18} />
      </button>
      <span className="dash-month-nav__name">{longMonth(month, lang)}</span>
      <button
        type="button"
        className="dash-month-nav__step"
        aria-label={t("calendar.next")}
        disabled={month >= current}
        onClick={() => setMonth(addMonths(month, 1))}
      >
        <ChevronRightIcon size={18} />
      </button>
    </div>
  );

  let body;
  if (data === undefined) body = profit.error ? <ErrorState message={errorMessage(profit.error)} onRetry={() => void profit.reload()} /> : <LoadingState />;
  else
    body = (
      <>
        <p className="dash-muted">{t("calendar.total", { money: money.exact(data.total) })}</p>
        <HeatMap
          captionHidden
          caption={t("calendar.caption", { month: longMonth(month, lang) })}
          month={month}
          values={new Map(data.list.map((e) => [e.day, Number(e.value)]))}
          format={money.exact}
          dayName={(d) => dayName(month, d, lang)}
          weekdays={weekdayNames(lang)}
          today={month === current ? Number(now.slice(8, 10)) : undefined}
          head={[t("calendar.day"), t("calendar.income")]}
          stepLabel={t("calendar.keys")}
          legend={[t("calendar.less"), t("calendar.more")]}
        />
      </>
    );

  return (
    <DetailSection title={t("calendar.title")} actions={nav} className="dash-card">
      {body}
    </DetailSection>
  );
}
