/**
 * One parcel of a purchase (manage-order/shipping, levels 3 and 7): the carrier, its tracking
 * number and, for printers, the serials in the box; those become the buying shop's printers once
 * it confirms receipt. Checked here first (ship-rules.ts), confirmed in a drawer, and a refusal
 * (a serial that is already a printer) is said on the form, which keeps what was typed.
 */
import { useId, useRef, useState } from "react";
import type { PurchaseOrderInfo } from "../../../../contract/http/manage-order.ts";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { Button } from "../../../components/button.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Form, TextAreaField, TextField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { focusFirstError, serverFieldErrors, type FieldErrors } from "../../../lib/admin/form-errors.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useShipping } from "../api/use-shipping.ts";
import { unitsShipped } from "./purchase-view.tsx";
import { CARRIERS, parseSerials, shipProblems } from "./ship-rules.ts";
import "./x.css";

type Field = "company" | "tracking_no" | "sns" | "remark";
const FIELDS: readonly Field[] = ["company", "tracking_no", "sns", "remark"];

export function ShipForm({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-x");
  const listId = useId();
  const ship = useShipping();
  const formRef = useRef<HTMLDivElement>(null);
  const device = order.order_type === "device";
  const left = device ? Math.max(0, order.total_num - unitsShipped(order)) : 0;
  const [company, setCompany] = useState("");
  const [tracking, setTracking] = useState("");
  const [serials, setSerials] = useState("");
  const [remark, setRemark] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const sns = device ? parseSerials(serials) : null;

  const clear = (f: Field) => {
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
    setFormError(undefined);
  };

  const submit = () => {
    const found = shipProblems({ company, tracking_no: tracking, sns, left });
    const next: FieldErrors<Field> = {};
    for (const p of found) next[p.field] ??= t(`ship.${p.key}`, { sn: "sn" in p ? (p.sn ?? "") : "", left: "left" in p ? (p.left ?? left) : left });
    setErrors(next);
    if (found.length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    try {
      await ship.trigger({
        id: order.id,
        company: company.trim(),
        tracking_no: tracking.trim(),
        ...(sns !== null ? { sns } : {}),
        ...(remark.trim() !== "" ? { remark: remark.trim() } : {}),
      });
    } catch (err) {
      // Said on the form, which keeps every field as typed; the drawer closes.
      setErrors(serverFieldErrors(err, FIELDS));
      setFormError(errorMessage(err) ?? t("ship.failed"));
      return;
    }
    toast.success(t(device ? "ship.sentDevice" : "ship.sent", { n: sns?.length ?? 0 }));
    setCompany("");
    setTracking("");
    setSerials("");
    setRemark("");
  };

  return (
    <DetailSection title={t("ship.title")}>
      {device && <p className="admin-muted">{t("ship.left", { left, n: order.total_num })}</p>}
      <div ref={formRef}>
        <Form className="x-form" onSubmit={submit} aria-label={t("ship.title")}>
          <TextField label={t("ship.company")} name="company" value={company} required maxLength={30} list={listId} error={errors.company} onChange={(v) => (setCompany(v), clear("company"))} />
          <datalist id={listId}>
            {CARRIERS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <TextField
            label={t("ship.tracking")}
            name="tracking_no"
            value={tracking}
            required
            maxLength={32}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="SF1234567890"
            error={errors.tracking_no}
            onChange={(v) => (setTracking(v), clear("tracking_no"))}
          />
          {device && (
            <TextAreaField
              label={t("ship.serials")}
              name="sns"
              value={serials}
              required
              rows={3}
              spellCheck={false}
              placeholder={t("ship.serialsPlaceholder")}
              hint={t("ship.serialsHint", { n: sns?.length ?? 0, left })}
              error={errors.sns}
              onChange={(v) => (setSerials(v), clear("sns"))}
            />
          )}
          <TextField label={t("ship.remark")} name="remark" value={remark} maxLength={200} error={errors.remark} onChange={(v) => (setRemark(v), clear("remark"))} />
          {formError && (
            <p className="x-form__error" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" block loading={ship.isMutating}>
            {t("ship.submit")}
          </Button>
        </Form>
      </div>
      <ConfirmDrawer
        open={confirming}
        title={t("ship.confirmTitle")}
        message={
          device
            ? t("ship.confirmDevice", { n: sns?.length ?? 0, sns: (sns ?? []).join("、"), company: company.trim(), tracking: tracking.trim(), shop: order.shop_name ?? "" })
            : t("ship.confirmMaterial", { company: company.trim(), tracking: tracking.trim(), shop: order.shop_name ?? "" })
        }
        confirmLabel={t("ship.confirm")}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </DetailSection>
  );
}
