/** The prize draw (§2 /lottery): its route table. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { LotteryAddressFormPage } from "./pages/address-form.tsx";
import { LotteryAddressPage } from "./pages/address.tsx";
import { LotteryPage } from "./pages/index.tsx";
import { LotteryRecordPage } from "./pages/record.tsx";

const routes: readonly RouteEntry[] = [
  [paths.lottery.index(), LotteryPage],
  [paths.lottery.record(), LotteryRecordPage],
  [paths.lottery.address(), LotteryAddressPage],
  [paths.lottery.addressForm(), LotteryAddressFormPage],
];

export default function LotteryRoutes() {
  return <AreaSwitch routes={routes} />;
}
