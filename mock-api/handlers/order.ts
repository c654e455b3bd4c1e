/**
 * §7 calls of web/contract/http/order.ts: make, moni-make, payment, is-pay, buy-up, cancel. The state
 * machine and the money live in mock-api/commerce/ (orders.ts, payments.ts); these handlers find
 * the caller's records, refuse before writing, and answer.
 */
import { buyUp, cancelOrder, isPay, makeOrder, moniMakeOrder, payOrder, PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { M } from "../commerce/messages.ts";
import { closeExpired, effectiveStatus, insertOrder, newOrderSn, oldestOverCap, orderable, ownOrderBySn, PAID_STATUSES, printerOfHead } from "../commerce/orders.ts";
import { cancelUnpaid, payOrder as pay, settle } from "../commerce/payments.ts";
import { privateFrom } from "../printing/privacy.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { route, signedIn, type Route, type RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, PrinterRecord, UserRecord } from "../store/types.ts";

function refuse(ctx: RouteContext, msg: Bilingual): never {
  throw new ApiError(200, say(ctx.lang, msg));
}

/** The printer head and the work of an order, or a refusal (the printer must be bound, §2). */
function printTarget(ctx: RouteContext, user: UserRecord, sn: string, type: "sugar" | "egg", goodsId: number): { printer: PrinterRecord; goods: GoodsRecord } {
  const printer = printerOfHead(ctx.store, sn, type);
  if (printer === undefined) refuse(ctx, M.printerNotFound);
  if (printer.shopId === null) refuse(ctx, M.printerUnbound);
  const shop = own(ctx.store.shops, printer.shopId);
  // The platform suspended the shop (platform/shop-status): no new orders on its printers.
  if (shop?.suspended === 1) throw new ApiError(200, say(ctx.lang, M.shopSuspended, { reason: shop.suspend_reason ?? "" }));
  const goods = own(ctx.store.goods, goodsId);
  // Issue 11 item 6: someone else's private work answers exactly like a missing one.
  if (goods === undefined || goods.deleted || privateFrom(ctx.store, goods, user)) refuse(ctx, M.goodsNotFound);
  if (!orderable(ctx.store, goods, printer, user)) refuse(ctx, M.goodsNotListed);
  return { printer, goods };
}

export const orderRoutes: readonly Route[] = [
  // §4: the server computes the amount (the work's price, its coins price); coupons apply at payment.
  route(makeOrder, (ctx) => {
    const { input, store, clock, settings, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const { sn, type } = input.print_param;
    const { goods } = printTarget(ctx, user, sn, type, input.target_id);
    closeExpired(store, now);
    for (const old of oldestOverCap(store, user.id, settings.maxOpenOrders, now)) cancelUnpaid(store, old, now, lang); // issue 12: the oldest closes
    const price = fromCents(toCents(goods.price)); // "12.5" in a hand-edited state file → "12.50"
    const order = insertOrder(store, {
      order_sn: newOrderSn(store, now, () => ctx.random.int(0, 1_000_000)), kind: "print", userId: user.id, sn, print_type: type,
      goodsId: goods.id, goods_type_id: goods.goods_type_id, name: goods.name, image_url: goods.image_url,
      price, money: price, coins_price: goods.coins_price,
      pay_money: null, coins_money: null, pay_type: null, coupon_id: null,
      status: PRINT_ORDER_STATUS.UNPAID, refund_status: 0, refundId: null,
      create_time: unixSeconds(now), pay_time: null, expiresAt: now + settings.orderExpiryMs,
    });
    return { sn: order.order_sn, money: order.money, coins_money: order.coins_price, expire_time: unixSeconds(order.expiresAt) };
  }),

  // A manager's free test print (/sugar/debug): paid at once and sent to the printer.
  route(moniMakeOrder, (ctx) => {
    const { input, store, clock, devices, log } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    if (own(store.printers, input.sn) === undefined) refuse(ctx, M.printerNotFound);
    if (!user.managedPrinters.includes(input.sn)) refuse(ctx, M.notManager);
    const { goods } = printTarget(ctx, user, input.sn, "sugar", input.goods_id);
    closeExpired(store, now);
    const order = insertOrder(store, {
      order_sn: newOrderSn(store, now, () => ctx.random.int(0, 1_000_000)), kind: "moni", userId: user.id, sn: input.sn, print_type: "sugar",
      goodsId: goods.id, goods_type_id: goods.goods_type_id, name: goods.name, image_url: goods.image_url,
      price: fromCents(toCents(goods.price)), money: "0.00", coins_price: null,
      pay_money: null, coins_money: null, pay_type: null, coupon_id: null,
      status: PRINT_ORDER_STATUS.UNPAID, refund_status: 0, refundId: null,
      create_time: unixSeconds(now), pay_time: null, expiresAt: now + ctx.settings.orderExpiryMs,
    });
    settle(store, order, { pay_type: null, cents: 0, coins: null, coupon: null, coinsPriceAfter: null }, now, devices, log);
    return { sn: order.order_sn, money: order.money, coins_money: null };
  }),

  route(payOrder, (ctx) => {
    const { input, store, clock, devices, lang, log, random } = ctx;
    const user = signedIn(ctx);
    const order = ownOrderBySn(store, user, input.sn);
    if (order === undefined) refuse(ctx, M.orderNotFound); // §6: someone else's is no order at all
    return pay(store, user, order, input, clock.now(), devices, lang, random, log);
  }),

  route(isPay, (ctx) => {
    const { input, store, clock } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const order = ownOrderBySn(store, user, input.order_sn);
    if (order === undefined) refuse(ctx, M.orderNotFound);
    closeExpired(store, now);
    return { is_pay: PAID_STATUSES.includes(effectiveStatus(order, now)) };
  }),

  // Issue 11: "取消订单" on an unpaid order; idempotent, so a double tap or a retry is harmless.
  route(cancelOrder, (ctx) => {
    const { input, store, clock, lang } = ctx;
    const user = signedIn(ctx);
    const order = ownOrderBySn(store, user, input.order_sn);
    if (order === undefined) refuse(ctx, M.orderNotFound); // §6: someone else's is no order at all
    return cancelUnpaid(store, order, clock.now(), lang);
  }),

  // A balance top-up: an order paid later with WeChat (10/60/61) that credits total_money.
  route(buyUp, (ctx) => {
    const { input, store, clock, settings, lang } = ctx;
    const user = signedIn(ctx);
    const now = clock.now();
    const money = fromCents(toCents(input.money));
    closeExpired(store, now);
    for (const old of oldestOverCap(store, user.id, settings.maxOpenOrders, now)) cancelUnpaid(store, old, now, lang); // issue 12: the oldest closes
    const order = insertOrder(store, {
      order_sn: newOrderSn(store, now, () => ctx.random.int(0, 1_000_000)), kind: "recharge", userId: user.id, sn: "", print_type: "sugar",
      goodsId: null, goods_type_id: null, name: "余额充值", image_url: "",
      price: money, money, coins_price: null,
      pay_money: null, coins_money: null, pay_type: null, coupon_id: null,
      status: PRINT_ORDER_STATUS.UNPAID, refund_status: 0, refundId: null,
      create_time: unixSeconds(now), pay_time: null, expiresAt: now + settings.orderExpiryMs,
    });
    return { sn: order.order_sn, money: order.money, coins_money: null };
  }),
];
