/**
 * The pure rules of paying for a print (§4, §5, §9): which methods and coupon options show,
 * what is preselected, what the sheet shows as the price, which pay_type a choice pays with,
 * and the waiting page's game_status. No React, no network: table-tested in
 * test/web/features/sugar/pay-rules.test.ts.
 */
import { ADMIN_LEVEL_TYPES, COUPON_TYPE, GAME_AMOUNT_THRESHOLD, PAY_TYPE } from "../../../contract/constants.ts";
import { formatMoney, halfCoins, halfPrice } from "../../lib/format.ts";

/**
 * "weixin" is JSAPI (pay type 60) inside WeChat (§5). Outside WeChat the same printer flag offers
 * "weixin-qr", WeChat Native (61): the scan-to-pay sheet of §2, scanned with WeChat on a phone.
 */
export type PayMethod = "coins" | "weixin" | "weixin-qr" | "balance";
export type CouponChoice = "none" | "discount" | "free";

export interface MethodContext {
  /** §3 printer coins usable by the caller. */
  coins: number;
  /** The order's coin price (order/make coins_money); null when it cannot be paid in coins. */
  coinsPrice: number | null | undefined;
  /** §3 is_open_weixin_pay === 1. */
  weixinOn: boolean;
  inWeChat: boolean;
  /** §3 user total_money. */
  balance: number | string | null | undefined;
  /** What the order costs after the chosen coupon (priceText's figure); balance below it cannot pay. */
  due?: number | string | null | undefined;
}

/** Why a shown method cannot pay this order: said in one short line beside it (issue 11). */
export type MethodBlock = "coinsNoPrice" | "coinsLow" | "balanceLow";

export interface MethodOption {
  method: PayMethod;
  /** Visible but not payable; `reason` says why. */
  disabled: boolean;
  reason?: MethodBlock;
}

