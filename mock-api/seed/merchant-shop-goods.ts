/**
 * A few patterns company 1's shops publish themselves (/admin/shop/sugar-list): gallery patterns
 * (type 8, no author) limited to the chain's printers, one of them taken off sale. Company 2's
 * own patterns come with the world seed (world-goods.ts).
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import type { Motif } from "../art/curves.ts";
import { freshId } from "../merchant/ids.ts";
import { allocId } from "../store/ids.ts";
import type { Flag01, Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

const PATTERNS: readonly { shop: number; name: string; motif: Motif; price: string; remark: string; status: Flag01 }[] = [
  { shop: WORLD.shop.hangzhou, name: "西湖锦鲤", motif: "fish", price: "12.00", remark: "杭州 限定 锦鲤", status: 1 },
  { shop: WORLD.shop.hangzhou, name: "万象城周年庆·爱心", motif: "heart", price: "9.90", remark: "周年庆 爱心", status: 0 },
  { shop: WORLD.shop.shanghai, name: "外滩烟花", motif: "star", price: "15.00", remark: "上海 限定 烟花", status: 1 },
  { shop: WORLD.shop.chengdu, name: "天府小太阳", motif: "sun", price: "8.80", remark: "成都 限定 太阳", status: 1 },
];

export function seedShopGoods(store: Store, random: Random, now: SeedNow): void {
  for (const p of PATTERNS) {
    if (store.shops[String(p.shop)] === undefined) continue;
    const id = freshId(store, "goods", store.goods);
    const image_url = `/mock/art/${p.motif}-${random.int(100, 999)}.svg`;
    store.goods[String(id)] = {
      id,
      goods_type_id: GOODS_TYPE.SYSTEM,
      name: p.name,
      image_url,
      image_list: [{ id: allocId(store, "goods_image"), image_url, sell_count: random.int(0, 60) }],
      price: p.price,
      coins_price: null,
      remark: p.remark,
      ownerId: null,
      shopId: p.shop,
      sell_count: random.int(5, 300),
      create_time: now.s - random.int(10, 80) * DAY_S,
      deleted: false,
      status: p.status,
    };
  }
}
