/**
 * Renders the toast store (web/src/lib/toast.ts). Toasts are grouped by position (default
 * top-center), at most 350 px wide (§9), animate in while `visible` and out once dismissed
 * (the store removes them 1 s later, §4/§9). A tap anywhere on a toast dismisses it.
 */
import "./toaster.css";
import type { CSSProperties } from "react";
import { TOAST_MAX_WIDTH_PX } from "../../contract/constants.ts";
import { useT } from "../lib/i18n/index.ts";
import { dismiss, useToasts, type Toast, type ToastPosition } from "../lib/toast.ts";
import { CheckIcon, CrossIcon } from "./action-icons.tsx";
import { Spinner } from "./states.tsx";

const POSITIONS: readonly ToastPosition[] = ["top-center", "top-left", "top-right", "bottom-center", "bottom-left", "bottom-right"];

export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  const style = { "--toast-max-width": `${TOAST_MAX_WIDTH_PX}px` } as CSSProperties; // §9: max width 350 px
  return (
    <div className="toaster" style={style}>
      {POSITIONS.map((position) => {
        // The store keeps the newest first; at the bottom the newest sits nearest the edge.
        const group = toasts.filter((t) => t.position === position);
        if (group.length === 0) return null;
        const ordered = position.startsWith("bottom") ? [...group].reverse() : group;
        return (
          <div key={position} className={`toaster__group toaster__group--${position}`}>
            {ordered.map((t) => (
              <ToastView key={t.id} toast={t} />
            ))}
          </div>
        );
      })}
    </div>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const t = useT("common");
  const isError = toast.type === "error";
  return (
    <div
      className={`toast toast--${toast.type}`}
      data-visible={toast.visible}
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
      aria-atomic="true"
      aria-hidden={toast.visible ? undefined : true}
    >
      <ToastIcon type={toast.type} />
      <span className="toast__message">{toast.message}</span>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={t("toast.dismiss")}
        tabIndex={toast.visible ? undefined : -1}
        onClick={() => dismiss(toast.id)}
      />
    </div>
  );
}

function ToastIcon({ type }: { type: Toast["type"] }) {
  switch (type) {
    case "success":
      return (
        <span className="toast__icon toast__icon--success">
          <CheckIcon size={14} strokeWidth={3} />
        </span>
      );
    case "error":
      return (
        <span className="toast__icon toast__icon--error">
          <CrossIcon size={14} strokeWidth={3} />
        </span>
      );
    case "loading":
      return <Spinner size="sm" decorative className="toast__spinner" />;
    default:
      return null;
  }
}
