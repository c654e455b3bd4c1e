/** §4, §5, §9 pay rules, table by table. */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  canPayCoinsAtOnce,
  coinsText,
  couponOptions,
  defaultCoupon,
  defaultMethod,
  gameStatus,
  methodChoiceDisabled,
  payMethods,
  planPayment,
  priceText,
  hasWayToPay,
  type CouponBlock,
  type CouponChoice,
  type GameContext,
  type MethodBlock,
  type PayabilityContext,
  type MethodContext,
  type PayMethod,
} from "../../../../web/src/features/sugar/pay-rules.ts";

const base: MethodContext = { coins: 0, coinsPrice: null, weixinOn: false, inWeChat: false, balance: "0.00" };

describe("payMethods (§5 visibility, order and preselection; why a shown method cannot pay)", () => {
  type Row = [string, Partial<MethodContext>, [PayMethod, boolean, MethodBlock?][], PayMethod | undefined];
  const rows: Row[] = [
    ["nothing available", {}, [], undefined],
    ["coins > 0 covering the coin price", { coins: 5, coinsPrice: 3 }, [["coins", false]], "coins"],
    ["coins > 0 short of the coin price: shown, not payable, says so", { coins: 2, coinsPrice: 3, balance: "10" }, [["coins", true, "coinsLow"], ["balance", false]], "balance"],
    ["coins > 0 but no coin price: says the pattern takes no coins (not 'too few')", { coins: 2, coinsPrice: null }, [["coins", true, "coinsNoPrice"]], "coins"],
    ["coins 0 hide coins", { coins: 0, coinsPrice: 3, balance: 1 }, [["balance", false]], "balance"],
    ["WeChat on, in WeChat: JSAPI", { weixinOn: true, inWeChat: true }, [["weixin", false]], "weixin"],
    ["WeChat on, outside WeChat: the QR", { weixinOn: true, inWeChat: false }, [["weixin-qr", false]], "weixin-qr"],
    ["WeChat off, in WeChat: none", { weixinOn: false, inWeChat: true }, [], undefined],
    ["balance > 0 as a string", { balance: "0.01" }, [["balance", false]], "balance"],
    ["balance 0", { balance: "0.00" }, [], undefined],
    ["balance garbage", { balance: "abc" }, [], undefined],
    ["balance short of what is due: marked before confirm", { balance: "5.00", due: "9.90", weixinOn: true }, [["weixin-qr", false], ["balance", true, "balanceLow"]], "weixin-qr"],
    ["balance covering what is due (after a coupon)", { balance: "5.00", due: "4.95" }, [["balance", false]], "balance"],
    ["all three: coins first", { coins: 9, coinsPrice: 2, weixinOn: true, inWeChat: true, balance: 5 }, [["coins", false], ["weixin", false], ["balance", false]], "coins"],
    ["WeChat before balance", { weixinOn: true, balance: 5 }, [["weixin-qr", false], ["balance", false]], "weixin-qr"],
  ];
  for (const [name, ctx, expected, preselected] of rows) {
    test(name, () => {
      const options = payMethods({ ...base, ...ctx });
      assert.deepEqual(
        options.map((o) => (o.reason === undefined ? [o.method, o.disabled] : [o.method, o.disabled, o.reason])),
        expected,
      );
      assert.equal(defaultMethod(options), preselected);
    });
  }
});

describe("canPayCoinsAtOnce (§4: coins available pay at once)", () => {
  const rows: [number, number | null | undefined, boolean][] = [
    [0, 3, false],
    [3, 3, true],
    [10, 3, true],
    [2, 3, false],
    [5, null, false],
    [5, undefined, false],
  ];
  for (const [coins, price, expected] of rows) test(`${coins} coins for a price of ${price}`, () => assert.equal(canPayCoinsAtOnce(coins, price), expected));
});

const FREE = { id: 11, type: 2 };
const FREE2 = { id: 12, type: 2 };
const HALF = { id: 21, type: 1 };

