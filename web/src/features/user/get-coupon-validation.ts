/** The claim code of /user/get-coupon: the contract's CouponCode (4 to 32 letters or digits). */
export type ClaimCodeError = "getCoupon.error.codeRequired" | "getCoupon.error.codeInvalid";

export function checkClaimCode(raw: string): { ok: true; code: string } | { ok: false; error: ClaimCodeError } {
  const code = raw.trim().toUpperCase(); // codes are printed in capitals; people type them any way
  if (code === "") return { ok: false, error: "getCoupon.error.codeRequired" };
  if (!/^[A-Z0-9]{4,32}$/.test(code)) return { ok: false, error: "getCoupon.error.codeInvalid" };
  return { ok: true, code };
}
