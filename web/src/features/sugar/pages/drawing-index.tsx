/**
 * /sugar/drawing (§2): draw a sugar pattern by hand and save it as a printable work (goods type
 * 15, tanghua/save-goods with the PNG and the stroke data). §9: pen 5 px, eraser 10 px, #e27101.
 * Whether others see it is the customer's explicit choice, off by default (contract SHARE_RULE).
 */
import "../components/draw-page.css";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Button, TextField } from "../../../components/form-field.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useSaveDrawing } from "../api/use-save-drawing.ts";
import { CanvasEditor, type DrawingSize } from "../components/canvas-editor.tsx";
import { clearDraft, loadDraft, storeDraft } from "../components/canvas-draft.ts";
import { canRedo, canUndo, clear, EMPTY_DRAWING, fromStrokes, hasInk, redo, toSavedStrokes, undo, type Tool } from "../components/canvas-model.ts";
import { exportPng } from "../components/canvas-render.ts";
import { DrawNoPrinter } from "../components/draw-no-printer.tsx";
import { DrawSavedSheet } from "../components/draw-saved-sheet.tsx";
import { DrawSectionNav } from "../components/draw-section-nav.tsx";
import { DrawShareChoice } from "../components/draw-share-choice.tsx";
import { DrawToolbar } from "../components/draw-toolbar.tsx";
import { usePrinterSn } from "../printer-sn.ts";

export default function DrawingPage() {
  const t = useT("sugar-draw");
  usePageTitle(t("drawing.title"));
  const printer = usePrinterSn();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [draft] = useState(loadDraft);
  const [model, setModel] = useState(() => (draft ? fromStrokes(draft.strokes) : EMPTY_DRAWING));
  const [size, setSize] = useState<DrawingSize | null>(draft?.size ?? null);
  const [tool, setTool] = useState<Tool>("pen");
  const [name, setName] = useState("");
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmClear, setConfirmClear] = useState(false);
  const [saved, setSaved] = useState<{ goods_id: number; image_url?: string | null; shared: boolean } | null>(null);
  const save = useSaveDrawing();

  useEffect(() => storeDraft(model.strokes, size), [model.strokes, size]);
  const change = useCallback((next: typeof model) => {
    setModel(next);
    setError(undefined);
  }, []);
  const onFull = useCallback(() => setError(t("drawing.full")), [t]);

  if (printer.sn === undefined) {
    return (
      <>
        <TopBar title={t("drawing.title")} backHref={paths.sugar.index()} />
        <DrawNoPrinter bad={printer.bad} />
      </>
    );
  }
  const sn = printer.sn;

  const onSave = async () => {
    if (!hasInk(model) || size === null) {
      setError(t("drawing.emptyError"));
      return;
    }
    if (user === null) {
      // The drawing waits in the draft store; login comes back here (§2 /sugar-login?redirect).
      navigate(paths.sugarLogin({ redirect: currentPathAndQuery(location) }));
      return;
    }
    try {
      const trimmed = name.trim();
      const result = await save.trigger({
        sn,
        image: exportPng(model.strokes, size),
        strokes: toSavedStrokes(model.strokes, size),
        canvas: size,
        ...(trimmed === "" ? {} : { name: trimmed }),
        is_share: share ? 1 : 0,
      });
      clearDraft();
      setSaved({ ...result, shared: share });
    } catch {
      // §8: the client has already shown the failure (toast or redirect); the drawing stays.
    }
  };

  const startOver = () => {
    setSaved(null);
    setModel(EMPTY_DRAWING);
    setName("");
    setShare(false);
  };

  return (
    <>
      <TopBar title={t("drawing.title")} backHref={paths.sugar.index({ sn })} />
      <DrawSectionNav section="drawing" sn={sn} current="index" />
      <main className="draw-page">
        <p className="draw-page__hint">{t("drawing.hint")}</p>
        <CanvasEditor model={model} onChange={change} tool={tool} size={size} onSize={setSize} onFull={onFull} label={t("drawing.canvas")} />
        <DrawToolbar
          tool={tool}
          onTool={setTool}
          canUndo={canUndo(model)}
          canRedo={canRedo(model)}
          canClear={model.strokes.length > 0}
          onUndo={() => change(undo(model))}
          onRedo={() => change(redo(model))}
          onClear={() => setConfirmClear(true)}
        />
        {error !== undefined && (
          <p className="draw-page__error" role="alert">
            {error}
          </p>
        )}
        <TextField label={t("drawing.name")} name="name" value={name} onChange={setName} maxLength={30} placeholder={t("drawing.namePlaceholder")} />
        <DrawShareChoice checked={share} onChange={setShare} />
        <Button block loading={save.isMutating} onClick={() => void onSave()}>
          {t("drawing.save")}
        </Button>
      </main>
      <ConfirmDrawer
        open={confirmClear}
        title={t("clear.title")}
        message={t("clear.text")}
        confirmLabel={t("tool.clear")}
        danger
        onConfirm={() => change(clear(model))}
        onClose={() => setConfirmClear(false)}
      />
      <DrawSavedSheet sn={sn} saved={saved} onAnother={startOver} onClose={() => setSaved(null)} />
    </>
  );
}
