/**
 * The seam between the platform and the activities module (ADMIN-MAP D3, built by another piece
 * of work): the platform only sets or clears its own flag on an activity (ActivityRecord
 * `taken_down`), and the buyer-facing list leaves flagged ones out (printing/home.ts
 * runningActivities). The activities module's own lists and pages read the same flag.
 */
import type { Language } from "../../web/contract/constants.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { own } from "../store/own.ts";
import type { ActivityRecord, Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";
import { X } from "./messages.ts";

/** The platform's flag on an activity: 1 = taken down, with the reason; 0 = as the shop set it up. */
export function takenDownView(a: ActivityRecord): { id: number; taken_down: 0 | 1; reason: string | null } {
  const t = a.taken_down ?? null;
  return { id: a.id, taken_down: t === null ? 0 : 1, reason: t?.reason ?? null };
}

export function setActivityTakenDown(
  store: Store,
  actor: UserRecord,
  input: { id: number; taken_down: 0 | 1; reason?: string | undefined },
  nowS: number,
  lang: Language,
): ActivityRecord {
  const a = own(store.activities, input.id);
  if (a === undefined) throw new ApiError(404, say(lang, X.activityNotFound));
  const before = takenDownView(a);
  const reason = input.taken_down === 1 ? (input.reason ?? "") : null;
  if (before.taken_down === input.taken_down && before.reason === reason) return a; // as it is
  a.taken_down = input.taken_down === 1 ? { reason: reason ?? "", time: nowS, by: actor.id } : null;
  recordAudit(
    store,
    actor,
    {
      action: input.taken_down === 1 ? "activity.take_down" : "activity.restore",
      target_type: "activity",
      target_id: a.id,
      target_sn: a.title,
      before: { taken_down: before.taken_down, reason: before.reason },
      after: { taken_down: input.taken_down, reason },
      remark: input.reason,
    },
    nowS,
  );
  return a;
}
