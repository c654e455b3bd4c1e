/** How a coupon reads (§3 type 1 discount = half price, 2 free) and where it works. */
import type { Coupon } from "../../../../contract/http/coupon.ts";
import type { TFunction } from "../../../lib/i18n/index.ts";

/** Where it works: a coupon, or an offer's preview (coupon/offer) before it is claimed. */
type Scoped = Pick<Coupon, "partner" | "company_name" | "scope_names"> & { sn?: Coupon["sn"] };

export function couponScope(c: Scoped, t: TFunction<"user">): string {
  if (c.partner) return t("coupon.scope.partner", { partner: c.partner.name });
  // Issue 15: a merchant's offer limited to some shops or printers names them.
  if (c.scope_names && c.scope_names.length > 0) return t("coupon.scope.places", { places: c.scope_names.join(t("coupon.scope.joiner")) });
  if (c.sn) return t("coupon.scope.printer", { sn: c.sn });
  if (c.company_name) return t("coupon.scope.company", { company: c.company_name });
  return t("coupon.scope.all");
}

export function couponTypeKey(c: Pick<Coupon, "type">) {
  return c.type === 2 ? "coupon.type.2" : "coupon.type.1";
}

export function couponValueKey(c: Pick<Coupon, "type">) {
  return c.type === 2 ? "coupon.value.2" : "coupon.value.1";
}

export function couponStatusKey(c: Coupon) {
  return c.status === 1 ? "coupon.status.1" : c.status === 2 ? "coupon.status.2" : "coupon.status.0";
}
