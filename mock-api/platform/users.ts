/**
 * Users and admin levels as the platform sees them (contract platform.ts user-list, admin-list,
 * set-level). Who may grant what is decided once, in constants.ts PLATFORM_LEVELS: set-level is a
 * level-7 call (the router refuses the others), and here the last level 7 keeps its level.
 */
import { ADMIN_LEVEL_TYPES, LEVEL_TYPE, type Language } from "../../web/contract/constants.ts";
import type { PlatformUser } from "../../web/contract/http/platform.ts";
import { ApiError } from "../errors.ts";
import { maskEmail, maskMobile } from "../finance/scope.ts";
import { say } from "../messages.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";
import { X } from "./messages.ts";

/** §5 masks even for admins: a list is read over shoulders (contract PlatformUser). */
export function toPlatformUser(store: Store, u: UserRecord): PlatformUser {
  const company = u.companyId === null ? undefined : own(store.companies, u.companyId);
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    mobile: u.mobile === "" ? null : maskMobile(u.mobile),
    email: u.email === "" ? null : maskEmail(u.email),
    level_type: u.level_type,
    wx_bound: u.wx_openid === "" ? 0 : 1,
    company: company === undefined ? null : { id: company.id, name: company.name, role: company.ownerId === u.id ? "owner" : "operator" },
    create_time: u.create_time,
  };
}

/** Users matching a keyword (digits: part of the mobile; anything: part of the nickname), newest first. */
export function searchUsers(store: Store, q: { keyword?: string | undefined; level_type?: number | undefined }): UserRecord[] {
  const kw = q.keyword?.toLowerCase();
  const digits = kw !== undefined && /^\d+$/.test(kw);
  return Object.values(store.users)
    .filter((u) => q.level_type === undefined || u.level_type === q.level_type)
    .filter((u) => kw === undefined || u.nickname.toLowerCase().includes(kw) || (digits && u.mobile.includes(kw)))
    .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}

/** Everyone holding an admin level, the highest level first. */
export function admins(store: Store): UserRecord[] {
  return Object.values(store.users)
    .filter((u) => ADMIN_LEVEL_TYPES.includes(u.level_type))
    .sort((a, b) => b.level_type - a.level_type || a.id - b.id);
}

/** set-level (level 7 only, the router's `levels`): checks, then changes and journals it. */
export function setLevel(
  store: Store,
  actor: UserRecord,
  input: { user_id: number; level_type: number; remark?: string | undefined },
  nowS: number,
  lang: Language,
): UserRecord {
  const target = own(store.users, input.user_id);
  if (target === undefined) throw new ApiError(404, say(lang, X.userNotFound));
  if (target.level_type === input.level_type) return target; // nothing to change, nothing to journal
  const supers = Object.values(store.users).filter((u) => u.level_type === LEVEL_TYPE.SUPER_ADMIN);
  if (target.level_type === LEVEL_TYPE.SUPER_ADMIN && supers.length <= 1) throw new ApiError(200, say(lang, X.lastSuperAdmin));
  // §2: the admin area needs a mobile or email to sign in with; a level nobody can use is refused.
  if (ADMIN_LEVEL_TYPES.includes(input.level_type) && target.mobile === "" && target.email === "") throw new ApiError(200, say(lang, X.adminNeedsLogin));
  const before = { level_type: target.level_type };
  target.level_type = input.level_type;
  recordAudit(
    store,
    actor,
    { action: "user.level", target_type: "user", target_id: target.id, target_sn: target.mobile === "" ? target.email : maskMobile(target.mobile), before, after: { level_type: target.level_type }, remark: input.remark },
    nowS,
  );
  return target;
}
