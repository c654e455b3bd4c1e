/**
 * What the printer shell shows around the pattern list (sugar/index): the shop's banners and
 * notice and the goods-type tabs the printer offers. The §1 cash-back activities of
 * sugar/activity-list are promo/activities.ts's.
 */
import { GOODS_TYPE, type Language } from "../../web/contract/constants.ts";
import type { Banner } from "../../web/contract/http/sugar.ts";
import { say, type Bilingual } from "../messages.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { catalog } from "./catalog.ts";

/** §3 goods types in tab order, with their tab names. */
const GOODS_TYPE_TABS: readonly { id: number; name: Bilingual }[] = [
  { id: GOODS_TYPE.SYSTEM, name: { "zh-CN": "图库", en: "Gallery" } },
  { id: GOODS_TYPE.AI_DRAWING, name: { "zh-CN": "AI 绘画", en: "AI drawing" } },
  { id: GOODS_TYPE.SUGAR_DRAWING, name: { "zh-CN": "手绘", en: "Drawings" } },
  { id: GOODS_TYPE.PHOTO, name: { "zh-CN": "照片", en: "Photos" } },
];

/** The tabs of the goods types `user` finds on this printer. */
export function goodsTypeTabs(store: Store, printer: PrinterRecord, user: UserRecord | null, lang: Language): { id: number; name: string }[] {
  const present = new Set(catalog(store, printer, user, {}).map((g) => g.goods_type_id));
  return GOODS_TYPE_TABS.filter((t) => present.has(t.id)).map((t) => ({ id: t.id, name: say(lang, t.name) }));
}

const BANNERS: readonly { image: string; title: Bilingual }[] = [
  { image: "/mock/art/dragon-2026.svg", title: { "zh-CN": "新年限定 · 金龙献瑞", en: "New Year special: the golden dragon" } },
  { image: "/mock/art/heart-520.svg", title: { "zh-CN": "画一颗心，送给最爱的人", en: "Draw a heart for someone you love" } },
];

/** Two banners leading to the list of this printer; ids are per printer so they stay stable. */
export function shopBanners(store: Store, printer: PrinterRecord, lang: Language): Banner[] {
  if (printer.shopId === null || own(store.shops, printer.shopId) === undefined) return [];
  return BANNERS.map((b, i) => ({
    id: printer.device_id * 10 + i + 1,
    image_url: b.image,
    title: say(lang, b.title),
    link_url: `/sugar/list?sn=${encodeURIComponent(printer.sn)}`,
  }));
}

const NOTICE: Bilingual = { "zh-CN": "{shop}营业时间 10:00–22:00，如有问题请联系 {phone}", en: "{shop} is open 10:00–22:00. Questions? Call {phone}" };
const UNBOUND_NOTICE: Bilingual = { "zh-CN": "本设备尚未绑定门店，暂不能打印", en: "This printer is not bound to a shop yet and cannot print" };

export function shopNotice(store: Store, printer: PrinterRecord, lang: Language): string {
  const shop = printer.shopId === null ? undefined : own(store.shops, printer.shopId);
  if (shop === undefined) return say(lang, UNBOUND_NOTICE);
  return say(lang, NOTICE, { shop: shop.name, phone: shop.contact.phone });
}

/** The shop's contact phone, for the waiting page's "call the shop"; null without a shop. */
export function shopPhone(store: Store, printer: PrinterRecord): string | null {
  return printer.shopId === null ? null : (own(store.shops, printer.shopId)?.contact.phone ?? null);
}
