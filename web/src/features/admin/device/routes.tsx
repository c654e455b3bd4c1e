/** The merchant admin device area (§2 /admin/device): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.device.index(), null],
  [paths.admin.device.detail(), null],
  [paths.admin.device.form(), null],
  [paths.admin.device.bind(), null],
];

export default function AdminDeviceRoutes() {
  return <AreaSwitch routes={routes} />;
}
