/**
 * The shop form's rules (/admin/shop/form), the contract's (manage-shop.ts ShopSaveInput,
 * InvoiceInput) said in the merchant's words before anything is sent, and the draft → input
 * step. Errors are keyed by the field names the server's 422 uses ("contact.phone",
 * "invoice.tax_id"), so the page shows the browser's and the server's messages in the same place.
 */
import { Email, Mobile } from "../../../../../contract/http/common.ts";
import { BankAccount, Phone } from "../../../../../contract/http/manage-common.ts";
import { INVOICE_TYPE, type Invoice, type ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import type { shopSave } from "../../../../../contract/http/manage-shop.ts";
import type { Region } from "../../../../components/district-picker.tsx";
import { composeAddress } from "./region-address.ts";

export type InvoiceType = "1" | "2" | "3";

export interface InvoiceDraft {
  type: InvoiceType;
  company_name: string;
  tax_id: string;
  content: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  contact: string;
  contact_phone: string;
  contact_address: string;
}

export interface ShopDraft {
  name: string;
  region: Region | null;
  detail: string;
  logo: string[];
  contactName: string;
  contactPhone: string;
  /** "" = none chosen. */
  payoutId: string;
  status: "1" | "0";
  invoiceOn: boolean;
  invoice: InvoiceDraft;
}

export const NAME_MAX = 30;
export const ADDRESS_MAX = 200;
export const CONTACT_NAME_MAX = 20;

export const EMPTY_INVOICE: InvoiceDraft = {
  type: "2",
  company_name: "",
  tax_id: "",
  content: "",
  address: "",
  phone: "",
  bank_name: "",
  bank_account: "",
  email: "",
  contact: "",
  contact_phone: "",
  contact_address: "",
};

export function invoiceDraft(inv: Invoice | null | undefined): InvoiceDraft {
  if (!inv) return EMPTY_INVOICE;
  const s = (v: string | null | undefined) => v ?? "";
  const type = String(inv.type);
  return {
    type: type === "1" || type === "3" ? type : "2",
    company_name: s(inv.company_name),
    tax_id: s(inv.tax_id),
    content: s(inv.content),
    address: s(inv.address),
    phone: s(inv.phone),
    bank_name: s(inv.bank_name),
    bank_account: s(inv.bank_account),
    email: s(inv.email),
    contact: s(inv.contact),
    contact_phone: s(inv.contact_phone),
    contact_address: s(inv.contact_address),
  };
}

/** Message keys of the form's rules (admin-shop "error.*"); `n` is a length limit. */
export type RuleMessage = (key: "required" | "tooLong" | "phone" | "mobile" | "email" | "taxId" | "bankAccount" | "oneLine", n?: number) => string;

const ONE_LINE = /^[^\r\n\t]*$/;

function text(value: string, max: number, msg: RuleMessage, required = true): string | undefined {
  const v = value.trim();
  if (v === "") return required ? msg("required") : undefined;
  if (v.length > max) return msg("tooLong", max);
  if (!ONE_LINE.test(v)) return msg("oneLine");
  return undefined;
}

/** Taxpayer ids are written in capitals; spaces people type are dropped. */
export function normalTaxId(v: string): string {
  return v.replace(/\s+/g, "").toUpperCase();
}

/** Account numbers are typed in groups of four; the contract takes the digits. */
export function normalDigits(v: string): string {
  return v.replace(/[\s-]+/g, "");
}

export function invoiceErrors(d: InvoiceDraft, msg: RuleMessage): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, m: string | undefined) => {
    if (m !== undefined) out[`invoice.${k}`] = m;
  };
  const company = d.type !== "1";
  const vat = d.type === "3";
  put("company_name", text(d.company_name, 100, msg));
  if (company) {
    const id = normalTaxId(d.tax_id);
    put("tax_id", id === "" ? msg("required") : /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/.test(id) ? undefined : msg("taxId"));
  }
  put("content", text(d.content, 50, msg, false));
  put("address", text(d.address, 200, msg, vat));
  put("phone", d.phone.trim() === "" ? (vat ? msg("required") : undefined) : Phone.safeParse(d.phone.trim()).success ? undefined : msg("phone"));
  put("bank_name", text(d.bank_name, 50, msg, vat));
  const account = normalDigits(d.bank_account);
  put("bank_account", account === "" ? (vat ? msg("required") : undefined) : BankAccount.safeParse(account).success ? undefined : msg("bankAccount"));
  put("email", d.email.trim() === "" ? undefined : Email.safeParse(d.email.trim()).success ? undefined : msg("email"));
  put("contact", text(d.contact, 20, msg, false));
  put("contact_phone", d.contact_phone.trim() === "" ? undefined : Mobile.safeParse(d.contact_phone.trim()).success ? undefined : msg("mobile"));
  put("contact_address", text(d.contact_address, 200, msg, false));
  return out;
}

