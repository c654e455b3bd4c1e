/**
 * order/payment (§4, §5, §9): balance (30) and coins (70) pay on the spot, as does anything a
 * coupon makes free; WeChat (10/60 JSAPI, 61 Native) records a prepay and the order is paid when
 * `completeWeixinPayment` is called (the sim's `sim pay <order_sn>`, or a mock endpoint).
 *
 * Concurrency: the store lives in this process and a handler runs synchronously up to its first
 * await. `payOrder` and `completeWeixinPayment` have no await at all, so "is it unpaid, is the
 * coupon free, is there enough balance" and the writes happen in one step: two concurrent
 * payments of one order debit once, a coupon pays for one order.
 */
import type { Random } from "../random.ts";
import { PAY_TYPE, type Language } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, type PaymentOutput } from "../../web/contract/http/order.ts";
import { noDevices, type DevicePort } from "../devices.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { printJobFor } from "../printing/jobs.ts";
import { own } from "../store/own.ts";
import type { UserCouponRecord } from "../store/customer.ts";
import type { PrintOrderRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { consumeCoupon, priceAfterCoupon, usableCoupon } from "./coupons.ts";
import { COIN_TYPE, INCOME_TYPE, record, WALLET_TYPE, type LedgerOwner } from "./ledger.ts";
import { M } from "./messages.ts";
import { closeExpired, effectiveStatus, findOrderBySn, forgetUnpaid, PAID_STATUSES, printerOfOrder } from "./orders.ts";
import { createPrepay, dropPrepay, jsapiParams, nativePayData } from "./weixin-pay.ts";

const WEIXIN_TYPES: readonly number[] = [PAY_TYPE.WEIXIN_JSAPI, PAY_TYPE.WEIXIN, PAY_TYPE.WEIXIN_NATIVE];

/**
 * Coins a user can spend on a printer (§5 "coins pay when coins > 0", PrinterInfo.coins): the
 * coins inserted at that machine, which belong to whoever is at it, plus the user's own coins.
 * Paying spends the machine's first: a refund goes to the payer's own coins (store user.coins),
 * never back into the machine, where the next person would get it.
 */
export function coinsUsable(user: UserRecord | null, printer: PrinterRecord | undefined): number {
  if (user === null) return 0;
  return (printer?.coins ?? 0) + user.coins;
}

/** What a payment settles with (amounts after the coupon). */
interface Settlement {
  pay_type: number | null;
  cents: number;
  coins: number | null;
  coupon: UserCouponRecord | null;
  coinsPriceAfter: number | null;
}

/** A print order's title in records: "打印：小猫钓鱼". */
function orderTitle(order: PrintOrderRecord): string {
  return order.kind === "recharge" ? "余额充值" : `打印：${order.name}`;
}

/** One ledger line of a settlement (a module function: a closure per payment cost a defineProperty under tsx). */
function book(store: Store, title: string, sn: string, now: number, owner: LedgerOwner, currency: "money" | "coins", type: number, delta: number, balanceAfter?: number, remark?: string): void {
  record(store, { owner, currency, type, title, delta, order_sn: sn, create_time: now, balanceAfter, remark });
}

/**
 * Marks `order` paid and moves the money: the caller's balance or coins out (or in, for a
 * top-up), the shop's income in, the coupon used, the work's sales up, and the print job sent.
 * Everything is checked before; nothing here can refuse.
 */
export function settle(store: Store, order: PrintOrderRecord, s: Settlement, nowMs: number, devices: DevicePort, log: (line: string) => void = () => {}): void {
  const now = unixSeconds(nowMs);
  const user = own(store.users, order.userId);
  const printer = printerOfOrder(store, order);
  const shopId = printer?.shopId ?? null;
  order.status = PRINT_ORDER_STATUS.PAID;
  order.pay_time = now;
  order.pay_type = s.pay_type;
  if (s.pay_type !== PAY_TYPE.COINS) order.money = fromCents(s.cents); // coins orders keep their money price
  order.pay_money = fromCents(s.cents);
  order.coins_money = s.coins;
  if (s.coupon !== null) {
    order.coupon_id = s.coupon.id;
    order.coins_price = s.coinsPriceAfter;
    consumeCoupon(s.coupon, order.order_sn, nowMs);
  }
  forgetUnpaid(store, order);
  const title = orderTitle(order);
  const sn = order.order_sn;
  const wallet: LedgerOwner = { kind: "user", id: order.userId };

  if (order.kind === "recharge" && user !== undefined) {
    order.status = PRINT_ORDER_STATUS.COMPLETED; // a top-up is done once paid: nothing to print
    user.total_money = fromCents(toCents(user.total_money) + s.cents);
    book(store, title, sn, now, wallet, "money", WALLET_TYPE.RECHARGE, s.cents, toCents(user.total_money));
    return;
  }
  if (s.pay_type === PAY_TYPE.BALANCE && s.cents > 0 && user !== undefined) {
    user.total_money = fromCents(toCents(user.total_money) - s.cents);
    book(store, title, sn, now, wallet, "money", WALLET_TYPE.PAY, -s.cents, toCents(user.total_money));
  }
  if (s.pay_type === PAY_TYPE.COINS && s.coins !== null && s.coins > 0) {
    const fromMachine = Math.min(printer?.coins ?? 0, s.coins); // coinsUsable: the machine's first
    const fromWallet = s.coins - fromMachine;
    if (printer !== undefined) printer.coins -= fromMachine;
    if (user !== undefined && fromWallet > 0) {
      user.coins -= fromWallet;
      book(store, title, sn, now, wallet, "coins", WALLET_TYPE.PAY, -fromWallet, user.coins, `设备投币 ${fromMachine}`);
    }
    if (shopId !== null) book(store, title, sn, now, { kind: "shop", id: shopId }, "coins", COIN_TYPE.PRINT, s.coins, undefined, `${printer?.sn ?? ""} 投币 ${fromMachine}，账户金币 ${fromWallet}`);
  }
  if (s.cents > 0 && shopId !== null && order.kind === "print") {
    book(store, title, sn, now, { kind: "shop", id: shopId }, "money", INCOME_TYPE.ORDER, s.cents, undefined, printer?.sn ?? "");
  }
  const goods = order.kind === "print" && order.goodsId !== null ? own(store.goods, order.goodsId) : undefined;
  if (goods !== undefined) goods.sell_count += 1;
  if (devices === noDevices) return; // no printer side attached (a bare mock API): no job to build
  order.job_sent_at = nowMs; // issue 11: the backend now owes the printer this job until it starts (redeliverJobs)
  try {
    devices.sendJob(printJobFor(store, order, nowMs)); // issue 3: a paid order sends its print job
  } catch (err) {
    // The payment stands; the printer side (the sim's MQTT bridge) failing is its own problem.
    log(`[mock-api] print job for ${sn} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function refuse(lang: Language, msg: Bilingual): never {
  throw new ApiError(200, say(lang, msg)); // §5/§8: errorCode 1, shown as a toast
}

export interface PayInput {
  pay_type: number;
  coupon_id?: number | undefined;
}

/**
 * Pays one of the caller's orders (the handler has found it by its owner). Refusals throw
 * before anything is written.
 */
export function payOrder(
  store: Store, user: UserRecord, order: PrintOrderRecord, input: PayInput, nowMs: number,
  devices: DevicePort, lang: Language, random: Random, log?: (line: string) => void,
): PaymentOutput {
  const status = effectiveStatus(order, nowMs);
  if (PAID_STATUSES.includes(status)) refuse(lang, M.orderPaid);
  if (status !== PRINT_ORDER_STATUS.UNPAID) refuse(lang, M.orderClosed);
  const weixin = WEIXIN_TYPES.includes(input.pay_type);
  if (order.kind === "recharge" && !weixin) refuse(lang, M.rechargeWeixinOnly);

  let coupon: UserCouponRecord | null = null;
  if (input.coupon_id !== undefined) {
    const c = usableCoupon(store, user, input.coupon_id, order, nowMs);
    if (!c.ok) refuse(lang, c.msg);
    coupon = c.coupon;
  }
  const due = priceAfterCoupon(order.price, order.coins_price, coupon?.type ?? null);
  const cents = toCents(due.money);
  const printer = printerOfOrder(store, order);

  if (input.pay_type === PAY_TYPE.COINS) {
    // The contract refuses a coupon with coins (§5), so this is the full coins price.
    if (order.coins_price === null) refuse(lang, M.noCoinsPrice);
    if (coinsUsable(user, printer) < order.coins_price) refuse(lang, M.coinsLow);
    closeExpired(store, nowMs);
    dropPrepay(store, order.order_sn);
    settle(store, order, { pay_type: PAY_TYPE.COINS, cents: 0, coins: order.coins_price, coupon: null, coinsPriceAfter: null }, nowMs, devices, log);
    return { is_pay: true, order_sn: order.order_sn };
  }
  // Balance, or anything a coupon makes free (§4: "free coupon: pay with 30"): paid on the spot.
  if (input.pay_type === PAY_TYPE.BALANCE || cents === 0) {
    if (toCents(user.total_money) < cents) refuse(lang, M.balanceLow);
    closeExpired(store, nowMs);
    dropPrepay(store, order.order_sn);
    settle(store, order, { pay_type: input.pay_type, cents, coins: null, coupon, coinsPriceAfter: due.coins }, nowMs, devices, log);
    return { is_pay: true, order_sn: order.order_sn };
  }
  // WeChat (10/60 JSAPI, 61 Native): only where the printer takes it (§5); a top-up has no printer.
  if (order.kind !== "recharge" && printer?.is_open_weixin_pay !== 1) refuse(lang, M.weixinOff);
  closeExpired(store, nowMs);
  const prepay = createPrepay(store, {
    order_sn: order.order_sn, userId: user.id, pay_type: input.pay_type, amount: due.money,
    coupon_id: coupon?.id ?? null, coins_price: due.coins,
  }, nowMs, random);
  return input.pay_type === PAY_TYPE.WEIXIN_NATIVE ? nativePayData(prepay) : jsapiParams(store, prepay, nowMs, random);
}

/**
 * order/cancel (issue 11): closes one of the caller's unpaid orders and withdraws any WeChat
 * payment waiting for it, so a late scan is refused. Paid orders are refused (they are refunded,
 * not cancelled); a closed one (cancelled before, or past its expiry) answers as it is.
 */
export function cancelUnpaid(store: Store, order: PrintOrderRecord, nowMs: number, lang: Language): { order_sn: string; status: typeof PRINT_ORDER_STATUS.CLOSED } {
  const status = effectiveStatus(order, nowMs);
  if (PAID_STATUSES.includes(status)) refuse(lang, M.orderPaidNoCancel);
  if (status === PRINT_ORDER_STATUS.UNPAID) {
    order.status = PRINT_ORDER_STATUS.CLOSED;
    forgetUnpaid(store, order);
    dropPrepay(store, order.order_sn);
  } else if (status !== PRINT_ORDER_STATUS.CLOSED) {
    refuse(lang, M.orderClosed);
  }
  closeExpired(store, nowMs);
  return { order_sn: order.order_sn, status: PRINT_ORDER_STATUS.CLOSED };
}

export type WeixinCompletion =
  | { ok: true; order: PrintOrderRecord; already: boolean }
  | { ok: false; reason: string };

/**
 * WeChat says the customer paid `order_sn` (the stand-in for WeChat's payment notification:
 * `sim pay <order_sn>`, or a scan of the Native QR). Idempotent: a second call pays nothing.
 */
export function completeWeixinPayment(store: Store, orderSn: string, nowMs: number, devices: DevicePort, log?: (line: string) => void): WeixinCompletion {
  const order = findOrderBySn(store, orderSn);
  if (order === undefined) return { ok: false, reason: `no order ${orderSn}` };
  const prepay = own(store.customer.prepays, orderSn);
  if (prepay?.status === "paid") return { ok: true, order, already: true };
  if (prepay === undefined || prepay.status !== "pending") return { ok: false, reason: `order ${orderSn} has no WeChat payment waiting (pay it with pay_type 10, 60 or 61 first)` };
  const status = effectiveStatus(order, nowMs);
  if (status !== PRINT_ORDER_STATUS.UNPAID) {
    return { ok: false, reason: PAID_STATUSES.includes(status) ? `order ${orderSn} is already paid` : `order ${orderSn} is closed (unpaid past its expiry)` };
  }
  const coupon = prepay.coupon_id === null ? undefined : own(store.customer.coupons, prepay.coupon_id);
  if (coupon !== undefined && coupon.use_time !== null) return { ok: false, reason: `coupon ${coupon.id} was used meanwhile` };
  closeExpired(store, nowMs);
  settle(store, order, { pay_type: prepay.pay_type, cents: toCents(prepay.amount), coins: null, coupon: coupon ?? null, coinsPriceAfter: prepay.coins_price }, nowMs, devices, log);
  prepay.status = "paid";
  prepay.paidAt = nowMs;
  return { ok: true, order, already: false };
}
