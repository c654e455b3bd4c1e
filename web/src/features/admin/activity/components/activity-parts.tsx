/**
 * The pieces every activity page shares: where an activity is in its life and a submission's
 * state as badges whose tone reads at a glance, the task's name, its dates as China days, and its
 * cash back in the currency of the printers it runs on (§1: HK$ in Hong Kong).
 */
import type { ActivityRecordStatus, ActivityState, ManageActivity } from "../../../../../contract/http/activity.ts";
import { ACTIVITY_RECORD_STATUS } from "../../../../../contract/http/activity.ts";
import { StatusBadge, type Tone } from "../../../../components/admin/detail.tsx";
import { chinaDay, lastChinaDay } from "../../../../lib/admin/dates.ts";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import "./activity.css";

const STATE_TONE: Readonly<Record<ActivityState, Tone>> = { running: "success", upcoming: "info", ended: "muted" };

export function ActivityStateBadge({ activity }: { activity: Pick<ManageActivity, "state" | "taken_down"> }) {
  const t = useT("admin-activity");
  if (activity.taken_down) return <StatusBadge tone="danger">{t("state.takenDown")}</StatusBadge>;
  return <StatusBadge tone={STATE_TONE[activity.state]}>{t(`state.${activity.state}`)}</StatusBadge>;
}

const R = ACTIVITY_RECORD_STATUS;
const RECORD_TONE: Readonly<Record<ActivityRecordStatus, Tone>> = { [R.SUBMITTED]: "warning", [R.APPROVED]: "info", [R.REFUSED]: "danger", [R.PAID]: "success" };

export function RecordStatusBadge({ status }: { status: ActivityRecordStatus }) {
  const t = useT("admin-activity");
  return <StatusBadge tone={RECORD_TONE[status]}>{t(`record.status.${status}`)}</StatusBadge>;
}

export function TypeChip({ type }: { type: ManageActivity["type"] }) {
  const t = useT("admin-activity");
  return <span className={`activity-type activity-type--${type}`}>{t(`type.${type}`)}</span>;
}

/** "2026-01-15 ~ 2026-03-31": the days it runs (end_time is the start of the day after). */
export function periodText(a: { start_time: number | string; end_time: number | string }): string {
  return `${chinaDay(a.start_time)} ~ ${lastChinaDay(a.end_time)}`;
}

/** Money in the activity's (or submission's) currency. */
export function cashBackText(value: string | number, currency: ManageActivity["currency"]): string {
  return formatAmount(value, currencyOf(currency));
}
