/**
 * A platform decision through the confirm drawer (§4): what will happen, then the decision's word
 * where one is needed: a refusal, a rejection, a suspension or a take-down must say why (the
 * merchant or customer reads it; the server refuses it without one), a grant may. A second tap
 * while it is sent does nothing (ConfirmDrawer). Two admins deciding the same record at once: the
 * server takes one; the other is told so (the server's message) and sees the record as it now is.
 */
import { useEffect, useState, type ReactNode } from "react";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { TextAreaField } from "../../../components/form-field.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import "./x.css";

/** The contract's remark and reason: at most 200 characters (platform.ts Reason, manage-order Remark). */
export const REMARK_MAX = 200;

export interface DecideDrawerProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** "required": a refusal's reason; "optional": a note for the journal; absent: no field. */
  remark?: "required" | "optional";
  remarkLabel?: string;
  remarkPlaceholder?: string;
  /** Sends the decision with the trimmed remark; a throw keeps the drawer open (§8). */
  onDecide: (remark: string) => Promise<unknown>;
  onClose: () => void;
  /** More fields (an amount), above the remark. */
  children?: ReactNode;
  /** Checks `children`' fields first: false keeps the drawer open. */
  validate?: () => boolean;
}

export function DecideDrawer({ open, title, message, confirmLabel, danger, remark, remarkLabel, remarkPlaceholder, onDecide, onClose, children, validate }: DecideDrawerProps) {
  const t = useT("admin-x");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  // Each opening starts blank: a remark typed for one record never goes with another.
  useEffect(() => {
    if (open) {
      setText("");
      setError(undefined);
    }
  }, [open]);

  const confirm = async (): Promise<void | false> => {
    const value = text.trim();
    const fieldsOk = validate === undefined || validate();
    if (remark === "required" && value === "") {
      setError(t("decide.remarkRequired"));
      return false;
    }
    if (value.length > REMARK_MAX) {
      setError(t("decide.remarkTooLong", { n: REMARK_MAX }));
      return false;
    }
    if (!fieldsOk) return false;
    try {
      await onDecide(value);
    } catch (err) {
      // The server refused the decision (the record is no longer where the page had it: another
      // admin decided first). Its message is the toast the client showed; the hook refreshed the
      // record (refreshOnRefusal), so the drawer closes on the page as it now is. Other failures
      // (the network, a field the server names) keep it open with what was typed (§8).
      if (err instanceof RequestError && err.kind === "api") return;
      throw err;
    }
  };

  return (
    <ConfirmDrawer open={open} title={title} message={message} confirmLabel={confirmLabel} danger={danger} onConfirm={confirm} onClose={onClose}>
      {(children !== undefined || remark !== undefined) && (
        <div className="x-decide">
          {children}
          {remark !== undefined && (
            <TextAreaField
              label={remarkLabel ?? t(remark === "required" ? "decide.reason" : "decide.note")}
              name="remark"
              value={text}
              required={remark === "required"}
              rows={3}
              maxLength={REMARK_MAX}
              showCount
              placeholder={remarkPlaceholder}
              error={error}
              onChange={(v) => {
                setText(v);
                if (error) setError(undefined);
              }}
            />
          )}
        </div>
      )}
    </ConfirmDrawer>
  );
}
