/** After saving: the work as the server keeps it, and the ways on: print it, draw another, see my drawings. */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import "./draw-page.css";

export interface DrawSavedSheetProps {
  sn: string;
  saved: { goods_id: number; image_url?: string | null | undefined; shared: boolean } | null;
  onAnother: () => void;
  onClose: () => void;
}

export function DrawSavedSheet({ sn, saved, onAnother, onClose }: DrawSavedSheetProps) {
  const t = useT("sugar-draw");
  return (
    <BottomSheet
      open={saved !== null}
      onClose={onClose}
      title={t("saved.title")}
      footer={
        saved !== null && (
          <div className="draw-actions">
            <Button variant="secondary" onClick={onAnother}>
              {t("saved.another")}
            </Button>
            <Link className={buttonClassName("primary")} href={paths.sugar.index({ sn, goods_id: saved.goods_id })}>
              {t("action.print")}
            </Link>
          </div>
        )
      }
    >
      {saved !== null && (
        <div className="draw-saved">
          <Img src={saved.image_url} alt={t("saved.imageAlt")} fit="contain" className="draw-saved__img" />
          <p>{t("saved.text")}</p>
          <p className="draw-page__hint">{t(saved.shared ? "saved.shared" : "saved.private")}</p>
          <Link className="draw-saved__link" href={paths.sugar.drawing.history({ sn })}>{t("saved.history")}</Link>
        </div>
      )}
    </BottomSheet>
  );
}
