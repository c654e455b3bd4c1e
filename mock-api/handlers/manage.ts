/**
 * §7 Admin stats (web/contract/http/manage.ts): the dashboard, rankings, the month calendar and
 * statistics (a merchant: their company's shops, or one with shop_id; an admin: the platform),
 * and the records of /admin/user (income, coins, invites: the caller's own company).
 */
import {
  coinList,
  incomeList,
  index,
  inviteInfo,
  inviteList,
  monthProfitData,
  monthStatistics,
  moreRank,
  rank,
  RANK_TOP,
} from "../../web/contract/http/manage.ts";
import { invitesOf, inviteInfoOf, toInvitee } from "../finance/invites.ts";
import { manageRanking, periodStart } from "../finance/rankings.ts";
import { page, statsShops } from "../finance/scope.ts";
import { coinMonths, coinRecords, dashboard, incomeMonths, incomeRecords, monthProfit, monthStatistics as monthStats, ownShopIds } from "../finance/stats.ts";
import { unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../route.ts";

/** month-statistics: the last 12 months unless asked (contract: at most 24). */
const MONTHS_DEFAULT = 12;

export const manageRoutes: readonly Route[] = [
  route(index, (ctx) => {
    const user = signedIn(ctx);
    const shops = statsShops(ctx, user, ctx.input.shop_id);
    return dashboard(ctx.store, user, shops, ctx.input.shop_id, ctx.clock.now());
  }),

  route(rank, (ctx) => {
    const { type, period = "month", shop_id } = ctx.input;
    const shops = statsShops(ctx, signedIn(ctx), shop_id);
    const list = manageRanking(ctx.store, type, shops, periodStart(period, unixSeconds(ctx.clock.now())), ctx.lang).slice(0, RANK_TOP);
    return { type, list };
  }),

  route(moreRank, (ctx) => {
    const { type, period = "month", shop_id } = ctx.input;
    const shops = statsShops(ctx, signedIn(ctx), shop_id);
    return page(manageRanking(ctx.store, type, shops, periodStart(period, unixSeconds(ctx.clock.now())), ctx.lang), ctx.input);
  }),

  route(monthProfitData, (ctx) => monthProfit(ctx.store, statsShops(ctx, signedIn(ctx), ctx.input.shop_id), ctx.input.month)),

  route(monthStatistics, (ctx) => {
    const shops = statsShops(ctx, signedIn(ctx), ctx.input.shop_id);
    return { list: monthStats(ctx.store, shops, ctx.input.months ?? MONTHS_DEFAULT, ctx.clock.now()) };
  }),

  route(incomeList, (ctx) => {
    const { month, type } = ctx.input;
    const shops = ownShopIds(ctx.store, signedIn(ctx));
    const r = incomeRecords(ctx.store, shops, ctx.lang, { month, type });
    return { ...page(r.rows, ctx.input), month_income: r.month_income, month_expense: r.month_expense, months: incomeMonths(ctx.store, shops, ctx.clock.now()) };
  }),

  route(coinList, (ctx) => {
    const { month, type } = ctx.input;
    const shops = ownShopIds(ctx.store, signedIn(ctx));
    const r = coinRecords(ctx.store, shops, ctx.lang, { month, type });
    return { ...page(r.rows, ctx.input), coins_in: r.coins_in, coins_out: r.coins_out, months: coinMonths(ctx.store, shops, ctx.clock.now()) };
  }),

  route(inviteInfo, (ctx) => inviteInfoOf(ctx.store, signedIn(ctx), ctx.req)),

  route(inviteList, (ctx) => {
    const p = page(invitesOf(ctx.store, signedIn(ctx).id), ctx.input);
    return { ...p, list: p.list.map(toInvitee) };
  }),
];
