/**
 * The mock API's whole state: plain, JSON-serialisable data keyed by id, so a later issue can
 * write it to disk and read it back unchanged (`JSON.parse(JSON.stringify(store))`).
 * Times are milliseconds since the epoch from the injected clock.
 */

/** A user as the backend keeps it; `toPublicUser` (store/users.ts) gives the §3 User. */
export interface UserRecord {
  id: number;
  /** "" when the user has none (the backend sends "", the contract accepts "" or null). */
  mobile: string;
  email: string;
  nickname: string;
  avatar: string;
  wx_openid: string;
  /** Unix seconds (§4: timestamps below 1e10 are seconds). */
  create_time: number;
  level_type: number;
  /** Balance as the backend's decimal string ("25.80"). */
  total_money: string;
  coins: number;
  /** Internal: serials of printers this user manages (§6 printer manager, is_manage). */
  managedPrinters: string[];
  /** Internal: the company whose admin area this user belongs to, if any. */
  companyId: number | null;
}

export interface TokenRecord {
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export type CodeScene = "login" | "bind";

/** A live one-time code. Deleted when used or after 5 wrong tries. */
export interface CodeRecord {
  /** "m:<mobile>" or "e:<email>". */
  target: string;
  scene: CodeScene;
  code: string;
  createdAt: number;
  expiresAt: number;
  wrongTries: number;
}

/** A WeChat OAuth code the fake authorisation page hands out (filled by a later issue). */
export interface WxCodeRecord {
  openid: string;
  nickname?: string;
  avatar?: string;
  expiresAt: number;
}

export interface CompanyRecord {
  id: number;
  name: string;
  logo_url: string;
}

export interface ConfigRecord {
  cash_back: number;
  popup_probability: number;
  kefu_phone: string;
  wechat_app_id: string;
}

export interface Store {
  version: 1;
  seed: number;
  nextId: { user: number; company: number };
  users: Record<string, UserRecord>;
  /** Keyed by the SHA-256 of the token, so a dumped state holds no usable bearer token. */
  tokens: Record<string, TokenRecord>;
  /** Keyed by `${scene}:${target}`; a new code replaces the previous one. */
  codes: Record<string, CodeRecord>;
  /** Times codes were sent, per target, for the 1/min, 5/h, 10/day limits (last 24 h only). */
  codeRequests: Record<string, number[]>;
  wxCodes: Record<string, WxCodeRecord>;
  companies: Record<string, CompanyRecord>;
  /** The company anonymous callers see (§1 company context). */
  platformCompanyId: number;
  config: ConfigRecord;
}
