/**
 * §4: every destructive action (hide, pin, delete a pattern, ...) asks here first. While
 * onConfirm runs the confirm button is busy and disabled, so a second tap cannot submit twice.
 * §8: "Confirm-drawer failures are logged and the action stops": a throw is logged with
 * console.error and the drawer stays open; on success it closes. A decision that needs a word
 * (the remark of a refusal) puts its input in the children; onConfirm answering false keeps the
 * drawer open without an error (the input says what is missing).
 */
import "./confirm-drawer.css";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "../lib/i18n/index.ts";
import { BottomSheet } from "./bottom-sheet.tsx";
import { Button } from "./button.tsx";

export interface ConfirmDrawerProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Figures or rows under the message (what a withdrawal moves), outside its paragraph. */
  details?: ReactNode;
  /** Default t("action.confirm"). */
  confirmLabel?: string;
  /** Default t("action.cancel"). */
  cancelLabel?: string;
  /** Red confirm button for deletions. */
  danger?: boolean;
  /** false: not done (an input among the children says why); the drawer stays open. */
  onConfirm: () => Promise<void | false> | void | false;
  onClose: () => void;
  /** Inputs the decision needs (a remark, an amount), under the message. */
  children?: ReactNode;
}

export function ConfirmDrawer({ open, title, message, details, confirmLabel, cancelLabel, danger = false, onConfirm, onClose, children }: ConfirmDrawerProps) {
  const t = useT("common");
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two taps in one frame both see the state as false.
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setBusyBoth = (v: boolean) => {
    busyRef.current = v;
    if (mounted.current) setBusy(v);
  };

  const close = () => {
    if (!busyRef.current) onClose();
  };

  const confirm = async () => {
    if (busyRef.current) return;
    setBusyBoth(true);
    let done;
    try {
      done = await onConfirm();
    } catch (err) {
      console.error("confirm action failed", err);
      setBusyBoth(false);
      return;
    }
    setBusyBoth(false);
    if (done !== false) onClose();
  };

  return (
    <BottomSheet
      open={open}
      onClose={close}
      title={title}
      role="alertdialog"
      describedBy={message !== undefined ? messageId : undefined}
      initialFocusRef={cancelRef}
      showClose={false}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={close}>
            {cancelLabel ?? t("action.cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} loading={busy} onClick={() => void confirm()}>
            {confirmLabel ?? t("action.confirm")}
          </Button>
        </>
      }
    >
      {message !== undefined && (
        <p className="confirm-drawer__message" id={messageId}>
          {message}
        </p>
      )}
      {details !== undefined && <div className="confirm-drawer__details">{details}</div>}
      {children}
    </BottomSheet>
  );
}
