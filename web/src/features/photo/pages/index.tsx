/** /photo: the themes to pick from (§3, visible ones), today's sign-in and the points links. */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useSignInfo } from "../api/use-sign-info.ts";
import { ThemeArt } from "../components/theme-art.tsx";
import "../components/photo.css";
import { VISIBLE_THEMES } from "../theme.ts";

export function PhotoIndexPage() {
  const t = useT("photo");
  const { user } = useSession();
  const sign = useSignInfo(undefined);
  usePageTitle(t("index.title"));
  return (
    <>
      <TopBar title={t("index.title")} />
      <main className="page photo-page">
        <section className="photo-hero">
          <p className="photo-hero__hello">{t("index.hello", { name: user?.nickname || t("index.friend") })}</p>
          <p className="photo-hero__points" aria-live="polite">
            {sign.data ? t("index.points", { points: sign.data.points }) : t("index.pointsLoading")}
          </p>
          <nav className="photo-hero__links" aria-label={t("index.links")}>
            <Link className="photo-hero__link" href={paths.photo.sign()}>
              {sign.data?.signed_today === 1 ? t("index.signed") : t("index.sign")}
            </Link>
            <Link className="photo-hero__link" href={paths.photo.invite()}>
              {t("index.invite")}
            </Link>
            <Link className="photo-hero__link" href={paths.photo.points()}>
              {t("index.record")}
            </Link>
          </nav>
        </section>
        <h2 className="photo-section-title">{t("index.pickTheme")}</h2>
        <ul className="theme-grid" role="list">
          {VISIBLE_THEMES.map((theme) => (
            <li key={theme.id}>
              <Link className="theme-card" href={paths.photo.ai.index({ type: theme.id })}>
                <ThemeArt theme={theme.id} />
                <span className="theme-card__name">{t(`theme.${theme.name}`)}</span>
                <span className="theme-card__text">{t(`theme.${theme.name}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
