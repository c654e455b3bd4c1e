/**
 * /sugar/protect?sn (§2): buyer protection: what every print order is promised (food-grade
 * material, refund when a print fails, privacy of uploads, safety) and the customer service
 * number from the back-office config (default/config kefu_phone, when set).
 */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName, TopBar } from "../../../components/index.ts";
import { useAppConfig } from "../../../lib/app-config.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import "../components/order.css";
import { usePrinterSn } from "../printer-sn.ts";

const PROMISES = ["food", "refund", "privacy", "safety"] as const;

export default function ProtectPage() {
  const t = useT("sugar-order");
  usePageTitle(t("protect.title")); // §1: page title plus company or product title
  const { sn } = usePrinterSn();
  const config = useAppConfig();
  const phone = config.data?.kefu_phone;

  return (
    <div className="order-page">
      <TopBar title={t("protect.title")} backHref={paths.sugar.user({ sn })} />
      <section className="order-section">
        <p>{t("protect.intro")}</p>
      </section>
      {PROMISES.map((k) => (
        <section key={k} className="order-section" aria-labelledby={`protect-${k}`}>
          <h2 className="order-section__title" id={`protect-${k}`}>
            {t(`protect.${k}.title`)}
          </h2>
          <p className="order-muted">{t(`protect.${k}.text`)}</p>
        </section>
      ))}
      {phone ? (
        <section className="order-section">
          <p>
            {t("protect.contact")}: <a href={`tel:${phone}`}>{phone}</a>
          </p>
        </section>
      ) : null}
      <div className="order-actions">
        <Link className={buttonClassName("secondary", { block: true })} href={paths.sugar.order({ sn })}>
          {t("protect.toOrders")}
        </Link>
      </div>
    </div>
  );
}
