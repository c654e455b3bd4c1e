/**
 * §7 Withdrawals (/api/tixian/*): a shop owner's payout accounts (§3), withdrawals of the
 * balance, the e-sign contract each withdrawal needs, and the image upload of those pages.
 */
import * as z from "zod/mini";
import { UPLOAD_EXTENSIONS } from "../constants.ts";
import { Email, Flag, Id, line, Mobile, Money, NoInput, Nothing, oneOf, OptText, paged, PageQuery, QueryId, queryOneOf, Time, UploadedImage, valuesOf } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { BankAccount, ChineseName, moneyInput, queryMoney } from "./manage-common.ts";

/**
 * A withdrawal: e-sign the contract -> platform review -> paid to the account (or refused).
 * The amount leaves the balance at apply (the ledger holds it aside: manage/index frozen_amount)
 * and comes back only if the platform refuses it or the merchant cancels it before signing.
 */
export const WITHDRAW_STATUS = {
  SIGNING: 0, // waiting for the shop's e-signature (/admin/user/withdraw-sign)
  REVIEWING: 10, // signed, waiting for the platform (platform/withdraw-review)
  PAID: 20, // transferred
  REJECTED: 30, // refused; the amount is back in the balance
  CANCELLED: 40, // given up by the merchant before signing; the amount is back in the balance
} as const;

/**
 * The payout service fee, "not shown": 0.6 % (what WeChat Pay charges for payouts), rounded UP to
 * the fen, taken from the amount (actual_amount = amount - fee). One function, so the withdraw
 * form shows before confirming exactly what the server will charge.
 */
export const WITHDRAW_FEE_PER_MILLE = 6;
export function withdrawFeeCents(amountCents: number): number {
  return Math.ceil((amountCents * WITHDRAW_FEE_PER_MILLE) / 1000);
}
/** The smallest withdrawal (¥1.00, in fen): smaller ones cost more to process than they move. */
export const WITHDRAW_MIN_CENTS = 100;
/** Withdrawals one user may have open (signing or in review) at once. */
export const OPEN_WITHDRAW_MAX = 5;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/** "Not shown": chosen, a payout account is a person's card or a company's account; the name rule differs. */
export const ACCOUNT_TYPE = { PERSONAL: 1, COMPANY: 2 } as const;

/** One withdrawal can move at most this much (units); larger payouts go through the platform by hand. */
export const WITHDRAW_MAX = 1_000_000;

