/**
 * Rankings. manage/rank and more-rank (contract manage.ts): printers, patterns and shops by
 * income from sales, materials by units bought. default/rank (/sugar/ranking): patterns or
 * users by prints sold. Ties go to the lower id, so the order is stable.
 */
import type { RankItem as ManageRankItem } from "../../web/contract/http/manage.ts";
import type { RankItem as PublicRankItem } from "../../web/contract/http/default.ts";
import { PURCHASE_ORDER_STATUS } from "../../web/contract/http/manage-order-model.ts";
import type { Language } from "../../web/contract/constants.ts";
import { fromCents } from "../money.ts";
import { sharedWithEveryone } from "../printing/privacy.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, Store } from "../store/types.ts";
import { amountCents } from "./ledger.ts";
import { isSale, printersOf, salesOf } from "./sales.ts";
import { DAY_S, dayStartOf, monthOf, monthRange } from "./scope.ts";

export type ManageRankType = "device" | "goods" | "material" | "shop";
export type ManagePeriod = "today" | "week" | "month" | "all";

/** Start (unix s) of a manage period: today; the last 7 days with today; this month (China time). */
export function periodStart(period: ManagePeriod, nowS: number): number {
  if (period === "today") return dayStartOf(nowS);
  if (period === "week") return dayStartOf(nowS) - 6 * DAY_S;
  if (period === "month") return monthRange(monthOf(nowS)).start;
  return -Infinity;
}

interface Tally {
  id: number;
  name: string;
  image_url: string | null;
  cents: number;
  count: number;
}

function ranked(rows: Iterable<Tally>): ManageRankItem[] {
  return [...rows]
    .sort((a, b) => b.cents - a.cents || b.count - a.count || a.id - b.id)
    .map((r, i) => ({ rank: i + 1, id: r.id, name: r.name, image_url: r.image_url, value: fromCents(r.cents), count: r.count }));
}

/** A catalogue name in the caller's language (the merchant domain keeps both). */
function inLanguage(name: string | { zh: string; en: string }, lang: Language): string {
  return typeof name === "string" ? name : lang === "en" ? name.en : name.zh;
}

/** Purchases that were paid and not refunded or closed. */
const PAID_PURCHASE: readonly number[] = [
  PURCHASE_ORDER_STATUS.PENDING_CONFIRM,
  PURCHASE_ORDER_STATUS.PENDING_SHIPMENT,
  PURCHASE_ORDER_STATUS.PENDING_DELIVERY,
  PURCHASE_ORDER_STATUS.COMPLETED,
];

/** A whole manage ranking; printers and shops of the scope are listed even without sales. */
export function manageRanking(store: Store, type: ManageRankType, shopIds: ReadonlySet<number>, from: number, lang: Language): ManageRankItem[] {
  const tallies = new Map<number, Tally>();
  const tally = (id: number, name: string, image_url: string | null) => {
    let t = tallies.get(id);
    if (t === undefined) tallies.set(id, (t = { id, name, image_url, cents: 0, count: 0 }));
    return t;
  };
  if (type === "material") {
    for (const o of Object.values(store.merchant.purchaseOrders)) {
      if (o.order_type !== "material" || !shopIds.has(o.shopId) || !PAID_PURCHASE.includes(o.status)) continue;
      if (o.pay_time === null || o.pay_time < from) continue;
      for (const item of o.items) {
        // The catalogue's name in the caller's language; the order's frozen name if it is gone.
        const listed = own(store.merchant.catalogue, item.goods_id)?.name;
        const t = tally(item.goods_id, inLanguage(listed ?? item.name, lang), item.image_url);
        t.cents += amountCents(item.amount);
        t.count += item.num;
      }
    }
    return ranked(tallies.values());
  }
  if (type === "device") for (const p of printersOf(store, shopIds)) tally(p.device_id, p.name, null);
  if (type === "shop") for (const id of shopIds) { const s = own(store.shops, id); if (s !== undefined) tally(s.id, s.name, s.logo_url); }
  for (const sale of salesOf(store, shopIds, from)) {
    let t: Tally;
    if (type === "device") {
      const p = own(store.printers, sale.order.sn);
      if (p === undefined) continue;
      t = tally(p.device_id, p.name, null);
    } else if (type === "shop") {
      t = tally(sale.shopId, own(store.shops, sale.shopId)?.name ?? "", null);
    } else {
      if (sale.order.goodsId === null) continue;
      const g = own(store.goods, sale.order.goodsId);
      t = tally(sale.order.goodsId, g?.name ?? sale.order.name, g?.image_url ?? sale.order.image_url);
    }
    t.cents += sale.cents;
    t.count += 1;
  }
  return ranked(tallies.values());
}

