/**
 * The printer serial of a visit (§2): from the query (a scan), else the stored one. No React:
 * app/boot.ts reads it before the app is evaluated (early.ts); printer-sn.ts is the hook.
 */
/** The contract's Sn (web/contract/http/common.ts): letters, digits, - and _, up to 64. */
export const SN = /^[A-Za-z0-9_-]{1,64}$/;

export type SnState = { sn: string; bad?: undefined } | { sn: undefined; bad: string | undefined };

/** What the query says, else the stored serial; `bad` is a query serial that is not one. */
export function resolveSn(search: string, stored: string | undefined): SnState {
  const q = new URLSearchParams(search).get("sn")?.trim();
  if (q) return SN.test(q) ? { sn: q } : { sn: undefined, bad: q };
  return stored && SN.test(stored) ? { sn: stored } : { sn: undefined, bad: undefined };
}
