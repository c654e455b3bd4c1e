/**
 * §7 Admin stats (/api/manage/*): the dashboard, rankings, the month calendar and month
 * statistics, plus the records of /admin/user (income, coins, invites). A shop owner sees their
 * own shops (or one, with shop_id); an admin (§6) sees the platform. The shops themselves
 * (/api/manage-shop/*) are in manage-shop.ts; `manageEndpoints` lists both.
 */
import * as z from "zod/mini";
import { Id, Money, NoInput, OptText, paged, PageQuery, QueryId, queryOneOf, Time, valuesOf, coerceNumber } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { MonthQuery } from "./manage-common.ts";
import { PrinterLocale } from "./sugar.ts";
import { manageShopEndpoints } from "./manage-shop.ts";

export * from "./manage-shop.ts";

const Count = z.number().check(z.int(), z.gte(0));
/** Every stats call may narrow to one of the caller's shops. */
const ShopScope = { shop_id: z.optional(QueryId) };

/**
 * §3 Admin pending counts, the badges of /admin/x. "Not shown" who gets them: chosen, sent to
 * admins only (a shop owner's dashboard has no platform queue), hence optional.
 */
export const AdminPendingCounts = z.looseObject({
  waiting_device_confirm_count: Count,
  waiting_device_ship_count: Count,
  waiting_tanghua_refund_count: Count,
  waiting_photo_refund_count: Count,
  waiting_material_ship_count: Count,
  waiting_device_refund_count: Count,
  /** Beyond §3's six (issue 17): signed withdrawals waiting for review (platform/withdraw-review). */
  waiting_withdraw_count: z.optional(Count),
  /** Beyond §3's six (ADMIN-MAP D6): material refunds waiting for the audit (/admin/x/material-order). */
  waiting_material_refund_count: z.optional(Count),
});
export type AdminPendingCounts = z.infer<typeof AdminPendingCounts>;

/** The dashboard. `balance` is what the caller may withdraw. */
export const Dashboard = z.extend(z.partial(AdminPendingCounts), {
  today_income: Money,
  yesterday_income: z.optional(Money),
  month_income: Money,
  total_income: Money,
  balance: Money,
  today_order_count: Count,
  month_order_count: Count,
  device_count: Count,
  device_online_count: Count,
  /** Printers that reported an error (/admin/dashboard/device-error). */
  device_error_count: Count,
  /**
   * Money set aside for the caller's company's withdrawals still open (signing or in review):
   * already out of `balance` (taken at apply, tixian.ts), back in it if a withdrawal is refused
   * or cancelled. The /admin/user page shows "balance, of which X being withdrawn".
   */
  frozen_amount: z.optional(Money),
  /**
   * The currency the money figures are in (issue 14): the printers' locale when every printer
   * in scope shares one (§1: HK$ for a Hong Kong merchant); absent or null = ¥/元.
   */
  currency: z.nullish(PrinterLocale),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const index = endpoint({
  method: "GET",
  path: "/api/manage/index",
  access: "merchant",
  input: z.strictObject(ShopScope),
  output: Dashboard,
  summary: "Dashboard: income, orders, printers online; pending counts for admins",
});

/**
 * rank/more-rank, "not shown": chosen, one ranking per type: printers or patterns by income,
 * materials by units bought (/admin/dashboard/material-rank), shops by income (admins).
 */
export const RANK_TYPES = ["device", "goods", "material", "shop"] as const;
export const RANK_PERIODS = ["today", "week", "month", "all"] as const;
export const RANK_TOP = 10;

/** `value` is the income (or amount spent, for materials), `count` the orders (or units). */
export const RankItem = z.looseObject({
  rank: z.number().check(z.int(), z.gte(1)),
  id: Id,
  name: z.string(),
  image_url: z.optional(OptText),
  value: Money,
  count: Count,
});
export type RankItem = z.infer<typeof RankItem>;

const RankQuery = { type: z.enum(RANK_TYPES), period: z.optional(z.enum(RANK_PERIODS)), ...ShopScope };

export const rank = endpoint({
  method: "GET",
  path: "/api/manage/rank",
  access: "merchant",
  input: z.strictObject(RankQuery),
  output: z.looseObject({ type: z.enum(RANK_TYPES), list: z.array(RankItem).check(z.maxLength(RANK_TOP)) }),
  summary: "Top 10 of a ranking (default period: month)",
});

export const moreRank = endpoint({
  method: "GET",
  path: "/api/manage/more-rank",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, ...RankQuery }),
  output: paged(RankItem),
  summary: "A whole ranking, paged",
});

/** §3 calendar entry. `day` is the day of the month (1-31), `value` that day's income. */
export const CalendarEntry = z.looseObject({ day: z.number().check(z.int(), z.gte(1), z.lte(31)), value: Money });
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const monthProfitData = endpoint({
  method: "GET",
  path: "/api/manage/month-profit-data",
  access: "merchant",
  input: z.strictObject({ month: MonthQuery, ...ShopScope }),
  output: z.looseObject({ month: MonthQuery, total: Money, list: z.array(CalendarEntry).check(z.maxLength(31)) }),
  summary: "Income per day of a month (the dashboard calendar)",
});

/** One month of the statistics chart. */
export const MonthStat = z.looseObject({ month: MonthQuery, income: Money, order_count: Count, refund_amount: Money });
export type MonthStat = z.infer<typeof MonthStat>;
export const MONTHS_MAX = 24;

