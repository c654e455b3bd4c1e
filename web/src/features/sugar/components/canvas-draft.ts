/**
 * The drawing in progress, kept in localStorage after every stroke, so a login on the way to
 * saving (§2: /sugar-login and back), a reload or a closed tab does not lose it. Cleared once saved.
 */
import { readJson, remove, writeJson } from "../../../lib/storage.ts";
import { parseStrokes, serializeStrokes, type Stroke } from "./canvas-model.ts";

export const DRAFT_KEY = "sugar_drawing_draft";

export interface DrawingDraft {
  size: { width: number; height: number };
  strokes: Stroke[];
}

const side = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 4096;

/** A stored draft, checked as it is read back (the strokes by the contract's schema). */
export function parseDraft(v: unknown): DrawingDraft | undefined {
  if (typeof v !== "object" || v === null) return undefined;
  const { size, strokes } = v as Record<string, unknown>;
  if (typeof size !== "object" || size === null || typeof strokes !== "string") return undefined;
  const { width, height } = size as Record<string, unknown>;
  if (!side(width) || !side(height)) return undefined;
  const parsed = parseStrokes(strokes);
  return parsed === null || parsed.length === 0 ? undefined : { size: { width, height }, strokes: parsed };
}

export function loadDraft(): DrawingDraft | undefined {
  return readJson(DRAFT_KEY, parseDraft);
}

/** Stores the strokes (none: forgets the draft). */
export function storeDraft(strokes: readonly Stroke[], size: { width: number; height: number } | null): void {
  if (strokes.length === 0 || size === null) remove(DRAFT_KEY);
  else writeJson(DRAFT_KEY, { size, strokes: serializeStrokes(strokes) });
}

export function clearDraft(): void {
  remove(DRAFT_KEY);
}
