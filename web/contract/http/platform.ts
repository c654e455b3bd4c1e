/**
 * The platform's own calls (/admin/x, ADMIN-MAP D6; paths "not shown" in §7, chosen under
 * /api/platform/*): users and admins, the admin levels, the back-office settings, suspending a
 * shop, taking an activity down, the withdrawal review and the audit journal. The queues of
 * device orders, shipping and refunds are manage-order's admin calls; the six §3 pending counts
 * (and the withdrawals waiting) are manage/index's.
 *
 * Who may call what is constants.ts PLATFORM_LEVELS (1 reads, 3 and 7 act, 7 alone the super
 * calls), enforced by the router from each endpoint's `levels`. Every acting call writes one entry
 * of the audit journal (who, what, when, on which record, before and after), readable by level 7.
 */
import * as z from "zod/mini";
import { PLATFORM_LEVELS } from "../constants.ts";
import { Flag, Id, ImageRef, Keyword, line, Money, note, oneOf, OptText, OrderSn, paged, PageQuery, QueryId, queryOneOf, Time, valuesOf } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { DateRange, dateRangeCheck, moneyInput, Person, Phone } from "./manage-common.ts";
import { PhotoFrame } from "./manage-photo.ts";
import { Shop } from "./manage-shop.ts";
import { WITHDRAW_STATUS, Withdrawal } from "./tixian.ts";

/** A reason the other side will read: 1-200 characters, required where a decision refuses. */
const Reason = note(200);

// ---- Users and admin levels

/** The level_types a user may hold (§6: 0 customer, 1 privileged, 3 admin, 7 super admin). */
export const USER_LEVELS = [0, 1, 3, 7] as const;

/**
 * A user as the platform lists them: mobile and email masked (§5: first 3 and last 4 digits;
 * first 2 characters) even for admins: a list is read over shoulders. The company they belong
 * to, if any, with their role in it.
 */
export const PlatformUser = z.looseObject({
  id: Id,
  nickname: OptText,
  avatar: z.optional(OptText),
  mobile: OptText,
  email: OptText,
  level_type: z.number(),
  /** 1 when a WeChat account is bound. */
  wx_bound: Flag,
  company: z.nullish(z.looseObject({ id: Id, name: z.string(), role: z.enum(["owner", "operator"]) })),
  create_time: Time,
});
export type PlatformUser = z.infer<typeof PlatformUser>;

export const userList = endpoint({
  method: "GET",
  path: "/api/platform/user-list",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  // keyword: part of the mobile (digits) or of the nickname.
  input: z.strictObject({ ...PageQuery, keyword: z.optional(Keyword), level_type: z.optional(queryOneOf(USER_LEVELS)) }),
  output: paged(PlatformUser),
  summary: "Every user, searchable by mobile or nickname (masked, with level and company)",
});

export const adminList = endpoint({
  method: "GET",
  path: "/api/platform/admin-list",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  input: z.strictObject({ ...PageQuery }),
  output: paged(PlatformUser),
  summary: "Who holds level 1, 3 or 7, highest level first",
});

/**
 * set-level: only level 7 grants or takes away an admin level (1, 3, 7), to anyone, itself
 * included, except that the last level 7 cannot give up its own (the platform would be left
 * without anyone able to grant levels). Setting the level a user already has changes nothing.
 */
export const setLevel = endpoint({
  method: "POST",
  path: "/api/platform/set-level",
  access: "admin",
  levels: PLATFORM_LEVELS.SUPER,
  input: z.strictObject({ user_id: Id, level_type: oneOf(USER_LEVELS), remark: z.optional(Reason) }),
  output: PlatformUser,
  summary: "Grant or take away an admin level (level 7 only)",
});

// ---- Settings