// month-statistics, "not shown": chosen, the last `months` months (default 12), oldest first, for the dashboard's bar chart.
export const monthStatistics = endpoint({
  method: "GET",
  path: "/api/manage/month-statistics",
  access: "merchant",
  input: z.strictObject({ months: z.optional(coerceNumber().check(z.int(), z.gte(1), z.lte(MONTHS_MAX))), ...ShopScope }),
  output: z.looseObject({ list: z.array(MonthStat).check(z.maxLength(MONTHS_MAX)) }),
  summary: "Income, orders and refunds per month",
});

/** Why the balance moved; income records are signed (+ in, - out). */
export const INCOME_TYPE = {
  ORDER: 1, // a sugar or photo order printed on the caller's printers
  REFUND: 2, // an order refunded (-)
  WITHDRAW: 3, // a withdrawal (-)
  WITHDRAW_RETURN: 4, // a refused withdrawal coming back
  CASH_BACK: 5, // §1 cash back paid to a buyer (-)
  INVITE: 6, // an invite reward
  MATERIAL: 7, // a materials or device order paid from the balance (-)
} as const;

export const IncomeRecord = z.looseObject({
  id: Id,
  type: z.number(),
  title: z.string(),
  amount: Money,
  /** The balance after this record. */
  balance: Money,
  order_sn: z.optional(OptText),
  remark: OptText,
  create_time: Time,
});
export type IncomeRecord = z.infer<typeof IncomeRecord>;

/**
 * The month chart of /admin/user/income and coin-income (issue 16): the last LEDGER_MONTHS months,
 * the current one last, oldest first, each with what came in and what went out (every type; the
 * records' own filters do not narrow it), so one answer draws the chart and lists the records.
 */
export const LEDGER_MONTHS = 12;
export const IncomeMonth = z.looseObject({ month: MonthQuery, income: Money, expense: Money });
export type IncomeMonth = z.infer<typeof IncomeMonth>;

// Path not shown: chosen GET /api/manage/income-list for /admin/user/income.
// month_income / month_expense: what came in and went out in `month` (all time without one), every type.
export const incomeList = endpoint({
  method: "GET",
  path: "/api/manage/income-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, month: z.optional(MonthQuery), type: z.optional(queryOneOf(valuesOf(INCOME_TYPE))) }),
  output: z.extend(paged(IncomeRecord), {
    month_income: z.optional(Money),
    month_expense: z.optional(Money),
    months: z.optional(z.array(IncomeMonth).check(z.maxLength(LEDGER_MONTHS))),
  }),
  summary: "Balance records (income and what went out)",
});

/** Why the coin count moved; coins are whole and signed. */
export const COIN_TYPE = {
  PRINT: 1, // coins a customer paid for a print on the caller's printers (§9 pay type 70)
  REFUND: 2, // a coin payment refunded (-)
  GRANT: 3, // granted by the platform
} as const;

export const CoinRecord = z.looseObject({
  id: Id,
  type: z.number(),
  title: z.string(),
  coins: z.number().check(z.int()),
  balance: z.number().check(z.int()),
  order_sn: z.optional(OptText),
  remark: OptText,
  create_time: Time,
});
export type CoinRecord = z.infer<typeof CoinRecord>;

/** A month of the coin chart: whole coins in and out. */
export const CoinMonth = z.looseObject({ month: MonthQuery, coins_in: Count, coins_out: Count });
export type CoinMonth = z.infer<typeof CoinMonth>;

// Path not shown: chosen GET /api/manage/coin-list for /admin/user/coin-income.
// coins_in / coins_out: the coins in and out in `month` (all time without one), every type, as income-list's totals.
export const coinList = endpoint({
  method: "GET",
  path: "/api/manage/coin-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, month: z.optional(MonthQuery), type: z.optional(queryOneOf(valuesOf(COIN_TYPE))) }),
  output: z.extend(paged(CoinRecord), {
    coins_in: z.optional(Count),
    coins_out: z.optional(Count),
    months: z.optional(z.array(CoinMonth).check(z.maxLength(LEDGER_MONTHS))),
  }),
  summary: "Coin records",
});

/** The caller's invite programme: code, share link, and what it earned. */
export const InviteInfo = z.looseObject({
  invite_code: z.string(),
  invite_url: z.string(),
  /** A poster or QR image for /admin/user/invite-share. */
  qrcode_url: z.optional(OptText),
  invite_count: Count,
  reward_total: Money,
});
export type InviteInfo = z.infer<typeof InviteInfo>;

// Path not shown: chosen GET /api/manage/invite-info for /admin/user/invite and invite-share.
export const inviteInfo = endpoint({
  method: "GET",
  path: "/api/manage/invite-info",
  access: "merchant",
  input: NoInput,
  output: InviteInfo,
  summary: "The caller's invite code, link and totals",
});

/** Someone the caller invited; mobile masked (§5). */
export const Invitee = z.looseObject({
  id: Id,
  nickname: OptText,
  avatar: z.optional(OptText),
  mobile: z.optional(OptText),
  reward: Money,
  create_time: Time,
});
export type Invitee = z.infer<typeof Invitee>;

// Path not shown: chosen GET /api/manage/invite-list for /admin/user/invite-list.
export const inviteList = endpoint({
  method: "GET",
  path: "/api/manage/invite-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery }),
  output: paged(Invitee),
  summary: "The people the caller invited",
});

export const manageStatsEndpoints = [
  index,
  rank,
  moreRank,
  monthProfitData,
  monthStatistics,
  incomeList,
  coinList,
  inviteInfo,
  inviteList,
] as const;

/** The /api/manage and /api/manage-shop groups together. */
export const manageEndpoints = [...manageStatsEndpoints, ...manageShopEndpoints] as const;
