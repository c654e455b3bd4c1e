/** The state a fresh mock API starts from. Same seed, same state. */
import { DEFAULT_CASH_BACK, PRODUCT } from "../../web/contract/constants.ts";
import type { BlobStore } from "../store/blobs.ts";
import { blobRefs } from "../store/files.ts";
import type { Store } from "../store/types.ts";
import { notedSeedFiles } from "./files.ts";
import { emptyCustomerState } from "../store/customer.ts";
import { emptyFinanceState } from "../store/finance.ts";
import { emptyMerchantState } from "../store/merchant.ts";
import { emptyPhotoState } from "../store/photo.ts";
import { emptyPromoState } from "../store/promo.ts";
import { emptyShopAdminState } from "../store/shop-admin.ts";
import { emptyPlatformState } from "../store/platform.ts";
import { seedAddresses } from "./addresses.ts";
import { seedCommerce } from "./commerce.ts";
import { seedFinance } from "./finance.ts";
import { seedMerchant } from "./merchant.ts";
import { seedPhoto } from "./photo.ts";
import { seedPromo } from "./promo.ts";
import { seedShopAdmin } from "./shop-admin.ts";
import { seededRandom } from "./random.ts";
import { SEED_USERS, seedUsers } from "./users.ts";
import { seedWorld } from "./world.ts";
import { SEED_NOW_MS, seedNow } from "./world-ids.ts";

export { SEED_USERS, type SeedRole } from "./users.ts";

/**
 * Puts into `blobs` every file `store`'s records name that is missing there and that the store's
 * seed makes (the seeded exports' CSVs): a fresh seed gets its files, and so does a state whose
 * seeded files are gone. Answers how many it put.
 */
export function provideSeedFiles(store: Store, blobs: BlobStore): number {
  let files = notedSeedFiles(store.seed);
  let put = 0;
  for (const name of blobRefs(store)) {
    if (blobs.has(name)) continue;
    if (files === undefined) {
      seedState(store.seed); // notes the seed's files
      files = notedSeedFiles(store.seed);
    }
    const bytes = files?.get(name);
    if (bytes === undefined) continue;
    blobs.put(bytes);
    put += 1;
  }
  return put;
}

export const SEED_COMPANY = { id: 1, name: PRODUCT.shortCompany, logo_url: "/mock/logo.svg" } as const;

/**
 * `nowMs`: the moment the world is laid out around (every seeded time is an age before it):
 * SEED_NOW by default (tests), the mock's clock when `npm start` or `sim start` seed a fresh world.
 */
export function seedState(seed: number, nowMs: number = SEED_NOW_MS): Store {
  const random = seededRandom(seed);
  const now = seedNow(nowMs);
  const users = seedUsers(random, now);
  const store: Store = {
    version: 1,
    seed,
    nextId: { user: Math.max(...Object.values(SEED_USERS).map((u) => u.id)) + 1, company: SEED_COMPANY.id + 1 },
    users,
    tokens: {},
    codes: {},
    codeRequests: {},
    wxCodes: {},
    companies: { [String(SEED_COMPANY.id)]: { ...SEED_COMPANY } },
    platformCompanyId: SEED_COMPANY.id,
    config: {
      cash_back: DEFAULT_CASH_BACK, // §1: default 1 unit
      popup_probability: 0.3, // §1: buyers see the cooperation pop-up with this probability
      kefu_phone: PRODUCT.phone,
      wechat_app_id: PRODUCT.wechatAppId,
    },
    shops: {},
    printers: {},
    goods: {},
    listings: {},
    printOrders: {},
    refunds: {},
    ledger: {},
    activities: {},
    images: {},
    customer: emptyCustomerState(),
    merchant: emptyMerchantState(),
    finance: emptyFinanceState(),
    photo: emptyPhotoState(),
    promo: emptyPromoState(),
    shopAdmin: emptyShopAdminState(),
    platform: emptyPlatformState(),
  };
  // Each domain seeds its part in a fixed order (later ones may refer to earlier ones' records),
  // all from the one seeded random, so the same seed always gives the same world.
  seedWorld(store, random, now);
  seedCommerce(store, random, now);
  seedAddresses(store, random, now);
  seedMerchant(store, random, now);
  seedFinance(store, random, now);
  seedPhoto(store, random, now);
  seedShopAdmin(store, random, now);
  seedPromo(store, random, now);
  return store;
}