/** The back-office values the customer side reads (default/config, /join, the activity form). */
export const PlatformSettings = z.looseObject({
  /** §1: the default cash back of an activity (1 unit unless changed). */
  cash_back: Money,
  /** §1: the chance (0-1) a buyer sees the cooperation pop-up after a paid print. */
  popup_probability: z.number().check(z.gte(0), z.lte(1)),
  /** The customer-service phone /join and /about show. */
  kefu_phone: z.string(),
  update_time: z.nullish(Time),
  updated_by: z.nullish(Person),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

/** The largest default cash back: a thank-you, not a refund. */
export const CASH_BACK_MAX = 100;

export const settings = endpoint({
  method: "GET",
  path: "/api/platform/settings",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  input: z.strictObject({}),
  output: PlatformSettings,
  summary: "The back-office settings, with who saved them last",
});

export const settingsSave = endpoint({
  method: "POST",
  path: "/api/platform/settings-save",
  access: "admin",
  levels: PLATFORM_LEVELS.SUPER,
  input: z.strictObject({
    cash_back: moneyInput(CASH_BACK_MAX),
    // Two decimals at most: a percentage to the point, as the form offers it.
    popup_probability: z.number().check(z.gte(0), z.lte(1), z.multipleOf(0.01)),
    kefu_phone: Phone,
  }),
  output: PlatformSettings,
  summary: "Save the back-office settings (default/config answers them at once)",
});

// ---- Shops and activities

/**
 * shop-status: the platform suspends a shop (a reason is required: the merchant reads it) or
 * lets it trade again. A suspended shop's printers take no new orders; the merchant cannot lift
 * it (manage-shop/save keeps it); everything else (its orders, money, withdrawals) stays.
 */
export const shopStatus = endpoint({
  method: "POST",
  path: "/api/platform/shop-status",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z
    .strictObject({ id: Id, suspended: Flag, reason: z.optional(Reason) })
    .check(z.refine((v) => v.suspended === 0 || (v.reason ?? "") !== "", { message: "a suspension needs a reason", path: ["reason"] })),
  output: Shop,
  summary: "Suspend a shop (with a reason) or let it trade again",
});

/**
 * activity-status: the platform takes a shop's cash-back activity down (a reason is required) or
 * puts it back. A taken-down activity is not offered to buyers. The activities themselves are
 * their module's (ADMIN-MAP D3); this call only sets the platform's flag on one.
 */
export const activityStatus = endpoint({
  method: "POST",
  path: "/api/platform/activity-status",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z
    .strictObject({ id: Id, taken_down: Flag, reason: z.optional(Reason) })
    .check(z.refine((v) => v.taken_down === 0 || (v.reason ?? "") !== "", { message: "taking an activity down needs a reason", path: ["reason"] })),
  output: z.looseObject({ id: Id, taken_down: Flag, reason: OptText }),
  summary: "Take a shop's activity down (with a reason) or put it back",
});

// ---- Withdrawal review

/** A withdrawal as the platform reviews it: whose, from which company (mobile masked, account masked). */
export const PlatformWithdrawal = z.extend(Withdrawal, {
  company: z.nullish(z.looseObject({ id: Id, name: z.string() })),
  user: z.nullish(Person),
  /** 1 once the e-sign contract is signed (review waits for it). */
  is_signed: z.optional(Flag),
  review_time: z.nullish(Time),
});
export type PlatformWithdrawal = z.infer<typeof PlatformWithdrawal>;

export const withdrawList = endpoint({
  method: "GET",
  path: "/api/platform/withdraw-list",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  input: z.strictObject({
    ...PageQuery,
    status: z.optional(queryOneOf(valuesOf(WITHDRAW_STATUS))),
    sn: z.optional(OrderSn),
    company_id: z.optional(QueryId),
  }),
  output: paged(PlatformWithdrawal),
  summary: "Every company's withdrawals (review queue: status 10)",
});

/**
 * withdraw-info (issue 17, the review page's detail): one withdrawal as the reviewer needs it:
 * who reviewed it, when it was signed, and the shops its amount was taken from (a rejection
 * gives each its part back).
 */
export const PlatformWithdrawalInfo = z.extend(PlatformWithdrawal, {
  sign_time: z.nullish(Time),
  reviewer: z.nullish(Person),
  sources: z.array(z.looseObject({ shop_id: Id, shop_name: OptText, amount: Money })),
});
export type PlatformWithdrawalInfo = z.infer<typeof PlatformWithdrawalInfo>;

export const withdrawInfo = endpoint({
  method: "GET",
  path: "/api/platform/withdraw-info",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  input: z.strictObject({ id: QueryId }),
  output: PlatformWithdrawalInfo,
  summary: "One withdrawal with its signing, its reviewer and the shops its amount came from",
});

/**
 * withdraw-review: approve (the transfer went out: PAID) or reject (REJECTED: the held amount goes
 * back to the company's balance, ledger WITHDRAW_RETURN) a signed withdrawal (status 10); a
 * refusal needs a remark the merchant will read. Two reviewers at once decide once.
 */
export const withdrawReview = endpoint({
  method: "POST",
  path: "/api/platform/withdraw-review",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z
    .strictObject({ id: Id, pass: z.boolean(), remark: z.optional(Reason) })
    .check(z.refine((v) => v.pass || (v.remark ?? "") !== "", { message: "a refusal needs a remark", path: ["remark"] })),
  output: PlatformWithdrawal,
  summary: "Approve (paid) or reject (money back) a withdrawal in review",
});

// ---- Photo frames (/admin/x/photo-frame; ADMIN-MAP D5)

/**
 * The platform's photo frames (issue 17; "not designed yet" in issue 15, chosen here). A frame is
 * drawn by the platform (the seeded four) or is an uploaded picture: a 400 × 400 px PNG whose
 * middle is transparent, laid over the printed photo (tixian/upload-image: ≤ 5 MB, png/jpeg by
 * content; a JPEG has no transparency, so it covers the photo: the page says so). Levels 3 and 7
 * add and rename frames and retire them; retiring takes a frame off the shops' choice
 * (manage-photo/frame-list, settings) while shops that use it keep it, and their customers'
 * works keep the frame they were made with. Nothing is deleted: a frame is in printed works.
 */
export const PlatformFrame = z.extend(PhotoFrame, {
  name_en: OptText,
  /** 1: shops may pick it; 0: retired. */
  status: Flag,
  kind: z.enum(["drawn", "image"]),
  /** Shops whose photo settings use it now. */
  shop_count: z.number().check(z.int(), z.gte(0)),
  sort: z.number(),
  create_time: z.nullish(Time),
});
export type PlatformFrame = z.infer<typeof PlatformFrame>;

export const frameList = endpoint({
  method: "GET",
  path: "/api/platform/frame-list",
  access: "admin",
  levels: PLATFORM_LEVELS.READ,
  input: z.strictObject({}),
  output: z.looseObject({ list: z.array(PlatformFrame) }),
  summary: "Every photo frame, retired ones too, in the order shops see them",
});

export const FRAME_NAME_MAX = 20;

/**
 * frame-save: add a frame (no id: name and image_url, an upload of the caller) or change one
 * (id: its names; image_url replaces its picture, a drawn frame becoming a picture). name_en
 * defaults to name.
 */
export const frameSave = endpoint({
  method: "POST",
  path: "/api/platform/frame-save",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z
    .strictObject({ id: z.optional(Id), name: line(FRAME_NAME_MAX), name_en: z.optional(line(40)), image_url: z.optional(ImageRef) })
    .check(z.refine((v) => v.id !== undefined || v.image_url !== undefined, { message: "a new frame needs its picture", path: ["image_url"] })),
  output: PlatformFrame,
  summary: "Add a photo frame (an uploaded picture) or rename one",
});

export const frameStatus = endpoint({
  method: "POST",
  path: "/api/platform/frame-status",
  access: "admin",
  levels: PLATFORM_LEVELS.OPERATE,
  input: z.strictObject({ id: Id, status: Flag }),
  output: PlatformFrame,
  summary: "Retire a photo frame (off the shops' choice; users keep it) or offer it again",
});

// ---- Audit journal

/** What the platform did (the action of an audit entry). */
export const AUDIT_ACTIONS = [
  "device_order.confirm", // apply-confirm pass
  "device_order.refuse", // apply-confirm refuse (money back)
  "refund.pass", // audit pass
  "refund.refuse", // audit refuse
  "refund.pay", // confirm-refund
  "order.ship", // shipping (a parcel)
  "withdraw.approve",
  "withdraw.reject",
  "user.level", // set-level
  "settings.save",
  "shop.suspend",
  "shop.resume",
  "activity.take_down",
  "activity.restore",
  "frame.add",
  "frame.save",
  "frame.retire",
  "frame.restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Which kind of record an entry is about. */
export const AUDIT_TARGETS = ["purchase_order", "refund", "withdrawal", "user", "settings", "shop", "activity", "frame"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AuditEntry = z.looseObject({
  id: Id,
  actor: z.looseObject({ id: Id, nickname: OptText, level_type: z.number() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.nullish(Id),
  target_sn: OptText,
  /**
   * The fields the action changed, as they were and as they became: any fields, kept as sent (a
   * loose object rather than z.record, whose code would join zod's modules in the web app's first
   * load for this one admin answer).
   */
  before: z.nullish(z.looseObject({})),
  after: z.nullish(z.looseObject({})),
  remark: OptText,
  create_time: Time,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const auditList = endpoint({
  method: "GET",
  path: "/api/platform/audit-list",
  access: "admin",
  levels: PLATFORM_LEVELS.SUPER,
  input: z
    .strictObject({
      ...PageQuery,
      ...DateRange,
      action: z.optional(z.enum(AUDIT_ACTIONS)),
      target_type: z.optional(z.enum(AUDIT_TARGETS)),
      target_id: z.optional(QueryId),
      actor_id: z.optional(QueryId),
    })
    .check(dateRangeCheck),
  output: paged(AuditEntry),
  summary: "The audit journal of platform actions, newest first (level 7 only)",
});

export const platformEndpoints = [
  userList,
  adminList,
  setLevel,
  settings,
  settingsSave,
  shopStatus,
  activityStatus,
  withdrawList,
  withdrawInfo,
  withdrawReview,
  frameList,
  frameSave,
  frameStatus,
  auditList,
] as const;
