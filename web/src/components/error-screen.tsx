/**
 * The error screens of §2 as shared UI: every area's route switch ends in NotFoundScreen, and
 * the guards show ForbiddenScreen in place.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "../paths/paths.ts";
import { useT } from "../lib/i18n/index.ts";
import { usePageTitle } from "../lib/title.ts";
import "./error-screen.css";

export function ErrorScreen(props: { code: string; title: string; text: string; children?: ReactNode }) {
  const t = useT("common");
  usePageTitle(props.title);
  return (
    <main className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__code" aria-hidden="true">
        {props.code}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        {props.title}
      </h1>
      <p className="error-page__text">{props.text}</p>
      {props.children}
      <Link className="error-page__home" href={paths.home()}>
        {t("error.goHome")}
      </Link>
    </main>
  );
}

/** §2: 403 no access permission. */
export function ForbiddenScreen() {
  const t = useT("common");
  return <ErrorScreen code="403" title={t("error.403.title")} text={t("error.403.text")} />;
}

/** §2: 404 page not found, for any path no route claims. */
export function NotFoundScreen() {
  const t = useT("common");
  return <ErrorScreen code="404" title={t("error.404.title")} text={t("error.404.text")} />;
}
