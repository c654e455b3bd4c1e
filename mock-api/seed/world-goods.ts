/**
 * Seeded works of every goods type (§3: 8 system, 14 AI, 15 drawing, 16 photo) and their
 * listings. System patterns are on every printer; customers' works are listed on the printers
 * of the company where they were made (printing/catalog.ts), to others only when shared, and
 * their photo works only to themselves (printing/privacy.ts). Images are the mock's generated
 * pictures (art/sugar-art.ts): `/mock/art/<motif>-<n>.svg`, `/mock/art/photo-<n>.svg`, text.
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import type { Motif } from "../art/curves.ts";
import { allocId } from "../store/ids.ts";
import type { GoodsRecord, ListingRecord, Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

/** Three system patterns per motif, with the tags customers search by (§3 remark). */
const SYSTEM_PATTERNS: Readonly<Record<Motif, { names: [string, string, string]; remark: string }>> = {
  rose: { names: ["富贵玫瑰", "玫瑰花束", "一枝红玫瑰"], remark: "玫瑰 花 爱情" },
  butterfly: { names: ["翩翩蝴蝶", "梁祝双蝶", "彩翼蝴蝶"], remark: "蝴蝶 春天 童趣" },
  heart: { names: ["爱心", "心心相印", "比心"], remark: "爱心 表白 情人节" },
  fish: { names: ["年年有余", "锦鲤", "双鱼戏水"], remark: "鱼 吉祥 新年" },
  dragon: { names: ["飞龙在天", "金龙献瑞", "小青龙"], remark: "龙 生肖 新年" },
  star: { names: ["幸运星", "星光闪闪", "五角星"], remark: "星星 童趣" },
  spiral: { names: ["棒棒糖", "彩虹旋涡", "蚊香糖"], remark: "棒棒糖 童趣 经典" },
  sun: { names: ["小太阳", "旭日东升", "笑脸太阳"], remark: "太阳 童趣" },
};

/** §5/§9 plausible print prices (¥5–¥29.90). */
const PRICES = ["5.00", "6.60", "8.80", "9.90", "12.00", "15.00", "16.80", "19.90", "25.00", "29.90"] as const;

type Pick = <T>(xs: readonly T[]) => T;

function picker(random: Random): Pick {
  return <T>(xs: readonly T[]) => xs[random.int(0, xs.length - 1)] as T;
}

interface WorkSeed {
  type: number;
  name: string;
  /** A motif (sugar art), "photo" or a text drawing's words ("text:…"). */
  art: Motif | "photo" | `text:${string}`;
  ownerId: number | null;
  shopId: number | null;
  remark: string;
  prompt?: string;
  style?: string;
  price?: string;
  /** Extra images (the picker's thumbnails for the owner's own works, §2). */
  images?: number;
  deleted?: boolean;
}

const U = SEED_USERS;
const S = WORLD.shop;

/** Customers' works: user 1 has several (one with 3 images, one deleted), others have some. */
const WORKS: readonly WorkSeed[] = [
  // Company 2's own patterns: only on its printers.
  { type: GOODS_TYPE.SYSTEM, name: "海港锦鲤", art: "fish", ownerId: null, shopId: S.hongkong, remark: "鱼 香港 限定" },
  { type: GOODS_TYPE.SYSTEM, name: "维港烟花", art: "star", ownerId: null, shopId: S.hongkong, remark: "烟花 香港 限定" },
  // §3 type 15: sugar drawings by customers.
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "小猫钓鱼", art: "fish", ownerId: U.customer.id, shopId: S.hangzhou, remark: "手绘 猫 鱼" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "送给妈妈的花", art: "rose", ownerId: U.customer.id, shopId: S.hangzhou, remark: "手绘 母亲节 花" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "我的小龙", art: "dragon", ownerId: U.customer.id, shopId: S.hangzhou, remark: "手绘 龙 生肖", images: 3 },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "彩虹棒棒糖", art: "spiral", ownerId: U.customer.id, shopId: S.hangzhou, remark: "手绘 棒棒糖", deleted: true },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "星空下的约定", art: "star", ownerId: U.customer.id, shopId: S.shanghai, remark: "手绘 星星" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "蝴蝶飞呀", art: "butterfly", ownerId: U.privileged.id, shopId: S.hangzhou, remark: "手绘 蝴蝶" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "满天星", art: "star", ownerId: U.privileged.id, shopId: S.shanghai, remark: "手绘 星星" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "店长推荐·爱心", art: "heart", ownerId: U.printerManager.id, shopId: S.hangzhou, remark: "手绘 爱心 推荐" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "太阳公公", art: "sun", ownerId: U.wechatOnly.id, shopId: S.hangzhou, remark: "手绘 太阳" },
  { type: GOODS_TYPE.SUGAR_DRAWING, name: "海港之星", art: "star", ownerId: WORLD.sweetOwner.id, shopId: S.hongkong, remark: "手绘 星星 香港" },
  // §3 type 14: AI drawings (the prompt is kept) and a text drawing.
  { type: GOODS_TYPE.AI_DRAWING, name: "腾云驾雾的中国龙", art: "dragon", ownerId: U.customer.id, shopId: S.hangzhou, remark: "AI 龙 传统", prompt: "一条腾云驾雾的中国龙", style: "classic" },
  { type: GOODS_TYPE.AI_DRAWING, name: "吐泡泡的小金鱼", art: "fish", ownerId: U.wechatOnly.id, shopId: S.hangzhou, remark: "AI 鱼 卡通", prompt: "可爱的小金鱼在水里吐泡泡", style: "cartoon" },
  { type: GOODS_TYPE.AI_DRAWING, name: "盛开的玫瑰", art: "rose", ownerId: U.privileged.id, shopId: S.shanghai, remark: "AI 玫瑰 简笔", prompt: "一朵盛开的玫瑰", style: "simple" },
  { type: GOODS_TYPE.AI_DRAWING, name: "新年快乐", art: "text:新年快乐", ownerId: U.customer.id, shopId: S.hangzhou, remark: "文字 楷书 新年", prompt: "新年快乐", style: "kai" },
  // §3 type 16: photo goods.
  { type: GOODS_TYPE.PHOTO, name: "全家福", art: "photo", ownerId: U.customer.id, shopId: S.hangzhou, remark: "照片 家庭" },
  { type: GOODS_TYPE.PHOTO, name: "旅行留念", art: "photo", ownerId: U.customer.id, shopId: S.shanghai, remark: "照片 旅行" },
  { type: GOODS_TYPE.PHOTO, name: "毕业照", art: "photo", ownerId: U.privileged.id, shopId: S.hangzhou, remark: "照片 毕业" },
  { type: GOODS_TYPE.PHOTO, name: "宝宝百天照", art: "photo", ownerId: U.wechatOnly.id, shopId: S.hangzhou, remark: "照片 宝宝" },
];

