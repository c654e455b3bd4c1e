/**
 * §2 draw tab of the /sugar shell: its own chunk (pages/index.tsx loads it lazily), fetched once
 * the first screen is shown and the page is idle (prefetch.ts), so the scan's first load does not
 * carry it (issue 18: the first paint's bytes had to come from somewhere in the 100 KB).
 */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { useT } from "../../../lib/i18n/index.ts";
import "./draw-tab.css";

/** §2 draw tab: the three ways to make one's own pattern, each on this printer. */
export function DrawTab({ sn }: { sn: string }) {
  const t = useT("sugar");
  const ways = [
    { href: paths.sugar.drawing.index({ sn }), title: t("draw.drawing"), text: t("draw.drawingText") },
    { href: paths.sugar.aiDrawing({ sn }), title: t("draw.ai"), text: t("draw.aiText") },
    { href: paths.sugar.photo.index({ sn }), title: t("draw.photo"), text: t("draw.photoText") },
  ];
  return (
    <ul className="sugar__ways">
      {ways.map((w) => (
        <li key={w.href}>
          <Link href={w.href}>
            <strong>{w.title}</strong>
            <span>{w.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
