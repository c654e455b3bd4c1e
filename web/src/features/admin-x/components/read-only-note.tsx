/** Said once at the top of a page whose actions the viewer's level may not take (level 1 reads only; settings and levels are level 7's). */
import { useT } from "../../../lib/i18n/index.ts";
import "./x.css";

export function ReadOnlyNote({ what = "act" }: { what?: "act" | "super" }) {
  const t = useT("admin-x");
  return (
    <p className="x-note" role="note">
      {t(what === "act" ? "level.readOnly" : "level.superOnly")}
    </p>
  );
}
