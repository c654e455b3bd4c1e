/** The photo area's rules (§2, §3 themes, §4/§6 'show all'): which theme, which tabs, who may show all. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { canShowAll, photoTabs, resolveTheme, tabHref, VISIBLE_THEMES } from "../../../../web/src/features/photo/theme.ts";

test("resolveTheme: any §3 theme id (22 included), else the first visible one", () => {
  const cases: [string | number | null | undefined, number][] = [
    ["20", 20], [18, 18], ["25", 25], ["21", 21], ["16", 16], ["22", 22],
    [null, 20], [undefined, 20], ["", 20], ["99", 20], ["abc", 20], ["20.5", 20], [-18, 20],
  ];
  for (const [input, want] of cases) assert.equal(resolveTheme(input), want, String(input));
});

test("the theme list is the visible themes only: 22 idea is hidden", () => {
  assert.deepEqual(VISIBLE_THEMES.map((t) => t.id), [20, 18, 25, 21, 16]);
});

test("photoTabs: graffiti only for free graffiti, where text replaces draw and mine replaces album", () => {
  assert.deepEqual(photoTabs(22), ["plaza", "graffiti", "text", "mine", "favourites"]);
  for (const id of [20, 18, 25, 21, 16]) assert.deepEqual(photoTabs(id), ["plaza", "draw", "album", "favourites"], String(id));
});

test("tabHref: each tab's page, carrying the theme", () => {
  assert.equal(tabHref("plaza", 18), "/photo/ai?type=18");
  assert.equal(tabHref("graffiti", 22), "/photo/ai/idea?type=22");
  assert.equal(tabHref("text", 22), "/photo/ai/create?type=22");
  assert.equal(tabHref("draw", 25), "/photo/ai/create?type=25");
  assert.equal(tabHref("album", 16), "/photo/ai/history?type=16");
  assert.equal(tabHref("mine", 22), "/photo/ai/history?type=22");
  assert.equal(tabHref("favourites", 20), "/photo/ai/collect?type=20");
});

test("canShowAll: level_type 1 or 3 only (§4)", () => {
  const cases: [number | null | undefined, boolean][] = [[1, true], [3, true], [0, false], [7, false], [2, false], [null, false], [undefined, false]];
  for (const [level, want] of cases) assert.equal(canShowAll(level), want, String(level));
});
