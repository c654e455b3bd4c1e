/**
 * The prize draw (§2 /lottery, /lottery/record, /lottery/address, /lottery/address-form; §7 gives
 * no paths). Chosen: /api/lottery/. A signed-in customer has LOTTERY_DAILY_DRAWS draws a day
 * (China time); a prize is a physical gift (shipped to an address the winner picks from their
 * addresses, contract address.ts), a coupon, photo points, or nothing ("thanks").
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Count, Id, NoInput, OptText, paged, PageQuery, Time } from "./common.ts";

/** Draws per customer per China day (chosen). */
export const LOTTERY_DAILY_DRAWS = 3;

export const PRIZE_KINDS = ["goods", "coupon", "points", "none"] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const Prize = z.looseObject({
  id: Id,
  name: z.string(),
  kind: z.string(), // PRIZE_KINDS; open so a new kind still shows
  image_url: OptText,
});
export type Prize = z.infer<typeof Prize>;

export const LotteryInfo = z.looseObject({
  /** The wheel's slots, in order. */
  prizes: z.array(Prize),
  /** Draws left today; null for an anonymous caller. */
  chances: z.nullable(Count),
  daily_draws: Count,
});
export type LotteryInfo = z.infer<typeof LotteryInfo>;

export const lotteryInfo = endpoint({
  method: "GET",
  path: "/api/lottery/info",
  access: "public",
  input: NoInput,
  output: LotteryInfo,
  summary: "The prizes of the draw and the caller's draws left today",
});

/**
 * What became of a win: NONE nothing was won; ISSUED a coupon or points already credited;
 * NEED_ADDRESS a gift waiting for the winner's address; TO_SHIP the address is set (it may still
 * change); SHIPPED on its way (express_no).
 */
export const LOTTERY_STATUS = { NONE: 0, ISSUED: 1, NEED_ADDRESS: 2, TO_SHIP: 3, SHIPPED: 4 } as const;

export const LotteryAddress = z.looseObject({
  name: z.string(),
  mobile: z.string(),
  /** Province, city, district and detail in one line. */
  address: z.string(),
});

export const LotteryRecord = z.looseObject({
  id: Id,
  prize_id: Id,
  prize_name: z.string(),
  kind: z.string(),
  image_url: OptText,
  status: z.number().check(z.int(), z.gte(0)),
  address: z.nullish(LotteryAddress),
  express_no: OptText,
  create_time: Time,
});
export type LotteryRecord = z.infer<typeof LotteryRecord>;

export const lotteryDraw = endpoint({
  method: "POST",
  path: "/api/lottery/draw",
  access: "user",
  input: NoInput,
  /** index: the prize's slot in LotteryInfo.prizes (the wheel stops there). */
  output: z.looseObject({ record: LotteryRecord, index: Count, chances: Count }),
  summary: "Draw once (uses one of today's draws)",
});

export const lotteryRecord = endpoint({
  method: "GET",
  path: "/api/lottery/record",
  access: "user",
  input: z.strictObject({ ...PageQuery }),
  output: paged(LotteryRecord),
  summary: "The caller's draws, newest first",
});

/** Ship a gift to one of the caller's addresses; allowed until it is shipped. */
export const lotterySetAddress = endpoint({
  method: "POST",
  path: "/api/lottery/set-address",
  access: "user",
  input: z.strictObject({ record_id: Id, address_id: Id }),
  output: LotteryRecord,
  summary: "Choose the shipping address of a won gift",
});

export const lotteryEndpoints = [lotteryInfo, lotteryDraw, lotteryRecord, lotterySetAddress] as const;
