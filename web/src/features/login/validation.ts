/**
 * Checks of the login form (§5: bad input gets a clear error under its field). Errors are
 * `login` translation keys.
 */
import { isEmail, isMobile } from "../../lib/validate.ts";
import type { CodeTarget } from "../../components/code-field.tsx";

export type LoginMethod = "mobile" | "email";

export type LoginErrorKey =
  | "error.mobileRequired"
  | "error.mobileInvalid"
  | "error.emailRequired"
  | "error.emailInvalid"
  | "error.codeRequired"
  | "error.codeInvalid";

/** What people type: "138 0000 0001" or "138-0000-0001" is the same number. */
export function normalizeMobile(s: string): string {
  return s.replace(/[\s-]/g, "");
}

export function checkTarget(method: LoginMethod, raw: string): { ok: true; target: CodeTarget } | { ok: false; error: LoginErrorKey } {
  if (method === "mobile") {
    const mobile = normalizeMobile(raw);
    if (mobile === "") return { ok: false, error: "error.mobileRequired" };
    if (!isMobile(mobile)) return { ok: false, error: "error.mobileInvalid" };
    return { ok: true, target: { mobile } };
  }
  const email = raw.trim();
  if (email === "") return { ok: false, error: "error.emailRequired" };
  if (!isEmail(email)) return { ok: false, error: "error.emailInvalid" };
  return { ok: true, target: { email } };
}

/** The contract's code: exactly 6 digits. */
export function checkCode(code: string): LoginErrorKey | undefined {
  if (code === "") return "error.codeRequired";
  if (!/^\d{6}$/.test(code)) return "error.codeInvalid";
  return undefined;
}

/** Where to go after login: the same-origin `redirect`, never back to a login page (a loop). */
export function afterLoginPath(safe: string): string {
  const path = safe.split(/[?#]/)[0] ?? "/";
  return path === "/login" || path === "/sugar-login" || path === "/logout" ? "/" : safe;
}
