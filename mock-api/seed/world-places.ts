/**
 * Seeded companies, shops and printers. Company 1 is the platform's own chain (its shops are
 * owned by the printer manager, user 5); company 2 "甜蜜工坊" is a second merchant with its own
 * owner (user 7) and a shop in Hong Kong whose printer sells in HK$ (issue 3: one non-CNY locale).
 */
import { DEFAULT_CURRENCY } from "../../web/contract/constants.ts";
import type { Flag01, PrinterRecord, ShopRecord, Store } from "../store/types.ts";
import { allocId } from "../store/ids.ts";
import { createUser } from "../store/users.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

const MAIN_OWNER = SEED_USERS.printerManager;

interface ShopSeed {
  companyId: number;
  ownerId: number;
  name: string;
  address: string;
  contact: { name: string; phone: string };
}

const SHOPS: readonly ShopSeed[] = [
  {
    companyId: WORLD.company.main, ownerId: MAIN_OWNER.id, name: "杭州万象城店",
    address: "浙江省杭州市上城区富春路 701 号万象城 B1 层 B125",
    contact: { name: "陈店长", phone: MAIN_OWNER.mobile },
  },
  {
    companyId: WORLD.company.main, ownerId: MAIN_OWNER.id, name: "上海来福士店",
    address: "上海市黄浦区西藏中路 268 号来福士广场 3 楼 L3-12",
    contact: { name: "刘佳", phone: "13917261845" },
  },
  {
    companyId: WORLD.company.main, ownerId: MAIN_OWNER.id, name: "成都太古里店",
    address: "四川省成都市锦江区中纱帽街 8 号远洋太古里 南区 1126",
    contact: { name: "何晓东", phone: "18628093317" },
  },
  {
    companyId: WORLD.company.sweet, ownerId: WORLD.sweetOwner.id, name: "香港海港城店",
    address: "香港九龙尖沙咀广东道 3-27 号海港城 海运大厦 OT 201",
    contact: { name: "周敏仪", phone: WORLD.sweetOwner.mobile },
  },
];

interface PrinterSeed {
  shop: number | null;
  name: string;
  eggSn?: string;
  /** weixin pay, game, second half, phone activity (§3 flags). */
  flags: [Flag01, Flag01, Flag01, Flag01];
  ai_price: string;
  locale: PrinterRecord["locale"];
  coins: number;
}

const HKD = { currencySymbol: "HK$", currencyName: "港元" } as const;

/** Flags in several combinations (issue 3): weixin on/off, game, second half, phone activity. */
const PRINTERS: readonly PrinterSeed[] = [
  { shop: WORLD.shop.hangzhou, name: "万象城 1 号机", flags: [1, 1, 0, 1], ai_price: "9.90", locale: { ...DEFAULT_CURRENCY }, coins: 0 },
  { shop: WORLD.shop.hangzhou, name: "万象城 2 号机", flags: [0, 0, 1, 0], ai_price: "9.90", locale: { ...DEFAULT_CURRENCY }, coins: 4 },
  { shop: WORLD.shop.shanghai, name: "来福士 1 号机", eggSn: WORLD.egg.eggSn, flags: [1, 1, 1, 1], ai_price: "12.00", locale: { ...DEFAULT_CURRENCY }, coins: 0 },
  { shop: WORLD.shop.chengdu, name: "太古里 1 号机", flags: [1, 0, 0, 0], ai_price: "8.80", locale: { ...DEFAULT_CURRENCY }, coins: 2 },
  { shop: WORLD.shop.hongkong, name: "海港城 1 号机", flags: [0, 1, 0, 1], ai_price: "30.00", locale: { ...HKD }, coins: 0 },
  // Not bound to a shop: the start-print button shows offline (§2); no locale = ¥/元.
  { shop: null, name: "待绑定设备", flags: [1, 0, 0, 0], ai_price: "9.90", locale: null, coins: 0 },
];

function seedCompanies(store: Store, random: Random, now: SeedNow): void {
  const main = store.companies[String(WORLD.company.main)];
  if (main !== undefined) main.ownerId = MAIN_OWNER.id;
  const owner = createUser(store, now.ms - random.int(120, 300) * DAY_S * 1000, {
    mobile: WORLD.sweetOwner.mobile,
    nickname: "周老板",
  });
  const id = allocId(store, "company");
  store.companies[String(id)] = { id, name: "甜蜜工坊", logo_url: "/mock/art/heart-520.svg", ownerId: owner.id };
  owner.companyId = id;
  owner.company_join_time = owner.create_time;
}

function seedShops(store: Store, random: Random, now: SeedNow): void {
  for (const s of SHOPS) {
    const id = allocId(store, "shop");
    const shop: ShopRecord = {
      id,
      companyId: s.companyId,
      ownerId: s.ownerId,
      name: s.name,
      address: s.address,
      logo_url: store.companies[String(s.companyId)]?.logo_url ?? "/mock/logo.svg",
      contact: { name: s.contact.name, phone: s.contact.phone, address: s.address },
      invoice: null,
      payout_account_id: null,
      status: 1,
      create_time: now.s - random.int(100, 200) * DAY_S,
    };
    store.shops[String(id)] = shop;
  }
}

function seedPrinters(store: Store, random: Random, now: SeedNow): void {
  PRINTERS.forEach((p, i) => {
    const sn = `SIM-${String(i + 1).padStart(4, "0")}`;
    const [weixin, game, secondHalf, phone] = p.flags;
    store.printers[sn] = {
      sn,
      device_id: 1001 + i,
      shopId: p.shop,
      name: p.name,
      eggSn: p.eggSn ?? null,
      is_open_game: game,
      is_second_half: secondHalf,
      is_open_phone_activity: phone,
      is_open_weixin_pay: weixin,
      ai_price: p.ai_price,
      locale: p.locale,
      coins: p.coins,
      secret: random.hex(32),
      create_time: now.s - random.int(90, 180) * DAY_S,
    };
  });
}

export function seedPlaces(store: Store, random: Random, now: SeedNow): void {
  seedCompanies(store, random, now);
  seedShops(store, random, now);
  seedPrinters(store, random, now);
}
