import { Link, useSearch } from "wouter";
import { useT } from "../../../lib/i18n/index.ts";
import { safeRedirect } from "../../../lib/safe-redirect.ts";
import { ErrorScreen } from "../../../components/error-screen.tsx";

/**
 * §2: 500 internal server error with the retry link (返回重试) back to `error_page` and the
 * notice 报错页面 with the failing address. error_page is followed only when it is a
 * same-origin path; anything else falls back to / (no open redirect).
 */
export function ServerErrorPage() {
  const t = useT("common");
  const back = safeRedirect(new URLSearchParams(useSearch()).get("error_page"));
  return (
    <ErrorScreen code="500" title={t("error.500.title")} text={t("error.500.text")}>
      <p className="error-page__notice">
        {t("error.500.notice")}: <code>{back}</code>
      </p>
      <Link className="error-page__retry" href={back}>
        {t("error.500.retry")}
      </Link>
    </ErrorScreen>
  );
}

export default ServerErrorPage;
