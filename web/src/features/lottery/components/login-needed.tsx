/** The prize draw is open to all (§2 lists it unguarded); drawing and records need a login. */
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";

export function LoginNeeded() {
  const t = useT("pages");
  const [path] = useLocation();
  const search = useSearch();
  return (
    <EmptyState
      title={t("lottery.loginTitle")}
      text={t("lottery.loginText")}
      action={
        <Link className={buttonClassName("primary")} href={paths.login({ redirect: search ? `${path}?${search}` : path })}>
          {t("lottery.login")}
        </Link>
      }
    />
  );
}
