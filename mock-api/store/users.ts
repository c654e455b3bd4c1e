/** Finding, creating and presenting users. */
import { allocId } from "./ids.ts";
import type { User, UserCompany } from "../../web/contract/http/auth.ts";
import { own } from "./own.ts";
import { LEVEL_TYPE } from "../../web/contract/constants.ts";
import type { Store, UserRecord } from "./types.ts";

export function findUser(store: Store, by: { mobile?: string; email?: string; wx_openid?: string }): UserRecord | null {
  for (const u of Object.values(store.users)) {
    if (by.mobile !== undefined && by.mobile !== "" && u.mobile === by.mobile) return u;
    if (by.email !== undefined && by.email !== "" && u.email.toLowerCase() === by.email.toLowerCase()) return u;
    if (by.wx_openid !== undefined && by.wx_openid !== "" && u.wx_openid === by.wx_openid) return u;
  }
  return null;
}

/** SMS/email/WeChat sign-up: a first login with an unknown identity creates a customer. */
export function createUser(
  store: Store,
  nowMs: number,
  fields: { mobile?: string; email?: string; wx_openid?: string; nickname?: string; avatar?: string },
): UserRecord {
  const id = allocId(store, "user");
  const mobile = fields.mobile ?? "";
  const user: UserRecord = {
    id,
    mobile,
    email: fields.email?.toLowerCase() ?? "",
    wx_openid: fields.wx_openid ?? "",
    // The production backend names new SMS users "用户" + the last 4 digits.
    nickname: fields.nickname ?? (mobile !== "" ? `用户${mobile.slice(-4)}` : `糖画用户${id}`),
    avatar: fields.avatar ?? `/mock/avatars/${id}.svg`,
    create_time: Math.floor(nowMs / 1000),
    level_type: LEVEL_TYPE.CUSTOMER,
    total_money: "0.00",
    coins: 0,
    managedPrinters: [],
    companyId: null,
  };
  store.users[String(id)] = user;
  return user;
}

/** The company `u` runs shops for and their role (contract auth.ts UserCompany); null = none. */
function companyOf(store: Store, u: UserRecord): UserCompany | null {
  if (u.companyId === null) return null;
  const c = own(store.companies, u.companyId);
  if (c === undefined) return null;
  return { id: c.id, name: c.name, role: c.ownerId === u.id ? "owner" : "operator" };
}

/** §3 User: the public fields and the company the user runs shops for, never managedPrinters. */
export function toPublicUser(store: Store, u: UserRecord): User {
  return {
    id: u.id,
    mobile: u.mobile,
    email: u.email,
    nickname: u.nickname,
    avatar: u.avatar,
    wx_openid: u.wx_openid,
    create_time: u.create_time,
    level_type: u.level_type,
    total_money: u.total_money,
    coins: u.coins,
    company: companyOf(store, u),
  };
}
