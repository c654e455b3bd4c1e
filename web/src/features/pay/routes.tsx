/** The /pay area (§2): index is a coming-soon placeholder; weixin, photo and the developer test page. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PlaceholderPage } from "../../components/placeholder-page.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { PayPhotoPage } from "./pages/photo.tsx";
import { PayTestPage } from "./pages/test.tsx";
import { PayWeixinPage } from "./pages/weixin.tsx";

function PayIndexPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.comingSoon")} text={t("placeholder.comingSoonText")} />;
}

const routes: readonly RouteEntry[] = [
  [paths.pay.index(), PayIndexPage],
  [paths.pay.weixin(), PayWeixinPage],
  [paths.pay.photo(), PayPhotoPage],
  [paths.pay.test(), PayTestPage],
];

export default function PayRoutes() {
  return <AreaSwitch routes={routes} />;
}
