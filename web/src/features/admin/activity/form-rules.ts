/**
 * The activity form's rules (issue 15, contract activity.ts ActivitySaveInput), pure: a draft as
 * the form holds it (strings as typed), the message under each field a broken rule earns, the
 * save call's input, and the names of the server's 422 fields mapped back onto the form's.
 */
import { ACTIVITY_DAYS_MAX, CASH_BACK_MAX, type ACTIVITY_TYPES, type activitySave, type ManageActivity } from "../../../../contract/http/activity.ts";
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { chinaDay, daysInRange, isDay, lastChinaDay } from "../../../lib/admin/dates.ts";
import { checkFields, type FieldErrors } from "../../../lib/admin/form-errors.ts";

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TITLE_MAX = 30;
export const DESCRIPTION_MAX = 500;
export const LIKES_MAX = 100_000;

export interface ActivityDraft {
  type: ActivityType;
  title: string;
  description: string;
  /** The picture's URL, "" for none. */
  image: string;
  cashBack: string;
  likeCount: string;
  startDate: string;
  endDate: string;
  shopIds: number[];
  sns: string[];
  /** Its own pop-up probability instead of the printer's or the platform's. */
  popupCustom: boolean;
  /** 0–100, as typed. */
  popupPercent: string;
}

export type ActivityField = "type" | "title" | "description" | "image" | "cashBack" | "likeCount" | "startDate" | "endDate" | "reach" | "popup";

export type RuleKey =
  | "titleRequired"
  | "titleTooLong"
  | "descriptionTooLong"
  | "cashBackBad"
  | "cashBackTooMuch"
  | "likesBad"
  | "dateBad"
  | "dateOrder"
  | "dateTooLong"
  | "endPast"
  | "reachRequired"
  | "popupBad";

/** A new activity: from today for a month, the platform's cash back (§1: 1 unit by default), a review. */
export function newDraft(today: string, cashBack: number, end: string): ActivityDraft {
  return {
    type: "review",
    title: "",
    description: "",
    image: "",
    cashBack: cashBack.toFixed(2),
    likeCount: "",
    startDate: today,
    endDate: end,
    shopIds: [],
    sns: [],
    popupCustom: false,
    popupPercent: "",
  };
}

/** The form's draft of a saved activity. */
export function draftOf(a: ManageActivity): ActivityDraft {
  const p = a.popup_probability;
  return {
    type: a.type,
    title: a.title,
    description: a.description ?? "",
    image: a.image_url ?? "",
    cashBack: Number(a.cash_back).toFixed(2),
    likeCount: a.like_count ? String(a.like_count) : "",
    startDate: chinaDay(a.start_time),
    endDate: lastChinaDay(a.end_time),
    shopIds: [...a.shop_ids],
    sns: [...a.sns],
    popupCustom: p !== null && p !== undefined,
    popupPercent: p !== null && p !== undefined ? String(Math.round(p * 1000) / 10) : "",
  };
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Every broken rule with its message. `savedEnd`: the end day already saved (an edit may keep an
 * end that has passed; a new or moved end must not be before today, the server's rule too).
 */
export function activityErrors(d: ActivityDraft, today: string, savedEnd: string | null, msg: (key: RuleKey) => string): FieldErrors<ActivityField> {
  return checkFields<ActivityField>({
    type: () => undefined,
    title: () => {
      const v = d.title.trim();
      if (v === "") return msg("titleRequired");
      return [...v].length > TITLE_MAX ? msg("titleTooLong") : undefined;
    },
    description: () => ([...d.description.trim()].length > DESCRIPTION_MAX ? msg("descriptionTooLong") : undefined),
    image: () => undefined,
    cashBack: () => {
      const v = d.cashBack.trim();
      if (!MONEY.test(v) || Number(v) <= 0) return msg("cashBackBad");
      return Number(v) > CASH_BACK_MAX ? msg("cashBackTooMuch") : undefined;
    },
    likeCount: () => {
      if (d.type !== "post") return undefined;
      const v = d.likeCount.trim();
      return /^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= LIKES_MAX ? undefined : msg("likesBad");
    },
    startDate: () => (isDay(d.startDate) ? undefined : msg("dateBad")),
    endDate: () => {
      if (!isDay(d.endDate)) return msg("dateBad");
      if (!isDay(d.startDate)) return undefined;
      if (d.startDate > d.endDate) return msg("dateOrder");
      if (daysInRange(d.startDate, d.endDate) > ACTIVITY_DAYS_MAX) return msg("dateTooLong");
      if (d.endDate < today && d.endDate !== savedEnd) return msg("endPast");
      return undefined;
    },
    reach: () => (d.shopIds.length + d.sns.length === 0 ? msg("reachRequired") : undefined),
    popup: () => {
      if (!d.popupCustom) return undefined;
      const v = d.popupPercent.trim();
      return /^\d{1,3}(\.\d)?$/.test(v) && Number(v) <= 100 ? undefined : msg("popupBad");
    },
  });
}

/** The save call's input for a checked draft. */
export function activityInput(d: ActivityDraft, id: number | undefined): InputOf<typeof activitySave> {
  return {
    ...(id !== undefined ? { id } : {}),
    type: d.type,
    title: d.title.trim(),
    description: d.description.trim(),
    image_url: d.image === "" ? null : d.image,
    cash_back: d.cashBack.trim(),
    like_count: d.type === "post" ? Number(d.likeCount.trim()) : null,
    start_date: d.startDate,
    end_date: d.endDate,
    shop_ids: d.shopIds,
    sns: d.sns,
    popup_probability: d.popupCustom ? Math.round(Number(d.popupPercent.trim()) * 10) / 1000 : null,
  };
}

/** The form field a server field name (a 422's data.fields) belongs to. */
export const SERVER_FIELDS: Readonly<Record<string, ActivityField>> = {
  type: "type",
  title: "title",
  description: "description",
  image_url: "image",
  cash_back: "cashBack",
  like_count: "likeCount",
  start_date: "startDate",
  end_date: "endDate",
  shop_ids: "reach",
  sns: "reach",
  popup_probability: "popup",
};
