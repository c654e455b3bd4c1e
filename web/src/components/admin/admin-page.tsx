/**
 * The frame of one admin page: a sticky header with the menu (phone) or the way back (a detail
 * page), the title as the page's h1 (§1: it also titles the document), the page's actions, and,
 * on pages scoped by shop, the shop switcher; then the page's content.
 */
import "./admin.css";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useT } from "../../lib/i18n/index.ts";
import { canGoBackInApp } from "../../lib/in-app-history.ts";
import { usePageTitle } from "../../lib/title.ts";
import { BackIcon } from "../icons.tsx";
import { useAdminShell } from "./admin-shell.tsx";
import { MenuIcon } from "./nav-icons.tsx";
import { ShopSwitcher } from "./shop-switcher.tsx";

export interface AdminPageProps {
  title: string;
  /** A page below an index (detail, form): a back control to here when no app entry lies behind. */
  backHref?: string;
  /**
   * The back control is a link to here, whatever lies behind (§2: the store's header goes back
   * to /admin/user from the catalogue, the cart and the orders alike). Wins over backHref.
   */
  backLink?: string;
  /** Buttons or links at the header's end (export, create…). */
  actions?: ReactNode;
  /** The page reads the shell's chosen shop: show the switcher; "one": a page about one shop (no "all shops"). */
  shopScoped?: boolean | "one";
  /** Under the title: a line of context (an order number, a date). */
  subtitle?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function AdminPage({ title, backHref, backLink, actions, shopScoped = false, subtitle, className, children }: AdminPageProps) {
  const t = useT("admin");
  const common = useT("common");
  const shell = useAdminShell();
  const [, navigate] = useLocation();
  usePageTitle(title);

  const back = () => {
    if (canGoBackInApp()) window.history.back();
    else if (backHref !== undefined) navigate(backHref, { replace: true });
  };

  return (
    <div className={`admin-page${className ? ` ${className}` : ""}`}>
      <header className="admin-page__header">
        <div className="admin-page__bar">
          {backLink !== undefined ? (
            <Link href={backLink} className="admin-page__icon" aria-label={common("action.back")}>
              <BackIcon size={22} />
            </Link>
          ) : backHref !== undefined ? (
            <button type="button" className="admin-page__icon" aria-label={common("action.back")} onClick={back}>
              <BackIcon size={22} />
            </button>
          ) : (
            shell && (
              <button type="button" className="admin-page__icon admin-page__menu" aria-label={t("nav.open")} onClick={shell.openNav}>
                <MenuIcon size={22} />
              </button>
            )
          )}
          <div className="admin-page__heading">
            <h1 className="admin-page__title">{title}</h1>
            {subtitle !== undefined && <p className="admin-page__subtitle">{subtitle}</p>}
          </div>
          {actions !== undefined && <div className="admin-page__actions">{actions}</div>}
        </div>
        {/* Under the title on a phone, at the header's end on a desk (admin.css). */}
        {shopScoped !== false && <ShopSwitcher className="admin-page__switcher" allowAll={shopScoped !== "one"} />}
      </header>
      <main className="admin-page__body">{children}</main>
    </div>
  );
}
