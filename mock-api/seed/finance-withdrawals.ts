/**
 * Seeded withdrawals of the printer manager (user 5, company 1) in every WITHDRAW_STATUS, with
 * e-sign flows in most ESIGN_STATUS states, made through the same domain functions the calls
 * use (apply -> flow -> signed -> paid / refused). Each amount is a share of what the company
 * could withdraw at that moment AND at every later moment (its lowest running balance from then
 * on), so the company's balance never dips below zero in the records, whatever the other seeds
 * wrote after it.
 */
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { ACCOUNT_TYPE } from "../../web/contract/http/tixian.ts";
import { openFlow } from "../finance/esign.ts";
import { amountCents, shopMoneyEntries } from "../finance/ledger.ts";
import { applyWithdrawal, markSigned, settleWithdrawal } from "../finance/withdrawals.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, type SeedNow } from "./world-ids.ts";

type Fate = "paid" | "rejected" | "reviewing" | "signing";

interface Plan {
  /** Days before the seed's now. */
  age: number;
  /** Share of the withdrawable balance, percent. */
  share: number;
  fate: Fate;
  account: "personal" | "company";
  /** Flows before the one that counts. */
  history: ("expired" | "refused" | "revoked")[];
}

const PLANS: readonly Plan[] = [
  { age: 52, share: 40, fate: "paid", account: "personal", history: [] },
  { age: 34, share: 30, fate: "paid", account: "personal", history: ["expired"] },
  { age: 23, share: 25, fate: "rejected", account: "company", history: ["revoked"] },
  { age: 6, share: 20, fate: "reviewing", account: "personal", history: [] },
  { age: 1, share: 10, fate: "signing", account: "personal", history: ["refused"] },
];

/** The company's lowest running balance (cents) from `at` on, over its shops' money entries. */
function lowestFrom(store: Store, companyId: number, at: number): number {
  const ids = new Set(Object.values(store.shops).filter((s) => s.companyId === companyId).map((s) => s.id));
  const entries = shopMoneyEntries(store, ids).sort((a, b) => a.create_time - b.create_time || a.id - b.id);
  let running = 0;
  let lowest = Infinity;
  for (const e of entries) {
    running += amountCents(e.amount);
    if (e.create_time >= at) lowest = Math.min(lowest, running);
  }
  // No entry from `at` on: the balance at `at` is the final one.
  return Math.max(0, lowest === Infinity ? running : Math.min(lowest, running));
}

const REJECT_REMARK = "收款账户户名与签约人不一致，请使用本人银行卡";

export function seedWithdrawals(store: Store, random: Random, now: SeedNow): void {
  const user = own(store.users, SEED_USERS.printerManager.id);
  if (user === undefined || user.companyId === null) return;
  const companyId = user.companyId;
  const accounts = Object.values(store.finance.accounts).filter((a) => a.userId === user.id);
  const personal = accounts.find((a) => a.type === ACCOUNT_TYPE.PERSONAL);
  const company = accounts.find((a) => a.type === ACCOUNT_TYPE.COMPANY);
  if (personal === undefined || company === undefined) return;
  const ctx = { store, lang: "zh-CN" as const };

  for (const plan of PLANS) {
    const at = now.s - plan.age * DAY_S - random.int(0, 6 * 3600);
    // Whole yuan, a share of what could be taken then and ever after; none when there is no money.
    const cents = Math.floor((lowestFrom(store, companyId, at) * plan.share) / 100 / 100) * 100;
    if (cents < 100) continue;
    const w = applyWithdrawal(ctx, user, plan.account === "personal" ? personal : company, cents, at);

    let t = at + random.int(60, 600);
    for (const h of plan.history) {
      const flow = openFlow(store, w, "", t, random.hex(32));
      if (h === "refused") flow.status = ESIGN_STATUS.REFUSED;
      if (h === "revoked") flow.status = ESIGN_STATUS.REVOKED;
      // "expired": left signing; 30 minutes later it reads as expired.
      t += 40 * 60 + random.int(0, 3600);
    }
    if (plan.fate === "signing") {
      openFlow(store, w, "", t, random.hex(32)); // opened, never signed: expired by now
      continue;
    }
    const signed = openFlow(store, w, "", t, random.hex(32));
    signed.status = ESIGN_STATUS.SIGNED;
    signed.sign_time = t + random.int(60, 900);
    markSigned(w);
    if (plan.fate === "reviewing") continue;
    const decided = signed.sign_time + random.int(1, 3) * DAY_S;
    settleWithdrawal(store, w, plan.fate === "paid" ? "paid" : "rejected", decided, plan.fate === "rejected" ? REJECT_REMARK : "");
  }
}
