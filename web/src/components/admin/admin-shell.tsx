/**
 * The admin layout (§2: /admin has its own layout) for every admin area, /admin/x included:
 * at a desk (≥ 1024 px) the navigation stands at the side; on a phone it is a menu that slides
 * in from the left. The company (name, logo) is the one the root loader fetched once (§2: never
 * revalidated); pages frame themselves with AdminPage (header, title, actions, shop switcher).
 */
import "./admin.css";
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "../../paths/paths.ts";
import { useT } from "../../lib/i18n/index.ts";
import { isAdmin } from "../../lib/roles.ts";
import { useSession } from "../../lib/session.tsx";
import { BottomSheet } from "../bottom-sheet.tsx";
import { Img } from "../image.tsx";
import { activeNavKey, NAV_GROUPS } from "./admin-nav.ts";
import { HomeIcon } from "./nav-icons.tsx";
import { LanguageSwitcher } from "../language-switcher.tsx";

interface ShellContext {
  /** Opens the phone's navigation menu. */
  openNav: () => void;
}

const ShellCtx = createContext<ShellContext | null>(null);

/** The shell around the page, or null outside it (a page rendered alone in a test). */
export function useAdminShell(): ShellContext | null {
  return useContext(ShellCtx);
}

/** The app column is 750 px for the customer; the admin takes the whole width of a desk. */
function useWideRoot(): void {
  useLayoutEffect(() => {
    document.documentElement.classList.add("admin-root");
    return () => document.documentElement.classList.remove("admin-root");
  }, []);
}

export function AdminShell({ children }: { children: ReactNode }) {
  const t = useT("admin");
  const [path] = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useWideRoot();
  // A tap on a menu link navigates: the menu closes behind it.
  useEffect(() => setNavOpen(false), [path]);

  return (
    <ShellCtx.Provider value={{ openNav: () => setNavOpen(true) }}>
      <div className="admin-shell">
        <aside className="admin-shell__side">
          <AdminNav />
        </aside>
        <div className="admin-shell__main">{children}</div>
      </div>
      <BottomSheet open={navOpen} onClose={() => setNavOpen(false)} label={t("nav.label")} className="admin-nav-drawer">
        <AdminNav />
      </BottomSheet>
    </ShellCtx.Provider>
  );
}

/** The company, the areas and the way back to the customer side. */
function AdminNav() {
  const t = useT("admin");
  const { user, company } = useSession();
  const [path] = useLocation();
  const active = activeNavKey(path);
  const admin = isAdmin(user);
  const role = admin ? t("role.admin") : user?.company?.role === "owner" ? t("role.owner") : user?.company ? t("role.operator") : "";
  const name = company?.name || user?.company?.name || t("nav.title");

  return (
    <nav className="admin-nav" aria-label={t("nav.label")}>
      <div className="admin-nav__company">
        {company?.logo_url ? (
          <Img className="admin-nav__logo" src={company.logo_url} alt="" />
        ) : (
          <span className="admin-nav__logo admin-nav__logo--text" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <div className="admin-nav__who">
          <strong className="admin-nav__name">{name}</strong>
          <span className="admin-nav__role">
            {t("nav.title")}
            {role !== "" && ` · ${role}`}
          </span>
        </div>
      </div>
      {NAV_GROUPS.map((g) => {
        const items = g.items.filter((i) => !i.adminOnly || admin);
        if (items.length === 0) return null;
        return (
          <div className="admin-nav__group" key={g.key}>
            <p className="admin-nav__group-title">{t(`nav.group.${g.key}`)}</p>
            <ul className="admin-nav__items" role="list">
              {items.map(({ key, href, icon: Icon }) => (
                <li key={key}>
                  <Link href={href} className="admin-nav__link" aria-current={active === key ? "page" : undefined}>
                    <Icon size={20} />
                    <span>{t(`nav.${key}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <div className="admin-nav__foot">
        {/* §9 both languages: an owner switches here, without leaving the back office. */}
        <LanguageSwitcher />
        <Link href={paths.home()} className="admin-nav__link admin-nav__link--out">
          <HomeIcon size={20} />
          <span>{t("nav.customer")}</span>
        </Link>
        {user && (
          <p className="admin-nav__user">
            {user.nickname || user.mobile || user.email}
            <Link href={paths.logout()} className="admin-nav__logout">
              {t("nav.logout")}
            </Link>
          </p>
        )}
      </div>
    </nav>
  );
}
