/** The merchant admin photo-device area (§2 /admin/photo-device): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.photoDevice.index(), null],
  [paths.admin.photoDevice.form(), null],
  [paths.admin.photoDevice.manage(), null],
  [paths.admin.photoDevice.detail(), null],
];

export default function AdminPhotoDeviceRoutes() {
  return <AreaSwitch routes={routes} />;
}
