/**
 * The explicit share choice of a drawing or an AI work (issue 11 item 6, contract SHARE_RULE):
 * off by default, and says what each state means, so no one shares by accident.
 */
import { useT } from "../../../lib/i18n/index.ts";
import "./draw-page.css";

export interface DrawShareChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function DrawShareChoice({ checked, onChange, disabled }: DrawShareChoiceProps) {
  const t = useT("sugar-draw");
  return (
    <label className="draw-share">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span className="draw-share__text">
        <span className="draw-share__label">{t("share.label")}</span>
        <span className="draw-share__hint">{t(checked ? "share.onHint" : "share.offHint")}</span>
      </span>
    </label>
  );
}
