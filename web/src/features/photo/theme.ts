/**
 * The photo area's rules as plain functions (§2 /photo, §3 themes, §4 'show all'): which theme a
 * `type` query picks, which tabs /photo/ai shows for it, and who may toggle 'show all'.
 */
import { FREE_GRAFFITI_THEME, SHOW_ALL_LEVEL_TYPES, THEMES } from "../../../contract/constants.ts";
import { paths } from "../../paths/paths.ts";

export type ThemeId = (typeof THEMES)[number]["id"];
export type ThemeName = (typeof THEMES)[number]["name"];

/** §3: the themes a customer can pick from (22 idea is hidden). */
export const VISIBLE_THEMES = THEMES.filter((t) => t.visible);

/** The theme shown when `type` is missing or not a theme: the first visible one (20 lego). */
export const DEFAULT_THEME: ThemeId = VISIBLE_THEMES[0]?.id ?? 20;

/**
 * The theme a `type` query picks: any §3 theme id, the hidden free-graffiti 22 included (it is
 * reached by link, never listed); anything else falls back to DEFAULT_THEME.
 */
export function resolveTheme(type: string | number | null | undefined): ThemeId {
  const n = typeof type === "number" ? type : Number(type ?? NaN);
  const hit = THEMES.find((t) => t.id === n);
  return hit ? hit.id : DEFAULT_THEME;
}

export function themeName(id: ThemeId): ThemeName {
  return THEMES.find((t) => t.id === id)?.name ?? "lego";
}

export function isFreeGraffiti(id: number): boolean {
  return id === FREE_GRAFFITI_THEME;
}

/** The tabs of /photo/ai. Keys double as translation keys (`tab.<key>`). */
export type PhotoTab = "plaza" | "graffiti" | "draw" | "text" | "album" | "mine" | "favourites";

/**
 * §2: plaza, graffiti, draw or text, album or mine, favourites. The graffiti tab shows only for
 * the free-graffiti type, where text replaces draw (words instead of a photo) and mine replaces
 * album (one's own graffiti rather than a photo album).
 */
export function photoTabs(theme: number): readonly PhotoTab[] {
  return isFreeGraffiti(theme) ? ["plaza", "graffiti", "text", "mine", "favourites"] : ["plaza", "draw", "album", "favourites"];
}

/** Where a tab lives, carrying the theme along. */
export function tabHref(tab: PhotoTab, theme: number): string {
  const q = { type: theme };
  switch (tab) {
    case "plaza":
      return paths.photo.ai.index(q);
    case "graffiti":
      return paths.photo.ai.idea(q);
    case "draw":
    case "text":
      return paths.photo.ai.create(q);
    case "album":
    case "mine":
      return paths.photo.ai.history(q);
    case "favourites":
      return paths.photo.ai.collect(q);
  }
}

/** §4/§6: only level_type 1 or 3 get the plaza's 'show all' toggle. */
export function canShowAll(levelType: number | null | undefined): boolean {
  return levelType !== null && levelType !== undefined && SHOW_ALL_LEVEL_TYPES.includes(levelType);
}
