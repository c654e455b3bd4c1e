/** /about: the company behind the printers and how to reach it (§9: contact details on /about). */
import { PRODUCT } from "../../../../contract/constants.ts";
import { TopBar } from "../../../components/top-bar.tsx";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import "./public-pages.css";

export function AboutPage() {
  const t = useT("pages");
  const lang = useLanguage();
  usePageTitle(t("about.title"));
  const rows = [
    [t("about.company"), PRODUCT.company],
    [t("about.address"), PRODUCT.registeredAddress],
    [t("about.phone"), <a href={`tel:${PRODUCT.phone.replace(/-/g, "")}`}>{PRODUCT.phone}</a>],
    [t("about.email"), <a href={`mailto:${PRODUCT.email}`}>{PRODUCT.email}</a>],
  ] as const;
  return (
    <>
      <TopBar title={t("about.title")} />
      <main className="page public-page">
        <section className="public-page__hero">
          <h2>{lang === "en" ? PRODUCT.enTitle : PRODUCT.title}</h2>
          <p>{t("about.intro")}</p>
        </section>
        <section className="public-page__card">
          <h2>{t("about.contact")}</h2>
          <dl className="contact-list">
            {rows.map(([label, value]) => (
              <div key={label} className="contact-list__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="public-page__card">
          <h2>{t("about.qrTitle")}</h2>
          <div className="qr-pair">
            <figure>
              <img src={PRODUCT.weixinQrcode} width={140} height={140} alt={t("about.wechatQr")} />
              <figcaption>{t("about.wechatQr")}</figcaption>
            </figure>
            <figure>
              <img src={PRODUCT.kefuWeixinQrcode} width={140} height={140} alt={t("about.kefuQr")} />
              <figcaption>{t("about.kefuQr")}</figcaption>
            </figure>
          </div>
          <p className="public-page__muted">{t("about.hours")}</p>
        </section>
      </main>
    </>
  );
}
