/**
 * Ids against their counters (store.nextId, ids.ts): a collection counted by a counter must key
 * each record by its own id, and every id must be below the counter, or the next record made
 * takes an old one's id and replaces it (issue 12: `nextId.user` 1 made a sign-up overwrite
 * customer 1). One pass over each collection: linear.
 */
import { Broken, entries, list, quote, type Records } from "./check-rules.ts";
import type { Store } from "./types.ts";

/** [path of the collection, its records, the nextId counter its new ids come from]. */
function countedCollections(s: Store): [string, Records, string][] {
  return [
    ["users", s.users, "user"],
    ["companies", s.companies, "company"],
    ["shops", s.shops, "shop"],
    ["goods", s.goods, "goods"],
    ["printOrders", s.printOrders, "printOrder"],
    ["refunds", s.refunds, "refund"],
    ["ledger", s.ledger, "ledger"],
    ["activities", s.activities, "activity"],
    ["images", s.images, "image"],
    ["customer.addresses", s.customer.addresses, "address"],
    ["customer.couponOffers", s.customer.couponOffers, "couponOffer"],
    ["customer.coupons", s.customer.coupons, "coupon"],
    ["merchant.categories", s.merchant.categories, "materialCategory"],
    ["merchant.catalogue", s.merchant.catalogue, "material"],
    ["merchant.deviceModels", s.merchant.deviceModels, "deviceModel"],
    ["merchant.carts", s.merchant.carts, "cartLine"],
    ["merchant.purchaseOrders", s.merchant.purchaseOrders, "purchaseOrder"],
    ["merchant.shipments", s.merchant.shipments, "shipment"],
    ["merchant.downloads", s.merchant.downloads, "download"],
    ["finance.accounts", s.finance.accounts, "payoutAccount"],
    ["finance.withdrawals", s.finance.withdrawals, "withdrawal"],
    ["finance.articles", s.finance.articles, "article"],
    ["finance.invites", s.finance.invites, "invite"],
    ["photo.works", s.photo.works, "photoWork"],
    ["photo.points", s.photo.points, "photoPoints"],
    ["photo.invites", s.photo.invites, "photoInvite"],
    ["photo.lottery", s.photo.lottery, "lottery"],
    ["promo.submissions", s.promo.submissions, "activitySubmission"],
    ["shopAdmin.frames", s.shopAdmin.frames, "photoFrame"],
    ["shopAdmin.factoryContacts", s.shopAdmin.factoryContacts, "factoryContact"],
    ["shopAdmin.invitations", s.shopAdmin.invitations, "companyInvitation"],
    ["platform.audit", s.platform.audit, "audit"],
  ];
}

function counter(s: Store, name: string): number {
  const next = s.nextId[name] ?? 1; // ids.ts: an absent counter hands out 1 next
  if (!Number.isSafeInteger(next) || next < 1) throw new Broken(`nextId.${name}`, `${quote(next)} is not a whole number >= 1`);
  return next;
}

function idBelow(path: string, id: unknown, next: number, counterName: string): void {
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) throw new Broken(path, `${quote(id)} is not a whole number >= 1`);
  if (id >= next) throw new Broken(path, `id ${id} is not below nextId.${counterName} (${next}): the next new record would take it`);
}

/** Throws Broken at the first record keyed apart from its id or not below its counter. */
export function checkIds(s: Store): void {
  for (const name of Object.keys(s.nextId)) counter(s, name);
  for (const [path, records, name] of countedCollections(s)) {
    const next = counter(s, name);
    for (const [key, rec] of entries(path, records)) {
      if (String(rec["id"]) !== key) throw new Broken(`${path}.${key}.id`, `${quote(rec["id"])} differs from its key ${quote(key)}`);
      idBelow(`${path}.${key}.id`, rec["id"], next, name);
    }
  }
  // Ids inside records, drawn from counters of their own (a goods picture, a material's spec).
  const goodsImage = counter(s, "goods_image");
  for (const [key, g] of entries("goods", s.goods)) {
    list(`goods.${key}.image_list`, g["image_list"]).forEach((img, i) => idBelow(`goods.${key}.image_list.${i}.id`, img["id"], goodsImage, "goods_image"));
  }
  const spec = counter(s, "materialSpec");
  for (const [key, item] of entries("merchant.catalogue", s.merchant.catalogue)) {
    list(`merchant.catalogue.${key}.specs`, item["specs"]).forEach((sp, i) => idBelow(`merchant.catalogue.${key}.specs.${i}.id`, sp["id"], spec, "materialSpec"));
  }
}
