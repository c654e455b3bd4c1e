/**
 * Waiting, empty and error states. Every list has loading, empty and error states and every
 * long wait shows visible progress (CONVENTIONS "Look and feel").
 */
import "./states.css";
import type { ReactNode } from "react";
import { useT } from "../lib/i18n/index.ts";
import { AlertIcon, EmptyBoxIcon } from "./icons.tsx";

export type SpinnerSize = "sm" | "md" | "lg";

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; default t("state.loading"). */
  label?: string;
  /** Hide from assistive technology when the surrounding element already says it is busy. */
  decorative?: boolean;
  className?: string;
}

/** A CSS ring spinner; an indeterminate progressbar for assistive technology. */
export function Spinner({ size = "md", label, decorative = false, className }: SpinnerProps) {
  const t = useT("common");
  const cls = `spinner spinner--${size}${className ? ` ${className}` : ""}`;
  if (decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="progressbar" aria-label={label ?? t("state.loading")} />;
}

export interface FullScreenSpinnerProps {
  /** Default t("app.loading"). */
  label?: string;
}

/** §2: covers the screen while the user or the company loads. */
export function FullScreenSpinner({ label }: FullScreenSpinnerProps) {
  const t = useT("common");
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <span className="visually-hidden">{label ?? t("app.loading")}</span>
    </div>
  );
}

/**
 * The same screen before translations exist: index.html ships this markup inside #root, and the
 * app's outermost Suspense shows it, so the first paint is a spinner rather than a blank page.
 * Its screen-reader text is bilingual because no language file has loaded yet.
 */
export function BootSpinner() {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="visually-hidden">加载中… Loading…</span>
    </div>
  );
}

export interface LoadingStateProps {
  /** Visible text under the spinner; default t("state.loading"). */
  label?: string;
  className?: string;
}

/** In-page loading block (a list's first page, a detail view). */
export function LoadingState({ label, className }: LoadingStateProps) {
  const t = useT("common");
  return (
    <div className={`state state--loading${className ? ` ${className}` : ""}`} role="status" aria-live="polite">
      <Spinner decorative />
      <p className="state__text">{label ?? t("state.loading")}</p>
    </div>
  );
}

export interface EmptyStateProps {
  /** Default: an empty box; pass null for none. */
  icon?: ReactNode;
  /** Default t("state.empty"). */
  title?: ReactNode;
  text?: ReactNode;
  /** A button or link, e.g. "create your first pattern". */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  const t = useT("common");
  const shownIcon = icon === undefined ? <EmptyBoxIcon size={56} /> : icon;
  return (
    <div className={`state state--empty${className ? ` ${className}` : ""}`}>
      {shownIcon !== null && <div className="state__icon">{shownIcon}</div>}
      <p className="state__title">{title ?? t("state.empty")}</p>
      {text !== undefined && <p className="state__text">{text}</p>}
      {action !== undefined && <div className="state__action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** Default t("state.error"). */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Default t("action.retry"). */
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const t = useT("common");
  return (
    <div className={`state state--error${className ? ` ${className}` : ""}`} role="alert">
      <div className="state__icon">
        <AlertIcon size={56} />
      </div>
      <p className="state__title">{title ?? t("state.error")}</p>
      {message !== undefined && message !== "" && <p className="state__text">{message}</p>}
      {onRetry && (
        <div className="state__action">
          <button type="button" className="state__retry" onClick={onRetry}>
            {retryLabel ?? t("action.retry")}
          </button>
        </div>
      )}
    </div>
  );
}

/** A readable message from whatever a data hook rejected with (Error, string or anything else). */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === "string") return error || undefined;
  return undefined;
}

/**
 * A part of the app (a lazy chunk) that could not load because the phone is offline (issue 11):
 * one tappable notice over the page, in place of the §8 reload that would end on the browser's
 * offline page.
 */
export function OfflineRetry({ onRetry }: { onRetry: () => void }) {
  const t = useT("common");
  return (
    <div className="offline-retry" role="alert">
      <button type="button" className="offline-retry__button" onClick={onRetry}>
        {t("state.offlineRetry")}
      </button>
    </div>
  );
}
