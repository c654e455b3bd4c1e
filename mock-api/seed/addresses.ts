/** Seeded shipping addresses: customer 1 has several (one default), the shop owner one, others none. */
import { SEED_USERS } from "./users.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { shiftedS, type SeedNow } from "./world-ids.ts";
import { allocId } from "../store/ids.ts";
import type { AddressRecord } from "../store/customer.ts";

// Real GB/T 2260 chains present in finance/districts.ts.
const PLACES = [
  { province_id: 330000, city_id: 330100, district_id: 330106, detail: "文三路 478 号华星时代广场 A 座 1202 室" }, // 杭州 西湖区
  { province_id: 310000, city_id: 310100, district_id: 310104, detail: "漕溪北路 88 号圣爱大厦 17 楼" }, // 上海 徐汇区
  { province_id: 510000, city_id: 510100, district_id: 510104, detail: "中纱帽街 8 号远洋太古里 2 层" }, // 成都 锦江区
  { province_id: 440000, city_id: 440300, district_id: 440305, detail: "科苑南路 2666 号 9 栋 503" }, // 深圳 南山区
] as const;

const OWNERS: { userId: number; name: string; mobile: string; places: number[] }[] = [
  { userId: SEED_USERS.customer.id, name: "唐小糖", mobile: "13800000001", places: [0, 1, 2] },
  { userId: SEED_USERS.printerManager.id, name: "陈店长", mobile: "13800000005", places: [3] },
];

/** 2025-10-01 in the seed's own calendar (moved with the seed's now). */
const SEED_BASE_S = Math.floor(Date.UTC(2025, 9, 1) / 1000);

/** Fixed times, no draws from `random`: the domains seeded after this keep their values. */
export function seedAddresses(store: Store, _random: Random, now: SeedNow): void {
  for (const owner of OWNERS) {
    owner.places.forEach((p, i) => {
      const place = PLACES[p];
      if (place === undefined) return;
      const record: AddressRecord = {
        id: allocId(store, "address"),
        userId: owner.userId,
        name: owner.name,
        mobile: owner.mobile,
        ...place,
        is_default: i === 0 ? 1 : 0,
        create_time: shiftedS(now, SEED_BASE_S) + (owner.userId * 10 + i) * 86_400,
      };
      store.customer.addresses[String(record.id)] = record;
    });
  }
}
