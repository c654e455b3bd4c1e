/**
 * §7 Admin stats, the shop half (/api/manage-shop/*): a shop owner's shops, their numbers and
 * their settings (§3 shipping contact, invoice info, payout account). An admin sees every shop.
 */
import * as z from "zod/mini";
import { Email, Flag, Id, ImageRef, Keyword, line, Mobile, Money, oneOf, OptText, paged, PageQuery, QueryId, queryOneOf, Time } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { BankAccount, Contact, ContactInput, Person, Phone } from "./manage-common.ts";

const Count = z.number().check(z.int(), z.gte(0));

/** §3 invoice info, "type not shown": chosen, the three kinds a Chinese invoice form offers. */
export const INVOICE_TYPE = { PERSONAL: 1, COMPANY: 2, VAT_SPECIAL: 3 } as const;

/** §3 invoice info as sent back. */
export const Invoice = z.looseObject({
  type: z.number(),
  content: OptText,
  company_name: OptText,
  tax_id: OptText,
  address: OptText,
  phone: OptText,
  bank_name: OptText,
  bank_account: OptText,
  email: OptText,
  contact: OptText,
  contact_phone: OptText,
  contact_address: OptText,
});
export type Invoice = z.infer<typeof Invoice>;

/** A taxpayer id: the 18-character unified social credit code, or an older 15/20-character one. */
const TaxId = z.string().check(z.trim(), z.regex(/^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/, "tax_id must be 15, 18 or 20 letters or digits"));

/**
 * Invoice info to save. company_name is the invoice title (a person's name for PERSONAL).
 * A company invoice needs the tax id; a VAT special invoice also the registered address, phone
 * and bank. e-invoices go to `email`; paper ones to contact/contact_phone/contact_address.
 */
export const InvoiceInput = z
  .strictObject({
    type: oneOf([INVOICE_TYPE.PERSONAL, INVOICE_TYPE.COMPANY, INVOICE_TYPE.VAT_SPECIAL]),
    content: z.optional(line(50)),
    company_name: line(100),
    tax_id: z.optional(TaxId),
    address: z.optional(line(200)),
    phone: z.optional(Phone),
    bank_name: z.optional(line(50)),
    bank_account: z.optional(BankAccount),
    email: z.optional(Email),
    contact: z.optional(line(20)),
    contact_phone: z.optional(Mobile),
    contact_address: z.optional(line(200)),
  })
  .check(
    z.refine((v) => v.type === INVOICE_TYPE.PERSONAL || v.tax_id !== undefined, {
      message: "a company invoice needs tax_id",
      path: ["tax_id"],
    }),
    z.refine(
      (v) =>
        v.type !== INVOICE_TYPE.VAT_SPECIAL ||
        (v.address !== undefined && v.phone !== undefined && v.bank_name !== undefined && v.bank_account !== undefined),
      { message: "a VAT special invoice needs address, phone, bank_name and bank_account", path: ["address"] },
    ),
  );

/** A shop row. `status` 1 = open. */
export const Shop = z.looseObject({
  id: Id,
  name: z.string(),
  logo_url: z.optional(OptText),
  address: OptText,
  contact_name: z.optional(OptText),
  contact_phone: z.optional(OptText),
  device_count: Count,
  status: Flag,
  /** The owner, for admins' lists (/admin/x/shop). */
  owner: z.optional(z.nullable(Person)),
  create_time: Time,
  /**
   * 1 while the platform has suspended the shop (platform/shop-status): its printers take no new
   * orders, whatever `status` (the merchant's own open/closed) says; the reason is the platform's.
   */
  suspended: z.optional(Flag),
  suspend_reason: z.optional(OptText),
  /** The company the shop belongs to (issue 17: the platform's list spans companies). */
  company: z.nullish(z.looseObject({ id: Id, name: z.string() })),
});
export type Shop = z.infer<typeof Shop>;

/** A shop with its settings: where goods are shipped (§3 company contact), invoice, payout account. */
export const ShopInfo = z.extend(Shop, {
  contact: Contact,
  invoice: z.nullish(Invoice),
  payout_account_id: z.nullish(Id),
  /** Summary of that account, bank account masked. */
  payout: z.optional(z.nullable(z.looseObject({ id: Id, bank_name: OptText, bank_account: OptText, account_name: OptText }))),
});
export type ShopInfo = z.infer<typeof ShopInfo>;

/** A shop's numbers (/admin/shop). */
export const ShopData = z.looseObject({
  shop_id: Id,
  today_income: Money,
  month_income: Money,
  total_income: Money,
  today_order_count: Count,
  month_order_count: Count,
  total_order_count: Count,
  device_count: Count,
  device_online_count: Count,
  goods_count: z.optional(Count),
});
export type ShopData = z.infer<typeof ShopData>;

export const shopList = endpoint({
  method: "GET",
  path: "/api/manage-shop/list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, keyword: z.optional(Keyword), status: z.optional(queryOneOf([0, 1])) }),
  output: paged(Shop),
  summary: "The caller's shops (every shop for an admin)",
});

export const shopData = endpoint({
  method: "GET",
  path: "/api/manage-shop/data",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: ShopData,
  summary: "A shop's income, orders and printers",
});

export const shopInfo = endpoint({
  method: "GET",
  path: "/api/manage-shop/info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: ShopInfo,
  summary: "A shop with its contact, invoice and payout settings",
});

/**
 * save, "payload not shown": create (no id) or update (id) a shop. payout_account_id must be one
 * of the caller's tixian accounts; invoice omitted leaves it as it was, null clears it.
 */
export const ShopSaveInput = z.strictObject({
  id: z.optional(Id),
  name: line(30),
  address: line(200),
  logo_url: z.optional(ImageRef),
  contact: ContactInput,
  invoice: z.optional(z.nullable(InvoiceInput)),
  payout_account_id: z.optional(Id),
  status: z.optional(Flag),
});

export const shopSave = endpoint({
  method: "POST",
  path: "/api/manage-shop/save",
  access: "merchant",
  input: ShopSaveInput,
  output: z.looseObject({ id: Id }),
  summary: "Create or update a shop",
});

/**
 * §3 shipping contacts, "factory and company" (issue 15; ADMIN-MAP D10; /admin/shop/contact):
 * the factory's are the platform's, one list for every shop, read-only here (where returned
 * printers and materials go; the platform edits them in its own settings). The company contact
 * is the shop's own `contact` (where its purchases are shipped), which contact-save changes on
 * its own, without the rest of manage-shop/save. A merchant reaches their company's shops only
 * (another's is 404); admins any shop.
 */
export const FactoryContact = z.extend(Contact, { id: Id, remark: OptText });
export type FactoryContact = z.infer<typeof FactoryContact>;

export const shopContacts = endpoint({
  method: "GET",
  path: "/api/manage-shop/contact",
  access: "merchant",
  input: z.strictObject({ shop_id: QueryId }),
  output: z.looseObject({ shop_id: Id, factory: z.array(FactoryContact), company: Contact }),
  summary: "A shop's shipping contact and the factory's",
});

export const shopContactSave = endpoint({
  method: "POST",
  path: "/api/manage-shop/contact-save",
  access: "merchant",
  input: z.strictObject({ shop_id: Id, ...ContactInput.shape }),
  output: z.looseObject({ shop_id: Id, company: Contact }),
  summary: "Change a shop's shipping contact",
});

export const manageShopEndpoints = [shopList, shopData, shopInfo, shopSave, shopContacts, shopContactSave] as const;
