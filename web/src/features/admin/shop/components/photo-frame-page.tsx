/**
 * The frame of the four photo pages of a shop (photo-list, photo-template, photo-frame,
 * photo-watermark): the title, the shop (the shell's switcher without "all shops": these are
 * the settings of one shop), a tab bar between the four, and the content of the page once a shop is known
 * (with several shops and none chosen, the merchant picks one first).
 */
import "./shop.css";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { LoadingState } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useOneShop } from "../use-one-shop.ts";
import { ShopChooser } from "./shop-chooser.tsx";

export type PhotoTab = "list" | "template" | "frame" | "watermark";

const TABS: readonly { key: PhotoTab; href: (q?: { shop_id?: number }) => string }[] = [
  { key: "list", href: adminPaths.shop.photoList },
  { key: "template", href: adminPaths.shop.photoTemplate },
  { key: "frame", href: adminPaths.shop.photoFrame },
  { key: "watermark", href: adminPaths.shop.photoWatermark },
];

export function PhotoFramePage({ tab, actions, children }: { tab: PhotoTab; actions?: (shopId: number) => ReactNode; children: (shopId: number) => ReactNode }) {
  const t = useT("admin-shop");
  const one = useOneShop();
  const q = one.shopId !== undefined ? { shop_id: one.shopId } : undefined;
  let body;
  if (one.shopId !== undefined) body = children(one.shopId);
  else if (one.loading) body = <LoadingState />;
  else body = <ShopChooser shops={one.shops} error={one.error} onRetry={one.reload} title={t("chooser.photo")} onChoose={(s) => one.choose(s.id)} />;
  return (
    <AdminPage
      title={t(`photo.title.${tab}`)}
      shopScoped="one"
      backHref={one.shopId !== undefined ? adminPaths.shop.detail({ id: one.shopId }) : adminPaths.shop.index()}
      actions={one.shopId !== undefined ? actions?.(one.shopId) : undefined}
    >
      <nav className="shop-tabs" aria-label={t("photo.nav")}>
        {TABS.map((x) => (
          <Link key={x.key} href={x.href(q)} className={`shop-tabs__tab${x.key === tab ? " shop-tabs__tab--on" : ""}`} aria-current={x.key === tab ? "page" : undefined}>
            {t(`photo.tab.${x.key}`)}
          </Link>
        ))}
      </nav>
      {body}
    </AdminPage>
  );
}

/** A preview drawn from the saved settings: the address changes with them (the picture is cached a day). */
export function previewSrc(url: string, settings: { template_ids: readonly number[]; frame_id: number | null; watermark: unknown }): string {
  const key = JSON.stringify([settings.template_ids, settings.frame_id, settings.watermark]);
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
  return `${url}${url.includes("?") ? "&" : "?"}v=${(h >>> 0).toString(36)}`;
}
