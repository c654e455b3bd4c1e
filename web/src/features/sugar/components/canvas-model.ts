/**
 * The sugar drawing's stroke model, pure (no DOM): strokes in paint order plus undo and redo
 * stacks of whole stroke lists. Adding a stroke, erasing (an eraser stroke) and clearing are each
 * one undoable step; a new step empties redo. The stroke shape is the contract's
 * (web/contract/http/tanghua.ts Stroke: points in CSS px of the canvas, §9 widths and colour).
 */
import { SUGAR_COLOR, SUGAR_ERASER_LINE_WIDTH, SUGAR_LINE_WIDTH } from "../../../../contract/constants.ts";
import { DRAWING_LIMITS, Stroke as StrokeSchema, type Stroke } from "../../../../contract/http/tanghua.ts";

export type Tool = Stroke["tool"];
export type Point = readonly [number, number];
export type { Stroke };

export interface DrawingModel {
  readonly strokes: readonly Stroke[];
  readonly undoStack: readonly (readonly Stroke[])[];
  readonly redoStack: readonly (readonly Stroke[])[];
}

/** Undo steps kept; older ones are dropped (each is an array of shared stroke objects, so cheap). */
export const UNDO_DEPTH = 100;

export const EMPTY_DRAWING: DrawingModel = { strokes: [], undoStack: [], redoStack: [] };

function step(m: DrawingModel, strokes: readonly Stroke[]): DrawingModel {
  const undoStack = [...m.undoStack, m.strokes].slice(-UNDO_DEPTH);
  return { strokes, undoStack, redoStack: [] };
}

/** A new stroke of `tool` at `point`: §9 pen 5 px in #e27101, eraser 10 px. */
export function startStroke(tool: Tool, point: Point): Stroke {
  const p: [number, number] = [point[0], point[1]];
  return tool === "pen" ? { tool, width: SUGAR_LINE_WIDTH, color: SUGAR_COLOR, points: [p] } : { tool, width: SUGAR_ERASER_LINE_WIDTH, points: [p] };
}

/** Points closer than this (CSS px) to the last one add nothing visible and are skipped. */
export const MIN_POINT_GAP_PX = 0.75;

/**
 * `stroke` with `point` appended (a new object; the input is not changed), unless it is within
 * MIN_POINT_GAP_PX of the last point or the stroke is at the contract's points-per-stroke limit.
 */
export function extendStroke(stroke: Stroke, point: Point): Stroke {
  const last = stroke.points[stroke.points.length - 1];
  if (last !== undefined && Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_POINT_GAP_PX) return stroke;
  if (stroke.points.length >= DRAWING_LIMITS.maxPointsPerStroke) return stroke;
  return { ...stroke, points: [...stroke.points, [point[0], point[1]]] };
}

export function pointCount(strokes: readonly Stroke[]): number {
  return strokes.reduce((n, s) => n + s.points.length, 0);
}

/** Whether another stroke of `points` points still fits the contract's limits. */
export function canAdd(m: DrawingModel, points = 1): boolean {
  return m.strokes.length < DRAWING_LIMITS.maxStrokes && pointCount(m.strokes) + points <= DRAWING_LIMITS.maxPoints;
}

/** Adds a finished stroke (pen or eraser) as one undoable step; refused (unchanged) past the limits. */
export function addStroke(m: DrawingModel, stroke: Stroke): DrawingModel {
  if (stroke.points.length === 0 || !canAdd(m, stroke.points.length)) return m;
  return step(m, [...m.strokes, stroke]);
}

/** Erasing is an eraser stroke: it clears what it passes over and is undone like any stroke. */
export function erase(m: DrawingModel, points: readonly Point[]): DrawingModel {
  const first = points[0];
  if (first === undefined) return m;
  let s = startStroke("eraser", first);
  for (const p of points.slice(1)) s = extendStroke(s, p);
  return addStroke(m, s);
}

export function undo(m: DrawingModel): DrawingModel {
  const prev = m.undoStack[m.undoStack.length - 1];
  if (prev === undefined) return m;
  return { strokes: prev, undoStack: m.undoStack.slice(0, -1), redoStack: [...m.redoStack, m.strokes] };
}

export function redo(m: DrawingModel): DrawingModel {
  const next = m.redoStack[m.redoStack.length - 1];
  if (next === undefined) return m;
  return { strokes: next, undoStack: [...m.undoStack, m.strokes], redoStack: m.redoStack.slice(0, -1) };
}

/** Clears the canvas as one undoable step (nothing to clear: unchanged). */
export function clear(m: DrawingModel): DrawingModel {
  return m.strokes.length === 0 ? m : step(m, []);
}

export const canUndo = (m: DrawingModel): boolean => m.undoStack.length > 0;
export const canRedo = (m: DrawingModel): boolean => m.redoStack.length > 0;

/** The contract's rule: a drawing needs at least one pen stroke to be saved. */
export function hasInk(m: DrawingModel): boolean {
  return m.strokes.some((s) => s.tool === "pen");
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The strokes to save: coordinates rounded to 0.1 px and kept inside the canvas (a pointer
 * captured outside it still reports positions), so they pass the contract's 0..4096 check.
 */
export function toSavedStrokes(strokes: readonly Stroke[], canvas: { width: number; height: number }): Stroke[] {
  const clamp = (n: number, max: number) => Math.min(Math.max(round1(n), 0), max);
  return strokes.map((s) => ({ ...s, points: s.points.map(([x, y]) => [clamp(x, canvas.width), clamp(y, canvas.height)] as [number, number]) }));
}

/** JSON of the strokes (the `strokes` the save call sends; also the stored draft). */
export function serializeStrokes(strokes: readonly Stroke[]): string {
  return JSON.stringify(strokes);
}

/** Strokes from JSON, each checked by the contract's schema; null when anything is off. */
export function parseStrokes(json: string): Stroke[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length > DRAWING_LIMITS.maxStrokes) return null;
  const out: Stroke[] = [];
  for (const item of raw) {
    const r = StrokeSchema.safeParse(item);
    if (!r.success) return null;
    out.push(r.data);
  }
  return out;
}

/** A model holding `strokes` with no history (a restored draft). */
export function fromStrokes(strokes: readonly Stroke[]): DrawingModel {
  return { strokes, undoStack: [], redoStack: [] };
}
