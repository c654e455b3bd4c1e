/**
 * The merchant admin store area (§2 /admin/store?type=: the materials store): the catalogue, an
 * item, the cart, the checkout, the orders and an order. One chunk of its own.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { CartPage } from "./pages/cart.tsx";
import { CheckoutPage } from "./pages/checkout.tsx";
import { GoodsInfoPage } from "./pages/goods-info.tsx";
import { StoreIndexPage } from "./pages/index.tsx";
import { OrderInfoPage } from "./pages/order-info.tsx";
import { StoreOrderPage } from "./pages/order.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.store.index(), StoreIndexPage],
  [adminPaths.store.goodsInfo(), GoodsInfoPage],
  [adminPaths.store.cart(), CartPage],
  [adminPaths.store.checkout(), CheckoutPage],
  [adminPaths.store.order(), StoreOrderPage],
  [adminPaths.store.orderInfo(), OrderInfoPage],
];

export default function AdminStoreRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
