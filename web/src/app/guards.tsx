/**
 * Route guards of §2 Behaviour and §6. Redirects carry the current path and query as
 * `redirect`; the login page only follows it when it is a same-origin path (safe-redirect.ts).
 */
import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { isWeChatBrowser } from "../lib/wechat.ts";
import { LazyForbiddenScreen as ForbiddenScreen } from "../components/lazy-error-screen.tsx";
import { paths } from "../paths/paths.ts";
import { hasContact, isAdmin } from "../lib/roles.ts";
import { useSession } from "../lib/session.tsx";

export type LoginPath = "/login" | "/sugar-login";

function useHere(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return search ? `${pathname}?${search}` : pathname;
}

function loginHref(loginPath: LoginPath, redirect: string): string {
  return loginPath === "/login" ? paths.login({ redirect }) : paths.sugarLogin({ redirect });
}

/** §6: /pay and /user → /sugar-login, /photo → /login when nobody is logged in. */
export function RequireUser({ loginPath, children }: { loginPath: LoginPath; children: ReactNode }) {
  const { user } = useSession();
  const here = useHere();
  if (!user) return <Redirect to={loginHref(loginPath, here)} replace />;
  return <>{children}</>;
}

/** §2: the admin area needs a user with a mobile or an email; else /login with the way back. */
export function RequireMerchant({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const here = useHere();
  if (!hasContact(user)) return <Redirect to={loginHref("/login", here)} replace />;
  return <>{children}</>;
}

/** §6: /admin/x needs level_type 1, 3 or 7; anyone else sees the 403 page in place. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!isAdmin(user)) return <ForbiddenScreen />;
  return <>{children}</>;
}

/** §2: /sugar inside WeChat's browser without a user → /sugar-login?redirect=…; elsewhere open. */
export function SugarLoginGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const here = useHere();
  if (!user && isWeChatBrowser()) return <Redirect to={loginHref("/sugar-login", here)} replace />;
  return <>{children}</>;
}
