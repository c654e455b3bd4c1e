/** The /pay area (§2): index is a coming-soon placeholder; the rest arrive with their issue. */
import { paths } from "../../app/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PlaceholderPage } from "../../components/placeholder-page.tsx";
import { useT } from "../../lib/i18n/index.ts";

function PayIndexPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.comingSoon")} text={t("placeholder.comingSoonText")} />;
}

const routes: readonly RouteEntry[] = [
  [paths.pay.index(), PayIndexPage],
  [paths.pay.weixin(), null],
  [paths.pay.photo(), null],
  [paths.pay.test(), null],
];

export default function PayRoutes() {
  return <AreaSwitch routes={routes} />;
}
