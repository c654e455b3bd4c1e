/**
 * /user/get-coupon (§2): claim a coupon. `?id=` is an offer shared as a link: what it gives, where
 * and until when (coupon/offer, issue 15), claimed with one tap, or why it cannot be claimed now;
 * a claim code can be typed in either way. The claimed coupon is shown with a link to it.
 */
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { Coupon } from "../../../../contract/http/coupon.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName, Form, TextField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { RequestError } from "../../../lib/http.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddCoupon } from "../api/use-add-coupon.ts";
import { useCouponOffer } from "../api/use-coupon-offer.ts";
import { CouponCard } from "../components/coupon-card.tsx";
import { couponScope, couponTypeKey, couponValueKey } from "../components/coupon-text.ts";
import "../components/user.css";
import { checkClaimCode } from "../get-coupon-validation.ts";
import { queryId } from "../query-id.ts";

export function GetCouponPage() {
  const t = useT("user");
  const offerId = queryId(useSearch());
  const add = useAddCoupon();
  const offer = useCouponOffer(offerId);
  const lang = useLanguage();
  const day = (v: Date | number | string) => formatDateTime(v, lang).slice(0, 10);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [offerError, setOfferError] = useState<string | undefined>();
  const [claimed, setClaimed] = useState<Coupon | null>(null);
  usePageTitle(t("getCoupon.title"));

  const claim = async (input: { id: number } | { code: string }, onError: (msg: string | undefined) => void) => {
    onError(undefined);
    try {
      const coupon = await add.trigger(input);
      setClaimed(coupon);
      setCode("");
      toast.success(t("getCoupon.success"));
    } catch (err) {
      // Silent call: "already claimed", "sold out", "wrong code" are said next to what was tapped.
      if (!(err instanceof RequestError && err.handled)) onError(errorMessage(err));
    }
  };

  const submitCode = () => {
    const r = checkClaimCode(code);
    if (!r.ok) {
      setCodeError(t(r.error));
      return;
    }
    void claim({ code: r.code }, setCodeError);
  };

  return (
    <>
      <TopBar title={t("getCoupon.title")} backHref={paths.user.coupon()} />
      <main className="page user-page">
        {claimed && (
          <section className="user-card" role="status">
            <p className="bind-row__label">{t("getCoupon.got", { name: claimed.name })}</p>
            <CouponCard coupon={claimed} href={paths.user.couponDetail({ id: claimed.id })} />
            <Link className={buttonClassName("secondary", { block: true })} href={paths.user.coupon()}>
              {t("getCoupon.mine")}
            </Link>
          </section>
        )}
        {offerId !== null && claimed === null && (
          <section className="user-card get-coupon__offer" aria-busy={offer.data === undefined && offer.error === undefined}>
            {offer.data !== undefined ? (
              <>
                <div className={`coupon-card coupon-card--type-${offer.data.type} get-coupon__card`}>
                  <div className="coupon-card__value">
                    <strong>{t(couponValueKey(offer.data))}</strong>
                    <span>{t(couponTypeKey(offer.data))}</span>
                  </div>
                  <div className="coupon-card__body">
                    <h2 className="coupon-card__name">{offer.data.name}</h2>
                    <p className="coupon-card__scope">{couponScope(offer.data, t)}</p>
                    <p className="coupon-card__date">
                      {day(offer.data.start_time) > day(new Date())
                        ? t("getCoupon.offerValid", { start: day(offer.data.start_time), end: day(offer.data.end_time) })
                        : t("coupon.validUntil", { date: day(offer.data.end_time) })}
                    </p>
                  </div>
                </div>
                {offer.data.description && <p className="user-card__hint">{offer.data.description}</p>}
                {offer.data.can_claim === 1 ? (
                  day(offer.data.claim_end) < day(offer.data.end_time) && <p className="user-card__hint">{t("getCoupon.offerClaimBy", { date: day(offer.data.claim_end) })}</p>
                ) : (
                  <p className="get-coupon__why" role="note">
                    {offer.data.why_not}
                  </p>
                )}
              </>
            ) : offer.error !== undefined ? (
              <p className="get-coupon__why get-coupon__why--error" role="alert">
                {errorMessage(offer.error)}
              </p>
            ) : (
              <p className="user-card__hint">{t("getCoupon.offerLoading")}</p>
            )}
            {offerError && (
              <p className="field__error" role="alert">
                {offerError}
              </p>
            )}
            {offer.error === undefined && offer.data?.can_claim !== 0 && (
              <Button block loading={add.isMutating} disabled={offer.data === undefined} onClick={() => void claim({ id: offerId }, setOfferError)}>
                {t("getCoupon.claim")}
              </Button>
            )}
          </section>
        )}
        <section className="user-card">
          <h2 className="bind-row__label">{t("getCoupon.codeTitle")}</h2>
          <Form onSubmit={submitCode}>
            <TextField
              label={t("getCoupon.codeLabel")}
              name="code"
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={32}
              placeholder={t("getCoupon.codePlaceholder")}
              error={codeError}
              onChange={(v) => {
                setCode(v);
                if (codeError) setCodeError(undefined);
              }}
            />
            <Button type="submit" variant="secondary" block loading={add.isMutating}>
              {t("getCoupon.codeSubmit")}
            </Button>
          </Form>
        </section>
      </main>
    </>
  );
}
