/**
 * A modal bottom sheet: rendered in a portal on document.body, slides up (not with reduced
 * motion), closes on backdrop tap and Escape, takes focus on open and keeps Tab inside,
 * gives focus back on close, and locks page scroll while open.
 */
import "./bottom-sheet.css";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useT } from "../lib/i18n/index.ts";
import { CrossIcon } from "./action-icons.tsx";

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; the dialog is labelled by it. */
  title?: ReactNode;
  /** Accessible name when there is no visible title (e.g. the pattern picker's image sheet). */
  label?: string;
  children?: ReactNode;
  /** Sticky actions under the scrolling body (safe-area padded). */
  footer?: ReactNode;
  /** Header close button; default true. */
  showClose?: boolean;
  /** "alertdialog" for confirmations (ConfirmDrawer). */
  role?: "dialog" | "alertdialog";
  /** id of the element that describes the dialog (a confirmation's message). */
  describedBy?: string;
  /** Focused on open instead of the sheet itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

export function BottomSheet(props: BottomSheetProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<OpenSheet {...props} />, document.body);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A double tap on the button that opens a sheet lands its second tap on the new backdrop, which
 * closed it at once (a confirm drawer opened and gone): backdrop taps this soon after opening are
 * ignored. Phones count two taps as a double tap within ~300 ms.
 */
const GHOST_TAP_MS = 400;

/** Open sheets, newest last: Escape closes only the top one. */
const openStack: symbol[] = [];

function OpenSheet({ onClose, title, label, children, footer, showClose = true, role = "dialog", describedBy, initialFocusRef, className }: BottomSheetProps) {
  const t = useT("common");
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const hasTitle = title !== undefined && title !== null && title !== "";
  const [openedAt] = useState(() => Date.now());
  const onBackdrop = () => {
    if (Date.now() - openedAt >= GHOST_TAP_MS) onClose();
  };

  useScrollLock();

  useEffect(() => {
    const token = Symbol("sheet");
    openStack.push(token);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || openStack[openStack.length - 1] !== token) return;
      e.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      const i = openStack.indexOf(token);
      if (i >= 0) openStack.splice(i, 1);
    };
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // An autoFocus field inside the sheet already has focus; leave it there.
    if (panel && !panel.contains(document.activeElement)) (initialFocusRef?.current ?? panel).focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // Focus moves once per opening, not whenever the props change.
  }, []);

  // Keeps Tab and Shift+Tab cycling inside the sheet (aria-modal).
  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panelRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`bottom-sheet${className ? ` ${className}` : ""}`}>
      <div className="bottom-sheet__backdrop" aria-hidden="true" onClick={onBackdrop} />
      <div
        ref={panelRef}
        className="bottom-sheet__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className="bottom-sheet__handle" aria-hidden="true" />
        {(hasTitle || showClose) && (
          <div className="bottom-sheet__header">
            {hasTitle && (
              <h2 className="bottom-sheet__title" id={titleId}>
                {title}
              </h2>
            )}
            {showClose && (
              <button type="button" className="bottom-sheet__close" aria-label={t("action.close")} onClick={onClose}>
                <CrossIcon size={20} />
              </button>
            )}
          </div>
        )}
        <div className="bottom-sheet__body">{children}</div>
        {footer !== undefined && <div className="bottom-sheet__footer">{footer}</div>}
      </div>
    </div>
  );
}

let locks = 0;
let saved: { html: string; body: string } | undefined;

/** Locks page scroll while any sheet is open (nested sheets share one lock). */
function useScrollLock(): void {
  useEffect(() => {
    const html = document.documentElement;
    const body = document.body;
    if (locks++ === 0) {
      saved = { html: html.style.overflow, body: body.style.overflow };
      html.style.overflow = "hidden";
      body.style.overflow = "hidden";
    }
    return () => {
      if (--locks === 0 && saved) {
        html.style.overflow = saved.html;
        body.style.overflow = saved.body;
        saved = undefined;
      }
    };
  }, []);
}
