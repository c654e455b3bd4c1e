/**
 * §7 calls of web/contract/http/tanghua.ts owned by the printing domain: the print queue, saving
 * a drawing, AI and text drawing, drawing history and the pre-print reminder. The caller's print
 * orders and refunds (user-order, order-info, apply-refund) are in tanghua-orders.ts.
 */
import { HISTORY_PAGE_SIZE } from "../../web/contract/constants.ts";
import { aiList, getReminder, goodsShare, paintingPattern, printQueue, saveDrawing, textPattern } from "../../web/contract/http/tanghua.ts";
import { noDevices } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { catalog, pageOf, toPattern } from "../printing/catalog.ts";
import { aiDrawings, saveDrawing as saveDrawingWork, shareWork, textDrawing } from "../printing/drawings.ts";
import { M } from "../printing/messages.ts";
import { printerOfSerial, requirePrinter } from "../printing/printers.ts";
import { printQueue as queueOf } from "../printing/queue.ts";
import { reminderFor } from "../printing/reminders.ts";
import { route, signedIn, type Route } from "../route.ts";

export const tanghuaRoutes: readonly Route[] = [
  // The serial may be the printer's or its egg printer's: each head has its own queue.
  route(printQueue, (ctx) => {
    const user = signedIn(ctx);
    if (printerOfSerial(ctx.store, ctx.input.sn) === undefined) throw new ApiError(200, say(ctx.lang, M.noPrinter));
    return { sn: ctx.input.sn, list: queueOf(ctx.store, ctx.input.sn, user, ctx.devices !== noDevices) };
  }),

  route(saveDrawing, (ctx) => {
    const user = signedIn(ctx);
    const { sn, image, strokes, name, is_share } = ctx.input;
    // Every check (printer, PNG bytes) happens inside before the first write.
    const printer = sn === undefined ? undefined : requirePrinter(ctx, sn);
    const goods = saveDrawingWork(ctx, user, printer, { image, strokes, name, is_share });
    return { goods_id: goods.id, image_url: goods.image_url };
    // §9: a 5 MB PNG is ~6.7 MB as a base64 data URL, plus the strokes (≤ 50,000 points).
  }, { bodyLimitBytes: 8 * 1024 * 1024 }),

  // Contract SHARE_RULE: keep a candidate, share or unshare one's own work.
  route(goodsShare, (ctx) => {
    const user = signedIn(ctx);
    const printer = requirePrinter(ctx, ctx.input.sn);
    return toPattern(ctx.store, printer, shareWork(ctx, user, printer, ctx.input.goods_id, ctx.input.is_share), user);
  }),

  // A GET as §7 lists it; the same prompt and style answer the same works again.
  route(paintingPattern, (ctx) => {
    const user = signedIn(ctx);
    const printer = requirePrinter(ctx, ctx.input.sn);
    const works = aiDrawings(ctx, user, printer, ctx.input.prompt, ctx.input.style ?? "classic");
    return { list: works.map((g) => toPattern(ctx.store, printer, g, user)) };
  }),

  route(textPattern, (ctx) => {
    const user = signedIn(ctx);
    const printer = requirePrinter(ctx, ctx.input.sn);
    return toPattern(ctx.store, printer, textDrawing(ctx, user, printer, ctx.input.text, ctx.input.font ?? "kai"), user);
  }),

  // §7 history pages: HISTORY_PAGE_SIZE (24) unless a limit is given.
  route(aiList, (ctx) => {
    const { sn, goods_type_id, type, page, limit } = ctx.input;
    const printer = requirePrinter(ctx, sn);
    const rows = catalog(ctx.store, printer, ctx.user, { goods_type_id, self: type === "self" });
    return pageOf(rows, page, limit, HISTORY_PAGE_SIZE, (g) => toPattern(ctx.store, printer, g, ctx.user));
  }),

  route(getReminder, (ctx) => reminderFor(ctx.lang, ctx.input.print_goods_type_id)),
];
