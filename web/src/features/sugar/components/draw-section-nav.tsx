/**
 * The sub-pages of the drawing and photo sections (§2: index, list, history), linked by paths.sugar.*
 * only. Photo works are only ever their owner's (contract SHARE_RULE), so the photo section links
 * no "everyone's" page: the route stays (§2) and lists what the caller may see.
 */
import { paths } from "../../../paths/paths.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { DrawNav } from "./draw-nav.tsx";

export type SectionPage = "index" | "list" | "history";

export function DrawSectionNav({ section, sn, current }: { section: "drawing" | "photo"; sn: string; current: SectionPage }) {
  const t = useT("sugar-draw");
  const p = section === "drawing" ? paths.sugar.drawing : paths.sugar.photo;
  const items = [
    { href: p.index({ sn }), label: t(section === "drawing" ? "nav.draw" : "nav.photo"), current: current === "index" },
    { href: p.list({ sn }), label: t("nav.list"), current: current === "list" },
    { href: p.history({ sn }), label: t("nav.history"), current: current === "history" },
  ].filter((i) => section === "drawing" || i.href !== p.list({ sn }) || i.current);
  return <DrawNav items={items} label={t(section === "drawing" ? "nav.drawingLabel" : "nav.photoLabel")} />;
}
