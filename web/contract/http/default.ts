/** §7 Default calls: the district tree, back-office config, articles, rankings. */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Count, Id, NoInput, OptText, paged, PageQuery, QueryId, queryInt, queryOneOf, Sn, Time, valuesOf } from "./common.ts";

// ---- District tree (address picker)

/** 1 province, 2 city, 3 county/district. */
export const DISTRICT_LEVEL = { PROVINCE: 1, CITY: 2, COUNTY: 3 } as const;

/** A node of the district tree; parent_id is 0 for provinces. */
export const District = z.looseObject({
  id: Id,
  name: z.string(),
  parent_id: Count,
  level: z.number().check(z.int(), z.gte(1), z.lte(3)),
});
export type District = z.infer<typeof District>;

/**
 * district, payload beyond `level` not shown: one level of the tree at a time, the way a
 * cascading picker loads it: provinces without parent_id, cities and counties of one parent.
 * Not paged (a parent has at most a few hundred children).
 */
export const district = endpoint({
  method: "GET",
  path: "/api/default/district",
  access: "public",
  input: z
    .strictObject({ level: queryOneOf(valuesOf(DISTRICT_LEVEL)), parent_id: z.optional(QueryId) })
    .check(
      z.refine((v) => (v.level === DISTRICT_LEVEL.PROVINCE) === (v.parent_id === undefined), {
        message: "parent_id is required for levels 2 and 3 and not allowed for level 1",
        path: ["parent_id"],
      }),
    ),
  output: z.array(District),
  summary: "Children of one district (or the provinces)",
});

// ---- Back-office config

/**
 * default/config, "what each answer contains ... not shown" (§7): the back-office settings
 * the public pages need. cash_back defaults to 1 unit (§1), popup_probability is 0..1.
 */
export const AppConfig = z.looseObject({
  cash_back: z.number(),
  popup_probability: z.number().check(z.gte(0), z.lte(1)),
  kefu_phone: z.optional(z.string()),
  wechat_app_id: z.optional(z.string()),
  /**
   * The WeChat pages of §7 Redirects, when the backend hosts its own: the openid auth page
   * (query returnUrl, state; back with code and state) and the auth-bind page (returnUrl, state,
   * jump). Absent: the web goes to WeChat's OAuth authorize page itself. The mock answers its
   * stand-ins (/mock-wechat/openid, /mock-wechat/auth-bind). A same-origin path or an https URL.
   */
  wechat_openid_url: z.optional(z.string()),
  wechat_bind_url: z.optional(z.string()),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const config = endpoint({
  method: "GET",
  path: "/api/default/config",
  access: "public",
  input: NoInput,
  output: AppConfig,
  summary: "Back-office configuration for public pages",
});

// ---- Articles

/** Article kinds: /help pages, /help/user-guide, /agreement, /privacy, and notices. */
export const ARTICLE_TYPES = ["help", "user_guide", "agreement", "privacy", "notice"] as const;

/**
 * Article, fields "not shown": content is HTML written in the back office's rich-text editor;
 * the web sanitises it before rendering (it is still foreign markup).
 */
export const Article = z.looseObject({
  id: Id,
  type: z.string(), // ARTICLE_TYPES; open so a new kind from the back office still lists
  title: z.string(),
  content: z.string(),
  create_time: Time,
});
export type Article = z.infer<typeof Article>;

export const articleList = endpoint({
  method: "GET",
  path: "/api/default/article-list",
  access: "public",
  input: z.strictObject({ type: z.optional(z.enum(ARTICLE_TYPES)), ...PageQuery }),
  output: paged(Article),
  summary: "Help, agreement and privacy articles, newest first",
});

// ---- Ranking (/sugar/ranking)

export const RANK_TYPES = ["goods", "user"] as const;
export const RANK_PERIODS = ["week", "month", "all"] as const;

/**
 * One ranked row. For "goods": id is the goods_id, name and image_url the pattern's, avatar
 * and nickname its author's. For "user": id is the user id, name their nickname, image_url
 * their best-selling work. count is prints sold in the period.
 */
export const RankItem = z.looseObject({
  rank: z.number().check(z.int(), z.gte(1)),
  id: Id,
  name: z.string(),
  image_url: OptText,
  avatar: OptText,
  nickname: OptText,
  count: Count,
});
export type RankItem = z.infer<typeof RankItem>;

/**
 * rank, payload and answer not shown: patterns or users ranked by prints sold, on one printer
 * (sn) or everywhere, over a week, a month or all time; the top `limit` (default 20, at most 100).
 */
export const rank = endpoint({
  method: "GET",
  path: "/api/default/rank",
  access: "public",
  input: z.strictObject({
    type: z.optional(z.enum(RANK_TYPES)), // default "goods"
    period: z.optional(z.enum(RANK_PERIODS)), // default "week"
    sn: z.optional(Sn),
    limit: z.optional(queryInt(1, 100)),
  }),
  output: z.looseObject({ type: z.string(), period: z.string(), list: z.array(RankItem) }),
  summary: "Ranking of patterns or users by prints sold",
});

export const defaultEndpoints = [district, config, articleList, rank] as const;
