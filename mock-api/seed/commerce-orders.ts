/**
 * Seeded print orders in every status (PRINT_ORDER_STATUS) for customers 1 and 2 across
 * SIM-0001…0004, refunds in every state, and a lived-in history for the shops (other users,
 * the HK printer, the manager's test prints). Orders are planned first (work, price, coupon), so
 * the opening top-ups can be sized to end each user at their SEED_USERS balance; then every
 * event runs in time order through the same code the handlers use (settle, applyRefund,
 * payBackRefund), so the ledger is what real traffic would have written.
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/order.ts";
import { priceAfterCoupon } from "../commerce/coupons.ts";
import { insertOrder, newOrderSn, orderable, printerOfHead } from "../commerce/orders.ts";
import { settle } from "../commerce/payments.ts";
import { applyRefund, payBackRefund } from "../commerce/refunds.ts";
import { DEFAULT_SETTINGS, noDevices } from "../devices.ts";
import { dayStartOf } from "../finance/scope.ts";
import { toCents } from "../money.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, PrintOrderRecord, Store } from "../store/types.ts";
import type { GrantedCoupons } from "./commerce-coupons.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { WORLD, type SeedNow } from "./world-ids.ts";

const S = PRINT_ORDER_STATUS;
const R = REFUND_STATUS;
const P = PAY_TYPE;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const U1 = SEED_USERS.customer.id;
const U2 = SEED_USERS.privileged.id;

export interface OrderPlan {
  user: number;
  /** The head's serial (an egg printer's for print_type "egg"). */
  sn: string;
  egg?: boolean;
  /** ms before the seed's now the order was made. */
  age: number;
  status: number;
  pay?: number;
  /** The offer id of the user's coupon it is paid with. */
  coupon?: number;
  refund?: { status: number; reason: string; remark?: string };
  kind?: "print" | "moni";
}

/** The orders that must exist: every status for customers 1 and 2, refunds in every state. */
const FIXED: readonly OrderPlan[] = [
  { user: U1, sn: "SIM-0001", age: 4 * MIN, status: S.UNPAID },
  { user: U1, sn: "SIM-0002", age: 3 * DAY, status: S.CLOSED },
  { user: U1, sn: "SIM-0004", age: 20 * DAY, status: S.CLOSED },
  { user: U1, sn: "SIM-0003", age: 3 * MIN, status: S.PAID, pay: P.WEIXIN },
  { user: U1, sn: "SIM-0001", age: 6 * MIN, status: S.PRINTING, pay: P.BALANCE },
  { user: U1, sn: "SIM-0004", age: 2 * DAY, status: S.PRINT_FAILED, pay: P.COINS },
  { user: U1, sn: "SIM-0003", age: DAY + 3 * HOUR, status: S.PRINT_FAILED, pay: P.WEIXIN_NATIVE, refund: { status: R.APPLYING, reason: "糖画打印到一半断了，没有完成" } },
  { user: U1, sn: "SIM-0001", age: 5 * DAY, status: S.COMPLETED, pay: P.BALANCE, refund: { status: R.APPROVED, reason: "打印出来的图案和预览不一致" } },
  { user: U1, sn: "SIM-0003", age: 30 * DAY, status: S.COMPLETED, pay: P.WEIXIN, refund: { status: R.REJECTED, reason: "不想要了", remark: "糖画已完整打印并取走，不符合退款条件" } },
  { user: U1, sn: "SIM-0002", age: 35 * DAY, status: S.REFUNDED, pay: P.BALANCE, refund: { status: R.REFUNDED, reason: "机器提示缺料，没有出糖画" } },
  { user: U1, sn: WORLD.egg.eggSn, egg: true, age: 8 * DAY, status: S.COMPLETED, pay: P.WEIXIN },
  { user: U1, sn: "SIM-0002", age: 12 * DAY, status: S.COMPLETED, pay: P.BALANCE, coupon: 11 },
  { user: U1, sn: "SIM-0001", age: 18 * DAY, status: S.COMPLETED, pay: P.WEIXIN, coupon: 5 },
  { user: U1, sn: "SIM-0001", age: 25 * DAY, status: S.COMPLETED, pay: P.COINS },
  { user: U2, sn: "SIM-0003", age: 8 * MIN, status: S.UNPAID },
  { user: U2, sn: "SIM-0001", age: 10 * DAY, status: S.CLOSED },
  { user: U2, sn: "SIM-0001", age: 2 * MIN, status: S.PAID, pay: P.WEIXIN_NATIVE },
  { user: U2, sn: "SIM-0004", age: 5 * MIN, status: S.PRINTING, pay: P.WEIXIN },
  { user: U2, sn: "SIM-0002", age: 4 * DAY, status: S.PRINT_FAILED, pay: P.BALANCE, refund: { status: R.APPROVED, reason: "温度异常，糖画没成形" } },
  { user: U2, sn: "SIM-0003", age: 2 * DAY, status: S.COMPLETED, pay: P.BALANCE, refund: { status: R.APPLYING, reason: "颜色太淡了，和展示的不一样" } },
  { user: U2, sn: "SIM-0004", age: 9 * DAY, status: S.COMPLETED, pay: P.WEIXIN, refund: { status: R.REJECTED, reason: "孩子不喜欢", remark: "非质量问题，暂不支持退款" } },
  { user: U2, sn: "SIM-0001", age: 20 * DAY, status: S.REFUNDED, pay: P.BALANCE, refund: { status: R.REFUNDED, reason: "付款后机器离线，没有打印" } },
  { user: U2, sn: "SIM-0001", age: 15 * DAY, status: S.COMPLETED, pay: P.BALANCE, coupon: 2 },
  // The printer manager's test prints (moni-make) on the printer they manage.
  ...[3, 17, 41].map((days): OrderPlan => ({ user: SEED_USERS.printerManager.id, sn: "SIM-0001", age: days * DAY, status: S.COMPLETED, kind: "moni" })),
];

