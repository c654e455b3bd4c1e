/**
 * /photo/ai (tab plaza): everyone's shared works of the theme. §4: level_type 1 or 3 get a
 * 'show all' switch (private works too), stored locally so it survives a reload; a toggle
 * reloads the list.
 */
import { useState } from "react";
import { useSearch } from "wouter";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { readShowAll, writeShowAll } from "../../../lib/storage.ts";
import { usePhotoList } from "../api/use-photo-list.ts";
import { PhotoShell } from "../components/photo-shell.tsx";
import { ShowAllToggle } from "../components/show-all-toggle.tsx";
import { WorkGrid } from "../components/work-grid.tsx";
import { canShowAll, resolveTheme } from "../theme.ts";

export function PhotoPlazaPage() {
  const t = useT("photo");
  const theme = resolveTheme(new URLSearchParams(useSearch()).get("type"));
  const { user } = useSession();
  const allowed = canShowAll(user?.level_type);
  const [showAll, setShowAll] = useState(() => readShowAll());
  const list = usePhotoList("plaza", theme, allowed && showAll);
  const toggle = (next: boolean) => {
    writeShowAll(next);
    setShowAll(next); // a new query: the list loads again from page 1
  };
  return (
    <PhotoShell theme={theme} tab="plaza">
      {allowed && <ShowAllToggle checked={showAll} onChange={toggle} />}
      <WorkGrid state={list} emptyTitle={t("plaza.empty")} />
    </PhotoShell>
  );
}
