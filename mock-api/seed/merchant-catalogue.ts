/**
 * The platform's materials store as seeded: consumables a sugar-painting robot burns through
 * (sugar, syrup, sticks, cleaning, nozzles, packaging) and toy fittings that turn a figure into a
 * gift (bases, keychain rings, gift boxes), plus the printer models shops buy (device orders).
 * Names and prices are what such a supplier lists; stock and sales come from the seeded random.
 */
import type { StoreType } from "../../web/contract/http/materials.ts";
import type { CatalogueItem, Words } from "../store/merchant.ts";
import { allocId } from "../store/ids.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { DAY_S, type SeedNow } from "./world-ids.ts";

/** A generated picture of the item: its short name poured as sugar lettering (mock-assets.ts). */
export function textPicture(text: string): string {
  return `/mock/art/text/${encodeURIComponent(text)}.svg`;
}

const w = (zh: string, en: string): Words => ({ zh, en });

interface CategorySeed {
  key: string;
  type: StoreType;
  name: Words;
}

const CATEGORIES: readonly CategorySeed[] = [
  { key: "sugar", type: "material", name: w("糖料", "Sugar") },
  { key: "stick", type: "material", name: w("竹签", "Sticks") },
  { key: "clean", type: "material", name: w("清洁保养", "Cleaning & care") },
  { key: "part", type: "material", name: w("配件耗材", "Spare parts") },
  { key: "pack", type: "material", name: w("包装", "Packaging") },
  { key: "base", type: "toy_fittings", name: w("底座", "Bases") },
  { key: "charm", type: "toy_fittings", name: w("挂件", "Charms") },
  { key: "gift", type: "toy_fittings", name: w("礼盒", "Gift boxes") },
];

interface ItemSeed {
  category: string;
  /** The short word drawn on its picture (≤ 4 characters read best). */
  picture: string;
  name: Words;
  unit: Words;
  content: Words;
  original_price?: string;
  /** Taken off the shelf (stays in carts, greyed). */
  off?: true;
  specs: readonly { name: Words; price: string; picture?: string }[];
}

