/**
 * The seeded admin-area world (store/merchant.ts): the materials store's catalogue, the printer
 * manager's carts, purchase orders in every status with parcels and refunds, company 1's own
 * patterns, and a couple of past exports. Runs after seedWorld (shops, printers) and seedCommerce (print orders).
 */
import { exportCsv, keepDownload, type DownloadQuery } from "../merchant/download.ts";
import { seedFile } from "./files.ts";
import { freshId } from "../merchant/ids.ts";
import { scopeOf } from "../merchant/scope.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { seedCatalogue } from "./merchant-catalogue.ts";
import { seedPurchaseOrders } from "./merchant-orders.ts";
import { seedShopGoods } from "./merchant-shop-goods.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, type SeedNow } from "./world-ids.ts";

export { DEVICE_MODELS } from "./merchant-catalogue.ts";

/**
 * The printer manager's carts (§2 cart badge): in both types, one line per item; the off-shelf
 * item's line shows greyed (is_valid 0). Quantities stay within stock so the rest are valid.
 */
function seedCarts(store: Store, random: Random, now: SeedNow): void {
  const userId = SEED_USERS.printerManager.id;
  const items = Object.values(store.merchant.catalogue);
  const picks = [
    ...items.filter((i) => i.type === "material" && i.status === 1).slice(0, 3),
    ...items.filter((i) => i.status === 0).slice(0, 1),
    ...items.filter((i) => i.type === "toy_fittings").slice(1, 3),
  ];
  for (const item of picks) {
    const spec = item.specs.find((s) => s.stock >= 5) ?? item.specs[0];
    if (spec === undefined) continue;
    const id = freshId(store, "cartLine", store.merchant.carts);
    const num = item.status === 0 ? 2 : random.int(1, Math.min(5, spec.stock));
    store.merchant.carts[String(id)] = {
      id, userId, type: item.type, goodsId: item.id, specId: spec.id, num,
      create_time: now.s - random.int(1, 20) * 3600,
    };
  }
}

/** Two past exports of the printer manager (/admin/user/download-record), built like the real call. */
function seedDownloads(store: Store, now: SeedNow): void {
  const user = own(store.users, SEED_USERS.printerManager.id);
  if (user === undefined) return;
  const scope = scopeOf(store, user);
  const day = (msAgo: number) => new Date(now.ms - msAgo + 8 * 3_600_000).toISOString().slice(0, 10);
  const exports: [DownloadQuery, number][] = [
    [{ order_type: "tanghua", start_date: day(30 * DAY_S * 1000), end_date: day(DAY_S * 1000) }, now.ms - DAY_S * 1000],
    [{ order_type: "material", start_date: day(90 * DAY_S * 1000), end_date: day(0) }, now.ms - 3600_000],
  ];
  for (const [q, at] of exports) {
    const { bytes, rowCount } = exportCsv(store, scope, q, at, "zh-CN");
    // The CSV is a kept file like any export's; the seed makes it again wherever it is missing (seed/files.ts).
    keepDownload(store, user.id, q, { blob: seedFile(store.seed, bytes), bytes: bytes.length, rowCount }, at);
  }
}

export function seedMerchant(store: Store, random: Random, now: SeedNow): void {
  seedCatalogue(store, random, now);
  seedPurchaseOrders(store, random, now);
  seedCarts(store, random, now);
  seedShopGoods(store, random, now);
  seedDownloads(store, now);
}
