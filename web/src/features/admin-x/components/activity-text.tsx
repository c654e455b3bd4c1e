/** A cash-back activity's words (§1 task types, its state) and badges, as the platform's pages show them. */
import { ACTIVITY_STATES, ACTIVITY_TYPES, type ActivityState, type ManageActivity } from "../../../../contract/http/activity.ts";
import { StatusBadge, type Tone } from "../../../components/admin/detail.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { useT } from "../../../lib/i18n/index.ts";
import "./x.css";

const STATE_TONE: Readonly<Record<ActivityState, Tone>> = { upcoming: "info", running: "success", ended: "muted" };

export function useActivityText() {
  const t = useT("admin-x");
  return {
    state: (s: string) => ((ACTIVITY_STATES as readonly string[]).includes(s) ? t(`activityState.${s as ActivityState}`) : s),
    type: (s: string) => ((ACTIVITY_TYPES as readonly string[]).includes(s) ? t(`activityType.${s as (typeof ACTIVITY_TYPES)[number]}`) : s),
  };
}

export function ActivityBadges({ activity }: { activity: Pick<ManageActivity, "state" | "taken_down"> }) {
  const t = useT("admin-x");
  const text = useActivityText();
  return (
    <span className="x-badges">
      {activity.taken_down ? <StatusBadge tone="danger">{t("activity.takenDown")}</StatusBadge> : null}
      <StatusBadge tone={STATE_TONE[activity.state]}>{text.state(activity.state)}</StatusBadge>
    </span>
  );
}

/** §1: cash back goes to the buyer's balance in yuan. */
export function activityMoney(v: string | number): string {
  return formatAmount(v);
}

/** The China days (UTC+8, the backend's days) it runs; §4: a timestamp below 1e10 is in seconds. */
export function activityDates(a: Pick<ManageActivity, "start_time" | "end_time">): string {
  const day = (v: number | string) => {
    const ms = typeof v === "number" ? (v < 1e10 ? v * 1000 : v) : Date.parse(v);
    return Number.isFinite(ms) ? new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10) : "—";
  };
  return `${day(a.start_time)} ~ ${day(a.end_time)}`;
}
