/** The calls of web/contract/http/tanghua-photo.ts: photo templates and photo works (printing/photo-drawings.ts). */
import { photoMake, photoTemplates } from "../../web/contract/http/tanghua-photo.ts";
import { toPattern } from "../printing/catalog.ts";
import { makePhotoWork, photoTemplateList } from "../printing/photo-drawings.ts";
import { requirePrinter } from "../printing/printers.ts";
import { route, signedIn, type Route } from "../route.ts";
import { photoSettingsOf, templatesOfPrinter } from "../shop-admin/photo.ts";

export const tanghuaPhotoRoutes: readonly Route[] = [
  route(photoTemplates, (ctx) => {
    const printer = requirePrinter(ctx, ctx.input.sn);
    return { list: photoTemplateList(ctx, templatesOfPrinter(ctx.store, printer)) }; // the shop's, in its order
  }),

  route(photoMake, (ctx) => {
    const user = signedIn(ctx);
    const printer = requirePrinter(ctx, ctx.input.sn);
    const settings = photoSettingsOf(ctx.store, printer.shopId);
    const look = { offered: templatesOfPrinter(ctx.store, printer), frameId: settings.frameId, watermark: settings.watermark };
    const goods = makePhotoWork(ctx, user, printer, ctx.input, look);
    return toPattern(ctx.store, printer, goods, user);
  }),
];
