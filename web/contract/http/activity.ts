/**
 * §1 cash-back activities, the whole loop (issue 15; ADMIN-MAP D3). §7 shows only
 * sugar/activity-list (sugar.ts); every other call here is "not shown", chosen as follows.
 *
 * The loop: a merchant runs an activity (a task: follow the official account, a post with a
 * like count, a review, a short video) on some shops or printers. A buyer whose print order was
 * paid on one of those printers while it ran may be shown the pop-up (sugar/activity-popup), does
 * the task, and submits screenshots for that order (sugar/activity-submit, images uploaded first
 * through tanghua/upload-image). The merchant approves or refuses each submission
 * (manage-activity/record-audit); approving pays the cash back into the buyer's balance.
 *
 * Decisions (each said once, here):
 * - Ownership: an activity belongs to the company of its shops (all of one company). A merchant
 *   sees and changes only their company's activities and submissions; another company's id is
 *   404, exactly like a missing one. Platform admins (level_type 1/3/7) see and act on all.
 * - Where it runs: every printer of `shop_ids` and each printer of `sns` (printers of the same
 *   company's shops), at least one of them; the same rule as a coupon offer's (manage-coupon.ts).
 *   It runs while start_date <= today <= end_date (China days) and it was not ended early
 *   (manage-activity/end). A running activity is listed by sugar/activity-list on its printers.
 * - Cash back: default df.config.cash_back (§1: 1 unit) when save leaves it out; like_count is
 *   required for "post" and refused for the other types. A "follow" activity needs the
 *   company's official account (weixin-config) first, which the buyer is shown.
 * - Delete removes an activity no buyer has submitted anything for; one with submissions can
 *   only be ended (its records stay, they are the trail of money paid). Once there are
 *   submissions its type cannot change.
 * - Who may take part: the buyer of a print order (status paid, printing or completed: not
 *   failed, refunded or closed) made on a printer the activity runs on, paid while it ran. One
 *   submission per buyer and activity; a refused one may be submitted again while the activity
 *   runs, at most ACTIVITY_SUBMIT_TRIES times in all. A buyer who already took part (seeded
 *   `is_join`) cannot submit again.
 * - Screenshots: 1 to 3 images, each the caller's own upload (tanghua/upload-image: at most
 *   5 MB, png/jpeg by their magic bytes); any other image reference is refused (errorCode 1).
 *   The same holds for the merchant's images (image_url, the official account's QR): uploads of
 *   the caller (tixian/upload-image), or the value already saved.
 * - Money: approving moves the submission from SUBMITTED to PAID in one step: the buyer's
 *   balance rises by the cash back promised when they submitted (a user wallet ledger entry),
 *   and the shop where they printed pays it (INCOME_TYPE.CASH_BACK). It happens once, whatever
 *   is double-tapped, retried or sent by two operators at once: approving a paid submission
 *   answers it as it is and pays nothing; refusing a paid one is refused. A company whose shops'
 *   balance (what it could withdraw) is below the cash back cannot approve (errorCode 1). APPROVED
 *   is a state a real backend may report while a transfer is under way; the mock never rests in it.
 * - The pop-up (§1 "a set probability"): the probability is the highest override among the
 *   activities the buyer can still take on that printer, else the printer's own setting, else
 *   df.config.popup_probability. The draw is a pure function of the order and the store's seed,
 *   so asking again for the same order answers the same (no re-rolling by reloading).
 * - The ticket (/admin/activity/ticket): a poster per printer whose QR code carries `url`,
 *   `<origin>/sugar/order-activity?sn=<sn>&activity_id=<id>`: the buyer scans it after printing
 *   and lands on the task for their latest qualifying order on that printer.
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import {
  Count,
  Flag,
  Id,
  ImageRef,
  line,
  Money,
  note,
  Nothing,
  OptText,
  paged,
  PageQuery,
  QueryId,
  queryOneOf,
  Sn,
  Time,
  valuesOf,
} from "./common.ts";
import { DateQuery, moneyInput, Person } from "./manage-common.ts";
import { Activity, ACTIVITY_TYPES, PrinterLocale } from "./sugar.ts";

export { Activity, ACTIVITY_TYPES };

/** Where an activity is in its life, computed from its dates and whether it was ended early. */
export const ACTIVITY_STATES = ["upcoming", "running", "ended"] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** A submission's state (see the file's comment: the mock goes SUBMITTED -> PAID or REFUSED). */
export const ACTIVITY_RECORD_STATUS = { SUBMITTED: 10, APPROVED: 20, REFUSED: 30, PAID: 40 } as const;
export type ActivityRecordStatus = (typeof ACTIVITY_RECORD_STATUS)[keyof typeof ACTIVITY_RECORD_STATUS];
const RECORD_STATUSES = valuesOf(ACTIVITY_RECORD_STATUS);

