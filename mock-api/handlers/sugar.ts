/**
 * §7 calls of web/contract/http/sugar.ts: printer info, the shell's home, the pattern list and
 * detail, activities, and the pattern actions (§4/§5/§6 rules in printing/actions.ts).
 */
import {
  activityList,
  deviceSn,
  patternAction,
  patternCancelTop,
  patternInfo,
  patternList,
  patternTop,
  printerInfo,
  sugarIndex,
} from "../../web/contract/http/sugar.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { patternAction as doPatternAction } from "../printing/actions.ts";
import { catalog, pageOf, requireVisibleGoods, toPattern } from "../printing/catalog.ts";
import { goodsTypeTabs, shopBanners, shopNotice, shopPhone } from "../printing/home.ts";
import { runningOn, toActivity } from "../promo/activities.ts";
import { M } from "../printing/messages.ts";
import { printerInfo as infoOf, printerOfSerial, requirePrinter } from "../printing/printers.ts";
import { route, signedIn, type Route } from "../route.ts";

/** Rows a pattern list answers when no limit is given (the shell's grid loads 20 at a time). */
const LIST_PAGE_SIZE = 20;

export const sugarRoutes: readonly Route[] = [
  // Unknown serial: errorCode 1 "设备不存在" (HTTP 200), as the backend answers a bad scan.
  route(printerInfo, (ctx) => infoOf(ctx, requirePrinter(ctx, ctx.input.sn))),

  // A scanned code may carry the egg printer's serial: answer the printer it is paired with.
  route(deviceSn, (ctx) => {
    const p = printerOfSerial(ctx.store, ctx.input.sn);
    if (p === undefined) throw new ApiError(200, say(ctx.lang, M.noPrinter));
    return infoOf(ctx, p);
  }),

  route(sugarIndex, (ctx) => {
    const printer = requirePrinter(ctx, ctx.input.sn);
    const { store, user, lang } = ctx;
    return {
      banners: shopBanners(store, printer, lang),
      goods_types: goodsTypeTabs(store, printer, user, lang),
      // §2: the mine tab shows only when the caller has works here.
      self_count: catalog(store, printer, user, { self: true }).length,
      notice: shopNotice(store, printer, lang),
      shop_phone: shopPhone(store, printer),
    };
  }),

  route(patternList, (ctx) => {
    const { sn, goods_type_id, type, keyword, page, limit } = ctx.input;
    const printer = requirePrinter(ctx, sn);
    const rows = catalog(ctx.store, printer, ctx.user, { goods_type_id, self: type === "self", keyword });
    return pageOf(rows, page, limit, LIST_PAGE_SIZE, (g) => toPattern(ctx.store, printer, g, ctx.user));
  }),

  route(patternInfo, (ctx) => {
    const printer = requirePrinter(ctx, ctx.input.sn);
    return toPattern(ctx.store, printer, requireVisibleGoods(ctx, printer, ctx.input.goods_id), ctx.user);
  }),

  route(activityList, (ctx) => {
    const printer = requirePrinter(ctx, ctx.input.sn);
    const rows = runningOn(ctx.store, printer, unixSeconds(ctx.clock.now()));
    return pageOf(rows, ctx.input.page, ctx.input.limit, LIST_PAGE_SIZE, (a) => toActivity(ctx.store, a, ctx.user));
  }),

  route(patternTop, (ctx) => doPatternAction(ctx, signedIn(ctx), ctx.input.sn, ctx.input.goods_id, "top")),
  route(patternCancelTop, (ctx) => doPatternAction(ctx, signedIn(ctx), ctx.input.sn, ctx.input.goods_id, "cancel")),
  route(patternAction, (ctx) => {
    const { action, sn, goods_id } = ctx.input;
    return doPatternAction(ctx, signedIn(ctx), sn, goods_id, action === "top" ? "toggle-top" : action); // §4: top toggles
  }),
];
