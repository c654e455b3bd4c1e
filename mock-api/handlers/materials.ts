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
import { page, scopeOf } from "../merchant/scope.ts";
import { deleteShopGoods, listShopGoods, saveShopGoods, shopGoodsInfo, toShopGoods } from "../merchant/shop-goods.ts";
import { route, signedIn, type Route } from "../router.ts";

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

  route(c.shopList, (ctx) => page(listShopGoods(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input), ctx.input, (g) => toShopGoods(ctx.store, g))),

  route(c.info, (ctx) => shopGoodsInfo(ctx.store, scopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.lang)),

  route(c.save, (ctx) => {
    const user = signedIn(ctx);
    return saveShopGoods(ctx.store, scopeOf(ctx.store, user), user, ctx.input, ctx.clock.now(), ctx.lang);
  }),

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
