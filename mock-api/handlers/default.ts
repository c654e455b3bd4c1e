/**
 * §7 "Default" calls (web/contract/http/default.ts): the back-office config, the district tree
 * (static, finance/districts.ts), articles in the caller's language, and the public ranking.
 */
import { DISTRICT_LEVEL, articleList, config, district, rank } from "../../web/contract/http/default.ts";
import { childrenOf, districtById } from "../finance/districts.ts";
import { F } from "../finance/messages.ts";
import { publicRanking } from "../finance/rankings.ts";
import { page, refuse } from "../finance/scope.ts";
import { unixSeconds } from "../money.ts";
import { route, type Route } from "../route.ts";
import { own } from "../store/own.ts";

/** default/rank: the top 20 unless asked (contract: at most 100). */
const RANK_LIMIT = 20;

export const defaultRoutes: readonly Route[] = [
  // The WeChat pages are this mock's stand-ins (wechat/index.ts), on its own origin.
  route(config, ({ store }) => ({ ...store.config, wechat_openid_url: "/mock-wechat/openid", wechat_bind_url: "/mock-wechat/auth-bind" })),

  route(district, (ctx) => {
    const { level, parent_id } = ctx.input;
    if (level === DISTRICT_LEVEL.PROVINCE) return childrenOf(0);
    // The parent must be a node one level up: cities of a province, counties of a city.
    const parent = parent_id === undefined ? undefined : districtById(parent_id);
    if (parent === undefined || parent.level !== level - 1) throw refuse(ctx, F.districtNotFound);
    return childrenOf(parent.id);
  }),

  route(articleList, (ctx) => {
    const { type } = ctx.input;
    const lang = ctx.lang === "en" ? "en" : "zh";
    const rows = Object.values(ctx.store.finance.articles)
      .filter((a) => type === undefined || a.type === type)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return { ...p, list: p.list.map((a) => ({ id: a.id, type: a.type, title: a.title[lang], content: a.content[lang], create_time: a.create_time })) };
  }),

  route(rank, (ctx) => {
    const { input, store } = ctx;
    if (input.sn !== undefined && own(store.printers, input.sn) === undefined) throw refuse(ctx, F.printerNotFound);
    const type = input.type ?? "goods";
    const period = input.period ?? "week";
    return { type, period, list: publicRanking(store, type, period, input.sn, input.limit ?? RANK_LIMIT, unixSeconds(ctx.clock.now())) };
  }),
];
