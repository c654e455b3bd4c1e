/** The month grid of daily sign-ins (§3 calendar entry: day, value), Monday first. */
import type { SignDay } from "../../../../contract/http/photo.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { calendarWeeks } from "../sign-calendar.ts";
import "./photo.css";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function SignCalendar({ entries, today }: { entries: readonly SignDay[]; today: string }) {
  const t = useT("photo");
  const weeks = calendarWeeks(entries, today);
  return (
    <table className="sign-calendar">
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {t(`sign.weekday.${d}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((cell, j) =>
              cell === null ? (
                <td key={j} />
              ) : (
                <td key={cell.day} className={`sign-calendar__cell sign-calendar__cell--${cell.state}`} aria-label={t(`sign.cell.${cell.state}`, { date: cell.date, value: cell.value })}>
                  <span className="sign-calendar__date">{cell.date}</span>
                  <span className="sign-calendar__value">{cell.state === "signed" ? "✓" : `+${cell.value}`}</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
