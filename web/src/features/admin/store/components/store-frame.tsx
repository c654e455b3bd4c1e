/**
 * The materials store's frame (§2 /admin/store): on the catalogue, the cart and the orders, the
 * header titled as the consumables mall with a back link to /admin/user, and the bottom tab bar
 * (store, cart with the badge = lines in the cart of the current shelf, orders; §9 3.75rem).
 * The other store pages (an item, the checkout, an order) are plain admin pages with a way back.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { CartIcon, OrderIcon, ShopIcon } from "../../../../components/admin/nav-icons.tsx";
import { TabBar, badgeText } from "../../../../components/tab-bar.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { useCart } from "../api/use-cart.ts";
import type { StoreType } from "../store-type.ts";
import "./store.css";

export type StoreTab = "index" | "cart" | "order";

export function StorePage({ tab, type, shopScoped, actions, children }: { tab: StoreTab; type: StoreType; shopScoped?: boolean; actions?: ReactNode; children: ReactNode }) {
  const t = useT("admin-store");
  const cart = useCart(type);
  return (
    <AdminPage title={t("mall.title")} backLink={adminPaths.user.index()} shopScoped={shopScoped} actions={actions} className="store-page">
      {children}
      <TabBar
        className="store-tab-bar"
        label={t("tabs.label")}
        active={tab}
        items={[
          { key: "index", label: t("tabs.store"), href: adminPaths.store.index({ type }), icon: <ShopIcon size={22} /> },
          { key: "cart", label: t("tabs.cart"), href: adminPaths.store.cart({ type }), icon: <CartIcon size={22} />, badge: cart.data?.count },
          { key: "order", label: t("tabs.order"), href: adminPaths.store.order({ type }), icon: <OrderIcon size={22} /> },
        ]}
      />
    </AdminPage>
  );
}

/** The two shelves as tabs; switching keeps the page and drops its other filters. */
export function ShelfTabs({ type }: { type: StoreType }) {
  const t = useT("admin-store");
  const [path, navigate] = useLocation();
  return (
    <Tabs
      className="store-shelves"
      label={t("shelf.label")}
      value={type}
      onChange={(next) => navigate(`${path}?type=${next}`, { replace: true })}
      items={[
        { key: "material", label: t("shelf.material") },
        { key: "toy_fittings", label: t("shelf.toy_fittings") },
      ]}
    />
  );
}

/** The cart as a header button with its badge (pages without the tab bar: an item's page). */
export function CartButton({ type }: { type: StoreType }) {
  const t = useT("admin-store");
  const cart = useCart(type);
  const count = cart.data?.count ?? 0;
  return (
    <Link href={adminPaths.store.cart({ type })} className="store-cart-button" aria-label={count > 0 ? t("tabs.cartN", { n: count }) : t("tabs.cart")}>
      <CartIcon size={22} />
      {count > 0 && (
        <span className="store-cart-button__badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
