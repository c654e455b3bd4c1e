/** The big screen's calls (web/contract/http/screen.ts): merchant-only, the caller's company's printers. */
import { SCREEN_PHOTO_LIMIT, screenBind, screenPhotoInfo, screenPhotoList } from "../../web/contract/http/screen.ts";
import { refuse } from "../finance/scope.ts";
import { unixSeconds } from "../money.ts";
import { P } from "../photo/messages.ts";
import { screenPhotos, screenPrinter, toBinding, toScreenPhoto } from "../photo/screen.ts";
import { route, signedIn, type Route, type RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { ScreenRecord } from "../store/photo.ts";

/** The binding of a printer the caller may show; another company's printer looks missing. */
function boundScreen(ctx: RouteContext<{ sn: string }>): ScreenRecord {
  const user = signedIn(ctx);
  if (screenPrinter(ctx.store, user, ctx.input.sn) === undefined) throw refuse(ctx, P.printerNotFound);
  const s = own(ctx.store.photo.screens, ctx.input.sn);
  if (s === undefined) throw refuse(ctx, P.screenNotBound);
  return s;
}

export const screenRoutes: readonly Route[] = [
  route(screenBind, (ctx) => {
    const user = signedIn(ctx);
    const printer = screenPrinter(ctx.store, user, ctx.input.sn);
    if (printer === undefined) throw refuse(ctx, P.printerNotFound);
    const rec: ScreenRecord = { sn: printer.sn, userId: user.id, bind_time: unixSeconds(ctx.clock.now()) };
    ctx.store.photo.screens[printer.sn] = rec;
    return toBinding(ctx.store, rec);
  }),

  route(screenPhotoList, (ctx) => {
    const s = boundScreen(ctx);
    const all = screenPhotos(ctx.store, s.sn, ctx.clock.now());
    const after = ctx.input.after_id;
    const rows = after === undefined ? all : all.filter((o) => o.id > after);
    return { binding: toBinding(ctx.store, s), list: rows.slice(0, ctx.input.limit ?? SCREEN_PHOTO_LIMIT).map((o) => toScreenPhoto(ctx.store, o)), total: all.length };
  }),

  route(screenPhotoInfo, (ctx) => {
    const s = boundScreen(ctx);
    const o = screenPhotos(ctx.store, s.sn, ctx.clock.now()).find((x) => x.id === ctx.input.id);
    if (o === undefined) throw refuse(ctx, P.photoNotFound);
    return toScreenPhoto(ctx.store, o);
  }),
];
