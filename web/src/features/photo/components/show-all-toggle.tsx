/**
 * §4: the plaza's 'show all' switch, offered only to level_type 1 or 3 (theme.ts canShowAll);
 * the caller stores it (lib/storage.ts) and reloads the list.
 */
import { useId } from "react";
import { useT } from "../../../lib/i18n/index.ts";
import "./photo.css";

export function ShowAllToggle({ checked, onChange }: { checked: boolean; onChange: (next: boolean) => void }) {
  const t = useT("photo");
  const id = useId();
  return (
    <div className="show-all">
      <label className="show-all__label" htmlFor={id}>
        <span>{t("plaza.showAll")}</span>
        <small>{t("plaza.showAllHint")}</small>
      </label>
      <input id={id} className="show-all__switch" type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}
