/** One coupon in a list: value and type on the left, name, scope and dates on the right. */
import { Link } from "wouter";
import type { Coupon } from "../../../../contract/http/coupon.ts";
import { ChevronRightIcon } from "../../../components/action-icons.tsx";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { couponScope, couponStatusKey, couponTypeKey, couponValueKey } from "./coupon-text.ts";
import "./user.css";

export function CouponCard({ coupon, href }: { coupon: Coupon; href: string }) {
  const t = useT("user");
  const lang = useLanguage();
  const inactive = coupon.status !== 0;
  const date = (v: Coupon["end_time"]) => formatDateTime(v, lang).slice(0, 10);
  return (
    <Link href={href} className={`coupon-card coupon-card--type-${coupon.type}${inactive ? " coupon-card--inactive" : ""}`}>
      <div className="coupon-card__value">
        <strong>{t(couponValueKey(coupon))}</strong>
        <span>{t(couponTypeKey(coupon))}</span>
      </div>
      <div className="coupon-card__body">
        <p className="coupon-card__name">{coupon.name}</p>
        <p className="coupon-card__scope">{couponScope(coupon, t)}</p>
        <p className="coupon-card__date">
          {coupon.status === 1 && coupon.use_time ? t("coupon.usedAt", { date: date(coupon.use_time) }) : t("coupon.validUntil", { date: date(coupon.end_time) })}
        </p>
      </div>
      {inactive ? <span className="coupon-card__badge">{t(couponStatusKey(coupon))}</span> : <ChevronRightIcon size={18} className="coupon-card__chevron" />}
    </Link>
  );
}
