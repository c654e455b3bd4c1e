/**
 * A payout account's rules, the contract's (tixian.ts AccountSaveInput, manage-common.ts
 * ChineseName and BankAccount) as plain checks, so the form says what is wrong under each field
 * before sending (zod in a lazy chunk would grow the customer entry); the server checks again and
 * its 422 names the same fields. test/web/features/admin/user/card-rules.test.ts holds the two
 * to the same answers.
 */
import { ACCOUNT_TYPE } from "../../../../contract/http/tixian.ts";
import { checkFields, type FieldErrors } from "../../../lib/admin/form-errors.ts";
import { isChineseName, isMobile } from "../../../lib/validate.ts";

export interface CardForm {
  type: number;
  account_name: string;
  bank_name: string;
  bank_account: string;
  bank_code: string;
  alipay: string;
  /** An edit: remove the saved Alipay account (left empty, it is kept: it comes back masked). */
  alipay_remove: boolean;
  is_default: boolean;
}

export type CardField = "account_name" | "bank_name" | "bank_account" | "bank_code" | "alipay";
/** What is wrong, as the form words it (admin-user "card.error.<kind>"). */
export type CardProblem = "required" | "chineseName" | "companyName" | "tooLong" | "oneLine" | "bankName" | "bankAccount" | "bankCode" | "alipay";

/** §5-style 12-digit CNAPS bank branch number (contract: /^\d{12}$/). */
const BANK_CODE = /^\d{12}$/;
const BANK_ACCOUNT = /^\d{12,30}$/;
const COMPANY_NAME = /^[\u3400-\u4DBF\u4E00-\u9FFFA-Za-z0-9()（）·&\- ]{2,60}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The digits of a card number as typed with spaces ("6225 8888 …"). */
export function cardDigits(s: string): string {
  return s.replace(/[\s-]/g, "");
}

export function cardErrors(f: CardForm, creating: boolean): FieldErrors<CardField> {
  return checkFields<CardField>({
    account_name: (): CardProblem | undefined => {
      const v = f.account_name.trim();
      if (v === "") return "required";
      if (f.type === ACCOUNT_TYPE.PERSONAL) return isChineseName(v) ? undefined : "chineseName";
      return COMPANY_NAME.test(v) ? undefined : "companyName";
    },
    bank_name: (): CardProblem | undefined => {
      const v = f.bank_name.trim();
      if (v === "") return "required";
      if (v.length > 50) return "tooLong";
      return /[\r\n\t]/.test(v) ? "oneLine" : undefined;
    },
    bank_account: (): CardProblem | undefined => {
      const v = cardDigits(f.bank_account);
      if (v === "") return creating ? "required" : undefined;
      return BANK_ACCOUNT.test(v) ? undefined : "bankAccount";
    },
    bank_code: (): CardProblem | undefined => {
      const v = f.bank_code.trim();
      if (v === "") return "required";
      return BANK_CODE.test(v) ? undefined : "bankCode";
    },
    alipay: (): CardProblem | undefined => {
      const v = f.alipay.trim();
      if (v === "") return undefined;
      return isMobile(v) || EMAIL.test(v) ? undefined : "alipay";
    },
  });
}

/** What account-save takes: trimmed; the number and the Alipay account only when typed (an edit keeps the saved ones). */
export function cardInput(f: CardForm, id: number | null) {
  const digits = cardDigits(f.bank_account);
  return {
    ...(id !== null ? { id } : {}),
    type: f.type === ACCOUNT_TYPE.COMPANY ? ACCOUNT_TYPE.COMPANY : ACCOUNT_TYPE.PERSONAL,
    account_name: f.account_name.trim(),
    bank_name: f.bank_name.trim(),
    ...(digits !== "" ? { bank_account: digits } : {}),
    bank_code: f.bank_code.trim(),
    ...(f.alipay.trim() !== "" ? { alipay: f.alipay.trim() } : f.alipay_remove ? { alipay: "" } : {}),
    is_default: f.is_default ? 1 : 0,
  } as const;
}

/**
 * The server's 422 (`data.fields`: field -> its message) as the form's problems: a field the form
 * knows is worded by the form, with the problem its rule names (the server's words are for
 * developers, in English); any other field's message is said above the form as it came.
 */
export function serverCardErrors(fields: Readonly<Record<string, unknown>>, type: number): { fields: FieldErrors<CardField>; other: string[] } {
  const known: Record<CardField, CardProblem> = {
    account_name: type === ACCOUNT_TYPE.PERSONAL ? "chineseName" : "companyName",
    bank_name: "bankName",
    bank_account: "bankAccount",
    bank_code: "bankCode",
    alipay: "alipay",
  };
  const out: FieldErrors<CardField> = {};
  const other: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (Object.hasOwn(known, k)) out[k as CardField] = known[k as CardField];
    else if (typeof v === "string") other.push(v);
  }
  return { fields: out, other };
}
