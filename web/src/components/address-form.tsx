/**
 * A shipping address form: recipient (§5 Chinese-name check), mobile, region (DistrictPicker),
 * street address and, optionally, "default address". Checks on submit and then field by field
 * as the user corrects them; every error shows under its field. Used by /user/address-form and
 * /lottery/address-form; the page owns the save call.
 */
import "./address-form.css";
import { useState, type ReactNode } from "react";
import type { Address, AddressInput } from "../../contract/http/address.ts";
import { ADDRESS_DETAIL_MAX, validateAddress, type AddressErrors, type AddressFormValues } from "../lib/address-validation.ts";
import { useT } from "../lib/i18n/index.ts";
import { DistrictPicker, type Region } from "./district-picker.tsx";
import { Button, Form, MobileField, TextField } from "./form-field.tsx";

export interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  initial?: Address | null;
  /** Show the "set as default" switch; default true. */
  showDefault?: boolean;
  /** Default t("action.save"). */
  submitLabel?: string;
  /** The save call is running: the button is busy and a second submit is ignored. */
  busy?: boolean;
  /** Called with checked input (no id: the page adds it when editing). */
  onSubmit: (input: Omit<AddressInput, "id">) => void | Promise<void>;
  /** Under the submit button (e.g. a delete button). */
  footer?: ReactNode;
}

function regionOf(a: Address | null | undefined): Region | null {
  if (!a) return null;
  return { province_id: a.province_id, city_id: a.city_id, district_id: a.district_id, province: a.province, city: a.city, district: a.district };
}

export function AddressForm({ initial, showDefault = true, submitLabel, busy = false, onSubmit, footer }: AddressFormProps) {
  const t = useT("common");
  const [name, setName] = useState(initial?.name ?? "");
  const [mobile, setMobile] = useState(initial?.mobile ?? "");
  const [region, setRegion] = useState<Region | null>(() => regionOf(initial));
  const [detail, setDetail] = useState(initial?.detail ?? "");
  const [isDefault, setIsDefault] = useState(initial?.is_default === 1);
  const [errors, setErrors] = useState<AddressErrors>({});
  // Field errors appear on submit; after that they follow the input, so a fixed field clears at once.
  const [submitted, setSubmitted] = useState(false);

  const values = (patch: Partial<AddressFormValues> = {}): AddressFormValues => ({ name, mobile, region, detail, isDefault, ...patch });
  const recheck = (patch: Partial<AddressFormValues>) => {
    if (!submitted) return;
    const r = validateAddress(values(patch));
    setErrors(r.ok ? {} : r.errors);
  };

  const submit = () => {
    if (busy) return;
    setSubmitted(true);
    const r = validateAddress(values());
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    void onSubmit(r.input);
  };

  const err = (f: keyof AddressErrors) => {
    const key = errors[f];
    return key === undefined ? undefined : t(key, { max: ADDRESS_DETAIL_MAX });
  };

  return (
    <Form className="address-form" onSubmit={submit} aria-busy={busy || undefined}>
      <TextField
        label={t("address.name")}
        name="name"
        value={name}
        required
        autoComplete="name"
        maxLength={20}
        placeholder={t("address.namePlaceholder")}
        error={err("name")}
        onChange={(v) => {
          setName(v);
          recheck({ name: v });
        }}
      />
      <MobileField
        label={t("address.mobile")}
        value={mobile}
        placeholder={t("address.mobilePlaceholder")}
        error={err("mobile")}
        onChange={(v) => {
          setMobile(v);
          recheck({ mobile: v });
        }}
      />
      <DistrictPicker
        label={t("address.region")}
        value={region}
        required
        error={err("region")}
        onChange={(r) => {
          setRegion(r);
          recheck({ region: r });
        }}
      />
      <TextField
        label={t("address.detail")}
        name="detail"
        value={detail}
        required
        autoComplete="street-address"
        maxLength={ADDRESS_DETAIL_MAX}
        placeholder={t("address.detailPlaceholder")}
        error={err("detail")}
        onChange={(v) => {
          setDetail(v);
          recheck({ detail: v });
        }}
      />
      {showDefault && (
        <label className="address-form__switch">
          <span>{t("address.default")}</span>
          <input type="checkbox" role="switch" name="is_default" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        </label>
      )}
      <Button type="submit" block loading={busy}>
        {submitLabel ?? t("action.save")}
      </Button>
      {footer}
    </Form>
  );
}
