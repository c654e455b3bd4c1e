/**
 * A shop asks the platform to refund one of its printer purchases (manage-order/apply-refund,
 * order_type "device"): why (1–200 characters), how much if not all of it, pictures (≤ 6 uploads,
 * ≤ 5 MB png/jpeg). The sheet's button says what is asked for; the platform's audit follows
 * (/admin/x/device-refund) and the order shows the refund's state.
 */
import "../../../../components/admin/admin.css";
import "./shop.css";
import { useRef, useState } from "react";
import { REFUND_IMAGES_MAX, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import { BottomSheet } from "../../../../components/bottom-sheet.tsx";
import { Button, Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useApplyRefund } from "../api/use-apply-refund.ts";
import { useUploadImage } from "../api/use-upload-image.ts";

export const REASON_MAX = 200;

/** The form's rules: a reason of 1–200 characters; an amount, if given, above 0, 2 decimals, not above what was paid. */
export function refundErrors(reason: string, amount: string, paid: number, msg: (k: "reasonRequired" | "reasonTooLong" | "amountBad" | "amountTooMuch") => string): { reason?: string; amount?: string } {
  const out: { reason?: string; amount?: string } = {};
  const r = reason.trim();
  if (r === "") out.reason = msg("reasonRequired");
  else if (r.length > REASON_MAX) out.reason = msg("reasonTooLong");
  const a = amount.trim();
  if (a !== "") {
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(a) || Number(a) <= 0) out.amount = msg("amountBad");
    else if (Math.round(Number(a) * 100) > Math.round(paid * 100)) out.amount = msg("amountTooMuch");
  }
  return out;
}

export interface RefundSheetProps {
  open: boolean;
  order: Pick<PurchaseOrder, "id" | "sn" | "money">;
  onClose: () => void;
}

export function RefundSheet({ open, order, onClose }: RefundSheetProps) {
  if (!open) return null;
  return <RefundBody order={order} onClose={onClose} />;
}

function RefundBody({ order, onClose }: Omit<RefundSheetProps, "open">) {
  const t = useT("admin-shop");
  const apply = useApplyRefund();
  const upload = useUploadImage();
  const ref = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ reason?: string; amount?: string; images?: string }>({});
  const paid = Number(order.money);
  const asked = amount.trim() === "" ? formatAmount(paid) : formatAmount(amount.trim());

  const submit = async () => {
    const e = refundErrors(reason, amount, paid, (k) => t(`refund.${k}`, { max: formatAmount(paid), n: REASON_MAX }));
    setErrors(e);
    if (e.reason || e.amount) return requestAnimationFrame(() => focusFirstError(ref.current));
    try {
      await apply.trigger({
        id: order.id,
        order_type: "device",
        reason: reason.trim(),
        ...(amount.trim() !== "" ? { amount: amount.trim() } : {}),
        ...(images.length > 0 ? { images } : {}),
      });
      toast.success(t("refund.sent"));
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
    }
  };

  return (
    <BottomSheet
      open
      onClose={apply.isMutating ? () => {} : onClose}
      title={t("refund.title")}
      footer={
        <Button block loading={apply.isMutating} onClick={() => void submit()}>
          {t("refund.submit", { money: asked })}
        </Button>
      }
    >
      <div ref={ref}>
        <p className="admin-muted shop-section-note">{t("refund.note", { sn: order.sn, money: formatAmount(paid) })}</p>
        <Form className="shop-form__group" onSubmit={() => void submit()} aria-label={t("refund.title")}>
          <TextAreaField
            label={t("refund.reason")}
            name="reason"
            value={reason}
            required
            maxLength={REASON_MAX}
            showCount
            placeholder={t("refund.reasonHint")}
            error={errors.reason}
            onChange={(v) => {
              setReason(v);
              if (errors.reason) setErrors((x) => ({ ...x, reason: undefined }));
            }}
          />
          <TextField
            label={t("refund.amount")}
            name="amount"
            inputMode="decimal"
            value={amount}
            placeholder={t("refund.amountHint", { max: formatAmount(paid) })}
            error={errors.amount}
            onChange={(v) => {
              setAmount(v);
              if (errors.amount) setErrors((x) => ({ ...x, amount: undefined }));
            }}
          />
          <ImageUploadField label={t("refund.images")} value={images} onChange={setImages} upload={upload} max={REFUND_IMAGES_MAX} hint={t("refund.imagesHint", { n: REFUND_IMAGES_MAX })} error={errors.images} />
        </Form>
      </div>
    </BottomSheet>
  );
}
