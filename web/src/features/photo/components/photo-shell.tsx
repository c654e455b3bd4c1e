/**
 * The frame of every /photo/ai page: the top bar titled with the theme, and the tabs of §2
 * (plaza, graffiti, draw or text, album or mine, favourites; theme.ts decides which).
 */
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Tabs } from "../../../components/tabs.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { photoTabs, tabHref, themeName, type PhotoTab, type ThemeId } from "../theme.ts";
import "./photo.css";

export function PhotoShell({ theme, tab, title, right, children }: { theme: ThemeId; tab: PhotoTab | null; title?: string; right?: ReactNode; children: ReactNode }) {
  const t = useT("photo");
  const [, navigate] = useLocation();
  const themeTitle = t(`theme.${themeName(theme)}`);
  usePageTitle(title ?? themeTitle);
  const items = photoTabs(theme).map((key) => ({ key, label: t(`tab.${key}`) }));
  return (
    <>
      <TopBar title={title ?? themeTitle} backHref={paths.photo.index()} right={right} />
      {tab !== null && (
        <Tabs className="photo-tabs" label={t("tabs.label")} items={items} value={tab} onChange={(key) => navigate(tabHref(key, theme))} />
      )}
      <main className="page photo-page">{children}</main>
    </>
  );
}
