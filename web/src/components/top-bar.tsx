/**
 * §2: the shared top bar: a back control and left, centre (title) and right slots. Sticky at
 * the top, under the status bar's safe-area inset; every control is at least 44 px.
 */
import "./top-bar.css";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { useT } from "../lib/i18n/index.ts";
import { canGoBackInApp } from "../lib/in-app-history.ts";
import { BackIcon } from "./icons.tsx";

export interface TopBarProps {
  /** Centre slot; rendered as the page's h1. */
  title?: ReactNode;
  /**
   * Show the back control; default true. "in-app": only when an entry of this app lies behind
   * (the page a scan lands on has none: back would go to about:blank or close WeChat's page).
   */
  back?: boolean | "in-app";
  /** Where back goes when no entry of this app lies behind (opened from a QR code); default "/". */
  backHref?: string;
  /** Replaces the default back behaviour (e.g. the store header always returns to /admin/user). */
  onBack?: () => void;
  /** After the back control. */
  left?: ReactNode;
  right?: ReactNode;
  className?: string;
}

export function TopBar({ title, back = true, backHref = "/", onBack, left, right, className }: TopBarProps) {
  const t = useT("common");
  const [, navigate] = useLocation();
  const goBack = () => {
    if (onBack) onBack();
    // A page opened straight from a scan, or after a login or a pay page replaced its entry, has
    // nothing of this app behind it: history.back() would leave the app (issue 11).
    else if (canGoBackInApp()) window.history.back();
    else navigate(backHref, { replace: true });
  };
  return (
    <header className={`top-bar${className ? ` ${className}` : ""}`}>
      <div className="top-bar__inner">
        <div className="top-bar__left">
          {(back === "in-app" ? canGoBackInApp() : back) && (
            <button type="button" className="top-bar__back" aria-label={t("action.back")} onClick={goBack}>
              <BackIcon size={24} />
            </button>
          )}
          {left}
        </div>
        {title !== undefined && title !== null && title !== "" ? (
          <h1 className="top-bar__title">{title}</h1>
        ) : (
          <div className="top-bar__title" />
        )}
        <div className="top-bar__right">{right}</div>
      </div>
    </header>
  );
}
