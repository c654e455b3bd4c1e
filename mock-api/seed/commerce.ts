/**
 * The seeded commerce world: coupons of both types in every state (commerce-coupons.ts), print
 * orders in every status with refunds (commerce-orders.ts), and the ledger behind balances: each
 * user's wallet ends at the balance and coins SEED_USERS gives them, reached through top-ups,
 * payments and refunds written in time order (runs after seedWorld's printers and goods).
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/order.ts";
import { record, WALLET_TYPE } from "../commerce/ledger.ts";
import { insertOrder, newOrderSn } from "../commerce/orders.ts";
import { settle } from "../commerce/payments.ts";
import { DEFAULT_SETTINGS, noDevices } from "../devices.ts";
import { fromCents, toCents } from "../money.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { seedCoupons } from "./commerce-coupons.ts";
import { orderEvents, planOrders, type PricedPlan, type SeedEvent } from "./commerce-orders.ts";
import type { Random } from "./random.ts";
import { DAY_S, type SeedNow } from "./world-ids.ts";

export { SEED_CLAIM_CODES, SEED_OFFERS, SEED_PARTNERS } from "./commerce-coupons.ts";

const DAY_MS = DAY_S * 1000;

/** Top-ups that bring a wallet from 0 to `cents` before its first payment: whole hundreds, then the rest. */
function topUps(cents: number): number[] {
  if (cents <= 0) return [];
  const hundreds = Math.floor(cents / 10_000) * 10_000;
  return [hundreds, cents - hundreds].filter((c) => c > 0);
}

function rechargeEvent(store: Store, random: Random, user: UserRecord, cents: number, at: number): SeedEvent {
  return {
    at,
    run: () => {
      const money = fromCents(cents);
      const order = insertOrder(store, {
        order_sn: newOrderSn(store, at, () => random.int(0, 999_999)), kind: "recharge", userId: user.id, sn: "",
        print_type: "sugar", goodsId: null, goods_type_id: null, name: "余额充值", image_url: "", price: money, money,
        coins_price: null, pay_money: null, coins_money: null, pay_type: null, coupon_id: null,
        status: PRINT_ORDER_STATUS.UNPAID, refund_status: 0, refundId: null, create_time: Math.floor(at / 1000),
        pay_time: null, expiresAt: at + DEFAULT_SETTINGS.orderExpiryMs,
      });
      settle(store, order, { pay_type: PAY_TYPE.WEIXIN, cents, coins: null, coupon: null, coinsPriceAfter: null }, at + 45_000, noDevices);
    },
  };
}

/** Coins the platform granted (the seeded users' coins come from here). */
function grantCoinsEvent(store: Store, user: UserRecord, coins: number, at: number): SeedEvent {
  return {
    at,
    run: () => {
      user.coins += coins;
      record(store, { owner: { kind: "user", id: user.id }, currency: "coins", type: WALLET_TYPE.GRANT, title: "新用户赠送金币", delta: coins, balanceAfter: user.coins, order_sn: null, remark: "平台活动赠送", create_time: Math.floor(at / 1000) });
    },
  };
}

/** Balance paid out and refunded back per user, from the plans. */
function flows(plans: readonly PricedPlan[], now: SeedNow): Map<number, { out: number; back: number; first: number }> {
  const m = new Map<number, { out: number; back: number; first: number }>();
  for (const p of plans) {
    const f = m.get(p.user) ?? { out: 0, back: 0, first: now.ms };
    if (p.pay === PAY_TYPE.BALANCE) f.out += p.cents;
    if (p.refund?.status === REFUND_STATUS.REFUNDED) f.back += p.cents; // refunds come back as balance
    f.first = Math.min(f.first, now.ms - p.age);
    m.set(p.user, f);
  }
  return m;
}

export function seedCommerce(store: Store, random: Random, now: SeedNow): void {
  if (Object.keys(store.printers).length === 0) return; // no world to trade in (a bare store)
  const coupons = seedCoupons(store, random, now);
  const plans = planOrders(store, random, coupons);
  const perUser = flows(plans, now);
  const events: SeedEvent[] = [];
  const finals = new Map<number, { money: number; coins: number }>();
  for (const user of Object.values(store.users)) {
    const f = perUser.get(user.id) ?? { out: 0, back: 0, first: now.ms - 60 * DAY_MS };
    const final = { money: toCents(user.total_money), coins: user.coins };
    finals.set(user.id, final);
    // Start from nothing; the events below bring each wallet to its seeded balance.
    user.total_money = "0.00";
    user.coins = 0;
    const start = f.first - 3 * DAY_MS;
    if (final.coins > 0) events.push(grantCoinsEvent(store, user, final.coins, start));
    topUps(final.money + f.out - f.back).forEach((cents, i) => events.push(rechargeEvent(store, random, user, cents, start + (i + 1) * DAY_MS)));
  }
  for (const plan of plans) events.push(...orderEvents(store, random, plan, coupons, now));
  events.sort((a, b) => a.at - b.at); // stable: same-moment events keep their order
  for (const e of events) e.run();
  for (const user of Object.values(store.users)) {
    const final = finals.get(user.id);
    if (final !== undefined && (toCents(user.total_money) !== final.money || user.coins !== final.coins)) {
      throw new Error(`seedCommerce: user ${user.id} ends at ${user.total_money}/${user.coins} coins, not ${fromCents(final.money)}/${final.coins}`);
    }
  }
}