function toNumber(v: number | string | null | undefined): number {
  const n = typeof v === "string" ? Number(v) : (v ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * "The coins that can pay this order" (issue 11's reading of §5 "coins > 0"): the caller's coins
 * on this machine against the order's coin price. A pattern with no coin price, or more coins
 * needed than there are, leaves the coins unable to pay, so they must not lock the coupons.
 * §4: coins that can pay, pay at once.
 */
export function canPayCoinsAtOnce(coins: number, coinsPrice: number | null | undefined): boolean {
  return coinsPrice !== null && coinsPrice !== undefined && coins > 0 && coins >= coinsPrice;
}

/** §5 visibility, in the order the sheet lists them (first visible and payable is preselected). */
export function payMethods(ctx: MethodContext): MethodOption[] {
  const out: MethodOption[] = [];
  // §5: coins show when coins > 0; the server refuses fewer coins than the price, so say so up front.
  if (ctx.coins > 0) {
    if (ctx.coinsPrice === null || ctx.coinsPrice === undefined) out.push({ method: "coins", disabled: true, reason: "coinsNoPrice" });
    else if (ctx.coins < ctx.coinsPrice) out.push({ method: "coins", disabled: true, reason: "coinsLow" });
    else out.push({ method: "coins", disabled: false });
  }
  // §5: WeChat when the printer enables it and in WeChat's browser; elsewhere its QR (61).
  if (ctx.weixinOn) out.push({ method: ctx.inWeChat ? "weixin" : "weixin-qr", disabled: false });
  const balance = toNumber(ctx.balance);
  // §5: balance shows when > 0; short of what is due it is marked before confirm, not refused after.
  if (balance > 0) {
    const short = ctx.due !== undefined && ctx.due !== null && balance < toNumber(ctx.due);
    out.push(short ? { method: "balance", disabled: true, reason: "balanceLow" } : { method: "balance", disabled: false });
  }
  return out;
}

/** §5: the first visible method is preselected (the first payable one, when some cannot pay). */
export function defaultMethod(options: readonly MethodOption[]): PayMethod | undefined {
  return (options.find((o) => !o.disabled) ?? options[0])?.method;
}

export interface CouponLike {
  id: number;
  type: number;
}

/** Why a coupon option cannot be picked: none of its type held, or the coins pay this order. */
export type CouponBlock = "noCoupon" | "coinsPay";

export interface CouponOption {
  choice: CouponChoice;
  disabled: boolean;
  reason?: CouponBlock;
  /** The coupon a choice pays with: the first of its type (the list comes soonest to expire first). */
  couponId: number | undefined;
}

/**
 * §5: an option is disabled when there is no coupon of its type or "when coins > 0", read as the
 * coins that can pay this order (canPayCoinsAtOnce): coins a pattern cannot be paid with lock nothing.
 */
export function couponOptions(coupons: readonly CouponLike[], coins: number, coinsPrice: number | null | undefined): CouponOption[] {
  const coinsPay = canPayCoinsAtOnce(coins, coinsPrice);
  const option = (choice: "discount" | "free", type: number): CouponOption => {
    const couponId = coupons.find((c) => c.type === type)?.id;
    if (couponId === undefined) return { choice, disabled: true, reason: "noCoupon", couponId };
    if (coinsPay) return { choice, disabled: true, reason: "coinsPay", couponId };
    return { choice, disabled: false, couponId };
  };
  return [{ choice: "none", disabled: false, couponId: undefined }, option("discount", COUPON_TYPE.DISCOUNT), option("free", COUPON_TYPE.FREE)];
}

/** §5: the free coupon is preselected when one is available and the coins cannot pay this order. */
export function defaultCoupon(coupons: readonly CouponLike[], coins: number, coinsPrice: number | null | undefined): CouponChoice {
  return !canPayCoinsAtOnce(coins, coinsPrice) && coupons.some((c) => c.type === COUPON_TYPE.FREE) ? "free" : "none";
}

/** What the order costs with a coupon, as a number (the figure priceText shows). */
export function dueWith(price: number | string | null | undefined, coupon: CouponChoice): number {
  return toNumber(priceText(price, coupon));
}

export interface PayabilityContext extends Omit<MethodContext, "due"> {
  /** The pattern's price (order/make charges it). */
  price: number | string | null | undefined;
  /** The caller's usable coupons on this printer; undefined when they could not be read. */
  coupons: readonly CouponLike[] | undefined;
}

/**
 * Issue 11 item 5: whether an order could be paid at all, decided BEFORE it is created: coins that
 * cover it, WeChat, a balance that covers it, a free coupon, or a half-price one the balance covers.
 * Unknown coupons count as a way (the sheet will say), so a failed read never blocks an order.
 */
export function hasWayToPay(ctx: PayabilityContext): boolean {
  if (canPayCoinsAtOnce(ctx.coins, ctx.coinsPrice) || ctx.weixinOn) return true;
  const balance = toNumber(ctx.balance);
  if (balance > 0 && balance >= toNumber(ctx.price)) return true;
  if (ctx.coupons === undefined) return true;
  if (ctx.coupons.some((c) => c.type === COUPON_TYPE.FREE)) return true;
  return ctx.coupons.some((c) => c.type === COUPON_TYPE.DISCOUNT) && balance > 0 && balance >= dueWith(ctx.price, "discount");
}

/** §5: a free coupon disables the method choice (it pays with 30 whatever the method). */
export function methodChoiceDisabled(coupon: CouponChoice): boolean {
  return coupon === "free";
}

/** §5 price shown: free 0.00, discount half to 2 decimals, else the price. */
export function priceText(price: number | string | null | undefined, coupon: CouponChoice): string {
  if (coupon === "free") return formatMoney(0);
  if (coupon === "discount") return halfPrice(price);
  return formatMoney(price);
}

/** §5 coin price shown: free 0, discount half rounded up, else the coin price. */
export function coinsText(coinsPrice: number, coupon: CouponChoice): number {
  if (coupon === "free") return 0;
  if (coupon === "discount") return halfCoins(coinsPrice);
  return coinsPrice;
}

export type PaymentPlan =
  /** order/payment, then replace-navigate to the waiting page (§4: 30 and 70). */
  | { kind: "direct"; payType: typeof PAY_TYPE.BALANCE | typeof PAY_TYPE.COINS; couponId: number | undefined }
  /** WeChat JSAPI through the payment helper (§4: 10 or 60). */
  | { kind: "jsapi"; payType: typeof PAY_TYPE.WEIXIN; couponId: number | undefined }
  /** The scan-to-pay sheet (§9: 61). */
  | { kind: "qr"; payType: typeof PAY_TYPE.WEIXIN_NATIVE; couponId: number | undefined };

/**
 * §4: a free coupon, or a discount coupon with balance, pays with 30 and the coupon; 30 and 70
 * pay directly; WeChat goes through its helper. Coins never take a coupon (§5). 20 does nothing:
 * no choice maps to it.
 */
export function planPayment(method: PayMethod, coupon: CouponChoice, couponId: number | undefined): PaymentPlan {
  const withCoupon = coupon === "none" ? undefined : couponId;
  if (coupon === "free") return { kind: "direct", payType: PAY_TYPE.BALANCE, couponId: withCoupon };
  switch (method) {
    case "coins":
      return { kind: "direct", payType: PAY_TYPE.COINS, couponId: undefined };
    case "balance":
      return { kind: "direct", payType: PAY_TYPE.BALANCE, couponId: withCoupon };
    case "weixin":
      return { kind: "jsapi", payType: PAY_TYPE.WEIXIN, couponId: withCoupon };
    case "weixin-qr":
      return { kind: "qr", payType: PAY_TYPE.WEIXIN_NATIVE, couponId: withCoupon };
  }
}

export interface GameContext {
  /** Paid with a coupon or with coins. */
  couponOrCoins: boolean;
  isOpenGame: boolean;
  isSecondHalf: boolean;
  /** The amount paid. */
  amount: number | string | null | undefined;
  /** §3 is_manage: the caller manages this printer. */
  isManager: boolean;
  levelType: number | undefined;
}

/**
 * §4 game_status: 0 by default or with a coupon or coins; 1 when the game is open and (the
 * amount is above 0.1 and the payer is no manager, or the payer is an admin); 2 when the second
 * half is open and neither of the others applies.
 */
export function gameStatus(ctx: GameContext): 0 | 1 | 2 {
  if (ctx.couponOrCoins) return 0;
  const admin = ctx.levelType !== undefined && ADMIN_LEVEL_TYPES.includes(ctx.levelType);
  // §9: game threshold 0.1.
  if (ctx.isOpenGame && ((toNumber(ctx.amount) > GAME_AMOUNT_THRESHOLD && !ctx.isManager) || admin)) return 1;
  if (ctx.isSecondHalf) return 2;
  return 0;
}
