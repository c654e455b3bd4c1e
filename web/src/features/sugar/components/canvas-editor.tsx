/**
 * The sugar drawing canvas: pointer events for mouse, pen and touch alike, with pointer capture
 * (a stroke that leaves the canvas keeps drawing until release), `touch-action: none` so the page
 * does not scroll or zoom under a finger, and a bitmap of devicePixelRatio × the CSS size so lines
 * stay sharp. Strokes are in the drawing's own units (`size`), so a draft restored on another
 * screen width scales instead of being cut off.
 */
import "./canvas-editor.css";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { addStroke, canAdd, extendStroke, startStroke, type DrawingModel, type Point, type Stroke, type Tool } from "./canvas-model.ts";
import { applyUnits, drawLastSegment, renderAll, type Surface } from "./canvas-render.ts";

export interface DrawingSize {
  width: number;
  height: number;
}

export interface CanvasEditorProps {
  model: DrawingModel;
  onChange: (next: DrawingModel) => void;
  tool: Tool;
  /** The drawing's own size in stroke units; null until the first measure sets it (onSize). */
  size: DrawingSize | null;
  onSize: (size: DrawingSize) => void;
  /** Called when a stroke is refused because the drawing is at the contract's limits. */
  onFull?: () => void;
  label: string;
}

/** A square canvas as wide as its box, up to this many CSS px (a phone's width, §CONVENTIONS 375 px). */
const MAX_SIDE_PX = 480;
/** Bitmap density cap: more adds memory, not sharpness. */
const MAX_PIXEL_RATIO = 3;

export function CanvasEditor({ model, onChange, tool, size, onSize, onFull, label }: CanvasEditorProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [side, setSide] = useState(0);
  const active = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const modelRef = useRef(model);
  modelRef.current = model;

  // The box's width decides the canvas side; follows rotation and window resizes.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setSide(Math.floor(Math.min(box.clientWidth, MAX_SIDE_PX)));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(box);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (side > 0 && size === null) onSize({ width: side, height: side });
  }, [side, size, onSize]);

  const surface = useCallback((): Surface | null => {
    if (side <= 0 || size === null) return null;
    const pixelRatio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
    return { cssWidth: side, cssHeight: side, pixelRatio, scale: side / size.width };
  }, [side, size]);

  // Bitmap size and a full repaint whenever the strokes or the surface change (undo, redo, clear, resize).
  useEffect(() => {
    const canvas = canvasRef.current;
    const s = surface();
    const ctx = canvas?.getContext("2d");
    if (!canvas || !s || !ctx) return;
    const w = Math.round(s.cssWidth * s.pixelRatio);
    const h = Math.round(s.cssHeight * s.pixelRatio);
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    renderAll(ctx, model.strokes, s);
    const live = active.current;
    if (live) drawStrokeSoFar(ctx, live.stroke, s);
  }, [model.strokes, surface]);

  const toUnits = (e: { clientX: number; clientY: number }, s: Surface): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return [(e.clientX - rect.left) / s.scale, (e.clientY - rect.top) / s.scale];
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    // One finger draws; a second one (or a right click) is ignored rather than starting a stroke.
    if (!e.isPrimary || (e.pointerType === "mouse" && e.button !== 0) || active.current) return;
    const s = surface();
    const ctx = e.currentTarget.getContext("2d");
    if (!s || !ctx) return;
    e.preventDefault();
    if (!canAdd(modelRef.current)) {
      onFull?.();
      return;
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const stroke = startStroke(tool, toUnits(e, s));
    active.current = { pointerId: e.pointerId, stroke };
    applyUnits(ctx, s);
    drawLastSegment(ctx, stroke);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const live = active.current;
    if (!live || live.pointerId !== e.pointerId) return;
    const s = surface();
    const ctx = e.currentTarget.getContext("2d");
    if (!s || !ctx) return;
    e.preventDefault();
    applyUnits(ctx, s);
    // Coalesced events: every position the pointer passed since the last frame, not just the last.
    const native = e.nativeEvent;
    const events = typeof native.getCoalescedEvents === "function" ? native.getCoalescedEvents() : [];
    for (const ev of events.length > 0 ? events : [native]) {
      const next = extendStroke(live.stroke, toUnits(ev, s));
      if (next === live.stroke) continue;
      live.stroke = next;
      drawLastSegment(ctx, next);
    }
  };

  const finish = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const live = active.current;
    if (!live || live.pointerId !== e.pointerId) return;
    active.current = null;
    if (e.currentTarget.hasPointerCapture?.(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    onChange(addStroke(modelRef.current, live.stroke));
  };

  return (
    <div ref={boxRef} className="canvas-editor">
      <canvas
        ref={canvasRef}
        className={`canvas-editor__canvas canvas-editor__canvas--${tool}`}
        style={{ width: side || undefined, height: side || undefined }}
        role="img"
        aria-label={label}
        data-strokes={model.strokes.length}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
        onContextMenu={(e) => e.preventDefault()}
      />
    </div>
  );
}

/** Repaints a stroke still being drawn after a full repaint (e.g. a resize mid-stroke). */
function drawStrokeSoFar(ctx: CanvasRenderingContext2D, stroke: Stroke, s: Surface): void {
  applyUnits(ctx, s);
  for (let i = 1; i <= stroke.points.length; i++) drawLastSegment(ctx, { ...stroke, points: stroke.points.slice(0, i) });
}
