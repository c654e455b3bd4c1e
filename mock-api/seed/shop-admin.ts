/**
 * Seeded shop administration (store/shop-admin.ts): the platform's photo frames, the factory's
 * shipping contacts, photo settings for two shops (Hangzhou: three templates, a frame and a text
 * watermark; Hong Kong: two templates and a festive frame), and invitations in several states
 * (one pending for the privileged user 13800000002, one pending for a number nobody has signed up
 * with, one declined).
 */
import { allocId } from "../store/ids.ts";
import type { PhotoFrameRecord } from "../store/shop-admin.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

const FRAMES: readonly Omit<PhotoFrameRecord, "id" | "sort">[] = [
  { name: { zh: "星光", en: "Starlight" }, style: "stars", status: 1 },
  { name: { zh: "蕾丝花边", en: "Lace" }, style: "lace", status: 1 },
  { name: { zh: "新春喜庆", en: "Festive" }, style: "festive", status: 1 },
  { name: { zh: "彩虹", en: "Rainbow" }, style: "rainbow", status: 1 },
];

/** Fixed ids tests and docs refer to. */
export const SEED_FRAMES = { stars: 1, lace: 2, festive: 3, rainbow: 4 } as const;
/** A number nobody uses: an invitation waits for whoever signs up with it. */
export const SEED_INVITED_MOBILE = "13800000088";

export function seedShopAdmin(store: Store, random: Random, now: SeedNow): void {
  const a = store.shopAdmin;
  FRAMES.forEach((f, i) => {
    const id = allocId(store, "photoFrame");
    a.frames[String(id)] = { id, ...f, name: { ...f.name }, sort: i + 1 };
  });
  for (const c of [
    { name: "糖画科技工厂售后部", phone: "0571-86668888", address: "浙江省杭州市余杭区仓前街道文一西路 1888 号 3 号楼", remark: { zh: "设备退货、返修寄往此处", en: "Returned and repaired printers go here" } },
    { name: "糖画科技耗材仓", phone: "0571-86669999", address: "浙江省杭州市余杭区良渚街道好运路 66 号 B 仓", remark: { zh: "耗材、配件退货寄往此处", en: "Returned materials and fittings go here" } },
  ]) {
    const id = allocId(store, "factoryContact");
    a.factoryContacts[String(id)] = { id, ...c };
  }
  const hz = WORLD.shop.hangzhou;
  const hk = WORLD.shop.hongkong;
  a.photo[String(hz)] = {
    shopId: hz,
    templateIds: [2, 1, 3],
    frameId: SEED_FRAMES.stars,
    watermark: { text: "糖画科技·万象城", image_url: "", position: "bottom-right", opacity: 0.7 },
    update_time: now.s - random.int(3, 9) * DAY_S,
  };
  a.photo[String(hk)] = { shopId: hk, templateIds: [4, 2], frameId: SEED_FRAMES.festive, watermark: null, update_time: now.s - random.int(3, 9) * DAY_S };

  const invitations = [
    { companyId: WORLD.company.main, inviterId: SEED_USERS.printerManager.id, mobile: SEED_USERS.privileged.mobile, userId: SEED_USERS.privileged.id, status: "pending" as const, age: 2, answered: null },
    { companyId: WORLD.company.sweet, inviterId: WORLD.sweetOwner.id, mobile: SEED_INVITED_MOBILE, userId: null, status: "pending" as const, age: 1, answered: null },
    { companyId: WORLD.company.sweet, inviterId: WORLD.sweetOwner.id, mobile: SEED_USERS.customer.mobile, userId: SEED_USERS.customer.id, status: "declined" as const, age: 20, answered: 19 },
  ];
  for (const inv of invitations) {
    const id = allocId(store, "companyInvitation");
    const created = now.s - inv.age * DAY_S - random.int(0, 6 * 3600);
    a.invitations[String(id)] = {
      id, companyId: inv.companyId, inviterId: inv.inviterId, mobile: inv.mobile, userId: inv.userId, status: inv.status,
      create_time: created, expire_time: created + 7 * DAY_S, answer_time: inv.answered === null ? null : now.s - inv.answered * DAY_S,
    };
  }
}
