/**
 * Asking the platform to refund a material order (manage-order/apply-refund, order_type
 * "material"): a reason (1-200 characters) and, if not all of it, an amount not above what was
 * paid; a refusal from the server (a refund already open, too much) is said in the sheet.
 */
import { useState } from "react";
import type { PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { BottomSheet } from "../../../../components/bottom-sheet.tsx";
import { Button } from "../../../../components/button.tsx";
import { TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { checkFields, hasErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { RequestError } from "../../../../lib/http.ts";
import { useOneAtATime } from "../../../../lib/admin/one-at-a-time.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { usePurchaseRefund } from "../api/use-purchase-refund.ts";
import "../../../../components/admin/admin.css";
import "./store.css";

const REASON_MAX = 200; // contract apply-refund: line(200)

type Field = "reason" | "amount";

/** The refund form's rules: a reason of 1-200 characters; an amount, if given, above 0 with at most 2 decimals and not above what was paid. */
export function refundErrors(reason: string, amount: string, paid: number): FieldErrors<Field> {
  return checkFields<Field>({
    reason: () => {
      const r = reason.trim();
      if (r === "") return "reasonRequired";
      if (r.length > REASON_MAX) return "reasonTooLong";
      return undefined;
    },
    amount: () => {
      const a = amount.trim();
      if (a === "") return undefined;
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(a) || Number(a) <= 0) return "amountBad";
      if (Math.round(Number(a) * 100) > Math.round(paid * 100)) return "amountTooMuch";
      return undefined;
    },
  });
}

export function RefundSheet({ order, onClose }: { order: PurchaseOrderInfo; onClose: () => void }) {
  const t = useT("admin-store");
  const apply = usePurchaseRefund();
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const paid = Number(order.money);
  const say = (k: string | undefined) =>
    k === undefined ? undefined : t(`refundForm.${k as "reasonRequired"}`, { max: formatAmount(paid), n: REASON_MAX });

  const once = useOneAtATime();
  const send = async () => {
    const e = refundErrors(reason, amount, paid);
    setErrors(e);
    setRefused(null);
    if (hasErrors(e) || once.busy) return;
    try {
      const a = amount.trim();
      const sent = await once.run(() => apply.trigger({ id: order.id, order_type: "material", reason: reason.trim(), ...(a !== "" ? { amount: a } : {}) }));
      if (sent === undefined) return;
      toast.success(t("refundForm.sent"));
      onClose();
    } catch (err) {
      if (err instanceof RequestError && err.kind === "api") setRefused(err.message);
    }
  };

  return (
    <BottomSheet
      open
      onClose={once.busy ? () => {} : onClose}
      title={t("refundForm.title")}
      footer={
        <Button block loading={once.busy} onClick={() => void send()}>
          {t("refundForm.submit")}
        </Button>
      }
    >
      <div className="store-refund">
        <p className="store-muted">{t("refundForm.note", { money: formatAmount(order.money) })}</p>
        {refused !== null && (
          <p className="admin-alert admin-alert--danger" role="alert">
            {refused}
          </p>
        )}
        <TextAreaField
          label={t("refundForm.reason")}
          name="reason"
          required
          rows={3}
          maxLength={REASON_MAX}
          showCount
          placeholder={t("refundForm.reasonHint")}
          value={reason}
          error={say(errors.reason)}
          onChange={(v) => {
            setReason(v);
            if (errors.reason) setErrors((e) => ({ ...e, reason: undefined }));
          }}
        />
        <TextField
          label={t("refundForm.amount")}
          name="amount"
          inputMode="decimal"
          placeholder={t("refundForm.amountHint", { max: formatAmount(paid) })}
          value={amount}
          error={say(errors.amount)}
          onChange={(v) => {
            setAmount(v);
            if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
          }}
        />
      </div>
    </BottomSheet>
  );
}
