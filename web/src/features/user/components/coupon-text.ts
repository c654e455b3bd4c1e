/** How a coupon reads (§3 type 1 discount = half price, 2 free) and where it works. */
import type { Coupon } from "../../../../contract/http/coupon.ts";
import type { TFunction } from "../../../lib/i18n/index.ts";

export function couponScope(c: Coupon, t: TFunction<"user">): string {
  if (c.partner) return t("coupon.scope.partner", { partner: c.partner.name });
  if (c.sn) return t("coupon.scope.printer", { sn: c.sn });
  if (c.company_name) return t("coupon.scope.company", { company: c.company_name });
  return t("coupon.scope.all");
}

export function couponTypeKey(c: Coupon) {
  return c.type === 2 ? "coupon.type.2" : "coupon.type.1";
}

export function couponValueKey(c: Coupon) {
  return c.type === 2 ? "coupon.value.2" : "coupon.value.1";
}

export function couponStatusKey(c: Coupon) {
  return c.status === 1 ? "coupon.status.1" : c.status === 2 ? "coupon.status.2" : "coupon.status.0";
}
