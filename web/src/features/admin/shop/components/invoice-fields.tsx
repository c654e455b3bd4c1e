/**
 * §3 invoice info in the shop form: the kind (personal, company, VAT special), then what that
 * kind needs (a company: its tax id; VAT special: registered address, phone and bank too), where
 * an e-invoice goes (email) or a paper one is mailed. Errors keyed as the server names them.
 */
import "./shop.css";
import { SelectField, TextField } from "../../../../components/form-field.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import type { InvoiceDraft, InvoiceType } from "./shop-form-rules.ts";

export interface InvoiceFieldsProps {
  value: InvoiceDraft;
  onChange: (patch: Partial<InvoiceDraft>) => void;
  errors: Readonly<Record<string, string | undefined>>;
}

export function InvoiceFields({ value, onChange, errors }: InvoiceFieldsProps) {
  const t = useT("admin-shop");
  const company = value.type !== "1";
  const vat = value.type === "3";
  const field = (k: Exclude<keyof InvoiceDraft, "type">, label: string, opts: { required?: boolean; inputMode?: "numeric" | "email" | "tel"; placeholder?: string; maxLength?: number } = {}) => (
    <TextField
      label={label}
      name={`invoice.${k}`}
      value={value[k]}
      required={opts.required}
      inputMode={opts.inputMode}
      placeholder={opts.placeholder}
      maxLength={opts.maxLength}
      error={errors[`invoice.${k}`]}
      onChange={(v) => onChange({ [k]: v })}
    />
  );
  return (
    <div className="shop-form__group">
      <SelectField
        label={t("invoice.type")}
        name="invoice.type"
        value={value.type}
        options={[
          { value: "1", label: t("invoice.personal") },
          { value: "2", label: t("invoice.company") },
          { value: "3", label: t("invoice.vat") },
        ]}
        hint={t(`invoice.typeHint${value.type}` as "invoice.typeHint1")}
        onChange={(v) => onChange({ type: v as InvoiceType })}
      />
      {field("company_name", company ? t("invoice.title") : t("invoice.personName"), { required: true, maxLength: 100 })}
      {company && field("tax_id", t("invoice.taxId"), { required: true, placeholder: t("invoice.taxIdHint"), maxLength: 24 })}
      {vat && field("address", t("invoice.address"), { required: true, maxLength: 200 })}
      {vat && field("phone", t("invoice.phone"), { required: true, inputMode: "tel", maxLength: 16 })}
      {vat && field("bank_name", t("invoice.bankName"), { required: true, maxLength: 50 })}
      {vat && field("bank_account", t("invoice.bankAccount"), { required: true, inputMode: "numeric", maxLength: 36 })}
      {field("content", t("invoice.content"), { placeholder: t("invoice.contentHint"), maxLength: 50 })}
      {field("email", t("invoice.email"), { inputMode: "email", placeholder: t("invoice.emailHint"), maxLength: 254 })}
      <p className="shop-form__note">{t("invoice.mailNote")}</p>
      {field("contact", t("invoice.contact"), { maxLength: 20 })}
      {field("contact_phone", t("invoice.contactPhone"), { inputMode: "tel", maxLength: 11 })}
      {field("contact_address", t("invoice.contactAddress"), { maxLength: 200 })}
    </div>
  );
}