export type PublicRankType = "goods" | "user";
export type PublicPeriod = "week" | "month" | "all";

/**
 * Works the public may see ranked: not deleted, not off sale, not a private (printer-less) work,
 * and shown to everyone (issue 11: never a customer's photo or unshared work, printing/privacy.ts).
 */
function publicWork(store: Store, g: GoodsRecord | undefined): g is GoodsRecord {
  return g !== undefined && !g.deleted && g.status !== 0 && !(g.ownerId !== null && g.shopId === null) && sharedWithEveryone(store, g);
}

/**
 * default/rank: prints sold per work, over the last 7 or 30 days (orders by create time) on one
 * printer or everywhere; "all" everywhere is the works' own all-time sell_count.
 */
export function publicRanking(store: Store, type: PublicRankType, period: PublicPeriod, sn: string | undefined, limit: number, nowS: number): PublicRankItem[] {
  const counts = new Map<number, number>();
  if (period === "all" && sn === undefined) {
    for (const g of Object.values(store.goods)) if (publicWork(store, g) && g.sell_count > 0) counts.set(g.id, g.sell_count);
  } else {
    const from = period === "week" ? nowS - 7 * DAY_S : period === "month" ? nowS - 30 * DAY_S : -Infinity;
    for (const o of Object.values(store.printOrders)) {
      if (!isSale(o) || o.goodsId === null || o.create_time < from || (sn !== undefined && o.sn !== sn)) continue;
      if (!publicWork(store, own(store.goods, o.goodsId))) continue;
      counts.set(o.goodsId, (counts.get(o.goodsId) ?? 0) + 1);
    }
  }
  const author = (id: number | null) => (id === null ? undefined : own(store.users, id));
  if (type === "goods") {
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([id, count], i) => {
        const g = own(store.goods, id) as GoodsRecord;
        const u = author(g.ownerId);
        return { rank: i + 1, id, name: g.name, image_url: g.image_url, avatar: u?.avatar ?? null, nickname: u?.nickname ?? null, count };
      });
  }
  // Users: their works' prints together; the picture is their best seller.
  const byUser = new Map<number, { count: number; best: GoodsRecord; bestCount: number }>();
  for (const [id, count] of counts) {
    const g = own(store.goods, id) as GoodsRecord;
    if (g.ownerId === null || author(g.ownerId) === undefined) continue;
    const u = byUser.get(g.ownerId);
    if (u === undefined) byUser.set(g.ownerId, { count, best: g, bestCount: count });
    else {
      u.count += count;
      if (count > u.bestCount || (count === u.bestCount && g.id < u.best.id)) Object.assign(u, { best: g, bestCount: count });
    }
  }
  return [...byUser]
    .sort((a, b) => b[1].count - a[1].count || a[0] - b[0])
    .slice(0, limit)
    .map(([id, u], i) => {
      const user = author(id);
      return { rank: i + 1, id, name: user?.nickname ?? "", image_url: u.best.image_url, avatar: user?.avatar ?? null, nickname: user?.nickname ?? null, count: u.count };
    });
}
