/**
 * §7 calls of web/contract/http/materials.ts: the materials store (list, material-info, the
 * cart) and a shop's own patterns (shop-list, info, save, delete). All "merchant": the router has
 * already refused callers without a company or admin level; what they may see is decided here.
 */
import * as c from "../../web/contract/http/materials.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { cartAdd, cartDelete, cartList, cartUpdate } from "../merchant/cart.ts";
import { categoriesOf, findItem, listItems, toMaterialGoods, toMaterialInfo, words } from "../merchant/catalogue.ts";
import { toCents, unixSeconds } from "../money.ts";
import { M } from "../merchant/messages.ts";
import { page, scopeOf, visibleShop } from "../merchant/scope.ts";
import {
  deleteShopGoods,
  listShopGoods,
  saveShopGoods,
  setShopGoodsStatus,
  setShopGoodsTop,
  shopGoodsInfo,
  shopOfSerial,
  toShopGoods,
} from "../merchant/shop-goods.ts";
import { route, signedIn, type Route } from "../route.ts";

export const materialsRoutes: readonly Route[] = [
  route(c.list, ({ store, input, lang, clock }) => ({
    ...page(listItems(store, input), input, (i) => toMaterialGoods(store, i, lang, unixSeconds(clock.now()))),
    categories: categoriesOf(store, input.type, lang),
  })),

  // An item taken off the shelf still answers (a greyed cart line links to it), with status 0.
  route(c.materialInfo, (ctx) => {
    const item = findItem(ctx.store, ctx.input.id);
    if (item === undefined) throw new ApiError(404, say(ctx.lang, M.goodsNotFound));
    return toMaterialInfo(ctx.store, item, ctx.lang, signedIn(ctx).id, unixSeconds(ctx.clock.now()));
  }),

  // D8: by printer serial (sn) as well as by shop; `shop` says which shop was listed.
  route(c.shopList, (ctx) => {
    const scope = scopeOf(ctx.store, signedIn(ctx));
    const { sn, shop_id } = ctx.input;
    const bySn = sn === undefined ? undefined : shopOfSerial(ctx.store, scope, sn, ctx.lang);
    if (bySn !== undefined && shop_id !== undefined && shop_id !== bySn.id) throw new ApiError(404, say(ctx.lang, M.shopNotFound));
    const byId = shop_id === undefined ? undefined : visibleShop(ctx.store, scope, shop_id);
    const shop = bySn ?? byId;
    const rows = listShopGoods(ctx.store, scope, { ...ctx.input, shop_id: shop?.id ?? shop_id });
    return { ...page(rows, ctx.input, (g) => toShopGoods(ctx.store, g)), shop: shop === undefined ? null : { id: shop.id, name: shop.name } };
  }),

  route(c.info, (ctx) => shopGoodsInfo(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.lang)),

  route(c.save, (ctx) => {
    const user = signedIn(ctx);
    return saveShopGoods(ctx.store, scopeOf(ctx.store, user), user, ctx.input, ctx.clock.now(), ctx.lang);
  }),

  route(c.setStatus, (ctx) => setShopGoodsStatus(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.input.status, ctx.lang)),

  route(c.setTop, (ctx) => setShopGoodsTop(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.input.is_top, ctx.lang)),

  route(c.remove, (ctx) => deleteShopGoods(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.lang)),

  route(c.cartList, (ctx) => cartList(ctx.store, signedIn(ctx).id, ctx.input.type, ctx.lang, ctx.clock.now())),

  route(c.cartAdd, (ctx) => cartAdd(ctx.store, signedIn(ctx).id, ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.cartUpdate, (ctx) => cartUpdate(ctx.store, signedIn(ctx).id, ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.cartDelete, (ctx) => cartDelete(ctx.store, signedIn(ctx).id, ctx.input.ids, ctx.lang)),

  // The device catalogue (device-sell-form), cheapest first.
  route(c.deviceModels, ({ store, lang }) => ({
    list: Object.values(store.merchant.deviceModels)
      .sort((a, b) => toCents(a.price) - toCents(b.price) || a.id - b.id)
      .map((m) => ({ id: m.id, name: words(lang, m.name), image_url: m.image_url, price: m.price, description: m.description === undefined ? null : words(lang, m.description) })),
  })),
];
