/**
 * §7 calls of web/contract/http/manage-order.ts: a shop's print orders, its purchases (materials
 * and printers), shipping, refunds and exports. "merchant" calls see the caller's company's shops
 * (admins every shop); "admin" calls are the platform's (§6: level_type 1/3/7, checked by the router).
 *
 * Purchases (ADMIN-MAP D2, not in §7): device-make and material-make create them, pay / is-pay /
 * cancel settle them (merchant/checkout.ts, purchase-pay.ts). Reads close unpaid purchases past
 * their expiry first (a lazy clean-up, merchant/stock.ts).
 */
import * as c from "../../web/contract/http/manage-order.ts";
import { createDownload, toDownloadRecord } from "../merchant/download.ts";
import { applyConfirm, confirmReceipt, ship } from "../merchant/lifecycle.ts";
import { listPurchases, shipmentsOf, toPurchaseOrder, toPurchaseOrderInfo, toShipment, visiblePurchase } from "../merchant/purchase.ts";
import { toRefundRecord } from "../merchant/refund-view.ts";
import { applyRefund, auditRefund, confirmRefund, listRefunds } from "../merchant/refunds.ts";
import { actingScopeOf, newestFirst, page, scopeOf, type Scope } from "../merchant/scope.ts";
import { listPrintOrders, toTanghuaOrder, toTanghuaOrderInfo, visiblePrintOrder } from "../merchant/tanghua.ts";
import { makeDeviceOrder, makeMaterialOrder, toPurchaseCreated } from "../merchant/checkout.ts";
import { cancelPurchase, payPurchase } from "../merchant/purchase-pay.ts";
import { closeExpiredPurchases, effectivePurchaseStatus } from "../merchant/stock.ts";
import { unixSeconds } from "../money.ts";
import { recordAudit, type AuditFields } from "../platform/audit.ts";
import { own } from "../store/own.ts";
import { route, signedIn, type Route, type RouteContext } from "../route.ts";

function scope(ctx: RouteContext): Scope {
  return scopeOf(ctx.store, signedIn(ctx));
}

/** What the audit journal keeps of a purchase order (before and after a platform action). */
function purchaseState(ctx: RouteContext, id: number): Record<string, unknown> | null {
  const o = own(ctx.store.merchant.purchaseOrders, id);
  return o === undefined ? null : { status: o.status, refund_status: o.refund_status, remark: o.remark };
}

function refundState(ctx: RouteContext, id: number): Record<string, unknown> | null {
  const r = own(ctx.store.refunds, id);
  return r === undefined ? null : { status: r.status, amount: r.amount, refund_amount: r.refund_amount, coins: r.coins, remark: r.remark };
}

function journal(ctx: RouteContext, f: AuditFields): void {
  recordAudit(ctx.store, signedIn(ctx), f, unixSeconds(ctx.clock.now()));
}

