/**
 * /user/get-coupon (§2): claim a coupon. `?id=` is an offer shared as a link (claim it with one
 * tap); a claim code can be typed in either way. The claimed coupon is shown with a link to it.
 */
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { Coupon } from "../../../../contract/http/coupon.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName, Form, TextField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddCoupon } from "../api/use-add-coupon.ts";
import { CouponCard } from "../components/coupon-card.tsx";
import "../components/user.css";
import { checkClaimCode } from "../get-coupon-validation.ts";
import { queryId } from "../query-id.ts";

export function GetCouponPage() {
  const t = useT("user");
  const offerId = queryId(useSearch());
  const add = useAddCoupon();
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
        {offerId !== null && (
          <section className="user-card get-coupon__offer">
            <h2 className="get-coupon__offer-title">{t("getCoupon.offer", { id: offerId })}</h2>
            <p className="user-card__hint">{t("getCoupon.offerText")}</p>
            {offerError && (
              <p className="field__error" role="alert">
                {offerError}
              </p>
            )}
            <Button block loading={add.isMutating} onClick={() => void claim({ id: offerId }, setOfferError)}>
              {t("getCoupon.claim")}
            </Button>
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
