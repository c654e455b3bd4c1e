/**
 * /join: the merchant cooperation page (§1). Buyers see a pop-up with a set probability; a
 * merchant offers cash back (default 1 unit, §9 DEFAULT_CASH_BACK, set in the back office:
 * default/config) for a follow, a post with a like count, a review or a short video, paid once
 * the merchant approves the buyer's screenshot. The button leads to /admin/shop.
 */
import { Link } from "wouter";
import { DEFAULT_CASH_BACK } from "../../../../contract/constants.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useAppConfig } from "../../../lib/app-config.ts";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import "./public-pages.css";

const TASKS = ["follow", "post", "review", "video"] as const;
const STEPS = ["step1", "step2", "step3", "step4"] as const;

export function JoinPage() {
  const t = useT("pages");
  usePageTitle(t("join.title"));
  const config = useAppConfig();
  // Until the config answers (or if it fails) the §1 default is shown: 1 unit, no probability.
  const cashBack = formatPrice(config.data?.cash_back ?? DEFAULT_CASH_BACK, readCachedCurrency());
  const probability = config.data ? `${Math.round(config.data.popup_probability * 100)}%` : null;
  return (
    <>
      <TopBar title={t("join.title")} />
      <main className="page public-page">
        <section className="public-page__hero">
          <h2>{t("join.hero")}</h2>
          <p>{t("join.heroText")}</p>
        </section>
        <section className="public-page__card">
          <h2>{t("join.popupTitle")}</h2>
          <p>{probability === null ? t("join.popupTextDefault") : t("join.popupText", { probability })}</p>
        </section>
        <section className="public-page__card">
          <h2>{t("join.cashBackTitle", { amount: cashBack })}</h2>
          <ul className="task-list">
            {TASKS.map((task) => (
              <li key={task} className="task-list__item">
                <strong>{t(`join.task.${task}`)}</strong>
                <span>{t(`join.task.${task}.text`)}</span>
              </li>
            ))}
          </ul>
          <p className="public-page__muted">{t("join.cashBackNote", { amount: cashBack })}</p>
        </section>
        <section className="public-page__card">
          <h2>{t("join.stepsTitle")}</h2>
          <ol className="step-list">
            {STEPS.map((s) => (
              <li key={s}>{t(`join.${s}`)}</li>
            ))}
          </ol>
        </section>
        <Link className={buttonClassName("primary", { block: true })} href={adminPaths.shop.index()}>
          {t("join.cta")}
        </Link>
      </main>
    </>
  );
}
