/**
 * The calls of web/contract/http/manage-photo.ts: a shop's photo settings and the platform's
 * frames (shop-admin/photo.ts). A merchant reaches their company's shops only (another's is 404).
 */
import * as c from "../../web/contract/http/manage-photo.ts";
import { ApiError } from "../errors.ts";
import { M } from "../merchant/messages.ts";
import { scopeOf, visibleShop } from "../merchant/scope.ts";
import { say } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import { route, signedIn, type Route } from "../route.ts";
import { pickableFrames, saveSettings, toFrame, toSettings } from "../shop-admin/photo.ts";
import type { ShopRecord, UserRecord } from "../store/types.ts";

function shopFor(ctx: RouteContext, user: UserRecord, id: number): ShopRecord {
  const shop = visibleShop(ctx.store, scopeOf(ctx.store, user), id);
  if (shop === undefined) throw new ApiError(404, say(ctx.lang, M.shopNotFound));
  return shop;
}

export const managePhotoRoutes: readonly Route[] = [
  route(c.photoFrameList, (ctx) => ({ list: pickableFrames(ctx.store).map((f) => toFrame(f, ctx.lang)) })),

  route(c.shopPhotoSettings, (ctx) => toSettings(ctx.store, shopFor(ctx, signedIn(ctx), ctx.input.shop_id), ctx.lang)),

  route(c.shopPhotoSettingsSave, (ctx) => {
    const user = signedIn(ctx);
    const shop = shopFor(ctx, user, ctx.input.shop_id);
    saveSettings(ctx, user, shop, ctx.input);
    return toSettings(ctx.store, shop, ctx.lang);
  }),
];
