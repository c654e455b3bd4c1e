/**
 * One coupon in full: value, name and a countdown to expiry (§4 countdown helper: days, hours,
 * minutes, seconds; seconds-or-ms timestamps), then its facts. Used by coupon-detail and
 * partner-coupon-detail.
 */
import { Link } from "wouter";
import type { Coupon } from "../../../../contract/http/coupon.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { useCountdown } from "../../../lib/countdown.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { couponScope, couponStatusKey, couponTypeKey, couponValueKey } from "./coupon-text.ts";
import "./user.css";

function ExpiryCountdown({ end }: { end: Coupon["end_time"] }) {
  const t = useT("user");
  const left = useCountdown(end);
  if (left.isExpired) return <p className="coupon-detail__countdown">{t("couponDetail.expired")}</p>;
  return (
    <p className="coupon-detail__countdown" role="timer" aria-live="off">
      {t("couponDetail.expiresIn")} {t("couponDetail.countdown", { d: left.days, h: left.hours, m: left.minutes, s: left.seconds })}
    </p>
  );
}

export function CouponDetailView({ coupon }: { coupon: Coupon }) {
  const t = useT("user");
  const lang = useLanguage();
  const unused = coupon.status === 0;
  const rows: [string, string][] = [
    [t("couponDetail.type"), t(couponTypeKey(coupon))],
    [t("couponDetail.scope"), couponScope(coupon, t)],
    [t("couponDetail.start"), formatDateTime(coupon.start_time, lang)],
    [t("couponDetail.end"), formatDateTime(coupon.end_time, lang)],
    [t("couponDetail.claimed"), formatDateTime(coupon.create_time, lang)],
  ];
  if (coupon.code) rows.push([t("couponDetail.code"), coupon.code]);
  if (coupon.use_time) rows.push([t("couponDetail.useTime"), formatDateTime(coupon.use_time, lang)]);
  if (coupon.order_sn) rows.push([t("couponDetail.order"), coupon.order_sn]);

  return (
    <>
      <section className={`coupon-detail__hero${unused ? "" : " coupon-detail__hero--inactive"}`}>
        <span className="coupon-detail__value">{t(couponValueKey(coupon))}</span>
        <h2 className="coupon-detail__name">{coupon.name}</h2>
        {unused ? <ExpiryCountdown end={coupon.end_time} /> : <p className="coupon-detail__countdown">{t(couponStatusKey(coupon))}</p>}
      </section>
      {coupon.partner && (
        <section className="user-card partner-brand" aria-label={t("partner.brand")}>
          {coupon.partner.logo_url && <Img className="partner-brand__logo" src={coupon.partner.logo_url} alt="" />}
          <div>
            <p className="user-card__hint">{t("partner.brand")}</p>
            <strong>{coupon.partner.name}</strong>
          </div>
        </section>
      )}
      <section className="user-card">
        <dl className="detail-list">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="user-card">
        <h3 className="bind-row__label">{t("couponDetail.description")}</h3>
        {coupon.description && <p>{coupon.description}</p>}
        <p className="user-card__hint">{t("couponDetail.howTo")}</p>
        {unused && coupon.sn && (
          <Link className={buttonClassName("primary", { block: true })} href={paths.sugar.index({ sn: coupon.sn })}>
            {t("couponDetail.use")}
          </Link>
        )}
      </section>
    </>
  );
}