export function shopErrors(d: ShopDraft, msg: RuleMessage): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, m: string | undefined) => {
    if (m !== undefined) out[k] = m;
  };
  put("name", text(d.name, NAME_MAX, msg));
  put("address", d.detail.trim() === "" ? msg("required") : text(composeAddress(d.region, d.detail), ADDRESS_MAX, msg));
  put("contact.name", text(d.contactName, CONTACT_NAME_MAX, msg));
  put("contact.phone", d.contactPhone.trim() === "" ? msg("required") : Phone.safeParse(d.contactPhone.trim()).success ? undefined : msg("phone"));
  if (d.invoiceOn) Object.assign(out, invoiceErrors(d.invoice, msg));
  return out;
}

type ShopSaveInput = InputOf<typeof shopSave>;

export function invoiceInput(d: InvoiceDraft): NonNullable<ShopSaveInput["invoice"]> {
  const opt = (v: string) => (v.trim() === "" ? undefined : v.trim());
  const company = d.type !== "1";
  const type = d.type === "1" ? INVOICE_TYPE.PERSONAL : d.type === "3" ? INVOICE_TYPE.VAT_SPECIAL : INVOICE_TYPE.COMPANY;
  const out: NonNullable<ShopSaveInput["invoice"]> = { type, company_name: d.company_name.trim() };
  const set = <K extends keyof typeof out>(k: K, v: (typeof out)[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set("tax_id", company ? opt(normalTaxId(d.tax_id)) : undefined);
  set("content", opt(d.content));
  set("address", opt(d.address));
  set("phone", opt(d.phone));
  set("bank_name", opt(d.bank_name));
  set("bank_account", opt(normalDigits(d.bank_account)));
  set("email", opt(d.email));
  set("contact", opt(d.contact));
  set("contact_phone", opt(d.contact_phone));
  set("contact_address", opt(d.contact_address));
  return out;
}

/**
 * The save call's input. The shop's shipping contact (§3 company contact) is its contact person
 * and phone here; where its purchases go is the contact page's: a new shop's is the shop's own
 * address, and an edited shop's follows a new address only when it was the old one.
 */
export function shopInput(d: ShopDraft, existing: ShopInfo | undefined): ShopSaveInput {
  const address = composeAddress(d.region, d.detail);
  const shipTo = existing === undefined || !existing.contact.address || existing.contact.address === existing.address ? address : existing.contact.address;
  return {
    ...(existing !== undefined ? { id: existing.id } : {}),
    name: d.name.trim(),
    address,
    ...(d.logo[0] !== undefined ? { logo_url: d.logo[0] } : {}),
    contact: { name: d.contactName.trim(), phone: d.contactPhone.trim(), address: shipTo },
    // Off on a shop that had none: leave it (omitted); off on one that had: clear it (null).
    ...(d.invoiceOn ? { invoice: invoiceInput(d.invoice) } : existing?.invoice ? { invoice: null } : {}),
    ...(d.payoutId !== "" ? { payout_account_id: Number(d.payoutId) } : {}),
    ...(existing !== undefined ? { status: d.status === "1" ? 1 : 0 } : {}),
  };
}
