/** Painting strokes: the pen and the eraser's compositing, dots, smoothing, and the device-pixel transform. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { startStroke, extendStroke, type Stroke } from "../../../../web/src/features/sugar/components/canvas-model.ts";
import { drawLastSegment, drawStroke, renderAll, type Paint } from "../../../../web/src/features/sugar/components/canvas-render.ts";

/** Records every call and the style in force at each stroke()/fill(). */
function recorder() {
  const calls: string[] = [];
  const ctx = {
    lineWidth: 1, lineCap: "butt", lineJoin: "miter", strokeStyle: "#000", fillStyle: "#000", globalCompositeOperation: "source-over",
    save: () => calls.push("save"),
    restore: () => calls.push("restore"),
    setTransform: (...a: number[]) => calls.push(`setTransform(${a.join(",")})`),
    clearRect: (...a: number[]) => calls.push(`clearRect(${a.join(",")})`),
    beginPath: () => calls.push("beginPath"),
    moveTo: (x: number, y: number) => calls.push(`moveTo(${x},${y})`),
    lineTo: (x: number, y: number) => calls.push(`lineTo(${x},${y})`),
    quadraticCurveTo: (...a: number[]) => calls.push(`quad(${a.join(",")})`),
    arc: (x: number, y: number, r: number) => calls.push(`arc(${x},${y},${r})`),
    stroke: () => calls.push(`stroke[${ctx.globalCompositeOperation} ${String(ctx.strokeStyle)} ${ctx.lineWidth} ${ctx.lineCap}]`),
    fill: () => calls.push(`fill[${ctx.globalCompositeOperation} ${String(ctx.fillStyle)}]`),
  };
  return { ctx: ctx as unknown as Paint, calls };
}

const pen = (pts: [number, number][]): Stroke => pts.slice(1).reduce((s, p) => extendStroke(s, p), startStroke("pen", pts[0]!));

test("a pen stroke: round caps, §9 colour and width, smoothed through midpoints", () => {
  const { ctx, calls } = recorder();
  drawStroke(ctx, pen([[0, 0], [10, 0], [20, 10]]));
  assert.deepEqual(calls, ["save", "beginPath", "moveTo(0,0)", "quad(10,0,15,5)", "lineTo(20,10)", "stroke[source-over #e27101 5 round]", "restore"]);
});

test("one point is a dot of half the width; the eraser clears (destination-out)", () => {
  const { ctx, calls } = recorder();
  drawStroke(ctx, startStroke("eraser", [4, 4]));
  assert.deepEqual(calls, ["save", "beginPath", "arc(4,4,5)", "fill[destination-out #000]", "restore"]);
});

test("while drawing only the newest segment is painted", () => {
  const { ctx, calls } = recorder();
  drawLastSegment(ctx, pen([[0, 0], [10, 0], [20, 10]]));
  assert.deepEqual(calls, ["save", "beginPath", "moveTo(10,0)", "lineTo(20,10)", "stroke[source-over #e27101 5 round]", "restore"]);
});

test("renderAll clears the bitmap and scales stroke units by devicePixelRatio × scale", () => {
  const { ctx, calls } = recorder();
  renderAll(ctx, [pen([[1, 1], [2, 2]])], { cssWidth: 300, cssHeight: 300, pixelRatio: 3, scale: 0.5 });
  assert.deepEqual(calls.slice(0, 3), ["setTransform(1,0,0,1,0,0)", "clearRect(0,0,900,900)", "setTransform(1.5,0,0,1.5,0,0)"]);
  assert.ok(calls.includes("stroke[source-over #e27101 5 round]"));
});
