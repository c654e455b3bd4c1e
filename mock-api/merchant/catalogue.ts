/**
 * The materials store's catalogue as the admin area sees it (§2 /admin/store?type=, contract
 * materials.ts: list + material-info). Read-only here: §2 has no page that edits it.
 */
import type { Language } from "../../web/contract/constants.ts";
import type { GoodsCategory, MaterialGoods, MaterialInfo, StoreType } from "../../web/contract/http/materials.ts";
import { fromCents, toCents } from "../money.ts";
import { own } from "../store/own.ts";
import type { CatalogueItem, SpecRecord, Words } from "../store/merchant.ts";
import type { Store } from "../store/types.ts";
import { availableStock } from "./stock.ts";

export function words(lang: Language, w: Words): string {
  return lang === "en" ? w.en : w.zh;
}

/** An item's stock is the sum of its specs' stock still available (unpaid orders hold some: stock.ts). */
export function itemStock(store: Store, item: CatalogueItem, nowS: number): number {
  return item.specs.reduce((n, s) => n + availableStock(store, s, nowS), 0);
}

/** The price a row shows: the cheapest spec ("from ¥…"). */
function fromPrice(item: CatalogueItem): string {
  const cents = item.specs.map((s) => toCents(s.price));
  return fromCents(cents.length === 0 ? 0 : Math.min(...cents));
}

export function findItem(store: Store, id: number): CatalogueItem | undefined {
  return own(store.merchant.catalogue, id);
}

export function findSpec(item: CatalogueItem, specId: number): SpecRecord | undefined {
  return item.specs.find((s) => s.id === specId);
}

export function toMaterialGoods(store: Store, item: CatalogueItem, lang: Language, nowS: number): MaterialGoods {
  const category = own(store.merchant.categories, item.categoryId);
  return {
    id: item.id,
    type: item.type,
    name: words(lang, item.name),
    image_url: item.image_url,
    price: fromPrice(item),
    original_price: item.original_price,
    unit: words(lang, item.unit),
    stock: itemStock(store, item, nowS),
    sales: item.sales,
    category_id: item.categoryId,
    category_name: category === undefined ? "" : words(lang, category.name),
    status: item.status,
  };
}

/** How many of an item (all specs) a user has in the cart (MaterialInfo.cart_num). */
export function cartNum(store: Store, userId: number, goodsId: number): number {
  let n = 0;
  for (const line of Object.values(store.merchant.carts)) if (line.userId === userId && line.goodsId === goodsId) n += line.num;
  return n;
}

export function toMaterialInfo(store: Store, item: CatalogueItem, lang: Language, userId: number, nowS: number): MaterialInfo {
  return {
    ...toMaterialGoods(store, item, lang, nowS),
    image_list: [...item.image_list],
    content: words(lang, item.content),
    specs: item.specs.map((s) => ({ id: s.id, name: words(lang, s.name), price: s.price, stock: availableStock(store, s, nowS), image_url: s.image_url })),
    cart_num: cartNum(store, userId, item.id),
  };
}

export interface ListQuery {
  type: StoreType;
  category_id?: number | undefined;
  keyword?: string | undefined;
}

/** Items on the shelf of one type, in category order; the keyword matches either language's name. */
export function listItems(store: Store, q: ListQuery): CatalogueItem[] {
  const kw = q.keyword?.toLowerCase();
  const sortOf = (id: number) => own(store.merchant.categories, id)?.sort ?? 0;
  return Object.values(store.merchant.catalogue)
    .filter((i) => i.type === q.type && i.status === 1)
    .filter((i) => q.category_id === undefined || i.categoryId === q.category_id)
    .filter((i) => kw === undefined || i.name.zh.toLowerCase().includes(kw) || i.name.en.toLowerCase().includes(kw))
    .sort((a, b) => sortOf(a.categoryId) - sortOf(b.categoryId) || a.id - b.id);
}

/** The category tabs of one type: only categories with goods on the shelf. */
export function categoriesOf(store: Store, type: StoreType, lang: Language): GoodsCategory[] {
  const used = new Set(listItems(store, { type }).map((i) => i.categoryId));
  return Object.values(store.merchant.categories)
    .filter((c) => c.type === type && used.has(c.id))
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ id: c.id, name: words(lang, c.name) }));
}
