/** Small pieces of the printer shell: the no-printer state, banners, the tab bar (the draw tab is draw-tab.tsx). */
import { Link } from "wouter";
import type { SugarHome } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { BrushIcon, GalleryIcon, StarIcon, UserIcon } from "../../../components/icons.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TabBar } from "../../../components/tab-bar.tsx";
import { Img } from "../../../components/image.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { safeRedirect } from "../../../lib/safe-redirect.ts";
import "../sugar.css";

/**
 * §2: without a serial in the query or in stored state there is no printer to show. A serial
 * that is not one (`bad`), or that the server does not know (`unknown`), came from a wrong or
 * damaged code: say so, and what helps (scan the machine's own code again), not "加载失败 [重试]".
 */
export function NoPrinter({ bad, unknown = false }: { bad: string | undefined; unknown?: boolean }) {
  const t = useT("sugar");
  if (bad === undefined && !unknown) return <EmptyState title={t("noPrinter.title")} text={t("noPrinter.text")} />;
  return <EmptyState title={t("noPrinter.invalid")} text={t("noPrinter.rescan")} />;
}

export type ShellTab = "list" | "draw" | "mine" | "account";

/**
 * The shell's tab bar: gallery, create, my works (§2: only with past works here) and the account
 * (我的: balance, coupons, orders), each with an icon (CONVENTIONS: tab bars carry icons).
 */
export function ShellTabBar({ sn, active, hasMine }: { sn: string; active: ShellTab; hasMine: boolean }) {
  const t = useT("sugar");
  const items = [
    { key: "list" as const, label: t("tab.list"), href: paths.sugar.index({ sn }), icon: <GalleryIcon size={22} /> },
    { key: "draw" as const, label: t("tab.draw"), href: paths.sugar.index({ sn, tab: "draw" }), icon: <BrushIcon size={22} /> },
    ...(hasMine ? [{ key: "mine" as const, label: t("tab.mine"), href: paths.sugar.index({ sn, tab: "mine" }), icon: <StarIcon size={22} /> }] : []),
    { key: "account" as const, label: t("tab.account"), href: paths.sugar.user({ sn }), icon: <UserIcon size={22} /> },
  ];
  return <TabBar items={items} active={active} label={t("tab.label")} />;
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
