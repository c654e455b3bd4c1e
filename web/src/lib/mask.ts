/** Masking of contact details shown back to their owner (§5). */

const PHONE_HEAD = 3; // §5: first 3 digits shown
const PHONE_TAIL = 4; // §5: last 4 digits shown
const EMAIL_HEAD = 2; // §5: first 2 characters shown
/** A fixed run of stars for e-mail, so the mask does not reveal how long the local part is. */
const EMAIL_STARS = "***";

/**
 * §5: first 3 and last 4 digits, stars between, one star per hidden character:
 * "13812345678" -> "138****5678". Surrounding whitespace is ignored and numbers are accepted
 * (some responses send the mobile as a number). A value of 7 characters or fewer cannot keep
 * 3 + 4 and still hide anything, so it becomes all stars of the same length. Empty -> "".
 */
export function maskPhone(s: string | number | null | undefined): string {
  if (s === null || s === undefined) return "";
  const phone = String(s).trim();
  if (phone.length <= PHONE_HEAD + PHONE_TAIL) return "*".repeat(phone.length);
  const hidden = phone.length - PHONE_HEAD - PHONE_TAIL;
  return `${phone.slice(0, PHONE_HEAD)}${"*".repeat(hidden)}${phone.slice(-PHONE_TAIL)}`;
}

/**
 * §5: "first 2 characters, stars after", applied to the local part only; the "@domain" is kept so
 * the owner can tell which address it is: "alice@x.com" -> "al***@x.com". A local part of 1 or 2
 * characters shows one fewer (so at least one character is always hidden): "ab@x.com" -> "a***@x.com".
 * A value without "@" is masked the same way as a bare local part. Empty -> "".
 */
export function maskEmail(s: string | null | undefined): string {
  if (s === null || s === undefined) return "";
  const email = s.trim();
  if (email === "") return "";
  const at = email.lastIndexOf("@"); // the domain cannot contain "@", a quoted local part can
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? "" : email.slice(at);
  const shown = Math.min(EMAIL_HEAD, Math.max(0, local.length - 1));
  return `${local.slice(0, shown)}${EMAIL_STARS}${domain}`;
}
