import { PlaceholderPage } from "../../../components/placeholder-page.tsx";
import { useT } from "../../../lib/i18n/index.ts";

/** §2: /dev is a placeholder. */
export function DevPage() {
  const t = useT("common");
  return <PlaceholderPage title={t("placeholder.dev")} text={t("placeholder.comingSoonText")} />;
}
