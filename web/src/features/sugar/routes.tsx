/** The printer shell (§2 /sugar): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.sugar.index(), null],
  [paths.sugar.list(), null],
  [paths.sugar.waiting(), null],
  [paths.sugar.user(), null],
  [paths.sugar.order(), null],
  [paths.sugar.orderInfo(), null],
  [paths.sugar.orderRefund(), null],
  [paths.sugar.orderActivity(), null],
  [paths.sugar.aiDrawing(), null],
  [paths.sugar.debug(), null],
  [paths.sugar.protect(), null],
  [paths.sugar.ranking(), null],
  [paths.sugar.drawing.index(), null],
  [paths.sugar.drawing.list(), null],
  [paths.sugar.drawing.history(), null],
  [paths.sugar.photo.index(), null],
  [paths.sugar.photo.list(), null],
  [paths.sugar.photo.history(), null],
];

export default function SugarRoutes() {
  return <AreaSwitch routes={routes} />;
}
