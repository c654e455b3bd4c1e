/** The drawing draft in localStorage: stored after each stroke, read back checked, forgotten when empty or saved. */
import assert from "node:assert/strict";
import { after, beforeEach, test } from "node:test";
import { installDom } from "../../../helpers/dom.ts";
import { startStroke, extendStroke } from "../../../../web/src/features/sugar/components/canvas-model.ts";
import { clearDraft, DRAFT_KEY, loadDraft, parseDraft, storeDraft } from "../../../../web/src/features/sugar/components/canvas-draft.ts";

const dom = installDom();
after(() => dom.close());
beforeEach(() => localStorage.clear());

const stroke = extendStroke(startStroke("pen", [10, 10]), [40, 40]);

test("a stored draft comes back with its size and strokes", () => {
  storeDraft([stroke], { width: 343, height: 343 });
  assert.deepEqual(loadDraft(), { size: { width: 343, height: 343 }, strokes: [stroke] });
});

test("no strokes, no size, or clearDraft forget it", () => {
  storeDraft([stroke], { width: 343, height: 343 });
  storeDraft([], { width: 343, height: 343 });
  assert.equal(localStorage.getItem(DRAFT_KEY), null);
  storeDraft([stroke], null);
  assert.equal(loadDraft(), undefined);
  storeDraft([stroke], { width: 343, height: 343 });
  clearDraft();
  assert.equal(loadDraft(), undefined);
});

test("a tampered or foreign draft is ignored", () => {
  for (const bad of [null, 1, {}, { size: { width: 0, height: 10 }, strokes: "[]" }, { size: { width: 10, height: 10 }, strokes: "[]" }, { size: { width: 10, height: 10 }, strokes: '[{"tool":"pen"}]' }]) {
    assert.equal(parseDraft(bad), undefined, JSON.stringify(bad));
  }
  localStorage.setItem(DRAFT_KEY, "{not json");
  assert.equal(loadDraft(), undefined);
});
