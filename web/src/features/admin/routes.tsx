/**
 * The merchant admin area (§2 /admin: own layout). Who may enter is known before any call
 * fails (issue 14): a customer the user answer says runs no shop sees who the admin is for;
 * everyone else gets the shell (components/admin/admin-shell.tsx) around the sub-areas, each its
 * own chunk. The shell uses the company context the root loaded once (§2: never revalidated).
 */
// First: the dashboard's sheet starts loading with the shell's, not after it (lazily linked sheets
// load in module order; issue 14: figures visible ≤ 2 s).
import "./dashboard/components/dashboard.css";
import type { ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { adminPaths } from "../../paths/admin-paths.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ShopOwnersNotice } from "../../components/admin/shop-owners-notice.tsx";
import { NotFoundScreen } from "../../components/error-screen.tsx";
import { lazyArea } from "../../lib/lazy-area.ts";
import { getLanguage, loadNamespace } from "../../lib/i18n/core.ts";
import DashboardRoutes from "./dashboard/routes.tsx";
import { merchantAccess } from "../../lib/roles.ts";
import { useSession } from "../../lib/session.tsx";

/** The printers' areas: their strings load beside their code, not after it (the 2,000-printer list's first render). */
const printersArea = (load: () => Promise<{ default: ComponentType }>) =>
  lazyArea(() => {
    void loadNamespace(getLanguage(), "admin-device");
    return load();
  });

const subAreas = [
  [adminPaths.activity.index(), lazyArea(() => import("./activity/routes.tsx"))],
  [adminPaths.coupon.index(), lazyArea(() => import("./coupon/routes.tsx"))],
  [adminPaths.shop.index(), lazyArea(() => import("./shop/routes.tsx"))],
  [adminPaths.store.index(), lazyArea(() => import("./store/routes.tsx"))],
  [adminPaths.user.index(), lazyArea(() => import("./user/routes.tsx"))],
  // The admin's landing page (/admin redirects to it) is in this chunk, not one of its own: a
  // shop owner opening the admin waits for one chunk less (issue 14: figures visible ≤ 2 s).
  [adminPaths.dashboard.index(), DashboardRoutes],
  [adminPaths.device.index(), printersArea(() => import("./device/routes.tsx"))],
  [adminPaths.photoDevice.index(), printersArea(() => import("./photo-device/routes.tsx"))],
] as const;

// Sugar and photo orders are one feature (order/order-group.ts): one chunk for both prefixes.
const OrderArea = lazyArea(() => import("./order/routes.tsx"));

export default function AdminRoutes() {
  const { user } = useSession();
  if (merchantAccess(user) === "customer") return <ShopOwnersNotice />;
  return (
    <AdminShell>
      <Switch>
        <Route path={adminPaths.index()}>
          <Redirect to={adminPaths.dashboard.index()} replace />
        </Route>
        {subAreas.map(([prefix, Area]) => (
          <Route key={prefix} path={`${prefix}/*?`}>
            <Area />
          </Route>
        ))}
        <Route path={`${adminPaths.order.index()}/*?`}>
          <OrderArea />
        </Route>
        <Route path={`${adminPaths.photoOrder.index()}/*?`}>
          <OrderArea />
        </Route>
        <Route component={NotFoundScreen} />
      </Switch>
    </AdminShell>
  );
}