/** Random completed history: [user, how many, printers]. */
const HISTORY: readonly [number, number, readonly string[]][] = [
  [U1, 12, ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]],
  [U2, 6, ["SIM-0001", "SIM-0002", "SIM-0003", "SIM-0004"]],
  [SEED_USERS.admin.id, 5, ["SIM-0001", "SIM-0003"]],
  [SEED_USERS.wechatOnly.id, 6, ["SIM-0001", "SIM-0002", "SIM-0004", WORLD.foreignSn]],
  [WORLD.sweetOwner.id, 4, [WORLD.foreignSn]],
];

function historyPlans(store: Store, random: Random): OrderPlan[] {
  const plans: OrderPlan[] = [];
  for (const [user, count, sns] of HISTORY) {
    for (let i = 0; i < count; i++) {
      const sn = sns[random.int(0, sns.length - 1)] as string;
      const weixin = own(store.printers, sn)?.is_open_weixin_pay === 1;
      const pays = weixin ? [P.WEIXIN, P.WEIXIN, P.WEIXIN_NATIVE, P.BALANCE, P.COINS, P.WEIXIN_JSAPI] : [P.BALANCE, P.COINS];
      plans.push({ user, sn, age: random.int(36, 88) * DAY + random.int(0, 12 * 60) * MIN, status: S.COMPLETED, pay: pays[random.int(0, pays.length - 1)] as number });
    }
  }
  return plans;
}

/** A plan with its work and what it costs, decided before anything runs. */
export interface PricedPlan extends OrderPlan {
  goods: GoodsRecord;
  /** What the order is paid (cents; 0 with coins) and how it is paid. */
  cents: number;
}

function pickGoods(store: Store, random: Random, plan: OrderPlan, maxCents = Number.POSITIVE_INFINITY): GoodsRecord | undefined {
  const printer = printerOfHead(store, plan.sn, plan.egg === true ? "egg" : "sugar");
  const user = own(store.users, plan.user);
  if (printer === undefined || user === undefined) return undefined;
  const fits = Object.values(store.goods).filter((g) =>
    orderable(store, g, printer, user) && toCents(g.price) > 0 && toCents(g.price) <= maxCents && (plan.pay !== P.COINS || g.coins_price !== null));
  return fits[random.int(0, fits.length - 1)];
}

function price(store: Store, random: Random, p0: OrderPlan, coupons: GrantedCoupons, maxCents?: number): PricedPlan {
  let p = p0;
  let goods = pickGoods(store, random, p, maxCents);
  // No work with a coins price here: the customer paid from the balance instead.
  if (goods === undefined && p.pay === P.COINS) {
    p = { ...p, pay: P.BALANCE };
    goods = pickGoods(store, random, p, maxCents);
  }
  if (goods === undefined) throw new Error(`seedCommerce: nothing orderable on ${p.sn} for user ${p.user}`);
  const coupon = p.coupon === undefined ? undefined : coupons.get(`${p.user}:${p.coupon}`);
  if (p.coupon !== undefined && coupon === undefined) throw new Error(`seedCommerce: user ${p.user} holds no coupon of offer ${p.coupon}`);
  const paid = p.pay !== undefined && p.kind !== "moni" && p.status !== S.UNPAID && p.status !== S.CLOSED;
  const cents = paid && p.pay !== P.COINS ? toCents(priceAfterCoupon(goods.price, goods.coins_price, coupon?.type ?? null).money) : 0;
  return { ...p, goods, cents };
}

/**
 * Works and prices for every plan. A refunded order's money comes back as balance (refunds.ts),
 * and the opening top-up is sized to end at the seeded balance, so until that refund arrives the
 * wallet is short by its amount: the refunded work is picked no dearer than the seeded balance
 * plus what the user pays from the balance after the refund, so the balance never dips below 0.
 */
