/**
 * The task of an activity as four cards a merchant taps (issue 15, §1): follow the official
 * account, a post with a like count, a review, a short video; each says what the buyer does.
 * A radio group underneath, so keyboards and screen readers get the usual arrows and names.
 */
import { ACTIVITY_TYPES } from "../../../../../contract/http/activity.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import type { ActivityType } from "../form-rules.ts";
import "./activity-form.css";

export function TypePicker({ value, onChange, disabled, name }: { value: ActivityType; onChange: (t: ActivityType) => void; disabled: boolean; name: string }) {
  const t = useT("admin-activity");
  return (
    <div className="activity-types" role="radiogroup" aria-label={t("field.type")}>
      {ACTIVITY_TYPES.map((type) => (
        <label key={type} className={`activity-types__card${value === type ? " activity-types__card--on" : ""}${disabled ? " activity-types__card--locked" : ""}`}>
          <input type="radio" name={name} value={type} checked={value === type} disabled={disabled} onChange={() => onChange(type)} />
          <span className="activity-types__name">{t(`type.${type}`)}</span>
          <span className="activity-types__text">{t(`typeHint.${type}`)}</span>
        </label>
      ))}
    </div>
  );
}
