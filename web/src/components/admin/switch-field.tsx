/**
 * An on/off setting in an admin form: what it is and what it does, and a switch (a checkbox with
 * role="switch", so screen readers say on/off); the whole row is the touch target (≥ 44 px).
 */
import "./admin-form.css";
import { useId, type ReactNode } from "react";

export interface SwitchFieldProps {
  label: ReactNode;
  /** What turning it on does, under the label. */
  hint?: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function SwitchField({ label, hint, name, checked, onChange, disabled = false }: SwitchFieldProps) {
  const id = useId();
  return (
    <label className="switch-field" htmlFor={id}>
      <span className="switch-field__text">
        <span className="switch-field__label">{label}</span>
        {hint !== undefined && (
          <span className="switch-field__hint" id={`${id}-hint`}>
            {hint}
          </span>
        )}
      </span>
      <input
        id={id}
        className="switch-field__input"
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint !== undefined ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
