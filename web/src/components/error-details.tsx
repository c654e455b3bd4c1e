import { formatDateTime } from "../lib/format-display.ts";
import { useLanguage, useT } from "../lib/i18n/index.ts";
import "./error-screen.css";

/**
 * §2: an error page shows error name, message, time and URL with a contact-the-administrator
 * text. Rendered by the error boundary, so it avoids anything that could itself throw.
 */
export function ErrorDetails({ error, time, url }: { error: unknown; time: Date; url: string }) {
  const t = useT("common");
  const lang = useLanguage();
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="error-page" role="alert">
      <h1 className="error-page__title">{t("error.boundary.title")}</h1>
      <dl className="error-page__details">
        <dt>{t("error.boundary.name")}</dt>
        <dd>{name}</dd>
        <dt>{t("error.boundary.message")}</dt>
        <dd>{message}</dd>
        <dt>{t("error.boundary.time")}</dt>
        <dd>{formatDateTime(time, lang)}</dd>
        <dt>{t("error.boundary.url")}</dt>
        <dd>{url}</dd>
      </dl>
      <p className="error-page__text">{t("error.boundary.contact")}</p>
      <button type="button" className="error-page__retry" onClick={() => location.reload()}>
        {t("error.boundary.reload")}
      </button>
    </main>
  );
}
