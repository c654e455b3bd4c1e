/**
 * A quantity: − / + buttons (44 px targets) around a number the keyboard can type. Typing is
 * kept as text until it leaves the field, then clamped to [min, max], so "1" on the way to "12"
 * is not sent; the buttons change it at once.
 */
import { useEffect, useState } from "react";
import { useT } from "../../../../lib/i18n/index.ts";
import "./store.css";

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (n: number) => void;
  /** Accessible name ("数量：糖画专用一级白砂糖"). */
  label: string;
  disabled?: boolean;
}

export function clampQuantity(n: number, min: number, max: number): number {
  if (!Number.isFinite(n)) return min;
  return Math.min(Math.max(Math.floor(n), min), Math.max(min, max));
}

export function QuantityStepper({ value, min = 1, max, onChange, label, disabled = false }: QuantityStepperProps) {
  const t = useT("admin-store");
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const n = clampQuantity(Number(raw), min, max);
    setText(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__btn" aria-label={t("qty.less")} disabled={disabled || value <= min} onClick={() => onChange(clampQuantity(value - 1, min, max))}>
        −
      </button>
      <input
        className="stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t("qty.label")}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, "").slice(0, 4))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit((e.target as HTMLInputElement).value);
        }}
      />
      <button type="button" className="stepper__btn" aria-label={t("qty.more")} disabled={disabled || value >= max} onClick={() => onChange(clampQuantity(value + 1, min, max))}>
        +
      </button>
    </div>
  );
}
