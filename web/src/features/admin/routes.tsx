/**
 * The merchant admin area (§2 /admin: own layout). Each sub-area is its own chunk. The layout
 * uses the company context the root loaded once (§2: never revalidated).
 */
import { Redirect, Route, Switch } from "wouter";
import { adminPaths } from "../../paths/admin-paths.ts";
import { lazyArea } from "../../lib/lazy-area.ts";
import { NotFoundScreen } from "../../components/error-screen.tsx";

const subAreas = [
  [adminPaths.activity.index(), lazyArea(() => import("./activity/routes.tsx"))],
  [adminPaths.coupon.index(), lazyArea(() => import("./coupon/routes.tsx"))],
  [adminPaths.shop.index(), lazyArea(() => import("./shop/routes.tsx"))],
  [adminPaths.store.index(), lazyArea(() => import("./store/routes.tsx"))],
  [adminPaths.user.index(), lazyArea(() => import("./user/routes.tsx"))],
  [adminPaths.dashboard.index(), lazyArea(() => import("./dashboard/routes.tsx"))],
  [adminPaths.device.index(), lazyArea(() => import("./device/routes.tsx"))],
  [adminPaths.order.index(), lazyArea(() => import("./order/routes.tsx"))],
  [adminPaths.photoDevice.index(), lazyArea(() => import("./photo-device/routes.tsx"))],
  [adminPaths.photoOrder.index(), lazyArea(() => import("./photo-order/routes.tsx"))],
] as const;

export default function AdminRoutes() {
  return (
    <div className="admin-layout">
      <Switch>
        <Route path={adminPaths.index()}>
          <Redirect to={adminPaths.dashboard.index()} replace />
        </Route>
        {subAreas.map(([prefix, Area]) => (
          <Route key={prefix} path={`${prefix}/*?`}>
            <Area />
          </Route>
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </div>
  );
}
