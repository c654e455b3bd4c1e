/**
 * WeChat identities in the mock: the one-time OAuth codes the stand-in authorisation page
 * hands out (`store.wxCodes`), the WeChat users it offers, and binding an openid to a user.
 * Real WeChat: a code is good once and for 5 minutes ("code作为换取access_token的票据，每次用户
 * 授权带上的code将不一样，code只能使用一次，5分钟未被使用自动过期").
 */
import type { Random } from "../random.ts";
import type { Store, UserRecord, WxCodeRecord } from "./types.ts";

export const WX_CODE_TTL_MS = 5 * 60_000; // WeChat OAuth: 5 minutes, single use
/** Live codes kept at most; older ones are dropped first so a stuck tab cannot grow the state. */
export const WX_CODE_MAX_LIVE = 1000;
/** Openids as WeChat shows them: 28 characters, starting with "o" (seeded ones start "oTH3x0"). */
export const OPENID_PATTERN = /^o[A-Za-z0-9_-]{5,63}$/;

/** A WeChat user as the stand-in pages show it. */
export interface WeChatIdentity {
  readonly openid: string;
  readonly nickname: string;
  readonly avatar: string;
  /** The app user this openid belongs to. */
  readonly userId: number;
}

export interface WeChatProfile {
  readonly nickname?: string;
  readonly avatar?: string;
}

/** Issues a one-time code for `openid` (128 bits from the CSPRNG, 32 hex characters). */
export function issueWxCode(store: Store, openid: string, profile: WeChatProfile, now: number, random: Random): string {
  pruneWxCodes(store, now);
  const code = random.bytes(16).toString("hex");
  const rec: WxCodeRecord = { openid, expiresAt: now + WX_CODE_TTL_MS };
  if (profile.nickname !== undefined) rec.nickname = profile.nickname;
  if (profile.avatar !== undefined) rec.avatar = profile.avatar;
  store.wxCodes[code] = rec;
  return code;
}

/**
 * Takes a code out of the store: its grant when it was live, else null ("unknown", "used" and
 * "expired" alike). Own keys only, so "__proto__" or "constructor" is no code.
 */
export function consumeWxCode(store: Store, code: string, now: number): WxCodeRecord | null {
  if (!Object.hasOwn(store.wxCodes, code)) return null;
  const grant = store.wxCodes[code];
  delete store.wxCodes[code]; // an OAuth code is good once, even when it turns out expired
  if (grant === undefined || now >= grant.expiresAt) return null;
  return grant;
}

/** Drops expired codes, then the oldest live ones beyond WX_CODE_MAX_LIVE. */
export function pruneWxCodes(store: Store, now: number): void {
  for (const [code, rec] of Object.entries(store.wxCodes)) if (now >= rec.expiresAt) delete store.wxCodes[code];
  const live = Object.entries(store.wxCodes);
  if (live.length < WX_CODE_MAX_LIVE) return;
  live.sort((a, b) => a[1].expiresAt - b[1].expiresAt);
  for (const [code] of live.slice(0, live.length - WX_CODE_MAX_LIVE + 1)) delete store.wxCodes[code];
}

/** Every user with a WeChat openid, seeded ones first (by id). */
export function weChatIdentities(store: Store): WeChatIdentity[] {
  return Object.values(store.users)
    .filter((u) => u.wx_openid !== "")
    .sort((a, b) => a.id - b.id)
    .map((u) => ({ openid: u.wx_openid, nickname: u.nickname, avatar: u.avatar, userId: u.id }));
}

export function identityOf(store: Store, openid: string): WeChatIdentity | null {
  if (openid === "") return null;
  return weChatIdentities(store).find((i) => i.openid === openid) ?? null;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const MOODS = ["快乐的", "甜甜的", "勇敢的", "安静的", "聪明的", "可爱的", "爱画画的", "早起的"];
const ANIMALS = ["小龙", "兔子", "老虎", "金鱼", "熊猫", "糖人", "小猫", "凤凰"];

/** A WeChat user nobody has seen yet: a random 28-character openid and a made-up profile. */
export function newWeChatIdentity(random: Random): { openid: string; nickname: string; avatar: string } {
  const bytes = random.bytes(22);
  let tail = "";
  for (const b of bytes) tail += ALPHABET[b & 63];
  const pick = (xs: readonly string[]) => xs[random.int(0, xs.length)] ?? "";
  return {
    openid: `oTH3x0${tail}`, // 6 + 22 = 28 characters, like a real openid
    nickname: `${pick(MOODS)}${pick(ANIMALS)}`,
    avatar: `/mock/avatars/${random.int(100, 1000)}.svg`,
  };
}

export type BindResult = { ok: true; user: UserRecord } | { ok: false; reason: "taken" };

/**
 * Binds `openid` to `user` (a user holds one openid; binding another replaces it, the way the
 * backend's auth-bind overwrites wx_openid). Refused when another user already holds it.
 */
export function bindWeChat(store: Store, user: UserRecord, openid: string): BindResult {
  const owner = Object.values(store.users).find((u) => u.wx_openid === openid);
  if (owner !== undefined && owner.id !== user.id) return { ok: false, reason: "taken" };
  user.wx_openid = openid;
  return { ok: true, user };
}
