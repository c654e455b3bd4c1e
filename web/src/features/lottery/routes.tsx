/** The prize draw (§2 /lottery): its route table. Pages arrive with the issue that builds this area. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";

const routes: readonly RouteEntry[] = [
  [paths.lottery.index(), null],
  [paths.lottery.record(), null],
  [paths.lottery.address(), null],
  [paths.lottery.addressForm(), null],
];

export default function LotteryRoutes() {
  return <AreaSwitch routes={routes} />;
}