function artUrl(art: WorkSeed["art"], n: number): string {
  if (art.startsWith("text:")) return `/mock/art/text/${encodeURIComponent(art.slice(5))}.svg`;
  return `/mock/art/${art}-${n}.svg`;
}

function addWork(store: Store, random: Random, pick: Pick, w: WorkSeed, now: SeedNow): GoodsRecord {
  const id = allocId(store, "goods");
  const system = w.ownerId === null;
  const image_url = artUrl(w.art, random.int(1, 99_999));
  const extra = Array.from({ length: Math.max(0, (w.images ?? 1) - 1) }, () => artUrl(w.art, random.int(1, 99_999)));
  const aiPrice = w.shopId === null ? undefined : Object.values(store.printers).find((p) => p.shopId === w.shopId)?.ai_price;
  const goods: GoodsRecord = {
    id,
    goods_type_id: w.type,
    name: w.name,
    image_url,
    // The first image is the work itself; more than one gives the owner thumbnails (§2).
    image_list: [image_url, ...extra].map((url) => ({ id: allocId(store, "goods_image"), image_url: url, sell_count: random.int(0, 40) })),
    price: w.price ?? (w.type === GOODS_TYPE.AI_DRAWING && aiPrice !== undefined ? aiPrice : w.type === GOODS_TYPE.PHOTO ? pick(PRICES.slice(7)) : pick(PRICES)),
    coins_price: random.next() < 0.4 ? random.int(2, 6) : null,
    remark: w.remark,
    ownerId: w.ownerId,
    shopId: w.shopId,
    sell_count: system ? random.int(20, 500) : random.int(0, 60),
    create_time: now.s - random.int(0, 90 * DAY_S),
    deleted: w.deleted ?? false,
    ...(w.prompt !== undefined ? { prompt: w.prompt } : {}),
    ...(w.style !== undefined ? { style: w.style } : {}),
    // Issue 11 item 6: customers' drawings and AI works are seeded as shared (the galleries have
    // something to show), photos as their owner's alone, like the calls that make them.
    ...(w.ownerId === null ? {} : { is_share: w.type === GOODS_TYPE.PHOTO ? 0 : 1 }),
  };
  store.goods[String(id)] = goods;
  return goods;
}

function setListing(store: Store, sn: string, goods: GoodsRecord | undefined, change: Partial<ListingRecord>): void {
  if (goods === undefined) return;
  const key = `${sn}:${goods.id}`;
  store.listings[key] = { sn, goodsId: goods.id, is_top: 0, is_hide: 0, ...store.listings[key], ...change };
}

export function seedGoods(store: Store, random: Random, now: SeedNow): void {
  const pick = picker(random);
  const byName = new Map<string, GoodsRecord>();
  for (const [motif, p] of Object.entries(SYSTEM_PATTERNS) as [Motif, (typeof SYSTEM_PATTERNS)[Motif]][]) {
    for (const name of p.names) {
      byName.set(name, addWork(store, random, pick, { type: GOODS_TYPE.SYSTEM, name, art: motif, ownerId: null, shopId: null, remark: p.remark }, now));
    }
  }
  for (const w of WORKS) byName.set(w.name, addWork(store, random, pick, w, now));

  // SIM-0001 (its manager is user 5): two pins, and one customer's work hidden by a privileged user.
  setListing(store, "SIM-0001", byName.get("飞龙在天"), { is_top: 1 });
  setListing(store, "SIM-0001", byName.get("我的小龙"), { is_top: 1 });
  setListing(store, "SIM-0001", byName.get("太阳公公"), { is_hide: 1 });
  setListing(store, "SIM-0003", byName.get("年年有余"), { is_top: 1 });
  setListing(store, WORLD.foreignSn, byName.get("海港锦鲤"), { is_top: 1 });
}
