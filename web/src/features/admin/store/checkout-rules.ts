/**
 * The checkout form's rules, the contract's (manage-common.ts ContactInput, manage-shop.ts
 * InvoiceInput) written as plain checks: the page says what is wrong under each field before
 * anything is sent (zod in a lazy chunk would grow the customer entry, README "what the /sugar
 * first load leaves out"); test/web/features/admin/store/checkout-rules.test.ts holds the two to
 * the same answers. The server checks again and its 422 names the same fields.
 */
import { INVOICE_TYPE } from "../../../../contract/http/manage-shop.ts";
import { checkFields, type FieldErrors } from "../../../lib/admin/form-errors.ts";
import { isEmail } from "../../../lib/validate.ts";

/** Mobile or landline (0571-88888888, 400-826-7788), as contract Phone. */
export const PHONE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;
const TAX_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
const BANK_ACCOUNT = /^\d{12,30}$/;
const ONE_LINE = /^[^\r\n\t]*$/;

export interface ContactForm {
  name: string;
  phone: string;
  address: string;
}

export interface InvoiceForm {
  type: number;
  company_name: string;
  tax_id: string;
  email: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
}

export const EMPTY_INVOICE: InvoiceForm = { type: INVOICE_TYPE.PERSONAL, company_name: "", tax_id: "", email: "", address: "", phone: "", bank_name: "", bank_account: "" };

export type CheckoutField =
  | "contact.name"
  | "contact.phone"
  | "contact.address"
  | "invoice.company_name"
  | "invoice.tax_id"
  | "invoice.email"
  | "invoice.address"
  | "invoice.phone"
  | "invoice.bank_name"
  | "invoice.bank_account"
  | "remark";

export type CheckoutMessage = "required" | "tooLong" | "phone" | "taxId" | "email" | "bankAccount" | "oneLine";

function text(v: string, max: number, required: boolean): CheckoutMessage | undefined {
  const s = v.trim();
  if (s === "") return required ? "required" : undefined;
  if (s.length > max) return "tooLong";
  if (!ONE_LINE.test(s)) return "oneLine";
  return undefined;
}

/** Each field at fault with the kind of fault (the page words it). Nothing = the order may go. */
export function checkoutErrors(contact: ContactForm, invoice: InvoiceForm | null, remark: string): FieldErrors<CheckoutField> {
  const company = invoice !== null && invoice.type !== INVOICE_TYPE.PERSONAL;
  const vat = invoice !== null && invoice.type === INVOICE_TYPE.VAT_SPECIAL;
  return checkFields<CheckoutField>({
    "contact.name": () => text(contact.name, 20, true),
    "contact.phone": () => (contact.phone.trim() === "" ? "required" : PHONE.test(contact.phone.trim()) ? undefined : "phone"),
    "contact.address": () => text(contact.address, 200, true),
    "invoice.company_name": () => (invoice === null ? undefined : text(invoice.company_name, 100, true)),
    "invoice.tax_id": () => {
      if (invoice === null) return undefined;
      const v = invoice.tax_id.trim();
      if (v === "") return company ? "required" : undefined;
      return TAX_ID.test(v) ? undefined : "taxId";
    },
    "invoice.email": () => (invoice === null || invoice.email.trim() === "" ? undefined : isEmail(invoice.email.trim()) ? undefined : "email"),
    "invoice.address": () => (invoice === null ? undefined : text(invoice.address, 200, vat)),
    "invoice.phone": () => {
      if (invoice === null) return undefined;
      const v = invoice.phone.trim();
      if (v === "") return vat ? "required" : undefined;
      return PHONE.test(v) ? undefined : "phone";
    },
    "invoice.bank_name": () => (invoice === null ? undefined : text(invoice.bank_name, 50, vat)),
    "invoice.bank_account": () => {
      if (invoice === null) return undefined;
      const v = invoice.bank_account.replace(/\s/g, "");
      if (v === "") return vat ? "required" : undefined;
      return BANK_ACCOUNT.test(v) ? undefined : "bankAccount";
    },
    remark: () => (remark.trim().length > 200 ? "tooLong" : undefined),
  }) as FieldErrors<CheckoutField>;
}

/** What material-make takes as `invoice`: only the fields the type uses, trimmed, empties left out. */
export function invoiceInput(inv: InvoiceForm) {
  const company = inv.type !== INVOICE_TYPE.PERSONAL;
  const vat = inv.type === INVOICE_TYPE.VAT_SPECIAL;
  const opt = (v: string) => (v.trim() === "" ? undefined : v.trim());
  const out: Record<string, string | number> = { type: inv.type, company_name: inv.company_name.trim() };
  const put = (k: string, v: string | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  put("tax_id", company ? opt(inv.tax_id) : undefined);
  put("email", opt(inv.email));
  put("address", vat ? opt(inv.address) : undefined);
  put("phone", vat ? opt(inv.phone) : undefined);
  put("bank_name", vat ? opt(inv.bank_name) : undefined);
  put("bank_account", vat ? opt(inv.bank_account.replace(/\s/g, "")) : undefined);
  return out as { type: 1 | 2 | 3; company_name: string; tax_id?: string; email?: string; address?: string; phone?: string; bank_name?: string; bank_account?: string };
}