export function planOrders(store: Store, random: Random, coupons: GrantedCoupons): PricedPlan[] {
  const all = [...FIXED, ...historyPlans(store, random)];
  const refunded = (p: OrderPlan) => p.refund?.status === R.REFUNDED;
  const out = all.filter((p) => !refunded(p)).map((p) => price(store, random, p, coupons));
  for (const p of all.filter(refunded)) {
    const later = out.filter((q) => q.user === p.user && q.pay === P.BALANCE && q.age < p.age - 2 * DAY);
    const bound = toCents(own(store.users, p.user)?.total_money ?? "0") + later.reduce((n, q) => n + q.cents, 0);
    out.push(price(store, random, p, coupons, bound));
  }
  return out;
}

/** A seeded moment and what happens at it; run in time order. */
export interface SeedEvent {
  at: number;
  run: () => void;
}

/** The events of one planned order: made, paid, its print outcome, its refund. */
export function orderEvents(store: Store, random: Random, plan: PricedPlan, coupons: GrantedCoupons, now: SeedNow): SeedEvent[] {
  // The minutes-old orders are the shops' "today" (issue 14): made today whatever the hour, so
  // just after midnight (China time, the dashboard's day) their ages shrink to fit the day so far.
  const sinceDayStart = now.ms - dayStartOf(now.s) * 1000;
  const age = plan.age < HOUR ? Math.min(plan.age, sinceDayStart / 2) : plan.age;
  // Older orders get a spread of minutes too, so their order numbers do not all end in 100000.
  const made = now.ms - age - (plan.age >= DAY ? random.int(0, 6 * 60) * MIN : 0);
  const paidAt = Math.max(made, Math.min(made + random.int(20, 90) * 1000, now.ms - 1000)); // never after now
  const events: SeedEvent[] = [];
  let order: PrintOrderRecord | undefined;
  const g = plan.goods;
  events.push({
    at: made,
    run: () => {
      order = insertOrder(store, {
        order_sn: newOrderSn(store, made, () => random.int(0, 999_999)), kind: plan.kind ?? "print", userId: plan.user,
        sn: plan.sn, print_type: plan.egg === true ? "egg" : "sugar", goodsId: g.id, goods_type_id: g.goods_type_id,
        name: g.name, image_url: g.image_url, price: g.price, money: plan.kind === "moni" ? "0.00" : g.price,
        coins_price: plan.kind === "moni" ? null : g.coins_price, pay_money: null, coins_money: null, pay_type: null,
        coupon_id: null, status: S.UNPAID, refund_status: 0, refundId: null, create_time: Math.floor(made / 1000),
        pay_time: null, expiresAt: made + DEFAULT_SETTINGS.orderExpiryMs,
      });
      if (plan.status === S.CLOSED) {
        order.status = S.CLOSED;
        delete store.customer.unpaid[String(order.id)];
      }
    },
  });
  if (plan.status === S.UNPAID || plan.status === S.CLOSED) return events;
  events.push({
    at: paidAt,
    run: () => {
      if (order === undefined) return;
      const coupon = plan.coupon === undefined ? null : (coupons.get(`${plan.user}:${plan.coupon}`) ?? null);
      const coins = plan.pay === P.COINS ? g.coins_price : null;
      const printer = printerOfHead(store, plan.sn, order.print_type);
      // Coins paid then were inserted then: the machine's count today is not touched.
      if (coins !== null && printer !== undefined) printer.coins += coins;
      const after = priceAfterCoupon(g.price, g.coins_price, coupon?.type ?? null);
      settle(store, order, { pay_type: plan.kind === "moni" ? null : (plan.pay ?? null), cents: plan.cents, coins, coupon, coinsPriceAfter: after.coins }, paidAt, noDevices);
      order.status = plan.status === S.REFUNDED ? S.COMPLETED : plan.status;
      if (plan.status === S.PRINT_FAILED) order.print_status_message = "温度异常，打印中断";
    },
  });
  const refund = plan.refund;
  if (refund === undefined) return events;
  const applied = Math.min(paidAt + random.int(10, 180) * MIN, now.ms - MIN);
  const audited = Math.min(applied + random.int(2, 20) * HOUR, now.ms - MIN);
  events.push({
    at: applied,
    run: () => {
      if (order !== undefined) applyRefund(store, order, { reason: refund.reason }, applied, "zh-CN");
    },
  });
  if (refund.status === R.APPLYING) return events;
  events.push({
    at: audited,
    run: () => {
      const row = order === undefined ? undefined : own(store.refunds, order.refundId ?? 0);
      if (order === undefined || row === undefined) return;
      row.audit_time = Math.floor(audited / 1000);
      row.status = refund.status === R.REJECTED ? R.REJECTED : R.APPROVED;
      row.remark = refund.remark ?? "";
      order.refund_status = row.status;
      if (refund.status === R.REFUNDED) payBackRefund(store, row, audited + random.int(5, 60) * MIN);
    },
  });
  return events;
}
