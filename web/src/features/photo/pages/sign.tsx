/** /photo/sign: the daily sign-in (§3 calendar entries day/value), month by month. */
import { useState } from "react";
import { paths } from "../../../paths/paths.ts";
import { Button } from "../../../components/button.tsx";
import { ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useSign } from "../api/use-sign.ts";
import { useSignInfo } from "../api/use-sign-info.ts";
import "../components/photo.css";
import { SignCalendar } from "../components/sign-calendar.tsx";
import { shiftMonth } from "../sign-calendar.ts";
import { signValue } from "../../../../contract/http/photo.ts";

export function PhotoSignPage() {
  const t = useT("photo");
  usePageTitle(t("sign.title"));
  const [month, setMonth] = useState<string | undefined>(undefined);
  const info = useSignInfo(month);
  const signing = useSign();
  const data = info.data;
  const thisMonth = data?.today.slice(0, 7);
  const shown = month ?? thisMonth;

  let body;
  if (info.isLoading) body = <LoadingState />;
  else if (!data) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />;
  else
    body = (
      <>
        <section className="sign-summary">
          <p className="sign-summary__points">{t("sign.points", { points: data.points })}</p>
          <p>{t("sign.streak", { days: data.streak })}</p>
          <Button
            block
            loading={signing.isMutating}
            disabled={data.signed_today === 1}
            onClick={() => void signing.trigger({}).then(() => setMonth(undefined)).catch(() => undefined)}
          >
            {data.signed_today === 1 ? t("sign.done") : t("sign.now", { value: signValue(data.streak + 1) })}
          </Button>
          <p className="sign-summary__rule">{t("sign.rule")}</p>
        </section>
        <div className="sign-month">
          <Button variant="ghost" size="sm" onClick={() => shown && setMonth(shiftMonth(shown, -1))} aria-label={t("sign.prev")}>
            ‹
          </Button>
          <h2 className="sign-month__title">{data.month}</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={shown === thisMonth}
            onClick={() => shown && setMonth(shiftMonth(shown, 1))}
            aria-label={t("sign.next")}
          >
            ›
          </Button>
        </div>
        <SignCalendar entries={data.calendar} today={data.today} />
      </>
    );

  return (
    <>
      <TopBar title={t("sign.title")} backHref={paths.photo.index()} />
      <main className="page photo-page">{body}</main>
    </>
  );
}
