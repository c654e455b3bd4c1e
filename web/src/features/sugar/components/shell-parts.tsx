/** Small pieces of the printer shell: the no-printer state, banners, the draw tab. */
import { Link } from "wouter";
import type { SugarHome } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../app/paths.ts";
import { EmptyState } from "../../../components/states.tsx";
import { Img } from "../../../components/image.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { safeRedirect } from "../../../lib/safe-redirect.ts";
import "../sugar.css";

/** §2: without a serial in the query or in stored state there is no printer to show. */
export function NoPrinter({ bad }: { bad: string | undefined }) {
  const t = useT("sugar");
  return <EmptyState title={t("noPrinter.title")} text={bad === undefined ? t("noPrinter.text") : t("noPrinter.bad", { sn: bad })} />;
}

/** The shop's banners; only same-origin links are followed (safe-redirect). */
export function Banners({ home }: { home: SugarHome | undefined }) {
  const banners = home?.banners ?? [];
  if (banners.length === 0) return null;
  return (
    <ul className="sugar__banners">
      {banners.map((b) => {
        const href = b.link_url ? safeRedirect(b.link_url, "") : "";
        const pic = <Img src={b.image_url} alt={b.title ?? ""} ratio="5 / 2" fit="contain" />;
        return <li key={b.id}>{href ? <Link href={href}>{pic}</Link> : pic}</li>;
      })}
    </ul>
  );
}

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
