/** /photo/ai/collect (tab favourites): the works the caller keeps, of every theme. */
import { useSearch } from "wouter";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoList } from "../api/use-photo-list.ts";
import { PhotoShell } from "../components/photo-shell.tsx";
import { WorkGrid } from "../components/work-grid.tsx";
import { resolveTheme } from "../theme.ts";

export function PhotoCollectPage() {
  const t = useT("photo");
  const theme = resolveTheme(new URLSearchParams(useSearch()).get("type"));
  const list = usePhotoList("collect", undefined, false);
  return (
    <PhotoShell theme={theme} tab="favourites">
      <WorkGrid state={list} emptyTitle={t("collect.empty")} />
    </PhotoShell>
  );
}