describe("couponOptions and defaultCoupon (§5 'coins > 0' read as: the coins can pay THIS order)", () => {
  type Opt = [boolean, number | undefined, CouponBlock?];
  const rows: [string, { id: number; type: number }[], number, number | null, Record<CouponChoice, Opt>, CouponChoice][] = [
    ["none held", [], 0, 3, { none: [false, undefined], discount: [true, undefined, "noCoupon"], free: [true, undefined, "noCoupon"] }, "none"],
    ["both held, no coins: free preselected", [HALF, FREE], 0, 3, { none: [false, undefined], discount: [false, 21], free: [false, 11] }, "free"],
    ["both held, coins that pay this order: both disabled, say why, nothing preselected", [HALF, FREE], 3, 3, { none: [false, undefined], discount: [true, 21, "coinsPay"], free: [true, 11, "coinsPay"] }, "none"],
    // Customer 13800000001 of issue 11: 3 coins, a pattern with no coin price: the coins pay nothing.
    ["both held, 3 coins, pattern without a coin price: coupons usable, free preselected", [HALF, FREE], 3, null, { none: [false, undefined], discount: [false, 21], free: [false, 11] }, "free"],
    ["both held, 3 coins short of a 5-coin price: coupons usable", [HALF, FREE], 3, 5, { none: [false, undefined], discount: [false, 21], free: [false, 11] }, "free"],
    ["discount only", [HALF], 0, 3, { none: [false, undefined], discount: [false, 21], free: [true, undefined, "noCoupon"] }, "none"],
    ["free only: the first free one pays", [FREE, FREE2], 0, 3, { none: [false, undefined], discount: [true, undefined, "noCoupon"], free: [false, 11] }, "free"],
  ];
  for (const [name, coupons, coins, coinsPrice, expected, preselected] of rows) {
    test(name, () => {
      const got = Object.fromEntries(
        couponOptions(coupons, coins, coinsPrice).map((o) => [o.choice, o.reason === undefined ? [o.disabled, o.couponId] : [o.disabled, o.couponId, o.reason]]),
      );
      assert.deepEqual(got, expected);
      assert.equal(defaultCoupon(coupons, coins, coinsPrice), preselected);
    });
  }
  test("a free coupon disables the method choice; the others do not", () => {
    assert.equal(methodChoiceDisabled("free"), true);
    assert.equal(methodChoiceDisabled("discount"), false);
    assert.equal(methodChoiceDisabled("none"), false);
  });
});

describe("prices (§5: free 0.00, discount half to 2 decimals, coins half rounded up)", () => {
  const money: [number | string, CouponChoice, string][] = [
    ["9.90", "none", "9.90"],
    ["9.90", "discount", "4.95"],
    ["9.90", "free", "0.00"],
    ["0.15", "discount", "0.08"],
    ["5", "discount", "2.50"],
    [12, "none", "12.00"],
    ["8.88", "free", "0.00"],
  ];
  for (const [price, coupon, expected] of money) test(`${price} with ${coupon} → ${expected}`, () => assert.equal(priceText(price, coupon), expected));
  const coins: [number, CouponChoice, number][] = [
    [3, "none", 3],
    [3, "discount", 2],
    [4, "discount", 2],
    [5, "discount", 3],
    [5, "free", 0],
  ];
  for (const [n, coupon, expected] of coins) test(`${n} coins with ${coupon} → ${expected}`, () => assert.equal(coinsText(n, coupon), expected));
});