/** A read of purchases: unpaid ones past their expiry are closed first (a GET's lazy clean-up). */
function readScope(ctx: RouteContext): Scope {
  closeExpiredPurchases(ctx.store, unixSeconds(ctx.clock.now()));
  return scope(ctx);
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
    const s = readScope(ctx);
    return page(listPurchases(ctx.store, s, "material", ctx.input), ctx.input, (o) => toPurchaseOrder(ctx.store, o, s, ctx.lang));
  }),

  route(c.materialInfo, (ctx) => {
    const s = readScope(ctx);
    return toPurchaseOrderInfo(ctx.store, visiblePurchase(ctx.store, s, ctx.input.id, ctx.lang, "material"), s, ctx.lang);
  }),

  route(c.deviceList, (ctx) => {
    const s = readScope(ctx);
    return page(listPurchases(ctx.store, s, "device", ctx.input), ctx.input, (o) => toPurchaseOrder(ctx.store, o, s, ctx.lang));
  }),

  route(c.deviceInfo, (ctx) => {
    const s = readScope(ctx);
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

  // The platform's four writes (levels 3 and 7) each leave an entry in the audit journal (platform/audit.ts).
  route(c.applyConfirm, (ctx) => {
    const before = purchaseState(ctx, ctx.input.id);
    const out = applyConfirm(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang);
    const o = ctx.store.merchant.purchaseOrders[String(out.id)];
    journal(ctx, { action: ctx.input.pass ? "device_order.confirm" : "device_order.refuse", target_type: "purchase_order", target_id: out.id, target_sn: o?.sn ?? "", before, after: { status: out.status, refund_status: out.refund_status ?? 0, remark: o?.remark ?? "" }, remark: ctx.input.remark });
    return out;
  }),

  route(c.audit, (ctx) => {
    const before = refundState(ctx, ctx.input.id);
    const out = auditRefund(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang);
    journal(ctx, { action: ctx.input.pass ? "refund.pass" : "refund.refuse", target_type: "refund", target_id: out.id, target_sn: out.order_sn, before, after: refundState(ctx, out.id), remark: ctx.input.remark });
    return out;
  }),

  route(c.confirmRefund, (ctx) => {
    const before = refundState(ctx, ctx.input.id);
    const out = confirmRefund(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang, ctx.devices, ctx.log);
    journal(ctx, { action: "refund.pay", target_type: "refund", target_id: out.id, target_sn: out.order_sn, before, after: refundState(ctx, out.id), remark: ctx.input.remark });
    return out;
  }),

  route(c.shipping, (ctx) => {
    const before = purchaseState(ctx, ctx.input.id);
    const out = ship(ctx.store, scope(ctx), ctx.input, ctx.clock.now(), ctx.lang);
    const o = ctx.store.merchant.purchaseOrders[String(ctx.input.id)];
    const parcel = { shipment_id: out.id, company: out.company, tracking_no: out.tracking_no, ...(out.sns !== undefined ? { sns: out.sns } : {}) };
    journal(ctx, { action: "order.ship", target_type: "purchase_order", target_id: ctx.input.id, target_sn: o?.sn ?? "", before, after: { status: o?.status ?? null, ...parcel }, remark: ctx.input.remark });
    return out;
  }),

  // Acting for a shop: its company's members, or staff who act (levels 3, 7): merchant/scope.ts actingScopeOf.
  route(c.shippingConfirm, (ctx) => confirmReceipt(ctx.store, actingScopeOf(ctx.store, signedIn(ctx)), ctx.input.id, ctx.clock.now(), ctx.lang, ctx.random)),

  route(c.applyRefund, (ctx) => {
    const user = signedIn(ctx);
    return applyRefund(ctx.store, actingScopeOf(ctx.store, user), user, ctx.input, ctx.clock.now(), ctx.lang);
  }),

  route(c.deviceMake, (ctx) => toPurchaseCreated(makeDeviceOrder(ctx.store, signedIn(ctx), ctx.input, ctx.clock.now(), ctx.lang))),

  route(c.materialMake, (ctx) => toPurchaseCreated(makeMaterialOrder(ctx.store, signedIn(ctx), ctx.input, ctx.clock.now(), ctx.lang))),

  route(c.purchasePay, (ctx) => {
    const user = signedIn(ctx);
    const o = visiblePurchase(ctx.store, scopeOf(ctx.store, user), ctx.input.id, ctx.lang);
    return payPurchase(ctx.store, user, o, ctx.input.pay_type, ctx.clock.now(), ctx.lang, ctx.random);
  }),

  route(c.purchaseIsPay, (ctx) => {
    const o = visiblePurchase(ctx.store, scope(ctx), ctx.input.id, ctx.lang);
    return { is_pay: o.pay_time !== null, status: effectivePurchaseStatus(o, unixSeconds(ctx.clock.now())) };
  }),

  route(c.purchaseCancel, (ctx) => {
    const user = signedIn(ctx);
    const o = visiblePurchase(ctx.store, scopeOf(ctx.store, user), ctx.input.id, ctx.lang);
    return cancelPurchase(ctx.store, user, o, ctx.clock.now(), ctx.lang);
  }),
];
