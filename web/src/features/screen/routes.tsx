/** The /screen area (§2): index is a placeholder; the shop's big-screen photo pages. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PlaceholderPage } from "../../components/placeholder-page.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { ScreenBindPage } from "./pages/bind.tsx";
import { ScreenPhotoViewPage } from "./pages/photo-view.tsx";
import { ScreenPhotoPage } from "./pages/photo.tsx";

function ScreenIndexPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.screen")} text={t("placeholder.comingSoonText")} />;
}

const routes: readonly RouteEntry[] = [
  [paths.screen.index(), ScreenIndexPage],
  [paths.screen.photo(), ScreenPhotoPage],
  [paths.screen.photoView(), ScreenPhotoViewPage],
  [paths.screen.bind(), ScreenBindPage],
];

export default function ScreenRoutes() {
  return <AreaSwitch routes={routes} />;
}
