/** The sugar drawing's stroke model: add, erase, undo, redo, clear, limits and (de)serialisation. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { SUGAR_COLOR, SUGAR_ERASER_LINE_WIDTH, SUGAR_LINE_WIDTH } from "../../../../web/contract/constants.ts";
import { DRAWING_LIMITS, SaveDrawingInput } from "../../../../web/contract/http/tanghua.ts";
import {
  addStroke, canAdd, canRedo, canUndo, clear, EMPTY_DRAWING, erase, extendStroke, fromStrokes, hasInk, MIN_POINT_GAP_PX,
  parseStrokes, pointCount, redo, serializeStrokes, startStroke, toSavedStrokes, undo, UNDO_DEPTH, type DrawingModel, type Point, type Stroke,
} from "../../../../web/src/features/sugar/components/canvas-model.ts";

function line(tool: "pen" | "eraser", pts: readonly Point[]): Stroke {
  let s = startStroke(tool, pts[0]!);
  for (const p of pts.slice(1)) s = extendStroke(s, p);
  return s;
}

const A = line("pen", [[10, 10], [20, 20], [30, 10]]);
const B = line("pen", [[50, 50], [60, 70]]);

describe("strokes", () => {
  test("§9: pen 5 px in #e27101, eraser 10 px without colour", () => {
    assert.deepEqual(startStroke("pen", [1, 2]), { tool: "pen", width: SUGAR_LINE_WIDTH, color: SUGAR_COLOR, points: [[1, 2]] });
    assert.deepEqual(startStroke("eraser", [3, 4]), { tool: "eraser", width: SUGAR_ERASER_LINE_WIDTH, points: [[3, 4]] });
    assert.deepEqual([SUGAR_LINE_WIDTH, SUGAR_ERASER_LINE_WIDTH, SUGAR_COLOR], [5, 10, "#e27101"]);
  });

  test("extendStroke appends without changing the input, skips points closer than the gap", () => {
    const s = startStroke("pen", [0, 0]);
    const t = extendStroke(s, [10, 0]);
    assert.equal(s.points.length, 1);
    assert.deepEqual(t.points, [[0, 0], [10, 0]]);
    assert.equal(extendStroke(t, [10 + MIN_POINT_GAP_PX / 2, 0]), t, "too close: same object");
  });

  test("a stroke stops growing at the contract's points-per-stroke limit", () => {
    let s = startStroke("pen", [0, 0]);
    for (let i = 1; i < DRAWING_LIMITS.maxPointsPerStroke + 10; i++) s = extendStroke(s, [i % 2 === 0 ? 0 : 100, i / 10]);
    assert.equal(s.points.length, DRAWING_LIMITS.maxPointsPerStroke);
  });
});

describe("history", () => {
  test("add, undo, redo walk the same states; a new stroke empties redo", () => {
    const one = addStroke(EMPTY_DRAWING, A);
    const two = addStroke(one, B);
    assert.deepEqual(two.strokes, [A, B]);
    const back = undo(two);
    assert.deepEqual(back.strokes, [A]);
    assert.ok(canRedo(back));
    assert.deepEqual(redo(back).strokes, [A, B]);
    const branched = addStroke(back, B);
    assert.equal(canRedo(branched), false);
    assert.deepEqual(undo(undo(two)).strokes, []);
    assert.equal(canUndo(undo(undo(two))), false);
  });

  test("undo and redo with nothing to do change nothing", () => {
    assert.equal(undo(EMPTY_DRAWING), EMPTY_DRAWING);
    assert.equal(redo(EMPTY_DRAWING), EMPTY_DRAWING);
  });

  test("clear is one undoable step; clearing an empty board is no step", () => {
    const drawn = addStroke(addStroke(EMPTY_DRAWING, A), B);
    const cleared = clear(drawn);
    assert.deepEqual(cleared.strokes, []);
    assert.deepEqual(undo(cleared).strokes, [A, B]);
    assert.deepEqual(redo(undo(cleared)).strokes, []);
    assert.equal(clear(EMPTY_DRAWING), EMPTY_DRAWING);
  });

  test("erase adds an eraser stroke that undo takes back; only pen strokes count as ink", () => {
    const drawn = addStroke(EMPTY_DRAWING, A);
    const erased = erase(drawn, [[10, 10], [20, 20]]);
    assert.equal(erased.strokes.length, 2);
    assert.equal(erased.strokes[1]?.tool, "eraser");
    assert.equal(erased.strokes[1]?.width, 10);
    assert.deepEqual(undo(erased).strokes, [A]);
    assert.equal(erase(drawn, []), drawn);
    assert.equal(hasInk(fromStrokes([line("eraser", [[1, 1]])])), false);
    assert.equal(hasInk(erased), true);
  });

  test(`undo keeps the last ${UNDO_DEPTH} steps`, () => {
    let m: DrawingModel = EMPTY_DRAWING;
    for (let i = 0; i < UNDO_DEPTH + 20; i++) m = addStroke(m, line("pen", [[i, i]]));
    assert.equal(m.undoStack.length, UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH; i++) m = undo(m);
    assert.equal(m.strokes.length, 20, "the oldest 20 strokes are beyond undo");
  });

  test("the contract's stroke and point limits refuse further strokes", () => {
    const dots = Array.from({ length: DRAWING_LIMITS.maxStrokes }, (_, i) => line("pen", [[i % 100, 1]]));
    const full = fromStrokes(dots);
    assert.equal(canAdd(full), false);
    assert.equal(addStroke(full, A), full);
    const big = fromStrokes(Array.from({ length: 10 }, () => ({ ...A, points: Array.from({ length: DRAWING_LIMITS.maxPoints / 10 }, (_, i) => [i % 400, 1] as [number, number]) })));
    assert.equal(pointCount(big.strokes), DRAWING_LIMITS.maxPoints);
    assert.equal(addStroke(big, B), big);
  });
});

describe("serialisation", () => {
  test("toSavedStrokes rounds to 0.1 px and clamps into the canvas, so the save input passes the contract", () => {
    const wild = line("pen", [[-5.04, 10.06], [400.2, 123.456]]);
    const saved = toSavedStrokes([wild, B], { width: 343, height: 343 });
    assert.deepEqual(saved[0]?.points, [[0, 10.1], [343, 123.5]]);
    const input = { sn: "SIM-0001", image: "data:image/png;base64,iVBORw0KGgoAAAA=", strokes: saved, canvas: { width: 343, height: 343 } };
    assert.equal(SaveDrawingInput.safeParse(input).success, true);
  });

  test("serialize → parse is the identity; anything malformed parses to null", () => {
    const strokes = [A, line("eraser", [[1, 1], [5, 5]]), B];
    assert.deepEqual(parseStrokes(serializeStrokes(strokes)), strokes);
    for (const bad of ["", "{", "{}", "[1]", '[{"tool":"brush","width":5,"points":[[1,1]]}]', '[{"tool":"pen","width":5,"points":[]}]', '[{"tool":"pen","width":5,"points":[[1,1]],"x":1}]']) {
      assert.equal(parseStrokes(bad), null, bad);
    }
  });
});
