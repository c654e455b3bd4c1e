/**
 * The AI photo area (§2 /photo; §7 gives no paths: "not shown"). Chosen: everything under
 * /api/photo/. A customer picks a theme (§3 themes: 20 lego, 18 clay, 25 cartoon, 21 manhua,
 * 16 photo print; 22 idea = free graffiti, hidden from the theme list), turns a photo, a
 * graffiti or a few words into a picture, shares it on the plaza, keeps favourites, and earns
 * the points each picture costs by a daily sign-in and by inviting friends.
 */
import * as z from "zod/mini";
import { FREE_GRAFFITI_THEME, THEMES } from "../constants.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Flag, Id, ImageRef, line, NoInput, oneOf, OptText, paged, PageQuery, QueryFlag, QueryId, queryOneOf, Time } from "./common.ts";

/** §3 theme ids, the visible ones and the hidden free-graffiti one alike. */
export const THEME_IDS = THEMES.map((t) => t.id) as unknown as readonly [number, ...number[]];
export const QueryTheme = queryOneOf(THEME_IDS);
export const Theme = oneOf(THEME_IDS);

/** §3 theme 16, photo print: the result is the customer's own photo, so it is never shared (issue 11 item 6). */
export const PHOTO_PRINT_THEME = 16;

/** What a picture costs, in points (chosen; sign-in and invites earn them, points-list shows both). */
export const PHOTO_POINTS_COST = 10;

/**
 * A picture's life: it is drawn for a few seconds after create (DRAWING), then DONE or FAILED
 * (a failed one gives its points back). The web polls photo/info while it is DRAWING.
 */
export const PHOTO_STATUS = { DRAWING: 0, DONE: 1, FAILED: 2 } as const;

export const PhotoWork = z.looseObject({
  id: Id,
  /** The theme (§3 THEMES id). */
  type: z.number().check(z.int(), z.positive()),
  status: z.number().check(z.int(), z.gte(0)),
  /** The result; null while it is being drawn. */
  image_url: OptText,
  /** The photo or graffiti it was made from; null for a picture from words. */
  source_url: OptText,
  prompt: OptText,
  /** Shared on the plaza (1) or kept private (0); private works show on the plaza only with show_all. */
  is_public: Flag,
  is_self: Flag,
  is_collect: Flag,
  collect_count: Count,
  nickname: OptText,
  avatar: OptText,
  create_time: Time,
});
export type PhotoWork = z.infer<typeof PhotoWork>;

/** plaza: shared works of everyone; mine: the caller's; collect: the caller's favourites. */
export const PHOTO_SCOPES = ["plaza", "mine", "collect"] as const;
export type PhotoScope = (typeof PHOTO_SCOPES)[number];

/**
 * list: newest first. `type` filters one theme. `show_all=1` (plaza only) also lists works their
 * authors kept private: §4/§6, only level_type 1 or 3 may ask; anyone else gets a 403.
 */
export const photoList = endpoint({
  method: "GET",
  path: "/api/photo/list",
  access: "user",
  input: z.strictObject({
    scope: z.enum(PHOTO_SCOPES),
    type: z.optional(QueryTheme),
    show_all: z.optional(QueryFlag),
    ...PageQuery,
  }),
  output: paged(PhotoWork),
  summary: "Photo works: the plaza, the caller's own, or their favourites",
});

export const photoInfo = endpoint({
  method: "GET",
  path: "/api/photo/info",
  access: "user",
  input: z.strictObject({ id: QueryId }),
  output: PhotoWork,
  summary: "One photo work (the caller's, or a shared one)",
});

/**
 * create: a photo (uploaded first) in a visible theme, or, for free graffiti (22), a drawing
 * (uploaded as a PNG) or a few words. Costs PHOTO_POINTS_COST points; answers the work DRAWING.
 */
export const PhotoCreateInput = z
  .strictObject({
    type: Theme,
    image: z.optional(ImageRef),
    prompt: z.optional(line(60)),
    // Issue 11 item 6: sharing is an explicit choice, so absent = 0 (private); a photo print
    // (theme 16) is the customer's own photo and stays private whatever is sent.
    is_public: z.optional(Flag),
  })
  .check(
    z.refine((v) => v.image !== undefined || (v.type === FREE_GRAFFITI_THEME && v.prompt !== undefined), {
      message: "give an image (or, for free graffiti, a prompt)",
      path: ["image"],
    }),
  );