/** Submissions per buyer and activity, counting those refused. */
export const ACTIVITY_SUBMIT_TRIES = 3;
export const ACTIVITY_IMAGES_MAX = 3;
/** An activity runs on at most this many shops and printers (a chain's whole estate). */
export const ACTIVITY_SCOPE_MAX = 100;
/** Days one activity may run. */
export const ACTIVITY_DAYS_MAX = 366;
/** The largest cash back one task may promise. */
export const CASH_BACK_MAX = 1000;

const Probability = z.number().check(z.gte(0), z.lte(1));
const ShopRef = z.looseObject({ id: Id, name: z.string() });

// ---- The merchant's side (/admin/activity, /admin/x/shop-activity)

/** An activity as the admin shows it: the customer's Activity plus where it runs and its numbers. */
export const ManageActivity = z.extend(Activity, {
  state: z.enum(ACTIVITY_STATES),
  company_id: Id,
  company_name: z.optional(OptText),
  shop_ids: z.array(Id),
  shops: z.array(ShopRef),
  /** Printers it runs on besides every printer of shop_ids. */
  sns: z.array(z.string()),
  popup_probability: z.nullish(Probability),
  /** Submissions in all, waiting for a decision, and paid; what was paid out. */
  record_count: Count,
  pending_count: Count,
  paid_count: Count,
  paid_total: Money,
  ended_time: z.nullish(Time),
  /** Taken down by the platform (/admin/x/shop-activity), with its reason: it no longer runs anywhere. */
  taken_down: z.nullish(z.looseObject({ reason: z.string(), time: Time })),
  create_time: Time,
  /**
   * The currency of its cash back (§1, issue 15): the locale of the printers it runs on when
   * they share one (HK$ for a Hong Kong merchant); absent or null = ¥/元.
   */
  currency: z.nullish(PrinterLocale),
});
export type ManageActivity = z.infer<typeof ManageActivity>;

/** A printable poster's QR target for one printer (the ticket page draws the code itself). */
export const ActivityTicket = z.looseObject({ sn: z.string(), shop_name: OptText, url: z.string() });
export type ActivityTicket = z.infer<typeof ActivityTicket>;

export const ManageActivityInfo = z.extend(ManageActivity, { tickets: z.array(ActivityTicket) });
export type ManageActivityInfo = z.infer<typeof ManageActivityInfo>;

export const activityManageList = endpoint({
  method: "GET",
  path: "/api/manage-activity/list",
  access: "merchant",
  input: z.strictObject({
    ...PageQuery,
    state: z.optional(z.enum(ACTIVITY_STATES)),
    type: z.optional(z.enum(ACTIVITY_TYPES)),
    shop_id: z.optional(QueryId),
  }),
  output: paged(ManageActivity),
  summary: "The caller's company's activities, running, upcoming and ended (every company's for admins)",
});

export const activityManageInfo = endpoint({
  method: "GET",
  path: "/api/manage-activity/info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: ManageActivityInfo,
  summary: "One activity with its numbers and a ticket URL per printer",
});

export const ActivitySaveInput = z
  .strictObject({
    id: z.optional(Id),
    type: z.enum(ACTIVITY_TYPES),
    title: line(30),
    description: z.optional(note(500)),
    image_url: z.optional(z.nullable(ImageRef)),
    /** Omitted: as saved; a new activity gets df.config.cash_back (§1). */
    cash_back: z.optional(moneyInput(CASH_BACK_MAX)),
    like_count: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(100_000)))),
    start_date: DateQuery,
    end_date: DateQuery,
    shop_ids: z.optional(z.array(Id).check(z.maxLength(ACTIVITY_SCOPE_MAX))),
    sns: z.optional(z.array(Sn).check(z.maxLength(ACTIVITY_SCOPE_MAX))),
    /** null: no override (the printer's or the platform's probability); omitted: as saved. */
    popup_probability: z.optional(z.nullable(Probability)),
  })
  .check(
    z.refine((v) => v.start_date <= v.end_date, { message: "start_date must not be after end_date", path: ["start_date"] }),
    z.refine((v) => (v.type === "post") === (v.like_count !== undefined && v.like_count !== null), {
      message: "like_count is required for a post and only for a post",
      path: ["like_count"],
    }),
    z.refine((v) => (v.shop_ids ?? []).length + (v.sns ?? []).length > 0, { message: "give shop_ids or sns", path: ["shop_ids"] }),
    z.refine((v) => new Set(v.shop_ids ?? []).size === (v.shop_ids ?? []).length && new Set(v.sns ?? []).size === (v.sns ?? []).length, {
      message: "shop_ids and sns must not repeat",
      path: ["shop_ids"],
    }),
  );

