/**
 * The merchant admin area (§2 /admin: own layout). Each sub-area is its own chunk. The layout
 * uses the company context the root loaded once (§2: never revalidated).
 */
import { Redirect, Route, Switch } from "wouter";
import { paths } from "../../app/paths.ts";
import { lazyArea } from "../../lib/lazy-area.ts";
import { NotFoundScreen } from "../../components/error-screen.tsx";

const subAreas = [
  [paths.admin.activity.index(), lazyArea(() => import("./activity/routes.tsx"))],
  [paths.admin.coupon.index(), lazyArea(() => import("./coupon/routes.tsx"))],
  [paths.admin.shop.index(), lazyArea(() => import("./shop/routes.tsx"))],
  [paths.admin.store.index(), lazyArea(() => import("./store/routes.tsx"))],
  [paths.admin.user.index(), lazyArea(() => import("./user/routes.tsx"))],
  [paths.admin.dashboard.index(), lazyArea(() => import("./dashboard/routes.tsx"))],
  [paths.admin.device.index(), lazyArea(() => import("./device/routes.tsx"))],
  [paths.admin.order.index(), lazyArea(() => import("./order/routes.tsx"))],
  [paths.admin.photoDevice.index(), lazyArea(() => import("./photo-device/routes.tsx"))],
  [paths.admin.photoOrder.index(), lazyArea(() => import("./photo-order/routes.tsx"))],
] as const;

export default function AdminRoutes() {
  return (
    <div className="admin-layout">
      <Switch>
        <Route path={paths.admin.index()}>
          <Redirect to={paths.admin.dashboard.index()} replace />
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
