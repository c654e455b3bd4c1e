/**
 * The merchant admin area (§2 /admin: own layout). Who may enter is known before any call
 * fails (issue 14): a customer the user answer says runs no shop sees who the admin is for;
 * everyone else gets the shell (components/admin/admin-shell.tsx) around the sub-areas, each its
 * own chunk. The shell uses the company context the root loaded once (§2: never revalidated).
 */
import { Redirect, Route, Switch } from "wouter";
import { adminPaths } from "../../paths/admin-paths.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { NotFoundScreen } from "../../components/error-screen.tsx";
import { lazyArea } from "../../lib/lazy-area.ts";
import { merchantAccess } from "../../lib/roles.ts";
import { useSession } from "../../lib/session.tsx";
import { ShopOwnersPage } from "./pages/shop-owners.tsx";

const subAreas = [
  [adminPaths.activity.index(), lazyArea(() => import("./activity/routes.tsx"))],
  [adminPaths.coupon.index(), lazyArea(() => import("./coupon/routes.tsx"))],
  [adminPaths.shop.index(), lazyArea(() => import("./shop/routes.tsx"))],
  [adminPaths.store.index(), lazyArea(() => import("./store/routes.tsx"))],
  [adminPaths.user.index(), lazyArea(() => import("./user/routes.tsx"))],
  [adminPaths.dashboard.index(), lazyArea(() => import("./dashboard/routes.tsx"))],
  [adminPaths.device.index(), lazyArea(() => import("./device/routes.tsx"))],
  [adminPaths.photoDevice.index(), lazyArea(() => import("./photo-device/routes.tsx"))],
] as const;

// Sugar and photo orders are one feature (order/order-group.ts): one chunk for both prefixes.
const OrderArea = lazyArea(() => import("./order/routes.tsx"));

export default function AdminRoutes() {
  const { user } = useSession();
  if (merchantAccess(user) === "customer") return <ShopOwnersPage />;
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
