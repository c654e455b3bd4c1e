/**
 * §7 calls of web/contract/http/manage-order.ts: a shop's print orders, its purchases (materials
 * and printers), shipping, refunds and exports. "merchant" calls see the caller's company's shops
 * (admins every shop); "admin" calls are the platform's (§6: level_type 1/3/7, checked by the router).
 *
 * §7 shows no call that turns a cart into a purchase order: checkout is designed with the
 * /admin/store/checkout page (admin UI issue). Until then purchase orders come from the seed.
 */
import * as c from "../../web/contract/http/manage-order.ts";
import { createDownload, toDownloadRecord } from "../merchant/download.ts";
import { applyConfirm, confirmReceipt, ship } from "../merchant/lifecycle.ts";
import { listPurchases, shipmentsOf, toPurchaseOrder, toPurchaseOrderInfo, toShipment, visiblePurchase } from "../merchant/purchase.ts";
import { toRefundRecord } from "../merchant/refund-view.ts";
import { applyRefund, auditRefund, confirmRefund, listRefunds } from "../merchant/refunds.ts";
import { newestFirst, page, scopeOf, type Scope } from "../merchant/scope.ts";
import { listPrintOrders, toTanghuaOrder, toTanghuaOrderInfo, visiblePrintOrder } from "../merchant/tanghua.ts";
import { route, signedIn, type Route, type RouteContext } from "../router.ts";

function scope(ctx: RouteContext): Scope {
  return scopeOf(ctx.store, signedIn(ctx));
}

export const manageOrderRoutes: readonly Route[] = [
  route(c.tanghuaList, (ctx) => {
    const s = scope(ctx);
    const now = ctx.clock.now();
    return page(listPrintOrders(ctx.store, s, ctx.input, now), ctx.input, (o) => toTanghuaOrder(ctx.store, o, s, now));
  }),

  route(c.tanghuaInfo, (ctx) => {
    const s = scope(ctx);
    return toTanghuaOrderInfo(ctx.store, visiblePrintOrder(ctx.store, s, ctx.input.id, ctx.lang), s, ctx.clock.now());
  }),

  route(c.download, (ctx) => {
    return toDownloadRecord(createDownload(ctx, scopeOf(ctx.store, signedIn(ctx)), ctx.input));
  }),

  // Exports are the caller's own, whatever their level.
  route(c.downloadList, (ctx) => {
    const me = signedIn(ctx).id;
    const rows = Object.values(ctx.store.merchant.downloads).filter((d) => d.userId === me).sort(newestFirst);
    return page(rows, ctx.input, toDownloadRecord);
  }),

  route(c.materialList, (ctx) => {
    const s = scope(ctx);
    return page(listPurchases(ctx.store, s, "material", ctx.input), ctx.input, (o) => toPurchaseOrder(ctx.store, o, s, ctx.lang));
  }),

  route(c.materialInfo, (ctx) => {
    const s = scope(ctx);
    return toPurchaseOrderInfo(ctx.store, visiblePurchase(ctx.store, s, ctx.input.id, ctx.lang, "material"), s, ctx.lang);
  }),

  route(c.deviceList, (ctx) => {
    const s = scope(ctx);
    return page(listPurchases(ctx.store, s, "device", ctx.input), ctx.input, (o) => toPurchaseOrder(ctx.store, o, s, ctx.lang));
  }),

  route(c.deviceInfo, (ctx) => {
    const s = scope(ctx);
    return toPurchaseOrderInfo(ctx.store, visiblePurchase(ctx.store, s, ctx.input.id, ctx.lang, "device"), s, ctx.lang);
  }),

  route(c.shippingList, (ctx) => {
    const o = visiblePurchase(ctx.store, scope(ctx), ctx.input.orderinfo_id, ctx.lang);
    return { list: shipmentsOf(ctx.store, o.id).map(toShipment) };
  }),

  route(c.refundList, (ctx) => {
    const s = scope(ctx);
    return page(listRefunds(ctx.store, s, ctx.input), ctx.input, (r) => toRefundRecord(ctx.store, r, s));
  }),

  route(c.applyConfirm, (ctx) => applyConfirm(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.audit, (ctx) => auditRefund(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.confirmRefund, (ctx) => confirmRefund(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.shipping, (ctx) => ship(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang)),

  route(c.shippingConfirm, (ctx) => confirmReceipt(ctx.store, scope(ctx), ctx.input.id, ctx.clock.now(), ctx.lang)),

  route(c.applyRefund, (ctx) => {
    const user = signedIn(ctx);
    return applyRefund(ctx.store, scopeOf(ctx.store, user), user, ctx.input, ctx.clock.now(), ctx.lang);
  }),
];
