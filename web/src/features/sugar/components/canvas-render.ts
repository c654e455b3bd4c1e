/**
 * Painting strokes on a 2D context: the live canvas (redrawn after undo, redo, clear and resize,
 * extended segment by segment while drawing) and the exported PNG. The pen paints with round
 * caps and joins; the eraser clears with destination-out, so erased parts are transparent.
 */
import type { Point, Stroke } from "./canvas-model.ts";

/** The part of CanvasRenderingContext2D used here (a recording fake in unit tests). */
export type Paint = Pick<
  CanvasRenderingContext2D,
  "save" | "restore" | "setTransform" | "clearRect" | "beginPath" | "moveTo" | "lineTo" | "quadraticCurveTo" | "stroke" | "arc" | "fill"
> & {
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
  globalCompositeOperation: GlobalCompositeOperation;
};

function brush(ctx: Paint, s: Stroke): void {
  ctx.globalCompositeOperation = s.tool === "eraser" ? "destination-out" : "source-over";
  const colour = s.tool === "eraser" ? "#000" : (s.color ?? "#e27101");
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = s.width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
}

function dot(ctx: Paint, s: Stroke, p: Point): void {
  ctx.beginPath();
  ctx.arc(p[0], p[1], s.width / 2, 0, Math.PI * 2);
  ctx.fill();
}

/** One whole stroke, smoothed through the midpoints of its points (quadratic curves). */
export function drawStroke(ctx: Paint, s: Stroke): void {
  const pts = s.points;
  const first = pts[0];
  if (first === undefined) return;
  ctx.save();
  brush(ctx, s);
  if (pts.length === 1) {
    dot(ctx, s, first);
  } else {
    ctx.beginPath();
    ctx.moveTo(first[0], first[1]);
    for (let i = 1; i < pts.length - 1; i++) {
      const p = pts[i]!;
      const q = pts[i + 1]!;
      ctx.quadraticCurveTo(p[0], p[1], (p[0] + q[0]) / 2, (p[1] + q[1]) / 2);
    }
    const last = pts[pts.length - 1]!;
    ctx.lineTo(last[0], last[1]);
    ctx.stroke();
  }
  ctx.restore();
}

/** The newest segment of a stroke being drawn (its last point; a dot for the first). */
export function drawLastSegment(ctx: Paint, s: Stroke): void {
  const n = s.points.length;
  const b = s.points[n - 1];
  if (b === undefined) return;
  ctx.save();
  brush(ctx, s);
  const a = s.points[n - 2];
  if (a === undefined) {
    dot(ctx, s, b);
  } else {
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  ctx.restore();
}

export interface Surface {
  /** CSS px of the canvas element. */
  cssWidth: number;
  cssHeight: number;
  /** Bitmap px per CSS px (devicePixelRatio), so lines stay sharp. */
  pixelRatio: number;
  /** CSS px per stroke unit (the drawing's own size → the element's size). */
  scale: number;
}

/** Sets the transform from stroke units to bitmap px; later draws use stroke coordinates. */
export function applyUnits(ctx: Paint, s: Surface): void {
  const k = s.pixelRatio * s.scale;
  ctx.setTransform(k, 0, 0, k, 0, 0);
}

/** Clears and paints every stroke in order. */
export function renderAll(ctx: Paint, strokes: readonly Stroke[], s: Surface): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, s.cssWidth * s.pixelRatio, s.cssHeight * s.pixelRatio);
  applyUnits(ctx, s);
  for (const st of strokes) drawStroke(ctx, st);
}

/** PNG bitmap px per stroke unit: sharp on a 2× screen, a few hundred KB at most for line art. */
export const EXPORT_SCALE = 2;

/** The drawing as a PNG data URL, `size` stroke units × EXPORT_SCALE, transparent background. */
export function exportPng(strokes: readonly Stroke[], size: { width: number; height: number }): string {
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(size.width * EXPORT_SCALE);
  canvas.height = Math.round(size.height * EXPORT_SCALE);
  const ctx = canvas.getContext("2d");
  if (ctx === null) throw new Error("no 2d canvas");
  renderAll(ctx, strokes, { cssWidth: size.width, cssHeight: size.height, pixelRatio: EXPORT_SCALE, scale: 1 });
  return canvas.toDataURL("image/png");
}
