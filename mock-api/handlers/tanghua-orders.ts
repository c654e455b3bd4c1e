/**
 * §7 tanghua calls about the caller's print orders: user-order, order-info, apply-refund and the
 * customer's image upload (refund screenshots)
 * (web/contract/http/tanghua.ts; the queue, drawings and AI calls are in handlers/tanghua.ts).
 */
import { applyRefund, orderInfo, userOrders, userUploadImage } from "../../web/contract/http/tanghua.ts";
import { M } from "../commerce/messages.ts";
import { closeExpired, effectiveStatus, ownOrderById, printerOfOrder } from "../commerce/orders.ts";
import { applyRefund as apply } from "../commerce/refunds.ts";
import { toPrintOrder } from "../commerce/views.ts";
import { ApiError } from "../errors.ts";
import { receiveImage, UPLOAD_ROUTE } from "../finance/uploads.ts";
import { unixSeconds } from "../money.ts";
import { say } from "../messages.ts";
import { route, signedIn, type Route } from "../route.ts";

const DEFAULT_LIMIT = 20;

export const tanghuaOrderRoutes: readonly Route[] = [
  // The caller's print orders (test prints included; balance top-ups are not print orders), newest first.
  route(userOrders, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    closeExpired(store, now);
    const rows = Object.values(store.printOrders)
      .filter((o) => o.userId === user.id && o.kind !== "recharge")
      .filter((o) => input.status === undefined || effectiveStatus(o, now) === input.status)
      .filter((o) => input.order_sn === undefined || o.order_sn === input.order_sn)
      .filter((o) => input.goods_type_id === undefined || o.goods_type_id === input.goods_type_id)
      // sn: orders printed on that printer, its egg head included.
      .filter((o) => input.sn === undefined || o.sn === input.sn || printerOfOrder(store, o)?.sn === input.sn)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const page = input.page ?? 1;
    const limit = input.limit ?? DEFAULT_LIMIT;
    return {
      list: rows.slice((page - 1) * limit, page * limit).map((o) => toPrintOrder(store, o, now, lang)),
      total: rows.length,
      page,
      limit,
    };
  }),

  route(orderInfo, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const order = ownOrderById(store, user, input.order_id);
    // §6: another user's order is "no such order": no data.
    if (order === undefined) throw new ApiError(200, say(lang, M.orderNotFound));
    closeExpired(store, now);
    return toPrintOrder(store, order, now, lang);
  }),

  route(applyRefund, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const order = ownOrderById(store, user, input.order_id);
    if (order === undefined) throw new ApiError(200, say(lang, M.orderNotFound));
    apply(store, order, { reason: input.reason, images: input.images }, now, lang);
    return toPrintOrder(store, order, now, lang);
  }),

  // Any signed-in user: the same streamed multipart checks and store as tixian/upload-image.
  route(userUploadImage, (ctx) => receiveImage(ctx, signedIn(ctx).id, unixSeconds(ctx.clock.now())), UPLOAD_ROUTE),
];
