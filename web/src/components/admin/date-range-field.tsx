/**
 * A date range: two native date inputs (the phone's own calendar) and the quick ranges a shop
 * owner asks for most (today, 7 days, 30 days, this month). `error` shows under it, tied to both
 * inputs (a range too long for an export, start after end).
 */
import "../form-field.css"; // .field__error, .field__required
import "./admin.css";
import { useId, type ReactNode } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { DATE_PRESETS, presetRange, today } from "../../lib/admin/dates.ts";

export interface DateRangeFieldProps {
  label: ReactNode;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
  error?: ReactNode;
  required?: boolean;
}

export function DateRangeField({ label, start, end, onChange, error, required }: DateRangeFieldProps) {
  const t = useT("admin");
  const id = useId();
  const now = today();
  const invalid = error !== undefined && error !== null && error !== "";
  const describedBy = invalid ? `${id}-error` : undefined;
  return (
    <fieldset className={`date-range${invalid ? " date-range--invalid" : ""}`}>
      <legend className="filter-field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="date-range__inputs">
        <input
          type="date"
          className="filter-field__control"
          aria-label={t("date.start")}
          value={start}
          max={end || now}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value, end)}
        />
        <span className="date-range__to" aria-hidden="true">
          ~
        </span>
        <input
          type="date"
          className="filter-field__control"
          aria-label={t("date.end")}
          value={end}
          min={start || undefined}
          max={now}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(start, e.target.value)}
        />
      </div>
      <div className="date-range__presets">
        {DATE_PRESETS.map((p) => {
          const [a, b] = presetRange(p, now);
          const on = a === start && b === end;
          return (
            <button key={p} type="button" className="date-range__preset" aria-pressed={on} onClick={() => onChange(a, b)}>
              {t(`date.preset.${p}`)}
            </button>
          );
        })}
      </div>
      {invalid && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
