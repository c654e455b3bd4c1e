/** The merchant admin activity area (§2 /admin/activity): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.admin.activity.index(), null],
  [paths.admin.activity.weixinConfig(), null],
  [paths.admin.activity.form(), null],
  [paths.admin.activity.detail(), null],
  [paths.admin.activity.record(), null],
  [paths.admin.activity.recordDetail(), null],
  [paths.admin.activity.ticket(), null],
];

export default function AdminActivityRoutes() {
  return <AreaSwitch routes={routes} />;
}
