/** The AI photo area (§2 /photo): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.photo.index(), null],
  [paths.photo.ai.index(), null],
  [paths.photo.ai.create(), null],
  [paths.photo.ai.history(), null],
  [paths.photo.ai.collect(), null],
  [paths.photo.ai.idea(), null],
  [paths.photo.ai.drawing(), null],
  [paths.photo.sign(), null],
  [paths.photo.invite(), null],
  [paths.photo.points(), null],
];

export default function PhotoRoutes() {
  return <AreaSwitch routes={routes} />;
}
