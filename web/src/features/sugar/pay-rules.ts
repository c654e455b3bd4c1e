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
}

export interface MethodOption {
  method: PayMethod;
  /** Visible but not payable: coins fewer than the coin price (or no coin price). */
  disabled: boolean;
}

function toNumber(v: number | string | null | undefined): number {
  const n = typeof v === "string" ? Number(v) : (v ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** §4: coins pay at once when they cover the order's coin price. */
export function canPayCoinsAtOnce(coins: number, coinsPrice: number | null | undefined): boolean {
  return coinsPrice !== null && coinsPrice !== undefined && coins > 0 && coins >= coinsPrice;
}

/** §5 visibility, in the order the sheet lists them (first visible and payable is preselected). */
export function payMethods(ctx: MethodContext): MethodOption[] {
  const out: MethodOption[] = [];
  // §5: coins pay when coins > 0; the server refuses fewer coins than the price, so say so up front.
  if (ctx.coins > 0) out.push({ method: "coins", disabled: !canPayCoinsAtOnce(ctx.coins, ctx.coinsPrice) });
  // §5: WeChat when the printer enables it and in WeChat's browser; elsewhere its QR (61).
  if (ctx.weixinOn) out.push({ method: ctx.inWeChat ? "weixin" : "weixin-qr", disabled: false });
  if (toNumber(ctx.balance) > 0) out.push({ method: "balance", disabled: false }); // §5: balance > 0
  return out;
}

/** §5: the first visible method is preselected (the first payable one, when coins fall short). */
export function defaultMethod(options: readonly MethodOption[]): PayMethod | undefined {
  return (options.find((o) => !o.disabled) ?? options[0])?.method;
}

export interface CouponLike {
  id: number;
  type: number;
}

export interface CouponOption {
  choice: CouponChoice;
  disabled: boolean;
  /** The coupon a choice pays with: the first of its type (the list comes soonest to expire first). */
  couponId: number | undefined;
}

/** §5: an option is disabled when there is no coupon of its type or when coins > 0. */
export function couponOptions(coupons: readonly CouponLike[], coins: number): CouponOption[] {
  const first = (type: number) => coupons.find((c) => c.type === type)?.id;
  const discount = first(COUPON_TYPE.DISCOUNT);
  const free = first(COUPON_TYPE.FREE);
  return [
    { choice: "none", disabled: false, couponId: undefined },
    { choice: "discount", disabled: discount === undefined || coins > 0, couponId: discount },
    { choice: "free", disabled: free === undefined || coins > 0, couponId: free },
  ];
}

/** §5: the free coupon is preselected when one is available and coins are 0. */
export function defaultCoupon(coupons: readonly CouponLike[], coins: number): CouponChoice {
  return coins === 0 && coupons.some((c) => c.type === COUPON_TYPE.FREE) ? "free" : "none";
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
