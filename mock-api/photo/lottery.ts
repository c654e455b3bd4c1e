/**
 * The prize draw (contract lottery.ts): the wheel's prizes, draws per China day, a draw that is
 * the same for the same seed, user and draw count (tests can rely on it), and shipping a gift to
 * one of the winner's addresses.
 */
import type { Language } from "../../web/contract/constants.ts";
import { LOTTERY_DAILY_DRAWS, LOTTERY_STATUS, type LotteryRecord, type Prize, type PrizeKind } from "../../web/contract/http/lottery.ts";
import { say, type Bilingual } from "../messages.ts";
import { allocId } from "../store/ids.ts";
import { toAddress } from "../customer/addresses.ts";
import type { AddressRecord } from "../store/customer.ts";
import type { LotteryRecordRow } from "../store/photo.ts";
import type { Store } from "../store/types.ts";
import { addPoints, chinaDay } from "./points.ts";

interface PrizeDef {
  id: number;
  name: Bilingual;
  kind: PrizeKind;
  /** Relative chance. */
  weight: number;
  /** Points credited at once (kind "points"). */
  points?: number;
  image_url: string;
}

/** The wheel, clockwise from the top. Weights sum to 100, so each is a percentage. */
export const PRIZES: readonly PrizeDef[] = [
  { id: 1, name: { "zh-CN": "糖画礼盒", en: "Sugar-art gift box" }, kind: "goods", weight: 5, image_url: "/mock/art/dragon-8.svg" },
  { id: 2, name: { "zh-CN": "10 积分", en: "10 points" }, kind: "points", weight: 30, points: 10, image_url: "/mock/art/star-3.svg" },
  { id: 3, name: { "zh-CN": "谢谢参与", en: "Better luck next time" }, kind: "none", weight: 35, image_url: "/mock/art/heart-5.svg" },
  { id: 4, name: { "zh-CN": "定制相框", en: "Custom photo frame" }, kind: "goods", weight: 5, image_url: "/mock/art/photo-4242.svg" },
  { id: 5, name: { "zh-CN": "50 积分", en: "50 points" }, kind: "points", weight: 10, points: 50, image_url: "/mock/art/sun-7.svg" },
  { id: 6, name: { "zh-CN": "谢谢参与", en: "Better luck next time" }, kind: "none", weight: 15, image_url: "/mock/art/fish-2.svg" },
];

export function toPrize(p: PrizeDef, lang: Language): Prize {
  return { id: p.id, name: say(lang, p.name), kind: p.kind, image_url: p.image_url };
}

export function prizeById(id: number): PrizeDef | undefined {
  return PRIZES.find((p) => p.id === id);
}

export function drawsOn(store: Store, userId: number, day: string): number {
  let n = 0;
  for (const r of Object.values(store.photo.lottery)) if (r.userId === userId && r.day === day) n += 1;
  return n;
}

export function chancesLeft(store: Store, userId: number, nowS: number): number {
  return Math.max(0, LOTTERY_DAILY_DRAWS - drawsOn(store, userId, chinaDay(nowS)));
}

/** FNV-1a of the seed, user and how many times they have drawn: a fair spread, repeatable. */
function pick(store: Store, userId: number): { def: PrizeDef; index: number } {
  const count = Object.values(store.photo.lottery).filter((r) => r.userId === userId).length;
  let h = 2166136261;
  for (const ch of `${store.seed}:${userId}:${count}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let roll = h % 100;
  for (const [index, def] of PRIZES.entries()) {
    if (roll < def.weight) return { def, index };
    roll -= def.weight;
  }
  return { def: PRIZES[PRIZES.length - 1] as PrizeDef, index: PRIZES.length - 1 };
}

export function draw(store: Store, userId: number, nowS: number): { row: LotteryRecordRow; index: number } {
  const { def, index } = pick(store, userId);
  const id = allocId(store, "lottery");
  const status = def.kind === "goods" ? LOTTERY_STATUS.NEED_ADDRESS : def.kind === "none" ? LOTTERY_STATUS.NONE : LOTTERY_STATUS.ISSUED;
  const row: LotteryRecordRow = { id, userId, prizeId: def.id, status, address: null, express_no: "", day: chinaDay(nowS), create_time: nowS };
  store.photo.lottery[String(id)] = row;
  if (def.points !== undefined) addPoints(store, userId, "lottery", def.points, id, nowS);
  return { row, index };
}

export function toLotteryRecord(r: LotteryRecordRow, lang: Language): LotteryRecord {
  const def = prizeById(r.prizeId);
  return {
    id: r.id,
    prize_id: r.prizeId,
    prize_name: def ? say(lang, def.name) : String(r.prizeId),
    kind: def?.kind ?? "none",
    image_url: def?.image_url ?? null,
    status: r.status,
    address: r.address === null ? null : { name: r.address.name, mobile: r.address.mobile, address: r.address.address },
    express_no: r.express_no || null,
    create_time: r.create_time,
  };
}

/** The address as the parcel will carry it (a copy: a later edit of the address book does not move it). */
export function addressCopy(a: AddressRecord): NonNullable<LotteryRecordRow["address"]> {
  const v = toAddress(a);
  return { addressId: a.id, name: v.name, mobile: v.mobile, address: `${v.province}${v.city}${v.district} ${v.detail}` };
}
