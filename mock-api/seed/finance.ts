/**
 * The seeded money-out world (store/finance.ts): articles, payout accounts, invites and their
 * rewards, withdrawals in every status with their e-sign flows. Runs last, after the commerce
 * seed has written the shops' income to the ledger; where a paid print order has no income
 * entry there (a world seeded without the commerce domain), one is added here.
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { COIN_TYPE, INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { ACCOUNT_TYPE } from "../../web/contract/http/tixian.ts";
import { record } from "../commerce/ledger.ts";
import { creditShop } from "../finance/ledger.ts";
import { findUser } from "../store/users.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { PayoutAccountRecord } from "../store/finance.ts";
import type { Store } from "../store/types.ts";
import { ARTICLES } from "./finance-articles.ts";
import { seedWithdrawals } from "./finance-withdrawals.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

export function seedFinance(store: Store, random: Random, now: SeedNow): void {
  seedArticles(store, random, now);
  addMissingIncome(store);
  seedAccounts(store, random, now);
  seedInvites(store, random, now);
  seedWithdrawals(store, random, now);
}

function seedArticles(store: Store, random: Random, now: SeedNow): void {
  for (const a of ARTICLES) {
    const id = allocId(store, "article");
    const create_time = now.s - a.age * DAY_S - random.int(0, 8 * 3600);
    store.finance.articles[String(id)] = { id, type: a.type, title: { ...a.title }, content: { ...a.content }, create_time };
  }
}

/**
 * Income the commerce seed did not write: a paid print order on a shop's printer without an
 * ORDER (money) or PRINT (coins) entry for its order_sn gets one at its pay time.
 */
function addMissingIncome(store: Store): void {
  const seen = new Set<string>();
  for (const e of Object.values(store.ledger)) {
    if (e.owner.kind === "shop" && e.order_sn !== null) seen.add(`${e.currency}:${e.type}:${e.order_sn}`);
  }
  for (const o of Object.values(store.printOrders)) {
    if (o.kind !== "print" || o.pay_time === null) continue;
    const shopId = own(store.printers, o.sn)?.shopId ?? null;
    if (shopId === null) continue;
    const cents = Math.round(Number(o.pay_money ?? "0") * 100);
    if (Number.isFinite(cents) && cents > 0 && !seen.has(`money:${INCOME_TYPE.ORDER}:${o.order_sn}`)) {
      creditShop(store, shopId, cents, { type: INCOME_TYPE.ORDER, title: `糖画订单 ${o.name}`, order_sn: o.order_sn, remark: o.sn, create_time: o.pay_time });
    }
    const coins = o.pay_type === PAY_TYPE.COINS ? (o.coins_money ?? 0) : 0;
    if (coins > 0 && !seen.has(`coins:${COIN_TYPE.PRINT}:${o.order_sn}`)) {
      record(store, { owner: { kind: "shop", id: shopId }, currency: "coins", type: COIN_TYPE.PRINT, title: `金币支付 ${o.name}`, delta: coins, order_sn: o.order_sn, remark: o.sn, create_time: o.pay_time });
    }
  }
}

type AccountSeed = Omit<PayoutAccountRecord, "id" | "create_time"> & { age: number };

/** §3 payout accounts: the printer manager's personal card (with alipay) and company account, and one each for the admin and company 2's owner. */
function accountSeeds(store: Store): AccountSeed[] {
  const seeds: AccountSeed[] = [
    {
      userId: SEED_USERS.printerManager.id, type: ACCOUNT_TYPE.PERSONAL, bank_name: "招商银行杭州分行", bank_account: "6225881234567890",
      bank_code: "308331012345", account_name: "陈建国", alipay: SEED_USERS.printerManager.mobile, is_default: 1, age: 70,
    },
    {
      userId: SEED_USERS.printerManager.id, type: ACCOUNT_TYPE.COMPANY, bank_name: "中国工商银行杭州钱江支行", bank_account: "1202021109900123456",
      bank_code: "102331000456", account_name: "杭州糖画智能科技有限公司", alipay: "", is_default: 0, age: 64,
    },
    {
      userId: SEED_USERS.admin.id, type: ACCOUNT_TYPE.PERSONAL, bank_name: "中国建设银行杭州西湖支行", bank_account: "6217001540012345678",
      bank_code: "105331000123", account_name: "王运营", alipay: SEED_USERS.admin.email, is_default: 1, age: 40,
    },
  ];
  const sweet = findUser(store, { mobile: WORLD.sweetOwner.mobile });
  if (sweet !== null) {
    seeds.push({
      userId: sweet.id, type: ACCOUNT_TYPE.PERSONAL, bank_name: "中国银行香港分行", bank_account: "6013820012345678901",
      bank_code: "104584000003", account_name: "周敏仪", alipay: "", is_default: 1, age: 50,
    });
  }
  return seeds;
}

function seedAccounts(store: Store, random: Random, now: SeedNow): void {
  for (const { age, ...a } of accountSeeds(store)) {
    const id = allocId(store, "payoutAccount");
    store.finance.accounts[String(id)] = { ...a, id, create_time: now.s - age * DAY_S - random.int(0, 20 * 3600) };
  }
}

/** Merchants the printer manager invited (user 5); company 2's owner is one of them. */
const INVITEES = [
  { nickname: "李老板", mobile: "13957112345", bought: true },
  { nickname: "王晓燕", mobile: "13867453210", bought: true },
  { nickname: "张伟", mobile: "15088716543", bought: false },
  { nickname: "赵磊", mobile: "18667023456", bought: true },
  { nickname: "孙丽", mobile: "13735871234", bought: false },
  { nickname: "吴敏", mobile: "13666612345", bought: true },
] as const;

/**
 * Invites of user 5, newest last, each with its reward (¥30-80 once the invitee made a first
 * purchase). A reward is INVITE income of the inviter's company's first shop, a few days after
 * the invite, so it counts in the withdrawable balance.
 */
function seedInvites(store: Store, random: Random, now: SeedNow): void {
  const inviter = own(store.users, SEED_USERS.printerManager.id);
  if (inviter === undefined) return;
  const shop = Object.values(store.shops)
    .filter((s) => s.companyId === inviter.companyId)
    .sort((a, b) => a.id - b.id)[0];
  const sweet = findUser(store, { mobile: WORLD.sweetOwner.mobile });
  const rows = [
    ...(sweet !== null ? [{ nickname: sweet.nickname, mobile: sweet.mobile, bought: true, user: sweet.id, avatar: sweet.avatar }] : []),
    ...INVITEES.map((i) => ({ ...i, user: null, avatar: `/mock/avatars/${random.int(10, 60)}.svg` })),
  ];
  rows.forEach((row, i) => {
    const id = allocId(store, "invite");
    const create_time = now.s - (85 - i * 12) * DAY_S - random.int(0, 12 * 3600);
    // No shop to pay the reward into: the invite is recorded, the reward stays 0.
    const cents = row.bought && shop !== undefined ? random.int(3, 8) * 1000 : 0;
    store.finance.invites[String(id)] = {
      id, inviterId: inviter.id, inviteeId: row.user, nickname: row.nickname, avatar: row.avatar, mobile: row.mobile,
      reward: (cents / 100).toFixed(2), create_time,
    };
    if (cents > 0 && shop !== undefined) {
      const paidAt = create_time + random.int(2, 9) * DAY_S;
      creditShop(store, shop.id, cents, { type: INCOME_TYPE.INVITE, title: `邀请奖励 ${row.nickname}`, order_sn: null, remark: "被邀请商户首次采购", create_time: paidAt });
    }
  });
}
