/** The /screen area (§2): index is a placeholder; the big-screen pages arrive with their issue. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PlaceholderPage } from "../../components/placeholder-page.tsx";
import { useT } from "../../lib/i18n/index.ts";

function ScreenIndexPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.screen")} text={t("placeholder.comingSoonText")} />;
}

const routes: readonly RouteEntry[] = [
  [paths.screen.index(), ScreenIndexPage],
  [paths.screen.photo(), null],
  [paths.screen.photoView(), null],
  [paths.screen.bind(), null],
];

export default function ScreenRoutes() {
  return <AreaSwitch routes={routes} />;
}
