/**
 * Free graffiti (§3 theme 22): finger painting in the sugar pen (§9: colour #e27101, line 5 px,
 * eraser 10 px) on a square canvas at the device's pixel density. `ref.current.toBlob()` gives
 * the PNG the page uploads.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type PointerEvent, type Ref } from "react";
import { SUGAR_COLOR, SUGAR_ERASER_LINE_WIDTH, SUGAR_LINE_WIDTH } from "../../../../contract/constants.ts";
import { useT } from "../../../lib/i18n/index.ts";
import "./photo.css";

export interface GraffitiHandle {
  toBlob: () => Promise<Blob | null>;
  isEmpty: () => boolean;
}

type Tool = "pen" | "eraser";

export function GraffitiCanvas({ ref, onChange }: { ref: Ref<GraffitiHandle>; onChange?: (empty: boolean) => void }) {
  const t = useT("photo");
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);
  const [tool, setTool] = useState<Tool>("pen");

  const fit = useCallback(() => {
    const c = canvas.current;
    if (!c) return;
    const side = c.clientWidth;
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    if (c.width === Math.round(side * dpr)) return;
    c.width = Math.round(side * dpr);
    c.height = Math.round(side * dpr);
    const g = c.getContext("2d");
    if (g) g.setTransform(dpr, 0, 0, dpr, 0, 0);
  }, []);
  useEffect(() => {
    fit();
  }, [fit]);

  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const g = canvas.current?.getContext("2d");
    if (!g) return;
    g.globalCompositeOperation = tool === "eraser" ? "destination-out" : "source-over";
    g.strokeStyle = SUGAR_COLOR;
    g.lineWidth = tool === "eraser" ? SUGAR_ERASER_LINE_WIDTH : SUGAR_LINE_WIDTH;
    g.lineCap = "round";
    g.lineJoin = "round";
    g.beginPath();
    g.moveTo(from.x, from.y);
    g.lineTo(to.x, to.y);
    g.stroke();
  };

  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    strokes.current = 0;
    onChange?.(true);
  };

  useImperativeHandle(ref, () => ({
    toBlob: () => new Promise((resolve) => (canvas.current ? canvas.current.toBlob(resolve, "image/png") : resolve(null))),
    isEmpty: () => strokes.current === 0,
  }));

  return (
    <div className="graffiti">
      <canvas
        ref={canvas}
        className="graffiti__canvas"
        aria-label={t("graffiti.canvas")}
        role="img"
        onPointerDown={(e) => {
          fit();
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = at(e);
          last.current = p;
          line(p, { x: p.x + 0.01, y: p.y });
          if (tool === "pen") {
            strokes.current += 1;
            onChange?.(false);
          }
        }}
        onPointerMove={(e) => {
          if (!last.current) return;
          const p = at(e);
          line(last.current, p);
          last.current = p;
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      <div className="graffiti__tools" role="group" aria-label={t("graffiti.tools")}>
        <button type="button" className="chip" aria-pressed={tool === "pen"} onClick={() => setTool("pen")}>
          {t("graffiti.pen")}
        </button>
        <button type="button" className="chip" aria-pressed={tool === "eraser"} onClick={() => setTool("eraser")}>
          {t("graffiti.eraser")}
        </button>
        <button type="button" className="chip" onClick={clear}>
          {t("graffiti.clear")}
        </button>
      </div>
    </div>
  );
}
