/**
 * What every coupon page shows of an offer (issue 15): its type (§9: 1 half price, 2 free) as a
 * chip, where it is in its life as a badge, where it works, its validity as China days, and how
 * much of it is claimed and used.
 */
import { COUPON_STATUS, type CouponStatus } from "../../../../../contract/http/coupon.ts";
import type { CouponOffer, OfferState } from "../../../../../contract/http/manage-coupon.ts";
import { StatusBadge, type Tone } from "../../../../components/admin/detail.tsx";
import { chinaDay, lastChinaDay } from "../../../../lib/admin/dates.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import "./coupon.css";

const STATE_TONE: Readonly<Record<OfferState, Tone>> = { running: "success", upcoming: "info", stopped: "warning", ended: "muted" };

export function OfferStateBadge({ state }: { state: OfferState }) {
  const t = useT("admin-coupon");
  return <StatusBadge tone={STATE_TONE[state]}>{t(`state.${state}`)}</StatusBadge>;
}

export function OfferTypeChip({ type }: { type: CouponOffer["type"] }) {
  const t = useT("admin-coupon");
  return <span className={`offer-type offer-type--${type}`}>{t(`type.${type}`)}</span>;
}

const CLAIM_TONE: Readonly<Record<CouponStatus, Tone>> = { [COUPON_STATUS.UNUSED]: "info", [COUPON_STATUS.USED]: "success", [COUPON_STATUS.EXPIRED]: "muted" };

export function ClaimStatusBadge({ status }: { status: CouponStatus }) {
  const t = useT("admin-coupon");
  return <StatusBadge tone={CLAIM_TONE[status]}>{t(`claim.status.${status}`)}</StatusBadge>;
}

/** "2026-01-15 ~ 2026-03-31": the days its coupons are valid. */
export function validityText(o: Pick<CouponOffer, "start_time" | "end_time">): string {
  return `${chinaDay(o.start_time)} ~ ${lastChinaDay(o.end_time)}`;
}

/** Where its coupons work: shop names and how many single printers, or every printer of the company. */
export function useWhereText(): (o: Pick<CouponOffer, "shops" | "sns">) => string {
  const t = useT("admin-coupon");
  return (o) => {
    if (o.shops.length === 0 && o.sns.length === 0) return t("where.all");
    const parts = o.shops.map((s) => s.name);
    if (o.sns.length > 0) parts.push(t("where.printers", { n: o.sns.length }));
    return parts.join("、");
  };
}

/** Claimed out of the total, as a bar and the figures (used of claimed, left). */
export function ClaimBar({ offer: o }: { offer: Pick<CouponOffer, "total" | "claimed" | "used" | "left"> }) {
  const t = useT("admin-coupon");
  const share = o.total ? Math.min(1, o.claimed / o.total) : 0;
  return (
    <span className="claim-bar">
      <span className="claim-bar__figures">
        {o.total === null ? t("claim.noLimit", { claimed: o.claimed }) : t("claim.ofTotal", { claimed: o.claimed, total: o.total })}
      </span>
      {o.total !== null && (
        <span className="claim-bar__track" aria-hidden="true">
          <span className="claim-bar__fill" style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      )}
      <span className="admin-muted">
        {t("claim.used", { n: o.used })}
        {o.left !== null ? ` · ${t("claim.left", { n: o.left })}` : ""}
      </span>
    </span>
  );
}