export const photoCreate = endpoint({
  method: "POST",
  path: "/api/photo/create",
  access: "user",
  input: PhotoCreateInput,
  output: PhotoWork,
  summary: `Make a picture in a theme (costs ${PHOTO_POINTS_COST} points)`,
});

export const photoCollect = endpoint({
  method: "POST",
  path: "/api/photo/collect",
  access: "user",
  input: z.strictObject({ id: Id, collect: Flag }),
  output: PhotoWork,
  summary: "Add a work to, or remove it from, the caller's favourites",
});

// ---- Daily sign-in (§3 calendar entry: day, value)

/** One day of the sign-in calendar: the day, the points it gives (§3 value), and whether signed. */
export const SignDay = z.looseObject({
  /** "YYYY-MM-DD", China time. */
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  value: Count,
  signed: Flag,
});
export type SignDay = z.infer<typeof SignDay>;

/**
 * The reward of the n-th consecutive day (1-based), the same rule server and web show:
 * 5 points, 10 on every 3rd day of a streak, 20 on every 7th.
 */
export function signValue(streakDay: number): number {
  if (streakDay > 0 && streakDay % 7 === 0) return 20;
  if (streakDay > 0 && streakDay % 3 === 0) return 10;
  return 5;
}

export const SignInfo = z.looseObject({
  /** "YYYY-MM" of the calendar. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  today: z.string(),
  signed_today: Flag,
  /** Consecutive days signed up to today (or yesterday, when today is not signed yet). */
  streak: Count,
  points: Count,
  calendar: z.array(SignDay),
});
export type SignInfo = z.infer<typeof SignInfo>;

export const signInfo = endpoint({
  method: "GET",
  path: "/api/photo/sign-info",
  access: "user",
  input: z.strictObject({ month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM"))) }),
  output: SignInfo,
  summary: "The sign-in calendar of a month (default: this month)",
});

export const sign = endpoint({
  method: "POST",
  path: "/api/photo/sign",
  access: "user",
  input: NoInput,
  output: SignInfo,
  summary: "Sign in for today (once a day); answers this month's calendar",
});

// ---- Invites

/** Points an invitee earns their inviter, once, when they first log in through the link. */
export const INVITE_POINTS = 20;

export const PhotoInviteInfo = z.looseObject({
  invite_code: z.string(),
  invite_url: z.string(),
  invite_count: Count,
  points_per_invite: Count,
  points_total: Count,
});
export type PhotoInviteInfo = z.infer<typeof PhotoInviteInfo>;

export const photoInviteInfo = endpoint({
  method: "GET",
  path: "/api/photo/invite-info",
  access: "user",
  input: NoInput,
  output: PhotoInviteInfo,
  summary: "The caller's invite link and totals",
});

export const PhotoInvitee = z.looseObject({
  id: Id,
  nickname: OptText,
  avatar: OptText,
  /** §5 masked. */
  mobile: OptText,
  points: Count,
  create_time: Time,
});
export type PhotoInvitee = z.infer<typeof PhotoInvitee>;

export const photoInviteList = endpoint({
  method: "GET",
  path: "/api/photo/invite-list",
  access: "user",
  input: z.strictObject({ ...PageQuery }),
  output: paged(PhotoInvitee),
  summary: "People the caller invited, newest first",
});

// ---- Points

/** Why points moved: sign-in, invite (+); create (−); refund of a failed picture (+). */
export const POINTS_TYPES = ["sign", "invite", "create", "refund"] as const;

export const PointsRecord = z.looseObject({
  id: Id,
  type: z.string(), // POINTS_TYPES; open so a new kind still lists
  title: z.string(),
  /** Signed: +5, −10. */
  value: z.number().check(z.int()),
  balance: Count,
  create_time: Time,
});
export type PointsRecord = z.infer<typeof PointsRecord>;

export const pointsList = endpoint({
  method: "GET",
  path: "/api/photo/points-list",
  access: "user",
  input: z.strictObject({ ...PageQuery }),
  output: z.extend(paged(PointsRecord), { points: Count }),
  summary: "The caller's points balance and record, newest first",
});

export const photoEndpoints = [
  photoList,
  photoInfo,
  photoCreate,
  photoCollect,
  signInfo,
  sign,
  photoInviteInfo,
  photoInviteList,
  pointsList,
] as const;
