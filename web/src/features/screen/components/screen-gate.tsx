/**
 * The screen pages need a merchant's login (the photos are the shop's customers'); without one
 * they say so and link to /login, and back here after.
 */
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";

export function ScreenGate({ children }: { children: ReactNode }) {
  const t = useT("pages");
  const { user } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (user) return <>{children}</>;
  return (
    <EmptyState
      title={t("screen.loginTitle")}
      text={t("screen.loginText")}
      action={
        <Link className={buttonClassName("primary")} href={paths.login({ redirect: search ? `${path}?${search}` : path })}>
          {t("screen.login")}
        </Link>
      }
    />
  );
}
