/**
 * Pieces shared by the admin-area groups (manage-goods, manage-cart, manage-order, manage,
 * manage-shop, tixian): capped text, money amounts, dates, closed query enums, contacts.
 * Kept apart from common.ts so the customer-side groups are not touched by these choices.
 */
import * as z from "zod/mini";
import { Id, line, OptText } from "./common.ts";

/** The largest amount any one call may carry: 10 million units, above any price, order or withdrawal. */
export const MONEY_INPUT_MAX = 10_000_000;

/**
 * A positive amount with at most 2 decimals (fen), as a JSON number or a decimal string
 * ("12.50", the way the backend itself writes money). Parsed to a number rounded to cents, so
 * a handler never sees 0.30000000000000004 or "1e3".
 */
export function moneyInput(max: number = MONEY_INPUT_MAX) {
  return z.pipe(
    z.union([
      z.number().check(z.gt(0), z.lte(max), z.multipleOf(0.01)),
      z.string().check(
        z.regex(/^\d{1,8}(\.\d{1,2})?$/, "amount must be a number with at most 2 decimals"),
        z.refine((s) => Number(s) > 0 && Number(s) <= max, { message: `amount must be above 0 and at most ${max}` }),
      ),
    ]),
    z.transform((v) => Math.round(Number(v) * 100) / 100),
  );
}

/** moneyInput from a query string ("100.00"): the same rule, read from its decimal text. */
export function queryMoney(max: number = MONEY_INPUT_MAX) {
  return z.pipe(
    z.string().check(
      z.regex(/^\d{1,8}(\.\d{1,2})?$/, "amount must be a number with at most 2 decimals"),
      z.refine((s) => Number(s) > 0 && Number(s) <= max, { message: `amount must be above 0 and at most ${max}` }),
    ),
    z.transform((v) => Math.round(Number(v) * 100) / 100),
  );
}

/** A positive integer body field (quantities, counts). */
export function count(max: number) {
  return z.number().check(z.int(), z.gte(1), z.lte(max));
}

/** "YYYY-MM-DD", a real calendar day. */
export const DateQuery = z.iso.date();
/** "YYYY-MM" (§3 calendar month). */
export const MonthQuery = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM"));

/** start_date/end_date filters: both optional, start never after end. */
export const DateRange = {
  start_date: z.optional(DateQuery),
  end_date: z.optional(DateQuery),
};
export function dateRangeOk(v: { start_date?: string | undefined; end_date?: string | undefined }): boolean {
  return v.start_date === undefined || v.end_date === undefined || v.start_date <= v.end_date;
}
export const dateRangeCheck = z.refine<{ start_date?: string | undefined; end_date?: string | undefined }>(dateRangeOk, {
  message: "start_date must not be after end_date",
  path: ["start_date"],
});

/** Mobile or landline (0571-88888888, 400-826-7788): a contact's phone. */
export const Phone = z.string().check(
  z.regex(/^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/, "phone must be a mobile or landline number"),
);

/** Distinct ids, 1 to 100 of them (batch deletes). */
export const IdList = z.array(Id).check(
  z.minLength(1),
  z.maxLength(100),
  z.refine((ids) => new Set(ids).size === ids.length, { message: "ids must not repeat" }),
);

/** §3 shipping contact (factory and company): name, phone, address. */
export const ContactInput = z.strictObject({ name: line(20), phone: Phone, address: line(200) });
export const Contact = z.looseObject({ name: OptText, phone: OptText, address: OptText });
export type Contact = z.infer<typeof Contact>;

/** A customer or shop owner as order rows show them. */
export const Person = z.looseObject({
  id: Id,
  nickname: OptText,
  avatar: z.optional(OptText),
  /** Masked (§5: first 3 and last 4 digits) unless the caller is an admin. */
  mobile: z.optional(OptText),
});
export type Person = z.infer<typeof Person>;

/**
 * §5 Chinese-name check, the same rule as web/src/lib/validate.ts isChineseName: 2-20 Han
 * characters, a middle dot only between characters ("阿依古丽·买买提").
 */
export const ChineseName = z.string().check(
  z.trim(),
  z.maxLength(20),
  z.regex(/^[\u3400-\u4DBF\u4E00-\u9FFF]{1,19}(?:\u00B7[\u3400-\u4DBF\u4E00-\u9FFF]{1,19})*$/, "must be a name in Chinese characters"),
  z.minLength(2),
);

/**
 * A bank account number: digits only (the form strips spaces), 12-30 of them. Personal cards
 * are 16-19 digits; corporate accounts run from 12 (BOC) to the mid-20s.
 */
export const BankAccount = z.string().check(z.regex(/^\d{12,30}$/, "bank account must be 12-30 digits"));
