/**
 * The merchant slice of the store: records only this domain writes. Plain JSON-serialisable data
 * keyed by id (see store/types.ts for the shared core: printers, goods, print orders, ledger).
 *
 * The materials store (§2 /admin/store?type=material|toy_fittings) sells the platform's catalogue
 * to shops; a shop's purchases (materials and printers) are purchase orders sharing one id space
 * (§7 shipping-list takes `orderinfo_id`, contract manage-order-model.ts).
 */
import type { StoreType } from "../../web/contract/http/materials.ts";
import type { Flag01 } from "./types.ts";

/** Text the admin area shows to English users too (§1 bilingual): zh-CN first, en beside it. */
export interface Words {
  zh: string;
  en: string;
}

export interface CategoryRecord {
  id: number;
  type: StoreType;
  name: Words;
  sort: number;
}

/** A specification (weight, colour, size) with its own price and stock. */
export interface SpecRecord {
  id: number;
  name: Words;
  /** Decimal string. */
  price: string;
  stock: number;
  image_url: string | null;
}

/** An item of the platform's materials store. Every item has at least one spec: stock lives there. */
export interface CatalogueItem {
  id: number;
  type: StoreType;
  name: Words;
  unit: Words;
  content: Words;
  image_url: string;
  image_list: string[];
  /** Crossed-out price shown beside the price; null = none. */
  original_price: string | null;
  categoryId: number;
  sales: number;
  /** 1 = on the shelf; 0 = taken off (stays in carts, greyed out). */
  status: Flag01;
  specs: SpecRecord[];
  create_time: number;
}

/** A printer model the platform sells to shops (device purchase orders). */
export interface DeviceModelRecord {
  id: number;
  name: Words;
  image_url: string;
  price: string;
  /** What the device-sell-form shows under the name (absent in older states). */
  description?: Words;
}

/** One line of a user's cart (per user, per store type). */
export interface CartLineRecord {
  id: number;
  userId: number;
  type: StoreType;
  goodsId: number;
  specId: number;
  num: number;
  create_time: number;
}

/**
 * A line of a purchase order, frozen when ordered (names and prices as they were then, in
 * Chinese: an order is a record, like the backend's, not a catalogue page).
 */
export interface PurchaseItemRecord {
  goods_id: number;
  /** The catalogue spec a material line holds stock of (merchant/stock.ts); absent on device lines. */
  spec_id?: number;
  name: string;
  image_url: string;
  spec_name: string;
  price: string;
  num: number;
  amount: string;
}

/** A shop's materials or device purchase (PURCHASE_ORDER_STATUS). Keyed by id. */
export interface PurchaseOrderRecord {
  id: number;
  sn: string;
  order_type: "material" | "device";
  /** The store shelf of a material order; null for a device order. */
  type: StoreType | null;
  shopId: number;
  /** The user who placed it (the shop's owner or one of its company's merchants). */
  buyerId: number;
  items: PurchaseItemRecord[];
  total_num: number;
  /** Goods plus freight, decimal string: what the shop paid (or owes, when unpaid). */
  money: string;
  freight: string;
  status: number;
  /** REFUND_STATUS of its latest refund, 0 without one. */
  refund_status: number;
  refundId: number | null;
  /** Where it is shipped: the shop's §3 shipping contact when ordered. */
  contact: { name: string; phone: string; address: string };
  /** The buyer's note, or the platform's reason when it refused the order (apply-confirm). */
  remark: string;
  pay_type: number | null;
  /** §3 invoice info asked for at checkout; null or absent = none. */
  invoice?: Record<string, string | number> | null;
  /** Unix seconds. */
  create_time: number;
  pay_time: number | null;
  ship_time: number | null;
  finish_time: number | null;
  /**
   * Unix seconds an UNPAID order closes at (PURCHASE_PAY_TTL_S after it was made); past it the
   * order reads CLOSED (merchant/stock.ts effectivePurchaseStatus). Absent: never expires.
   */
  expire_time?: number;
}

/** A parcel sent for a purchase order (§7 shipping). Keyed by id. */
export interface ShipmentRecord {
  id: number;
  orderId: number;
  company: string;
  tracking_no: string;
  /** Device parcels: the serials of the printers sent. */
  sns: string[] | null;
  remark: string;
  create_time: number;
}

/**
 * An export (§7 download). The CSV itself is kept here; `url` is where it would be served
 * (`/mock/downloads/<id>.csv`: serving it is the static/assets side's job, `downloadCsv` reads it).
 */
export interface DownloadRecordRow {
  id: number;
  userId: number;
  order_type: "tanghua" | "material" | "device";
  file_name: string;
  url: string;
  row_count: number;
  /** The CSV file (store/blobs.ts): SHA-256 of its bytes, kept beside the state (issue 12 item 2). */
  blob: string;
  /** Its size in bytes (counts against its maker's storage, store/files.ts). */
  bytes: number;
  create_time: number;
}

export interface MerchantState {
  categories: Record<string, CategoryRecord>;
  catalogue: Record<string, CatalogueItem>;
  deviceModels: Record<string, DeviceModelRecord>;
  carts: Record<string, CartLineRecord>;
  purchaseOrders: Record<string, PurchaseOrderRecord>;
  shipments: Record<string, ShipmentRecord>;
  downloads: Record<string, DownloadRecordRow>;
}

export function emptyMerchantState(): MerchantState {
  return { categories: {}, catalogue: {}, deviceModels: {}, carts: {}, purchaseOrders: {}, shipments: {}, downloads: {} };
}
