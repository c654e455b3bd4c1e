/** The frame of both login pages: top bar, brand, the signed-in notice, then the form. */
import "./login.css";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClassName } from "../../../components/button.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useRedirectTarget } from "./use-finish-login.ts";

export function LoginLayout({ children }: { children: ReactNode }) {
  const t = useT("login");
  const { user } = useSession();
  const target = useRedirectTarget();
  usePageTitle(t("title"));
  return (
    <>
      <TopBar title={t("title")} />
      <main className="page login-page">
        <section className="login-page__brand">
          <svg className="login-page__logo" viewBox="0 0 120 120" aria-hidden="true">
            <path d="M60 14c22 0 38 16 38 36 0 26-38 56-38 56S22 76 22 50c0-20 16-36 38-36Z" />
            <path d="M44 48c6-10 26-10 32 0M48 64c8 6 16 6 24 0M60 106v12" />
          </svg>
          <h2 className="login-page__welcome">{t("welcome")}</h2>
          <p className="login-page__subtitle">{t("subtitle")}</p>
        </section>
        {user && (
          <div className="login-page__signed-in" role="status">
            <span>{t("loggedIn", { name: user.nickname || user.mobile || user.email || String(user.id) })}</span>
            <Link className={buttonClassName("secondary", { size: "sm" })} href={target} replace>
              {t("continue")}
            </Link>
          </div>
        )}
        {children}
      </main>
    </>
  );
}
