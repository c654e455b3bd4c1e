/** Top-level public pages of §2 (home, about, join, ...), and the 404 for any other path. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { DevPage } from "./pages/dev.tsx";
import { HomePage } from "./pages/home.tsx";
import { LogoutPage } from "./pages/logout.tsx";

const routes: readonly RouteEntry[] = [
  [paths.home(), HomePage],
  [paths.logout(), LogoutPage],
  [paths.dev(), DevPage],
  [paths.about(), null],
  [paths.join(), null],
  [paths.agreement(), null],
  [paths.privacy(), null],
  [paths.photoRefund(), null],
];

export default function PagesRoutes() {
  return <AreaSwitch routes={routes} />;
}
