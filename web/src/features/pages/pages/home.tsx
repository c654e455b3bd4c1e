import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { LanguageSwitcher } from "../../../components/language-switcher.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import "./home.css";

const STEPS = ["home.step1", "home.step2", "home.step3", "home.step4"] as const;

/** `/`: what the product does, how a customer uses a printer, and the ways in. */
export function HomePage() {
  const t = useT("common");
  const { user } = useSession();
  usePageTitle(t("home.title"));
  const links = [
    [paths.help.userGuide(), t("home.guide")],
    [paths.photo.index(), t("home.photo")],
    [paths.user.index(), t("home.user")],
    [adminPaths.index(), t("home.admin")],
    [paths.join(), t("home.join")],
    [paths.about(), t("home.about")],
  ] as const;
  return (
    <main className="home">
      <header className="home__bar">
        <span className="home__brand">{t("app.title")}</span>
        <LanguageSwitcher />
      </header>
      <section className="home__hero">
        <svg className="home__art" viewBox="0 0 120 120" aria-hidden="true">
          <path d="M60 14c22 0 38 16 38 36 0 26-38 56-38 56S22 76 22 50c0-20 16-36 38-36Z" />
          <path d="M44 48c6-10 26-10 32 0M48 64c8 6 16 6 24 0M60 106v12" />
        </svg>
        <h1 className="home__title">{t("home.hero")}</h1>
        <p className="home__text">{t("home.heroText")}</p>
      </section>
      <ol className="home__steps">
        {STEPS.map((key, i) => (
          <li key={key} className="home__step">
            <span className="home__step-no" aria-hidden="true">
              {i + 1}
            </span>
            {t(key)}
          </li>
        ))}
      </ol>
      <nav className="home__links" aria-label={t("home.links")}>
        {links.map(([href, label]) => (
          <Link key={href} className="home__link" href={href}>
            {label}
          </Link>
        ))}
      </nav>
      <p className="home__session">
        {user ? (
          <>
            {t("home.loggedInAs", { name: user.nickname || user.mobile || user.email || String(user.id) })}{" "}
            <Link href={paths.logout()}>{t("home.logout")}</Link>
          </>
        ) : (
          <Link href={paths.login({ redirect: paths.home() })}>{t("home.login")}</Link>
        )}
      </p>
    </main>
  );
}
