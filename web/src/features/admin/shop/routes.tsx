/**
 * The merchant admin shop area (§2 /admin/shop; issue 15): the shops, their printers (adding,
 * buying, the purchases and their parcels), the patterns they sell, photo settings, shipping
 * contacts, and the company's settings and operators. One lazily loaded chunk.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { ContactPage } from "./pages/contact.tsx";
import { ShopDetailPage } from "./pages/detail.tsx";
import { DeviceFormPage } from "./pages/device-form.tsx";
import { DeviceOrderPage } from "./pages/device-order.tsx";
import { DeviceSellFormPage } from "./pages/device-sell-form.tsx";
import { DeviceShipPage } from "./pages/device-ship.tsx";
import { ShopFormPage } from "./pages/form.tsx";
import { ShopIndexPage } from "./pages/index.tsx";
import { PhotoFramePageRoute } from "./pages/photo-frame.tsx";
import { PhotoListPage } from "./pages/photo-list.tsx";
import { PhotoTemplatePage } from "./pages/photo-template.tsx";
import { PhotoWatermarkPage } from "./pages/photo-watermark.tsx";
import { SettingsPage } from "./pages/settings.tsx";
import { SugarFormPage } from "./pages/sugar-form.tsx";
import { SugarListPage } from "./pages/sugar-list.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.shop.index(), ShopIndexPage],
  [adminPaths.shop.detail(), ShopDetailPage],
  [adminPaths.shop.form(), ShopFormPage],
  [adminPaths.shop.deviceForm(), DeviceFormPage],
  [adminPaths.shop.deviceSellForm(), DeviceSellFormPage],
  [adminPaths.shop.deviceOrder(), DeviceOrderPage],
  [adminPaths.shop.deviceShip(), DeviceShipPage],
  [adminPaths.shop.sugarList(), SugarListPage],
  [adminPaths.shop.sugarForm(), SugarFormPage],
  [adminPaths.shop.settings(), SettingsPage],
  [adminPaths.shop.photoList(), PhotoListPage],
  [adminPaths.shop.photoTemplate(), PhotoTemplatePage],
  [adminPaths.shop.photoFrame(), PhotoFramePageRoute],
  [adminPaths.shop.photoWatermark(), PhotoWatermarkPage],
  [adminPaths.shop.contact(), ContactPage],
];

export default function AdminShopRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