describe("planPayment (§4)", () => {
  const rows: [PayMethod, CouponChoice, number | undefined, ReturnType<typeof planPayment>][] = [
    ["weixin-qr", "free", 11, { kind: "direct", payType: 30, couponId: 11 }],
    ["weixin", "free", 11, { kind: "direct", payType: 30, couponId: 11 }],
    ["balance", "discount", 21, { kind: "direct", payType: 30, couponId: 21 }],
    ["balance", "none", undefined, { kind: "direct", payType: 30, couponId: undefined }],
    ["coins", "none", undefined, { kind: "direct", payType: 70, couponId: undefined }],
    ["coins", "discount", 21, { kind: "direct", payType: 70, couponId: undefined }],
    ["weixin", "discount", 21, { kind: "jsapi", payType: 60, couponId: 21 }],
    ["weixin", "none", 21, { kind: "jsapi", payType: 60, couponId: undefined }],
    ["weixin-qr", "discount", 21, { kind: "qr", payType: 61, couponId: 21 }],
    ["weixin-qr", "none", undefined, { kind: "qr", payType: 61, couponId: undefined }],
  ];
  for (const [method, coupon, id, expected] of rows) test(`${method} + ${coupon}`, () => assert.deepEqual(planPayment(method, coupon, id), expected));
});

describe("gameStatus (§4)", () => {
  const g: GameContext = { couponOrCoins: false, isOpenGame: false, isSecondHalf: false, amount: "9.90", isManager: false, levelType: 0 };
  const rows: [string, Partial<GameContext>, 0 | 1 | 2][] = [
    ["default", {}, 0],
    ["coupon or coins always 0", { couponOrCoins: true, isOpenGame: true, isSecondHalf: true, levelType: 3 }, 0],
    ["game open, amount above 0.1, customer", { isOpenGame: true }, 1],
    ["game open, amount exactly 0.1", { isOpenGame: true, amount: "0.10" }, 0],
    ["game open, amount 0.11", { isOpenGame: true, amount: 0.11 }, 1],
    ["game open, manager paying", { isOpenGame: true, isManager: true }, 0],
    ["game open, manager who is an admin", { isOpenGame: true, isManager: true, levelType: 7 }, 1],
    ["game open, admin paying a tiny amount", { isOpenGame: true, amount: "0.01", levelType: 1 }, 1],
    ["game open, admin level 3", { isOpenGame: true, amount: 0, levelType: 3 }, 1],
    ["second half only", { isSecondHalf: true }, 2],
    ["game open and second half: the game wins", { isOpenGame: true, isSecondHalf: true }, 1],
    ["game open but not for this payer, second half open", { isOpenGame: true, isSecondHalf: true, isManager: true }, 2],
    ["game closed, admin", { levelType: 3 }, 0],
    ["unknown level", { isOpenGame: true, amount: 0, levelType: undefined }, 0],
  ];
  for (const [name, ctx, expected] of rows) test(name, () => assert.equal(gameStatus({ ...g, ...ctx }), expected));
});

describe("hasWayToPay (issue 11: decided before the order is made)", () => {
  const none: PayabilityContext = { coins: 0, coinsPrice: null, weixinOn: false, inWeChat: true, balance: "0.00", price: "9.90", coupons: [] };
  const rows: [string, Partial<PayabilityContext>, boolean][] = [
    ["a new user at a printer without WeChat pay: no way", {}, false],
    ["coins that cover the coin price", { coins: 3, coinsPrice: 3 }, true],
    ["coins short of the coin price: no way", { coins: 2, coinsPrice: 3 }, false],
    ["coins but no coin price: no way", { coins: 5 }, false],
    ["WeChat pay on the printer", { weixinOn: true }, true],
    ["a balance that covers the price", { balance: "9.90" }, true],
    ["a balance short of the price: no way", { balance: "9.89" }, false],
    ["a free coupon", { coupons: [FREE] }, true],
    ["a half-price coupon the balance covers", { coupons: [HALF], balance: "4.95" }, true],
    ["a half-price coupon without balance: no way", { coupons: [HALF] }, false],
    ["coupons unknown (the list failed): not blocked here", { coupons: undefined }, true],
  ];
  for (const [name, ctx, expected] of rows) test(name, () => assert.equal(hasWayToPay({ ...none, ...ctx }), expected));
});
