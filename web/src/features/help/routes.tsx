/** The /help area (§2): index is a placeholder; the illustrated user guide. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PlaceholderPage } from "../../components/placeholder-page.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { UserGuidePage } from "./pages/user-guide.tsx";

function HelpIndexPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.help")} text={t("placeholder.comingSoonText")} />;
}

const routes: readonly RouteEntry[] = [
  [paths.help.index(), HelpIndexPage],
  [paths.help.userGuide(), UserGuidePage],
];

export default function HelpRoutes() {
  return <AreaSwitch routes={routes} />;
}
