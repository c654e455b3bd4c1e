/**
 * Who the signed-in user is, as the guards (app/guards.tsx) and the pages that link into the
 * admin area ask it: §2 "a user with mobile or email" for /admin, §6 level_type 1/3/7 for /admin/x.
 */
import { ADMIN_LEVEL_TYPES } from "../../contract/constants.ts";
import type { User } from "../../contract/http/auth.ts";

/** §2: the admin area needs a mobile or an email (else /login). */
export function hasContact(user: User | null): boolean {
  return Boolean(user && (user.mobile || user.email));
}

/** §6: level_type 1, 3 or 7. */
export function isAdmin(user: User | null): boolean {
  return user !== null && ADMIN_LEVEL_TYPES.includes(user.level_type);
}

/**
 * Who the merchant admin (/admin) is for, known before any call fails (issue 14): "merchant" for
 * a user who runs shops for a company and for admins (§6, they see every shop); "customer" for a
 * user the backend says belongs to no company (the admin shows them it is for shop owners);
 * "unknown" when the user answer does not say (then the merchant calls decide, §8 403).
 */
export type MerchantAccess = "merchant" | "customer" | "unknown";

export function merchantAccess(user: User | null): MerchantAccess {
  if (user === null) return "unknown";
  if (isAdmin(user) || (user.company !== undefined && user.company !== null)) return "merchant";
  return user.company === null ? "customer" : "unknown";
}
