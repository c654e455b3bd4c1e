/** Top-level public pages of §2 (home, about, join, ...), and the 404 for any other path. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { AboutPage } from "./pages/about.tsx";
import { DevPage } from "./pages/dev.tsx";
import { HomePage } from "./pages/home.tsx";
import { JoinPage } from "./pages/join.tsx";
import { AgreementPage, PrivacyPage } from "./pages/legal-page.tsx";
import { LogoutPage } from "./pages/logout.tsx";
import { PhotoRefundPage } from "./pages/photo-refund.tsx";

const routes: readonly RouteEntry[] = [
  [paths.home(), HomePage],
  [paths.logout(), LogoutPage],
  [paths.dev(), DevPage],
  [paths.about(), AboutPage],
  [paths.join(), JoinPage],
  [paths.agreement(), AgreementPage],
  [paths.privacy(), PrivacyPage],
  [paths.photoRefund(), PhotoRefundPage],
];

export default function PagesRoutes() {
  return <AreaSwitch routes={routes} />;
}
