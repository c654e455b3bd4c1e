/**
 * Refusing a buyer's screenshots (issue 15): the reason is what the buyer reads next to their
 * task ("截图看不清…"), so it is required; common reasons are a tap away. Like every confirm
 * drawer, the button is busy while the call runs, so a second tap sends nothing twice; a failure
 * keeps the drawer open with the reason as typed (§8).
 */
import { useId, useRef, useState } from "react";
import { BottomSheet } from "../../../../components/bottom-sheet.tsx";
import { Button } from "../../../../components/button.tsx";
import { TextAreaField } from "../../../../components/form-field.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import "../../../../components/admin/admin.css";
import "./activity.css";
import "./activity-form.css";

export const REASON_MAX = 200; // the contract's record-audit reason: note(200)
const QUICK = ["quick.unclear", "quick.notDone", "quick.likes", "quick.fake"] as const;

export function RefuseDrawer({ open, onClose, onRefuse, likeCount }: { open: boolean; onClose: () => void; onRefuse: (reason: string) => Promise<void>; likeCount: number | null }) {
  const t = useT("admin-activity");
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const send = async () => {
    if (busyRef.current) return;
    const r = reason.trim();
    if (r === "") return setError(t("refuse.required"));
    if ([...r].length > REASON_MAX) return setError(t("refuse.tooLong", { max: REASON_MAX }));
    busyRef.current = true;
    setBusy(true);
    try {
      await onRefuse(r);
      setReason("");
      onClose();
    } catch (err) {
      console.error("refusing failed", err);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <BottomSheet
      open={open}
      onClose={() => !busyRef.current && onClose()}
      title={t("refuse.title")}
      role="alertdialog"
      describedBy={`${id}-text`}
      showClose={false}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t("action.cancel")}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void send()}>
            {t("refuse.confirm")}
          </Button>
        </>
      }
    >
      <p className="admin-muted" id={`${id}-text`}>
        {t("refuse.text")}
      </p>
      <div className="refuse-quick" role="group" aria-label={t("refuse.quick")}>
        {QUICK.map((k) => {
          const text = t(`refuse.${k}`, { n: likeCount ?? 0 });
          if (k === "quick.likes" && likeCount === null) return null;
          return (
            <button key={k} type="button" className="refuse-quick__chip" onClick={() => (setReason(text), setError(undefined))}>
              {text}
            </button>
          );
        })}
      </div>
      <TextAreaField
        label={t("refuse.reason")}
        name="reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        showCount
        value={reason}
        placeholder={t("refuse.placeholder")}
        error={error}
        onChange={(v) => (setReason(v), setError(undefined))}
      />
    </BottomSheet>
  );
}
