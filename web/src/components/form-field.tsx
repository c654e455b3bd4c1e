/**
 * Form controls: labelled fields whose error is shown under the field and announced through
 * aria-invalid + aria-describedby (and, re-exported, the Button). Touch targets are at least
 * 44 px (CONVENTIONS "Look and feel").
 */
import "./form-field.css";
import {
  useId,
  type ChangeEvent,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// The Button lives in button.tsx (the /sugar first load needs it, not the fields); re-exported here
// for the forms that import both from one place.
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from "./button.tsx";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label on top, control, then hint and error underneath. */
function FieldFrame({ id, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={`field${hasText(error) ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hasText(hint) && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {hasText(error) && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function hasText(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/** aria-* that tie a control to its hint and error. */
function describe(id: string, hint: ReactNode, error: ReactNode) {
  const ids = [hasText(hint) ? `${id}-hint` : "", hasText(error) ? `${id}-error` : ""].filter(Boolean);
  return {
    "aria-invalid": hasText(error) || undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

interface FieldBase {
  label: ReactNode;
  name: string;
  value: string;
  /** Shown under the field; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Default: a generated id. */
  id?: string;
  /** Class of the field wrapper. */
  className?: string;
}

export interface TextFieldProps
  extends FieldBase,
    Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "id" | "className" | "children"> {
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Something on the right of the input, e.g. a send-code button. */
  addon?: ReactNode;
}

export function TextField({ label, name, value, onChange, error, hint, id, className, addon, required, type = "text", ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <div className="field__row">
        <input
          {...rest}
          {...describe(fieldId, hint, error)}
          id={fieldId}
          name={name}
          type={type}
          value={value}
          required={required}
          className="field__control"
          onChange={(e) => onChange(e.target.value, e)}
        />
        {addon !== undefined && <div className="field__addon">{addon}</div>}
      </div>
    </FieldFrame>
  );
}

/**
 * A mainland mobile number (login, binding, addresses): the phone keypad, the number the browser
 * has saved, and room for one typed with spaces ("138 0013 8000", 13 characters).
 */
export function MobileField(props: Omit<TextFieldProps, "name" | "type" | "inputMode" | "autoComplete" | "maxLength">) {
  return <TextField required {...props} name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={13} />;
}

export interface TextAreaFieldProps
  extends FieldBase,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "name" | "id" | "className" | "children"> {
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Shows "n/max" under the field when maxLength is set. */
  showCount?: boolean;
}

export function TextAreaField({ label, name, value, onChange, error, hint, id, className, required, showCount = false, rows = 4, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...rest}
        {...describe(fieldId, hint, error)}
        id={fieldId}
        name={name}
        rows={rows}
        value={value}
        required={required}
        className="field__control field__control--textarea"
        onChange={(e) => onChange(e.target.value, e)}
      />
      {showCount && rest.maxLength !== undefined && (
        <span className="field__count" aria-hidden="true">
          {value.length}/{rest.maxLength}
        </span>
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBase,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "name" | "id" | "className" | "children"> {
  options: readonly SelectOption[];
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** A first, empty option ("please choose") shown while nothing is selected. */
  placeholder?: string;
}

export function SelectField({ label, name, value, onChange, options, placeholder, error, hint, id, className, required, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...rest}
        {...describe(fieldId, hint, error)}
        id={fieldId}
        name={name}
        value={value}
        required={required}
        className="field__control field__control--select"
        onChange={(e) => onChange(e.target.value, e)}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  /** Called with the default submission prevented; the app validates itself (§5). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A form that never reloads the page and leaves validation to the app (noValidate). */
export function Form({ onSubmit, className, children, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      noValidate
      className={`form${className ? ` ${className}` : ""}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
    >
      {children}
    </form>
  );
}
