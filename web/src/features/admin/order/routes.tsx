/**
 * The print orders (§2 /admin/order and /admin/photo-order): one feature for both lists, photo
 * orders being goods type 16 and sugar orders the rest (order-group.ts), so the two share their
 * pages instead of two copies. features/admin/routes.tsx loads this chunk for both prefixes.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { OrderDetailPage } from "./pages/detail.tsx";
import { OrderListPage } from "./pages/list.tsx";
import { OrderRefundPage } from "./pages/refund.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.order.index(), () => <OrderListPage group="sugar" />],
  [adminPaths.order.detail(), () => <OrderDetailPage group="sugar" />],
  [adminPaths.order.refund(), () => <OrderRefundPage group="sugar" />],
  [adminPaths.photoOrder.index(), () => <OrderListPage group="photo" />],
  [adminPaths.photoOrder.detail(), () => <OrderDetailPage group="photo" />],
  [adminPaths.photoOrder.refund(), () => <OrderRefundPage group="photo" />],
];

export default function AdminOrderRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
