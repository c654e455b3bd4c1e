/**
 * The finance slice of the store: records only this domain writes (money out and paperwork).
 * Plain JSON-serialisable data keyed by id (see store/types.ts for the shared core: printers,
 * goods, print orders, ledger). The domain logic lives in mock-api/finance/.
 */

/** Text shown to English users too (§1 bilingual): Chinese first, English beside it. */
export interface Words {
  zh: string;
  en: string;
}

/** §3 payout account (tixian AccountSaveInput), owned by one user. Keyed by id. */
export interface PayoutAccountRecord {
  id: number;
  userId: number;
  /** ACCOUNT_TYPE: 1 personal, 2 company. */
  type: number;
  bank_name: string;
  /** Whole; masked (first 4, last 4) everywhere but account-info. */
  bank_account: string;
  /** 12-digit CNAPS number. */
  bank_code: string;
  account_name: string;
  /** "" = none. */
  alipay: string;
  is_default: 0 | 1;
  /** Unix seconds. */
  create_time: number;
}

/**
 * A withdrawal (WITHDRAW_STATUS). The amount leaves the company's balance at apply (a ledger
 * entry per shop it is taken from, `debits`) and comes back only when the platform refuses it.
 * The account is copied in, so editing or deleting the account later leaves history unchanged.
 */
export interface WithdrawalRecord {
  id: number;
  sn: string;
  userId: number;
  /** The company whose shops' income it was taken from. */
  companyId: number;
  account_id: number;
  /** Decimal strings. */
  amount: string;
  fee: string;
  actual_amount: string;
  status: number;
  bank_name: string;
  /** Whole (masked when sent). */
  bank_account: string;
  account_name: string;
  remark: string;
  /** Where the amount came from: shop id → cents taken (given back in full on a refusal). */
  debits: { shopId: number; cents: number }[];
  /** Unix seconds. */
  create_time: number;
  pay_time: number | null;
  /** The platform's decision (platform/withdraw-review): when and by whom; absent before. */
  review_time?: number;
  reviewerId?: number;
}

/** An electronic-signing flow (ESIGN_STATUS) of one withdrawal's contract. Keyed by flow_id. */
export interface EsignFlowRecord {
  flow_id: string;
  /** ESIGN_TYPES. */
  type: "withdraw";
  userId: number;
  withdrawId: number;
  /** As stored; SIGNING past `expiresAt` reads as EXPIRED (nothing is rewritten on a GET). */
  status: number;
  signer_name: string;
  /** Where the signing page sends the signer back to ("" = nowhere given). */
  redirect_url: string;
  /** Unix seconds. */
  create_time: number;
  expire_time: number;
  sign_time: number | null;
}

/** An uploaded image (tixian/upload-image), served at `/mock/uploads/<id>.<ext>`. Keyed by id. */
export interface UploadRecord {
  /** Server-chosen, 24 hex characters. */
  id: string;
  userId: number;
  type: "png" | "jpeg";
  size: number;
  /** The file (store/blobs.ts): SHA-256 of the bytes, kept beside the state, not in it (issue 12 item 2). */
  blob: string;
  create_time: number;
}

/** A help, agreement, privacy or notice article (default/article-list), in both languages. */
export interface ArticleRecord {
  id: number;
  /** ARTICLE_TYPES. */
  type: string;
  title: Words;
  /** Simple, safe HTML (p, h3, ul/li, strong): the back office's rich-text editor's output. */
  content: Words;
  create_time: number;
}

/** Someone a merchant invited (manage/invite-list), with the reward it earned. Keyed by id. */
export interface InviteRecord {
  id: number;
  inviterId: number;
  /** The invitee when they are a user of the store; the row keeps its own copy of the name. */
  inviteeId: number | null;
  nickname: string;
  avatar: string;
  mobile: string;
  /** Decimal string; "0.00" until the invitee's first purchase earns one. */
  reward: string;
  create_time: number;
}

export interface FinanceState {
  accounts: Record<string, PayoutAccountRecord>;
  withdrawals: Record<string, WithdrawalRecord>;
  esignFlows: Record<string, EsignFlowRecord>;
  uploads: Record<string, UploadRecord>;
  articles: Record<string, ArticleRecord>;
  invites: Record<string, InviteRecord>;
}

export function emptyFinanceState(): FinanceState {
  return { accounts: {}, withdrawals: {}, esignFlows: {}, uploads: {}, articles: {}, invites: {} };
}
