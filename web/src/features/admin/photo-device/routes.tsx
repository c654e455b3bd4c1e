/**
 * The printers as photo printers (§2 /admin/photo-device): the fleet with its photo figures and
 * big screens, one printer's photo sales, its templates (its shop's photo settings) and its big screen.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { PhotoDeviceDetailPage } from "./pages/detail.tsx";
import { PhotoScreenPage } from "./pages/form.tsx";
import { PhotoDeviceListPage } from "./pages/list.tsx";
import { PhotoTemplatesPage } from "./pages/manage.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.photoDevice.index(), PhotoDeviceListPage],
  [adminPaths.photoDevice.form(), PhotoScreenPage],
  [adminPaths.photoDevice.manage(), PhotoTemplatesPage],
  [adminPaths.photoDevice.detail(), PhotoDeviceDetailPage],
];

export default function AdminPhotoDeviceRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
