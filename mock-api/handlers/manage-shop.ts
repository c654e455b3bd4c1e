/**
 * §7 Admin stats, the shop half (web/contract/http/manage-shop.ts): a merchant's shops (an
 * admin's: every shop), their numbers and settings (finance/shops.ts).
 */
import { shopContacts, shopContactSave, shopData, shopInfo, shopList, shopSave } from "../../web/contract/http/manage-shop.ts";
import { page, visibleShop } from "../finance/scope.ts";
import { saveShop, shopData as dataOf, shopsFor, toShop, toShopInfo } from "../finance/shops.ts";
import { unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../route.ts";
import { factoryContacts, shopContact } from "../shop-admin/contacts.ts";

export const manageShopRoutes: readonly Route[] = [
  route(shopList, (ctx) => {
    const user = signedIn(ctx);
    const { keyword, status } = ctx.input;
    const rows = shopsFor(ctx.store, user)
      .filter((s) => status === undefined || s.status === status)
      .filter((s) => keyword === undefined || s.name.includes(keyword) || s.address.includes(keyword))
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return { ...p, list: p.list.map((s) => toShop(ctx.store, s, user)) };
  }),

  route(shopData, (ctx) => dataOf(ctx.store, visibleShop(ctx, signedIn(ctx), ctx.input.id), ctx.clock.now())),

  route(shopInfo, (ctx) => {
    const user = signedIn(ctx);
    return toShopInfo(ctx.store, visibleShop(ctx, user, ctx.input.id), user);
  }),

  route(shopSave, (ctx) => ({ id: saveShop(ctx, signedIn(ctx), ctx.input, unixSeconds(ctx.clock.now())).id })),

  // D10: the factory's contacts (platform-wide) and the shop's own, editable on its own.
  route(shopContacts, (ctx) => {
    const shop = visibleShop(ctx, signedIn(ctx), ctx.input.shop_id);
    return { shop_id: shop.id, factory: factoryContacts(ctx.store, ctx.lang), company: shopContact(shop) };
  }),

  route(shopContactSave, (ctx) => {
    const shop = visibleShop(ctx, signedIn(ctx), ctx.input.shop_id);
    shop.contact = { name: ctx.input.name, phone: ctx.input.phone, address: ctx.input.address };
    return { shop_id: shop.id, company: shopContact(shop) };
  }),
];
