/** /photo/ai/history (tab album, or mine for free graffiti): the caller's works of the theme. */
import { Link, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoList } from "../api/use-photo-list.ts";
import { PhotoShell } from "../components/photo-shell.tsx";
import { WorkGrid } from "../components/work-grid.tsx";
import { isFreeGraffiti, resolveTheme } from "../theme.ts";

export function PhotoHistoryPage() {
  const t = useT("photo");
  const theme = resolveTheme(new URLSearchParams(useSearch()).get("type"));
  const list = usePhotoList("mine", theme, false);
  const graffiti = isFreeGraffiti(theme);
  return (
    <PhotoShell theme={theme} tab={graffiti ? "mine" : "album"}>
      <WorkGrid
        state={list}
        emptyTitle={t("history.empty")}
        emptyAction={
          <Link className={buttonClassName("primary")} href={paths.photo.ai.create({ type: theme })}>
            {graffiti ? t("history.startText") : t("history.start")}
          </Link>
        }
      />
    </PhotoShell>
  );
}
