/** /help/user-guide: how a customer uses a printer and the photo area, illustrated, both languages. */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { GuideArt, type GuideStep } from "../components/guide-art.tsx";
import "../components/help.css";

const STEPS: readonly GuideStep[] = ["scan", "pick", "draw", "pay", "print", "enjoy"];
const FAQ = ["faq1", "faq2", "faq3", "faq4"] as const;

export function UserGuidePage() {
  const t = useT("pages");
  usePageTitle(t("guide.title"));
  return (
    <>
      <TopBar title={t("guide.title")} />
      <main className="page guide">
        <p className="guide__intro">{t("guide.intro")}</p>
        <ol className="guide__steps">
          {STEPS.map((step, i) => (
            <li key={step} className="guide__step">
              <GuideArt step={step} label={t(`guide.${step}.art`)} />
              <div>
                <h2 className="guide__step-title">
                  {i + 1}. {t(`guide.${step}.title`)}
                </h2>
                <p>{t(`guide.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <section className="guide__card">
          <h2>{t("guide.photoTitle")}</h2>
          <p>{t("guide.photoText")}</p>
          <Link href={paths.photo.index()}>{t("guide.photoLink")}</Link>
        </section>
        <section className="guide__card">
          <h2>{t("guide.faqTitle")}</h2>
          <dl className="guide__faq">
            {FAQ.map((f) => (
              <div key={f}>
                <dt>{t(`guide.${f}.q`)}</dt>
                <dd>{t(`guide.${f}.a`)}</dd>
              </div>
            ))}
          </dl>
          <Link href={paths.about()}>{t("guide.contact")}</Link>
        </section>
      </main>
    </>
  );
}
