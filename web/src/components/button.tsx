/**
 * The Button: variants, a small size, full width, and a busy state with a spinner. Touch targets
 * are at least 44 px (CONVENTIONS "Look and feel"). Its own file so that a page with buttons but no
 * form fields (the /sugar shell, issue 5's 100 KB first load) does not load the fields.
 */
import "./button.css";
import type { ComponentPropsWithRef } from "react";
import { Spinner } from "./states.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

/** The Button's classes, for a link that must look like a button (`<Link className={...}>`). */
export function buttonClassName(variant: ButtonVariant = "primary", opts: { block?: boolean; size?: ButtonSize } = {}): string {
  return `button button--${variant}${opts.size === "sm" ? " button--sm" : ""}${opts.block ? " button--block" : ""}`;
}

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button (no double submit). */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  block = false,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const cls = buttonClassName(variant, { block, size }) + (className ? ` ${className}` : "");
  return (
    <button {...rest} type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner size="sm" decorative className="button__spinner" />}
      <span className="button__label">{children}</span>
    </button>
  );
}
