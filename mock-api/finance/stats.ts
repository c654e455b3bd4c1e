/**
 * The admin dashboard's numbers (/api/manage/index, month-profit-data, month-statistics) and the
 * balance records of /admin/user (income-list, coin-list).
 *
 * Definitions (contract "not shown", chosen): INCOME is what print orders brought the shops, the
 * shops' INCOME_TYPE.ORDER ledger entries (gross: refunds are reported apart, as refund_amount);
 * ORDERS are sales (sales.ts: paid, not refunded print orders) by pay time; days and months
 * are China time. The BALANCE is what the caller may withdraw: their company's shops' ledger
 * sum (ledger.ts), the same number tixian/apply checks.
 */
import { INCOME_TYPE, LEDGER_MONTHS, type CoinMonth, type CoinRecord, type Dashboard, type IncomeMonth, type IncomeRecord, type MonthStat } from "../../web/contract/http/manage.ts";
import { DEFAULT_CURRENCY, type Language } from "../../web/contract/constants.ts";
import { fromCents } from "../money.ts";
import type { LedgerEntry, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { amountCents, amountCoins, shopBalances, shopCoinEntries, shopMoneyEntries, withdrawableCents } from "./ledger.ts";
import { OPEN_WITHDRAW_STATUSES } from "./accounts.ts";
import { COIN_TITLES_EN, INCOME_TITLES_EN } from "./messages.ts";
import { hasError, isOnline, pendingCounts, printersOf, salesOf } from "./sales.ts";
import { companyShops, DAY_S, dayStartOf, isAdmin, monthBefore, monthOf, monthRange } from "./scope.ts";

/** Income (ORDER entries) of these shops in [from, to), cents. */
export function incomeCents(entries: readonly LedgerEntry[], from = -Infinity, to = Infinity): number {
  let sum = 0;
  for (const e of entries) if (e.type === INCOME_TYPE.ORDER && e.create_time >= from && e.create_time < to) sum += amountCents(e.amount);
  return sum;
}

/**
 * Money held for the company's open withdrawals (signing or in review): taken out of the balance
 * at apply (finance/withdrawals.ts), back in it if refused or cancelled (contract Dashboard.frozen_amount).
 */
export function frozenCents(store: Store, companyId: number | null): number {
  if (companyId === null) return 0;
  let sum = 0;
  for (const w of Object.values(store.finance.withdrawals)) {
    if (w.companyId === companyId && OPEN_WITHDRAW_STATUSES.includes(w.status)) sum += amountCents(w.amount);
  }
  return sum;
}

/** The currency every printer in scope sells in (§1 locale; none = ¥/元), or null when they differ. */
export function sharedCurrency(printers: readonly PrinterRecord[]): { currencySymbol: string; currencyName: string } | null {
  const seen = new Map<string, { currencySymbol: string; currencyName: string }>();
  for (const p of printers) {
    const c = p.locale ?? DEFAULT_CURRENCY;
    seen.set(`${c.currencySymbol}|${c.currencyName}`, { currencySymbol: c.currencySymbol, currencyName: c.currencyName });
  }
  return seen.size === 1 ? ([...seen.values()][0] ?? null) : seen.size === 0 ? { ...DEFAULT_CURRENCY } : null;
}

export function dashboard(store: Store, user: UserRecord, shopIds: ReadonlySet<number>, shopId: number | undefined, nowMs: number): Dashboard {
  const nowS = Math.floor(nowMs / 1000);
  const today = dayStartOf(nowS);
  const month = monthRange(monthOf(nowS));
  const entries = shopMoneyEntries(store, shopIds);
  const printers = printersOf(store, shopIds);
  // What the caller may withdraw: one shop's balance, or their company's.
  const balance = shopId !== undefined ? Math.max(0, shopBalances(store, shopIds).get(shopId) ?? 0) : withdrawableCents(store, user.companyId);
  return {
    today_income: fromCents(incomeCents(entries, today)),
    yesterday_income: fromCents(incomeCents(entries, today - DAY_S, today)),
    month_income: fromCents(incomeCents(entries, month.start)),
    total_income: fromCents(incomeCents(entries)),
    balance: fromCents(balance),
    today_order_count: salesOf(store, shopIds, today).length,
    month_order_count: salesOf(store, shopIds, month.start).length,
    device_count: printers.length,
    device_online_count: printers.filter((p) => isOnline(p, nowMs)).length,
    device_error_count: printers.filter(hasError).length,
    frozen_amount: fromCents(frozenCents(store, user.companyId)),
    currency: sharedCurrency(printers),
    // "Not shown" who gets them: admins only (contract AdminPendingCounts).
    ...(isAdmin(user) ? pendingCounts(store) : {}),
  };
}

/** Income per day of `month` (every day, zeros included) and the month's total. */
export function monthProfit(store: Store, shopIds: ReadonlySet<number>, month: string) {
  const { start, days } = monthRange(month);
  const entries = shopMoneyEntries(store, shopIds);
  const list = Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    value: fromCents(incomeCents(entries, start + i * DAY_S, start + (i + 1) * DAY_S)),
  }));
  return { month, total: fromCents(incomeCents(entries, start, start + days * DAY_S)), list };
}

