/** The drawing tools: pen or eraser (§9: 5 and 10 px), undo, redo and clear (confirmed by the page). */
import { useT } from "../../../lib/i18n/index.ts";
import type { Tool } from "./canvas-model.ts";
import { ClearIcon, EraserIcon, PenIcon, RedoIcon, UndoIcon } from "./draw-icons.tsx";
import "./canvas-editor.css";

export interface DrawToolbarProps {
  tool: Tool;
  onTool: (tool: Tool) => void;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
}

export function DrawToolbar({ tool, onTool, canUndo, canRedo, canClear, onUndo, onRedo, onClear }: DrawToolbarProps) {
  const t = useT("sugar-draw");
  return (
    <div className="draw-toolbar" role="toolbar" aria-label={t("tools")}>
      <button type="button" className="draw-toolbar__btn" aria-pressed={tool === "pen"} onClick={() => onTool("pen")}>
        <PenIcon />
        <span>{t("tool.pen")}</span>
      </button>
      <button type="button" className="draw-toolbar__btn" aria-pressed={tool === "eraser"} onClick={() => onTool("eraser")}>
        <EraserIcon />
        <span>{t("tool.eraser")}</span>
      </button>
      <span className="draw-toolbar__gap" />
      <button type="button" className="draw-toolbar__btn" disabled={!canUndo} onClick={onUndo}>
        <UndoIcon />
        <span>{t("tool.undo")}</span>
      </button>
      <button type="button" className="draw-toolbar__btn" disabled={!canRedo} onClick={onRedo}>
        <RedoIcon />
        <span>{t("tool.redo")}</span>
      </button>
      <button type="button" className="draw-toolbar__btn" disabled={!canClear} onClick={onClear}>
        <ClearIcon />
        <span>{t("tool.clear")}</span>
      </button>
    </div>
  );
}
