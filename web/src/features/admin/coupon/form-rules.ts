/**
 * The coupon offer form's rules (issue 15, contract manage-coupon.ts CouponOfferSaveInput), pure:
 * the draft as typed, the message under each field a broken rule earns, the save call's input,
 * and the server's 422 field names mapped back onto the form's.
 */
import { COUPON_TYPE } from "../../../../contract/constants.ts";
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { OFFER_DAYS_MAX, OFFER_TOTAL_MAX, type CouponOffer, type couponOfferSave } from "../../../../contract/http/manage-coupon.ts";
import { chinaDay, daysInRange, isDay, lastChinaDay } from "../../../lib/admin/dates.ts";
import { checkFields, type FieldErrors } from "../../../lib/admin/form-errors.ts";

export const NAME_MAX = 30;
export const DESCRIPTION_MAX = 200;

export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export interface OfferDraft {
  type: CouponType;
  name: string;
  description: string;
  total: string;
  startDate: string;
  endDate: string;
  /** "" = no code (claimed by its link only). */
  code: string;
  shopIds: number[];
  sns: string[];
}

export type OfferField = "type" | "name" | "description" | "total" | "startDate" | "endDate" | "code" | "reach";

export type RuleKey = "nameRequired" | "nameTooLong" | "descriptionTooLong" | "totalBad" | "totalBelowClaimed" | "dateBad" | "dateOrder" | "dateTooLong" | "endPast" | "codeBad";

export function newOfferDraft(today: string, end: string): OfferDraft {
  return { type: COUPON_TYPE.DISCOUNT, name: "", description: "", total: "100", startDate: today, endDate: end, code: "", shopIds: [], sns: [] };
}

export function offerDraftOf(o: CouponOffer): OfferDraft {
  return {
    type: o.type,
    name: o.name,
    description: o.description ?? "",
    total: o.total === null ? "" : String(o.total),
    startDate: chinaDay(o.start_time),
    endDate: lastChinaDay(o.end_time),
    code: o.code ?? "",
    shopIds: [...o.shop_ids],
    sns: [...o.sns],
  };
}

/** Codes are compared in capitals (the contract stores them so); people type them any way. */
export function normalCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** A code nobody will mistype: 8 capitals and digits without 0/O, 1/I/L. */
export function randomCode(random: () => number = Math.random): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let out = "";
  for (let i = 0; i < 8; i++) out += alphabet[Math.floor(random() * alphabet.length)] ?? "A";
  return out;
}

/**
 * Every broken rule with its message. `claimed`: coupons already claimed (total may not drop
 * below); `savedEnd`: the end already saved (an edit may keep an end that has passed).
 */
export function offerErrors(d: OfferDraft, today: string, claimed: number, savedEnd: string | null, msg: (key: RuleKey) => string): FieldErrors<OfferField> {
  return checkFields<OfferField>({
    type: () => undefined,
    name: () => {
      const v = d.name.trim();
      if (v === "") return msg("nameRequired");
      return [...v].length > NAME_MAX ? msg("nameTooLong") : undefined;
    },
    description: () => ([...d.description.trim()].length > DESCRIPTION_MAX ? msg("descriptionTooLong") : undefined),
    total: () => {
      const v = d.total.trim();
      if (!/^\d{1,6}$/.test(v) || Number(v) < 1 || Number(v) > OFFER_TOTAL_MAX) return msg("totalBad");
      return Number(v) < claimed ? msg("totalBelowClaimed") : undefined;
    },
    startDate: () => (isDay(d.startDate) ? undefined : msg("dateBad")),
    endDate: () => {
      if (!isDay(d.endDate)) return msg("dateBad");
      if (!isDay(d.startDate)) return undefined;
      if (d.startDate > d.endDate) return msg("dateOrder");
      if (daysInRange(d.startDate, d.endDate) > OFFER_DAYS_MAX) return msg("dateTooLong");
      if (d.endDate < today && d.endDate !== savedEnd) return msg("endPast");
      return undefined;
    },
    code: () => {
      const v = normalCode(d.code);
      return v === "" || /^[A-Z0-9]{4,32}$/.test(v) ? undefined : msg("codeBad");
    },
    reach: () => undefined,
  });
}

export function offerInput(d: OfferDraft, id: number | undefined): InputOf<typeof couponOfferSave> {
  const code = normalCode(d.code);
  return {
    ...(id !== undefined ? { id } : {}),
    type: d.type,
    name: d.name.trim(),
    description: d.description.trim(),
    total: Number(d.total.trim()),
    start_date: d.startDate,
    end_date: d.endDate,
    code: code === "" ? null : code,
    shop_ids: d.shopIds,
    sns: d.sns,
  };
}

export const SERVER_FIELDS: Readonly<Record<string, OfferField>> = {
  type: "type",
  name: "name",
  description: "description",
  total: "total",
  start_date: "startDate",
  end_date: "endDate",
  code: "code",
  shop_ids: "reach",
  sns: "reach",
};