const ITEMS: readonly ItemSeed[] = [
  {
    category: "sugar", picture: "白砂糖", name: w("糖画专用一级白砂糖", "Grade-1 white sugar for sugar painting"), unit: w("袋", "bag"),
    content: w("细砂粒径均匀，熬制不返砂，出糖流畅，适配全系列糖画机器人。", "Even fine grains that melt without recrystallising; flows smoothly in every sugar-painting robot."),
    original_price: "52.00",
    specs: [{ name: w("5kg/袋", "5 kg bag"), price: "45.00" }, { name: w("10kg/箱", "10 kg box"), price: "85.00" }],
  },
  {
    category: "sugar", picture: "麦芽糖", name: w("透明麦芽糖浆", "Clear maltose syrup"), unit: w("桶", "tub"),
    content: w("与白砂糖按 1:3 混合，增加韧性，成品不易碎裂。", "Mix 1:3 with white sugar for tougher figures that do not crack."),
    specs: [{ name: w("2.5kg/桶", "2.5 kg tub"), price: "38.00" }, { name: w("5kg/桶", "5 kg tub"), price: "69.00" }],
  },
  {
    category: "sugar", picture: "彩糖", name: w("食用色素彩糖粉", "Coloured sugar powder"), unit: w("罐", "jar"),
    content: w("天然果蔬色素，每罐 500g，可直接加入糖锅调色。", "Natural fruit and vegetable colours, 500 g a jar, stirred straight into the sugar pot."),
    specs: [
      { name: w("草莓红", "Strawberry red"), price: "29.90", picture: "草莓" },
      { name: w("蓝莓紫", "Blueberry purple"), price: "29.90", picture: "蓝莓" },
      { name: w("柠檬黄", "Lemon yellow"), price: "29.90", picture: "柠檬" },
    ],
  },
  {
    category: "sugar", picture: "冰糖", name: w("云南黄冰糖", "Yunnan yellow rock sugar"), unit: w("袋", "bag"),
    content: w("老式黄冰糖，熬出的糖色金黄透亮，适合传统糖画。", "Old-style yellow rock sugar: a golden, glassy colour for traditional sugar painting."),
    specs: [{ name: w("3kg/袋", "3 kg bag"), price: "42.00" }],
  },
  {
    category: "stick", picture: "竹签", name: w("一次性圆竹签", "Disposable round bamboo sticks"), unit: w("包", "pack"),
    content: w("毛竹整根削制，高温消毒，无毛刺。", "Cut from whole moso bamboo, heat-sterilised, splinter-free."),
    specs: [{ name: w("15cm×1000支", "15 cm × 1000"), price: "18.00" }, { name: w("20cm×1000支", "20 cm × 1000"), price: "22.00" }],
  },
  {
    category: "stick", picture: "扁签", name: w("加宽扁竹签", "Wide flat bamboo sticks"), unit: w("包", "pack"),
    content: w("扁头设计，大尺寸糖画粘接更牢固。", "A flat head holds large figures firmly."),
    specs: [{ name: w("18cm×500支", "18 cm × 500"), price: "16.50" }],
  },
  {
    category: "clean", picture: "清洁", name: w("糖画机清洁保养套装", "Robot cleaning and care kit"), unit: w("套", "set"),
    content: w("含铜刷、通针、硅油和无尘布，每周保养一次可延长喷嘴寿命。", "Brass brush, needles, silicone oil and lint-free cloths; a weekly clean keeps nozzles going longer."),
    specs: [{ name: w("标准套装", "Standard kit"), price: "59.00" }],
  },
  {
    category: "clean", picture: "除垢", name: w("食品级糖锅除垢剂", "Food-grade sugar-pot descaler"), unit: w("瓶", "bottle"),
    content: w("柠檬酸配方，溶解焦糖残留，无需拆机。", "Citric acid formula that dissolves burnt sugar without taking the machine apart."),
    specs: [{ name: w("500ml", "500 ml"), price: "26.00" }],
  },
  {
    category: "part", picture: "喷嘴", name: w("不锈钢出糖喷嘴", "Stainless steel sugar nozzle"), unit: w("个", "piece"),
    content: w("304 不锈钢，口径越小线条越细。", "304 stainless steel; the smaller the bore, the finer the line."),
    specs: [
      { name: w("0.8mm", "0.8 mm"), price: "35.00" },
      { name: w("1.0mm", "1.0 mm"), price: "35.00" },
      { name: w("1.2mm", "1.2 mm"), price: "38.00" },
    ],
  },
  {
    category: "part", picture: "加热管", name: w("糖锅加热管", "Sugar pot heating element"), unit: w("根", "piece"),
    content: w("原厂配件，220V 300W，更换需断电操作。", "Original part, 220 V 300 W; switch off the power before replacing it."),
    specs: [{ name: w("220V 300W", "220 V 300 W"), price: "88.00" }],
  },
  {
    category: "part", picture: "硅胶垫", name: w("硅胶打印底板", "Silicone print mat"), unit: w("张", "sheet"),
    content: w("耐高温 230℃，糖画成型后轻松脱模。", "Heat-proof to 230 °C; figures peel off cleanly."),
    off: true,
    specs: [{ name: w("30×30cm", "30 × 30 cm"), price: "32.00" }],
  },
  {
    category: "pack", picture: "包装袋", name: w("透明糖画包装袋", "Clear sugar figure bags"), unit: w("包", "pack"),
    content: w("OPP 食品级透明袋，自封口，每包 100 个。", "Food-grade OPP self-seal bags, 100 a pack."),
    specs: [{ name: w("12×20cm", "12 × 20 cm"), price: "12.00" }, { name: w("16×25cm", "16 × 25 cm"), price: "15.00" }],
  },
  {
    category: "pack", picture: "油纸", name: w("防粘烘焙油纸", "Non-stick baking paper"), unit: w("盒", "box"),
    content: w("双面硅油涂层，每盒 200 张。", "Silicone-coated on both sides, 200 sheets a box."),
    specs: [{ name: w("200张", "200 sheets"), price: "19.90" }],
  },
  {
    category: "base", picture: "木底座", name: w("原木糖画展示底座", "Solid wood display base"), unit: w("个", "piece"),
    content: w("榉木打孔底座，竹签直插，放在柜台展示成品。", "Beech base with a stick hole, for showing finished figures on the counter."),
    specs: [{ name: w("单孔", "One hole"), price: "6.80" }, { name: w("三孔", "Three holes"), price: "12.80" }],
  },
  {
    category: "base", picture: "亚克力", name: w("亚克力人偶底座", "Acrylic figurine base"), unit: w("个", "piece"),
    content: w("3D 打印人偶专用，透明亚克力，卡扣固定。", "For 3D-printed figurines: clear acrylic with a snap fit."),
    original_price: "9.90",
    specs: [{ name: w("圆形", "Round"), price: "7.50" }, { name: w("星形", "Star"), price: "8.50" }],
  },
  {
    category: "charm", picture: "钥匙扣", name: w("金属钥匙扣圆环", "Metal keychain rings"), unit: w("包", "pack"),
    content: w("镀镍圆环配龙虾扣，每包 50 套，打印挂件直接穿上。", "Nickel-plated rings with lobster clasps, 50 sets a pack, ready for printed charms."),
    specs: [{ name: w("25mm×50套", "25 mm × 50"), price: "22.00" }],
  },
  {
    category: "charm", picture: "挂绳", name: w("彩色手机挂绳", "Coloured phone lanyards"), unit: w("包", "pack"),
    content: w("编织挂绳，每包 20 条，颜色随机。", "Braided lanyards, 20 a pack, assorted colours."),
    specs: [{ name: w("20条", "20 pieces"), price: "16.00" }],
  },
  {
    category: "charm", picture: "磁贴", name: w("冰箱贴磁片", "Fridge magnet discs"), unit: w("包", "pack"),
    content: w("强力钕磁片带背胶，每包 100 片。", "Strong neodymium discs with adhesive backs, 100 a pack."),
    specs: [{ name: w("直径15mm", "15 mm"), price: "14.00" }],
  },
  {
    category: "gift", picture: "礼盒", name: w("国潮糖画礼盒", "Chinese-style sugar figure gift box"), unit: w("个", "piece"),
    content: w("开窗礼盒配内托，送礼更体面。", "A window gift box with an insert, for figures given as presents."),
    specs: [{ name: w("小号", "Small"), price: "4.50" }, { name: w("大号", "Large"), price: "6.50" }],
  },
  {
    category: "gift", picture: "展示罩", name: w("透明防尘展示罩", "Clear dust cover"), unit: w("个", "piece"),
    content: w("PET 透明罩，保护 3D 打印成品不落灰。", "A PET cover that keeps 3D-printed pieces dust-free."),
    specs: [{ name: w("10×10×15cm", "10 × 10 × 15 cm"), price: "9.80" }],
  },
];

