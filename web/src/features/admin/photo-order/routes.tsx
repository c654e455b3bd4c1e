/** The merchant admin photo-order area (§2 /admin/photo-order): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.photoOrder.index(), null],
  [paths.admin.photoOrder.detail(), null],
  [paths.admin.photoOrder.refund(), null],
];

export default function AdminPhotoOrderRoutes() {
  return <AreaSwitch routes={routes} />;
}
