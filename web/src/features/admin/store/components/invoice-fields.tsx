/**
 * §3 invoice info at checkout: the kind (personal, company, VAT special), the title, and what
 * each kind needs (a company's tax id; a VAT special invoice's registered address, phone and
 * bank); an e-mail for the e-invoice. Rules: checkout-rules.ts.
 */
import { useId } from "react";
import { INVOICE_TYPE } from "../../../../../contract/http/manage-shop.ts";
import { TextField } from "../../../../components/form-field.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import type { CheckoutField, InvoiceForm } from "../checkout-rules.ts";
import "./store.css";

const KINDS = [INVOICE_TYPE.PERSONAL, INVOICE_TYPE.COMPANY, INVOICE_TYPE.VAT_SPECIAL] as const;

export function InvoiceFields({ value, message, onChange }: { value: InvoiceForm; message: (f: CheckoutField) => string | undefined; onChange: (next: InvoiceForm, field?: CheckoutField) => void }) {
  const t = useT("admin-store");
  const name = useId();
  const company = value.type !== INVOICE_TYPE.PERSONAL;
  const vat = value.type === INVOICE_TYPE.VAT_SPECIAL;
  const set = (k: keyof InvoiceForm & string, v: string) => onChange({ ...value, [k]: v }, `invoice.${k}` as CheckoutField);
  return (
    <div className="store-invoice">
      <fieldset className="store-radios">
        <legend className="field__label">{t("invoice.type")}</legend>
        {KINDS.map((k) => (
          <label key={k} className="store-radio">
            <input type="radio" name={name} checked={value.type === k} onChange={() => onChange({ ...value, type: k })} />
            <span>{t(`invoice.type${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={company ? t("invoice.companyName") : t("invoice.personName")}
        name="invoice_company_name"
        required
        maxLength={100}
        value={value.company_name}
        error={message("invoice.company_name")}
        onChange={(v) => set("company_name", v)}
      />
      {company && (
        <TextField
          label={t("invoice.taxId")}
          name="invoice_tax_id"
          required
          maxLength={20}
          autoCapitalize="characters"
          hint={t("invoice.taxIdHint")}
          value={value.tax_id}
          error={message("invoice.tax_id")}
          onChange={(v) => set("tax_id", v.toUpperCase())}
        />
      )}
      {vat && (
        <>
          <TextField label={t("invoice.address")} name="invoice_address" required maxLength={200} value={value.address} error={message("invoice.address")} onChange={(v) => set("address", v)} />
          <TextField label={t("invoice.phone")} name="invoice_phone" type="tel" required maxLength={16} value={value.phone} error={message("invoice.phone")} onChange={(v) => set("phone", v)} />
          <TextField label={t("invoice.bankName")} name="invoice_bank_name" required maxLength={50} value={value.bank_name} error={message("invoice.bank_name")} onChange={(v) => set("bank_name", v)} />
          <TextField label={t("invoice.bankAccount")} name="invoice_bank_account" required inputMode="numeric" maxLength={36} value={value.bank_account} error={message("invoice.bank_account")} onChange={(v) => set("bank_account", v)} />
        </>
      )}
      <TextField label={t("invoice.email")} name="invoice_email" type="email" maxLength={254} hint={t("invoice.emailHint")} value={value.email} error={message("invoice.email")} onChange={(v) => set("email", v)} />
    </div>
  );
}
