/**
 * /lottery/address?record_id: where a won gift ships. The caller's addresses (default first);
 * picking one sets it on the draw; new and edited addresses go through /lottery/address-form.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { EmptyState, ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddresses } from "../api/use-addresses.ts";
import { useSetLotteryAddress } from "../api/use-set-address.ts";
import { LoginNeeded } from "../components/login-needed.tsx";
import "../components/lottery.css";

export function LotteryAddressPage() {
  const t = useT("pages");
  usePageTitle(t("lottery.addressTitle"));
  const { user } = useSession();
  const [, navigate] = useLocation();
  const recordId = Number(new URLSearchParams(useSearch()).get("record_id"));
  const hasRecord = Number.isInteger(recordId) && recordId > 0;
  const addresses = useAddresses(user !== null);
  const setAddress = useSetLotteryAddress();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = addresses.data?.list;
  const selected = chosen ?? list?.[0]?.id ?? null;
  const formHref = (id?: number) => paths.lottery.addressForm({ id, record_id: hasRecord ? recordId : undefined });

  const confirm = async () => {
    if (!hasRecord || selected === null) return;
    try {
      await setAddress.trigger({ record_id: recordId, address_id: selected });
      toast.success(t("lottery.addressSaved"));
      navigate(paths.lottery.record(), { replace: true });
    } catch {
      // The client showed the server's reason (shipped already, no such address).
    }
  };

  let body;
  if (!user) body = <LoginNeeded />;
  else if (!hasRecord) body = <ErrorState title={t("lottery.noRecord")} />;
  else if (addresses.isLoading) body = <LoadingState />;
  else if (!list) body = <ErrorState message={errorMessage(addresses.error)} onRetry={() => void addresses.reload()} />;
  else if (list.length === 0)
    body = (
      <EmptyState
        title={t("lottery.addressEmpty")}
        action={
          <Link className={buttonClassName("primary")} href={formHref()}>
            {t("lottery.addAddress")}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <fieldset className="address-choice">
          <legend className="visually-hidden">{t("lottery.addressTitle")}</legend>
          {list.map((a) => (
            <div key={a.id} className="address-choice__row">
              <label className="address-choice__item">
                <input type="radio" name="address" checked={selected === a.id} onChange={() => setChosen(a.id)} />
                <span className="address-choice__text">
                  <strong>
                    {a.name} {a.mobile}
                  </strong>
                  {a.is_default === 1 && <span className="address-choice__default">{t("lottery.default")}</span>}
                  <span>
                    {a.province}
                    {a.city}
                    {a.district} {a.detail}
                  </span>
                </span>
              </label>
              <Link className="address-choice__edit" href={formHref(a.id)} aria-label={t("lottery.editAddressOf", { name: a.name })}>
                {t("lottery.edit")}
              </Link>
            </div>
          ))}
        </fieldset>
        <Link className={buttonClassName("secondary", { block: true })} href={formHref()}>
          {t("lottery.addAddress")}
        </Link>
        <Button block loading={setAddress.isMutating} disabled={selected === null} onClick={() => void confirm()}>
          {t("lottery.shipHere")}
        </Button>
      </>
    );

  return (
    <>
      <TopBar title={t("lottery.addressTitle")} backHref={paths.lottery.record()} />
      <main className="page lottery">{body}</main>
    </>
  );
}