export const activitySave = endpoint({
  method: "POST",
  path: "/api/manage-activity/save",
  access: "merchant",
  input: ActivitySaveInput,
  output: z.looseObject({ id: Id }),
  summary: "Create (no id) or update an activity",
});

export const activityEnd = endpoint({
  method: "POST",
  path: "/api/manage-activity/end",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: ManageActivity,
  summary: "End an activity now (idempotent); its submissions can still be decided",
});

export const activityDelete = endpoint({
  method: "POST",
  path: "/api/manage-activity/delete",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Delete an activity nobody has submitted for",
});

/** The official account "follow" tasks ask buyers to follow; all null until set up. */
export const WeixinAccount = z.looseObject({
  name: OptText,
  account: OptText,
  qrcode_url: OptText,
  description: OptText,
  update_time: z.nullish(Time),
});
export type WeixinAccount = z.infer<typeof WeixinAccount>;

export const activityWeixinConfig = endpoint({
  method: "GET",
  path: "/api/manage-activity/weixin-config",
  access: "merchant",
  // company_id: admins only, to read another company's (a merchant's own company otherwise).
  input: z.strictObject({ company_id: z.optional(QueryId) }),
  output: WeixinAccount,
  summary: "The caller's company's official account for follow tasks",
});

export const activityWeixinConfigSave = endpoint({
  method: "POST",
  path: "/api/manage-activity/weixin-config-save",
  access: "merchant",
  input: z.strictObject({
    name: line(30),
    account: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, "account must be a WeChat id (6-20 letters, digits, _ or -, a letter first)"))),
    qrcode_url: ImageRef,
    description: z.optional(note(200)),
  }),
  output: WeixinAccount,
  summary: "Set the official account of the caller's company",
});

/** A buyer's submission as the merchant sees it (the buyer's mobile masked, §5, unless admin). */
export const ActivityRecord = z.looseObject({
  id: Id,
  activity_id: Id,
  activity_title: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  status: z.literal(RECORD_STATUSES),
  images: z.array(z.string()),
  remark: OptText,
  /** Why it was refused. */
  reason: OptText,
  cash_back: Money,
  tries: Count,
  user: z.nullable(Person),
  order_id: Id,
  order_sn: z.string(),
  sn: z.string(),
  shop_id: Id,
  shop_name: OptText,
  create_time: Time,
  submit_time: Time,
  audit_time: z.nullish(Time),
  pay_time: z.nullish(Time),
  auditor: z.nullish(z.looseObject({ id: Id, nickname: OptText })),
  /** The currency of the cash back: the locale of the printer the buyer printed on (§1); absent or null = ¥/元. */
  currency: z.nullish(PrinterLocale),
});
export type ActivityRecord = z.infer<typeof ActivityRecord>;

export const activityRecordList = endpoint({
  method: "GET",
  path: "/api/manage-activity/record-list",
  access: "merchant",
  input: z.strictObject({
    ...PageQuery,
    activity_id: z.optional(QueryId),
    status: z.optional(queryOneOf(RECORD_STATUSES)),
    shop_id: z.optional(QueryId),
  }),
  output: paged(ActivityRecord),
  summary: "Buyers' submissions, waiting ones first, then newest",
});

export const activityRecordInfo = endpoint({
  method: "GET",
  path: "/api/manage-activity/record-info",
  access: "merchant",
  input: z.strictObject({ id: QueryId }),
  output: ActivityRecord,
  summary: "One submission with its screenshots",
});