/** §3 payout account as sent back. `bank_account` is masked in account-list, whole in account-info. */
export const PayoutAccount = z.looseObject({
  id: Id,
  type: z.number(),
  bank_name: OptText,
  bank_account: OptText,
  bank_code: OptText,
  account_name: OptText,
  alipay: OptText,
  is_default: Flag,
  create_time: Time,
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** A company account holder: Chinese characters, brackets (full or half width), letters, digits, ·. */
const CompanyName = z.string().check(
  z.trim(),
  z.regex(/^[\u3400-\u4DBF\u4E00-\u9FFFA-Za-z0-9()（）·&\- ]{2,60}$/, "account_name must be a company name of 2-60 characters"),
);

/**
 * §3 payout account to save: create (no id) or update (id). bank_code, "not shown": chosen, the
 * 12-digit CNAPS bank branch number a Chinese transfer needs. A personal account's name passes
 * the §5 Chinese-name check. alipay (a mobile or an e-mail) is an optional second way to pay.
 * The whole card number never comes back once saved (account-info masks it): an update that
 * leaves `bank_account` out keeps the number it had; a new account must give it. The Alipay
 * account is masked too (§5), so likewise (issue 16: the edit form cannot send it back): left
 * out, an update keeps it; "" removes it.
 */
export const AccountSaveInput = z
  .strictObject({
    id: z.optional(Id),
    type: oneOf([ACCOUNT_TYPE.PERSONAL, ACCOUNT_TYPE.COMPANY]),
    bank_name: line(50),
    bank_account: z.optional(BankAccount),
    bank_code: z.string().check(z.regex(/^\d{12}$/, "bank_code must be the 12-digit CNAPS number")),
    account_name: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    alipay: z.optional(z.union([Mobile, Email, z.literal("")])),
    is_default: z.optional(Flag),
  })
  .check(
    z.refine(
      (v) =>
        v.type === ACCOUNT_TYPE.PERSONAL
          ? ChineseName.safeParse(v.account_name).success
          : CompanyName.safeParse(v.account_name).success,
      { message: "account_name must be the holder's name in Chinese (company: its registered name)", path: ["account_name"] },
    ),
    z.refine((v) => v.id !== undefined || v.bank_account !== undefined, { message: "bank_account is required for a new account", path: ["bank_account"] }),
  );

/** A withdrawal. `actual_amount` = amount - fee; bank account masked. */
export const Withdrawal = z.looseObject({
  id: Id,
  sn: z.string(),
  account_id: Id,
  amount: Money,
  fee: Money,
  actual_amount: Money,
  status: z.number(),
  bank_name: OptText,
  bank_account: OptText,
  account_name: OptText,
  remark: OptText,
  create_time: Time,
  pay_time: z.nullish(Time),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/**
 * esign-data, "not shown": chosen, per withdrawal (each payout is signed, as flexible-payroll
 * platforms require): the parties and amount the contract page shows, and where it stands.
 * The signing URL itself comes from esign/get-url.
 */
export const EsignData = z.looseObject({
  withdraw_id: Id,
  contract_no: z.string(),
  contract_name: z.string(),
  amount: Money,
  /** The platform company (§3 product constants). */
  party_a: z.looseObject({ name: z.string(), address: z.optional(OptText) }),
  /** The account holder; id card and mobile masked. */
  party_b: z.looseObject({ name: z.string(), id_card: z.optional(OptText), mobile: z.optional(OptText) }),
  is_signed: Flag,
  signed_time: z.nullish(Time),
  /** The signed PDF, once signed. */
  file_url: z.optional(OptText),
  /** The withdrawal itself (issue 16: the withdraw-sign page shows its status, fee and account without a second call). */
  withdrawal: z.optional(Withdrawal),
});
export type EsignData = z.infer<typeof EsignData>;

export const accountList = endpoint({
  method: "GET",
  path: "/api/tixian/account-list",
  access: "merchant",
  input: NoInput,
  output: z.looseObject({ list: z.array(PayoutAccount) }),
  summary: "The caller's payout accounts (bank account masked)",
});

export const accountInfo = endpoint({
  method: "GET",
  path: "/api/tixian/account-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: PayoutAccount,
  summary: "One payout account (bank account and alipay masked, §5), for the detail page and the edit form",
});

export const esignData = endpoint({
  method: "GET",
  path: "/api/tixian/esign-data",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: EsignData,
  summary: "The e-sign contract of a withdrawal (/admin/user/withdraw-sign)",
});

export const accountSave = endpoint({
  method: "POST",
  path: "/api/tixian/account-save",
  access: "merchant",
  input: AccountSaveInput,
  output: z.looseObject({ id: Id }),
  summary: "Create or update a payout account",
});

export const accountDel = endpoint({
  method: "POST",
  path: "/api/tixian/account-del",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Delete a payout account (refused while a withdrawal to it is open)",
});

export const apply = endpoint({
  method: "POST",
  path: "/api/tixian/apply",
  access: "merchant",
  input: z.strictObject({ account_id: Id, amount: moneyInput(WITHDRAW_MAX) }),
  output: Withdrawal,
  summary: "Withdraw from the balance (-> waiting for the e-signature)",
});

// Path not shown: chosen GET /api/tixian/list for /admin/user/withdraw (the withdrawal records).
export const withdrawList = endpoint({
  method: "GET",
  path: "/api/tixian/list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, status: z.optional(queryOneOf(valuesOf(WITHDRAW_STATUS))) }),
  output: paged(Withdrawal),
  summary: "The caller's withdrawals",
});

// The multipart field and the answer of an upload, shared with the customer's upload (tanghua.ts).
export { UPLOAD_IMAGE_FIELD, UploadedImage } from "./common.ts";

/**
 * upload-image: the body is multipart/form-data with one part named `file` (UPLOAD_IMAGE_FIELD),
 * not JSON, so `input` (which describes JSON fields) is NoInput. The server enforces §5/§9 while
 * streaming: over UPLOAD_MAX_BYTES (5 MB) -> 413, not png/jpeg by magic bytes -> 415.
 */
export const uploadImage = endpoint({
  method: "POST",
  path: "/api/tixian/upload-image",
  access: "merchant",
  input: NoInput,
  output: UploadedImage,
  summary: `Upload an image (multipart field "file"; at most 5 MB; ${UPLOAD_EXTENSIONS.join(", ")})`,
});

/**
 * withdraw-info, "not shown" (issue 16 withdraw-form): what the form shows before confirming: the
 * balance that can be withdrawn now, what open withdrawals hold, the limits and fee rule; with
 * `amount`, the fee and what arrives (withdrawFeeCents). No amount check here: apply decides.
 */
export const WithdrawInfo = z.looseObject({
  available: Money,
  frozen: Money,
  fee_per_mille: z.number(),
  min_amount: Money,
  max_amount: Money,
  open_count: z.number().check(z.int(), z.gte(0)),
  open_max: z.number().check(z.int(), z.gte(0)),
  amount: z.optional(Money),
  fee: z.optional(Money),
  actual_amount: z.optional(Money),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

export const withdrawInfo = endpoint({
  method: "GET",
  path: "/api/tixian/withdraw-info",
  access: "merchant",
  input: z.strictObject({ amount: z.optional(queryMoney(WITHDRAW_MAX)) }),
  output: WithdrawInfo,
  summary: "What can be withdrawn, the limits, and the fee of an amount",
});

/**
 * cancel, "not shown": the merchant gives up a withdrawal not yet signed (status 0): the amount
 * the ledger held goes back to the balance (WITHDRAW_RETURN) and its signing link stops working.
 * Once signed it is the platform's to decide. A cancelled one answers as it is (a retry is harmless).
 */
export const withdrawCancel = endpoint({
  method: "POST",
  path: "/api/tixian/cancel",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Withdrawal,
  summary: "Cancel a withdrawal waiting for its signature (money back)",
});

export const tixianEndpoints = [
  accountList,
  accountInfo,
  esignData,
  accountSave,
  accountDel,
  apply,
  withdrawList,
  uploadImage,
  withdrawInfo,
  withdrawCancel,
] as const;
