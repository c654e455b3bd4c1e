/**
 * Money and coins as the store holds them, and the ledger against the wallets (issue 12:
 * `total_money: "abc"` passed the old check and a balance payment then answered 500).
 *
 * Amounts are non-negative decimal strings ("12.50", money.ts) or numbers where a record keeps
 * one; coins are whole numbers >= 0. The ledger (commerce/ledger.ts) writes each entry with the
 * balance after it, so per owner and currency, in id order, each balance is the previous one plus
 * the entry's amount, starting from 0. Every wallet change of the mock writes an entry (payments,
 * refunds) and every seed (1, 2, 42…) opens each owner at 0, so a user's wallet
 * (users.N.total_money / coins) is the newest balance, or 0 without entries. Shops keep no
 * balance field (income is the ledger itself), so only their chain is checked. One pass: linear.
 */
import { toCents } from "../money.ts";
import { Broken, entries, list, mayBeCount, mayBeMoney, mustBeCount, mustBeMoney, mustBeSignedMoney, quote } from "./check-rules.ts";
import type { Store } from "./types.ts";

/** A coin amount as the ledger writes it: integer text, signed ("-3"). */
const COIN_TEXT = /^-?(0|[1-9]\d*)$/;

function checkAmounts(s: Store): void {
  mustBeMoney("config.cash_back", s.config.cash_back);
  for (const [k, u] of entries("users", s.users)) {
    mustBeMoney(`users.${k}.total_money`, u["total_money"]);
    mustBeCount(`users.${k}.coins`, u["coins"]);
  }
  for (const [k, p] of entries("printers", s.printers)) {
    mustBeCount(`printers.${k}.coins`, p["coins"]);
    mustBeMoney(`printers.${k}.ai_price`, p["ai_price"]);
  }
  for (const [k, g] of entries("goods", s.goods)) {
    mustBeMoney(`goods.${k}.price`, g["price"]);
    mayBeCount(`goods.${k}.coins_price`, g["coins_price"]);
  }
  for (const [k, o] of entries("printOrders", s.printOrders)) {
    for (const f of ["price", "money"]) mustBeMoney(`printOrders.${k}.${f}`, o[f]);
    mayBeMoney(`printOrders.${k}.pay_money`, o["pay_money"]);
    for (const f of ["coins_price", "coins_money"]) mayBeCount(`printOrders.${k}.${f}`, o[f]);
  }
  for (const [k, r] of entries("refunds", s.refunds)) {
    mustBeMoney(`refunds.${k}.amount`, r["amount"]);
    mayBeMoney(`refunds.${k}.refund_amount`, r["refund_amount"]);
    mayBeCount(`refunds.${k}.coins`, r["coins"]);
  }
  for (const [k, a] of entries("activities", s.activities)) mustBeMoney(`activities.${k}.cash_back`, a["cash_back"]);
  for (const [k, p] of entries("customer.prepays", s.customer.prepays)) mustBeMoney(`customer.prepays.${k}.amount`, p["amount"]);
  for (const [k, item] of entries("merchant.catalogue", s.merchant.catalogue)) {
    mayBeMoney(`merchant.catalogue.${k}.original_price`, item["original_price"]);
    list(`merchant.catalogue.${k}.specs`, item["specs"]).forEach((sp, i) => {
      mustBeMoney(`merchant.catalogue.${k}.specs.${i}.price`, sp["price"]);
      mustBeCount(`merchant.catalogue.${k}.specs.${i}.stock`, sp["stock"]);
    });
  }
  for (const [k, d] of entries("merchant.deviceModels", s.merchant.deviceModels)) mustBeMoney(`merchant.deviceModels.${k}.price`, d["price"]);
  for (const [k, o] of entries("merchant.purchaseOrders", s.merchant.purchaseOrders)) {
    for (const f of ["money", "freight"]) mustBeMoney(`merchant.purchaseOrders.${k}.${f}`, o[f]);
    list(`merchant.purchaseOrders.${k}.items`, o["items"]).forEach((it, i) => {
      for (const f of ["price", "amount"]) mustBeMoney(`merchant.purchaseOrders.${k}.items.${i}.${f}`, it[f]);
    });
  }
  for (const [k, w] of entries("finance.withdrawals", s.finance.withdrawals)) {
    for (const f of ["amount", "fee", "actual_amount"]) mustBeMoney(`finance.withdrawals.${k}.${f}`, w[f]);
  }
  for (const [k, i] of entries("finance.invites", s.finance.invites)) mustBeMoney(`finance.invites.${k}.reward`, i["reward"]);
  for (const [k, r] of entries("promo.submissions", s.promo.submissions)) mustBeMoney(`promo.submissions.${k}.cash_back`, r["cash_back"]);
}

/** An entry's amount or balance in cents (money) or coins, after its format is checked. */
function units(path: string, currency: unknown, value: unknown): number {
  if (currency === "money") {
    mustBeSignedMoney(path, value);
    return toCents(value as string);
  }
  if (currency !== "coins") throw new Broken(path.replace(/\.[a-z]+$/, ".currency"), `${quote(currency)} is neither "money" nor "coins"`);
  if (typeof value !== "string" || !COIN_TEXT.test(value)) throw new Broken(path, `${quote(value)} is not a whole number of coins (like "-3")`);
  return Number(value);
}

function newest(last: { key: string; balance: number } | undefined): string {
  return last === undefined ? "no entries: 0" : `newest entry ledger.${last.key}`;
}

function checkLedger(s: Store): void {
  // Integer keys iterate in ascending order (ECMAScript own-key order), so this is id order.
  const last = new Map<string, { key: string; balance: number }>();
  for (const [k, e] of entries("ledger", s.ledger)) {
    const owner = e["owner"] as { kind: string; id: number };
    const amount = units(`ledger.${k}.amount`, e["currency"], e["amount"]);
    const balance = units(`ledger.${k}.balance`, e["currency"], e["balance"]);
    const who = `${owner.kind}:${owner.id}:${String(e["currency"])}`;
    const prev = last.get(who);
    if (owner.kind === "user" && balance < 0) throw new Broken(`ledger.${k}.balance`, `${quote(e["balance"])}: a user's wallet never goes below 0`);
    if (prev === undefined && amount !== balance) {
      throw new Broken(`ledger.${k}.balance`, `${quote(e["balance"])} is not the amount ${quote(e["amount"])}: the ${owner.kind}'s first entry starts from 0`);
    }
    if (prev !== undefined && prev.balance + amount !== balance) {
      throw new Broken(`ledger.${k}.balance`, `${quote(e["balance"])} is not the previous balance (ledger.${prev.key}) plus the amount ${quote(e["amount"])}`);
    }
    last.set(who, { key: k, balance });
  }
  for (const [k, u] of entries("users", s.users)) {
    const money = last.get(`user:${k}:money`);
    if ((money?.balance ?? 0) !== toCents(u["total_money"] as string)) {
      throw new Broken(`users.${k}.total_money`, `${quote(u["total_money"])} differs from the ledger's sum for this user (${newest(money)})`);
    }
    const coins = last.get(`user:${k}:coins`);
    if ((coins?.balance ?? 0) !== u["coins"]) {
      throw new Broken(`users.${k}.coins`, `${quote(u["coins"])} differs from the ledger's sum for this user (${newest(coins)})`);
    }
  }
}

/** Throws Broken at the first amount of the wrong form or ledger entry that does not add up. */
export function checkMoney(s: Store): void {
  checkAmounts(s);
  checkLedger(s);
}
