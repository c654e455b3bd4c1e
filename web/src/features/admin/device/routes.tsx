/** The merchant's printers (§2 /admin/device): the fleet, one printer, its settings, binding a new one. */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { BindPage } from "./pages/bind.tsx";
import { DeviceDetailPage } from "./pages/detail.tsx";
import { DeviceFormPage } from "./pages/form.tsx";
import { DeviceListPage } from "./pages/list.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.device.index(), DeviceListPage],
  [adminPaths.device.detail(), DeviceDetailPage],
  [adminPaths.device.form(), DeviceFormPage],
  [adminPaths.device.bind(), BindPage],
];

export default function AdminDeviceRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