/** Approve (pass) and pay, or refuse with a reason the buyer reads. */
export const activityRecordAudit = endpoint({
  method: "POST",
  path: "/api/manage-activity/record-audit",
  access: "merchant",
  input: z
    .strictObject({ id: Id, pass: z.boolean(), reason: z.optional(note(200)) })
    .check(z.refine((v) => v.pass || (v.reason ?? "") !== "", { message: "a refusal needs a reason", path: ["reason"] })),
  output: ActivityRecord,
  summary: "Approve (the cash back is paid once) or refuse a submission",
});

// ---- The buyer's side (/sugar: the pop-up after a paid print, /sugar/order-activity)

/** A buyer's own submission (what /sugar/order-activity shows). */
export const BuyerActivityRecord = z.looseObject({
  id: Id,
  activity_id: Id,
  order_id: Id,
  status: z.literal(RECORD_STATUSES),
  images: z.array(z.string()),
  remark: OptText,
  reason: OptText,
  cash_back: Money,
  tries: Count,
  submit_time: Time,
  audit_time: z.nullish(Time),
  pay_time: z.nullish(Time),
});
export type BuyerActivityRecord = z.infer<typeof BuyerActivityRecord>;

/**
 * Why a task cannot be submitted now: no qualifying order, the buyer took part before, the
 * activity ended, a submission waits for the merchant or was paid, or the tries are used up.
 */
export const TASK_BLOCKS = ["no_order", "joined", "ended", "under_review", "paid", "no_tries"] as const;

export const ActivityTask = z.looseObject({
  activity: Activity,
  /** The official account to follow (follow tasks). */
  weixin: z.nullish(WeixinAccount),
  record: z.nullable(BuyerActivityRecord),
  can_submit: Flag,
  why_not: z.nullish(z.enum(TASK_BLOCKS)),
});
export type ActivityTask = z.infer<typeof ActivityTask>;

export const ActivityOrder = z.looseObject({ id: Id, order_sn: z.string(), sn: z.string(), name: z.string(), image_url: OptText, pay_time: z.nullish(Time) });
export type ActivityOrder = z.infer<typeof ActivityOrder>;

/**
 * The pop-up after a paid print: show it or not, and the tasks it offers. Asked by the waiting
 * page once the order is paid; show 0 with an empty list when nothing can be taken.
 */
export const activityPopup = endpoint({
  method: "GET",
  path: "/api/sugar/activity-popup",
  access: "user",
  input: z.strictObject({ order_id: QueryId }),
  output: z.looseObject({ show: Flag, probability: Probability, list: z.array(Activity) }),
  summary: "Whether to show the cash-back pop-up after one of the caller's paid prints",
  // A pop-up the buyer did not ask for never raises an error toast over their print (§8 opt-out).
  silent: true,
});

/**
 * /sugar/order-activity: the tasks for one of the caller's orders (order_id), or, from a ticket's
 * QR (sn and activity_id, no order), for their latest qualifying order on that printer. order is
 * null when none qualifies (the tasks then say why_not "no_order").
 */
export const orderActivity = endpoint({
  method: "GET",
  path: "/api/sugar/order-activity",
  access: "user",
  input: z
    .strictObject({ order_id: z.optional(QueryId), sn: z.optional(Sn), activity_id: z.optional(QueryId) })
    .check(z.refine((v) => v.order_id !== undefined || v.sn !== undefined, { message: "give order_id or sn", path: ["order_id"] })),
  output: z.looseObject({ order: z.nullable(ActivityOrder), list: z.array(ActivityTask) }),
  summary: "The cash-back tasks of one of the caller's paid orders, with their state",
});

export const activitySubmit = endpoint({
  method: "POST",
  path: "/api/sugar/activity-submit",
  access: "user",
  input: z.strictObject({
    order_id: Id,
    activity_id: Id,
    images: z.array(ImageRef).check(z.minLength(1), z.maxLength(ACTIVITY_IMAGES_MAX)),
    remark: z.optional(note(200)),
  }),
  output: BuyerActivityRecord,
  summary: "Submit the screenshots of a task done after a paid print",
});

export const activityEndpoints = [
  activityManageList,
  activityManageInfo,
  activitySave,
  activityEnd,
  activityDelete,
  activityWeixinConfig,
  activityWeixinConfigSave,
  activityRecordList,
  activityRecordInfo,
  activityRecordAudit,
  activityPopup,
  orderActivity,
  activitySubmit,
] as const;