/** The printer models the platform sells (device purchase orders). */
export const DEVICE_MODELS: readonly { name: Words; picture: string; price: string; description: Words }[] = [
  {
    name: w("AI 糖画机器人 TH-S1", "AI sugar-painting robot TH-S1"), picture: "TH-S1", price: "6800.00",
    description: w("商场标准款：扫码下单、微信支付、投币，支持 AI 绘画与照片糖画。", "The mall standard: scan to order, WeChat Pay and coins, AI and photo sugar art."),
  },
  {
    name: w("迷你糖画机 TH-M1", "Mini sugar-painting robot TH-M1"), picture: "TH-M1", price: "3980.00",
    description: w("占地不到半平方米，适合门店柜台与活动现场。", "Under half a square metre: shop counters and events."),
  },
  {
    name: w("3D 打印一体机 TH-P2", "3D printing station TH-P2"), picture: "TH-P2", price: "9800.00",
    description: w("糖画与 3D 打印双喷头，可配蛋壳打印头。", "Sugar painting and 3D printing heads; takes an egg printing head."),
  },
];

/** Seeds categories, items (with specs, stock and sales) and device models; answers items by type. */
export function seedCatalogue(store: Store, random: Random, now: SeedNow): void {
  const m = store.merchant;
  const categoryIds = new Map<string, number>();
  CATEGORIES.forEach((c, i) => {
    const id = allocId(store, "materialCategory");
    m.categories[String(id)] = { id, type: c.type, name: c.name, sort: i + 1 };
    categoryIds.set(c.key, id);
  });
  for (const it of ITEMS) {
    const id = allocId(store, "material");
    const item: CatalogueItem = {
      id,
      type: CATEGORIES.find((c) => c.key === it.category)?.type ?? "material",
      name: it.name,
      unit: it.unit,
      content: it.content,
      image_url: textPicture(it.picture),
      image_list: [textPicture(it.picture), ...it.specs.flatMap((s) => (s.picture === undefined ? [] : [textPicture(s.picture)]))],
      original_price: it.original_price ?? null,
      categoryId: categoryIds.get(it.category) ?? 0,
      sales: random.int(20, 1500),
      status: it.off === true ? 0 : 1,
      specs: it.specs.map((s) => ({
        id: allocId(store, "materialSpec"),
        name: s.name,
        price: s.price,
        // Mostly in stock; now and then one runs low (the cart then greys lines above it).
        stock: random.next() < 0.15 ? random.int(0, 3) : random.int(30, 800),
        image_url: s.picture === undefined ? null : textPicture(s.picture),
      })),
      create_time: now.s - random.int(120, 400) * DAY_S,
    };
    m.catalogue[String(id)] = item;
  }
  for (const d of DEVICE_MODELS) {
    const id = allocId(store, "deviceModel");
    m.deviceModels[String(id)] = { id, name: d.name, image_url: textPicture(d.picture), price: d.price, description: d.description };
  }
}