/** The last `months` months (the current one last): income, orders, refunds. */
export function monthStatistics(store: Store, shopIds: ReadonlySet<number>, months: number, nowMs: number): MonthStat[] {
  const current = monthOf(Math.floor(nowMs / 1000));
  const entries = shopMoneyEntries(store, shopIds);
  const out: MonthStat[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const month = monthBefore(current, back);
    const { start, end } = monthRange(month);
    let refunds = 0;
    for (const e of entries) if (e.type === INCOME_TYPE.REFUND && e.create_time >= start && e.create_time < end) refunds += amountCents(e.amount);
    out.push({
      month,
      income: fromCents(incomeCents(entries, start, end)),
      order_count: salesOf(store, shopIds, start, end).length,
      refund_amount: fromCents(Math.abs(refunds)),
    });
  }
  return out;
}

/** Oldest first by time, then by id (seeded entries may be written after later ones). */
function chronological(a: LedgerEntry, b: LedgerEntry): number {
  return a.create_time - b.create_time || a.id - b.id;
}

/** The caller's own records (/admin/user): their company's shops, admins included. */
export function ownShopIds(store: Store, user: UserRecord): Set<number> {
  return new Set(companyShops(store, user.companyId).map((s) => s.id));
}

/**
 * Balance records, newest first. `balance` is the COMPANY's withdrawable balance after each
 * record (a running sum over all its shops, oldest first), the number the withdraw page shows.
 */
export function incomeRecords(
  store: Store,
  shopIds: ReadonlySet<number>,
  lang: Language,
  filter: { month?: string | undefined; type?: number | undefined },
): { rows: IncomeRecord[]; month_income: string; month_expense: string } {
  const range = filter.month === undefined ? null : monthRange(filter.month);
  const rows: IncomeRecord[] = [];
  let running = 0;
  let inMonth = 0;
  let outMonth = 0;
  for (const e of shopMoneyEntries(store, shopIds).sort(chronological)) {
    const cents = amountCents(e.amount);
    running += cents;
    const inRange = range === null || (e.create_time >= range.start && e.create_time < range.end);
    if (!inRange) continue;
    if (cents >= 0) inMonth += cents;
    else outMonth -= cents;
    if (filter.type !== undefined && e.type !== filter.type) continue;
    rows.push({
      id: e.id,
      type: e.type,
      title: lang === "en" ? (INCOME_TITLES_EN[e.type] ?? e.title) : e.title,
      amount: fromCents(cents),
      balance: fromCents(running),
      order_sn: e.order_sn,
      remark: e.remark,
      create_time: e.create_time,
    });
  }
  rows.sort((a, b) => Number(b.create_time) - Number(a.create_time) || b.id - a.id);
  return { rows, month_income: fromCents(inMonth), month_expense: fromCents(outMonth) };
}

/** Coin records, newest first, with the company's coin count after each; the coins in and out of the month (or all time), every type. */
export function coinRecords(
  store: Store,
  shopIds: ReadonlySet<number>,
  lang: Language,
  filter: { month?: string | undefined; type?: number | undefined },
): { rows: CoinRecord[]; coins_in: number; coins_out: number } {
  const range = filter.month === undefined ? null : monthRange(filter.month);
  const rows: CoinRecord[] = [];
  let running = 0;
  let coinsIn = 0;
  let coinsOut = 0;
  for (const e of shopCoinEntries(store, shopIds).sort(chronological)) {
    const coins = amountCoins(e.amount);
    running += coins;
    if (range !== null && (e.create_time < range.start || e.create_time >= range.end)) continue;
    if (coins >= 0) coinsIn += coins;
    else coinsOut -= coins;
    if (filter.type !== undefined && e.type !== filter.type) continue;
    rows.push({
      id: e.id,
      type: e.type,
      title: lang === "en" ? (COIN_TITLES_EN[e.type] ?? e.title) : e.title,
      coins,
      balance: running,
      order_sn: e.order_sn,
      remark: e.remark,
      create_time: e.create_time,
    });
  }
  rows.sort((a, b) => Number(b.create_time) - Number(a.create_time) || b.id - a.id);
  return { rows, coins_in: coinsIn, coins_out: coinsOut };
}

/** The chart's months (contract LEDGER_MONTHS, the current one last): each month's in (entries ≥ 0) and out (the rest, as a positive sum). */
function ledgerMonths(entries: readonly LedgerEntry[], nowMs: number, amountOf: (e: LedgerEntry) => number): { month: string; in: number; out: number }[] {
  const current = monthOf(Math.floor(nowMs / 1000));
  const months = Array.from({ length: LEDGER_MONTHS }, (_, i) => {
    const month = monthBefore(current, LEDGER_MONTHS - 1 - i);
    return { month, ...monthRange(month), in: 0, out: 0 };
  });
  for (const e of entries) {
    const m = months.find((x) => e.create_time >= x.start && e.create_time < x.end);
    if (m === undefined) continue;
    const v = amountOf(e);
    if (v >= 0) m.in += v;
    else m.out -= v;
  }
  return months.map((m) => ({ month: m.month, in: m.in, out: m.out }));
}

/** income-list's chart: the company's money in and out per month. */
export function incomeMonths(store: Store, shopIds: ReadonlySet<number>, nowMs: number): IncomeMonth[] {
  return ledgerMonths(shopMoneyEntries(store, shopIds), nowMs, (e) => amountCents(e.amount)).map((m) => ({
    month: m.month,
    income: fromCents(m.in),
    expense: fromCents(m.out),
  }));
}

/** coin-list's chart: the company's coins in and out per month. */
export function coinMonths(store: Store, shopIds: ReadonlySet<number>, nowMs: number): CoinMonth[] {
  return ledgerMonths(shopCoinEntries(store, shopIds), nowMs, (e) => amountCoins(e.amount)).map((m) => ({ month: m.month, coins_in: m.in, coins_out: m.out }));
}
