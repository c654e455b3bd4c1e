/**
 * Display formatting of counts and times: big counts (§9: 万 / W), relative time (§9: floors) and
 * date-times. Apart from format.ts (money) so the /sugar first load, which shows none of them, does
 * not carry them (issue 5). Pure functions; the language is passed in, never read from i18n here.
 */
import { BIG_NUMBER_THRESHOLD, type Language } from "../../contract/constants.ts";
import { toEpochMs } from "./time.ts";

const BIG_NUMBER_SUFFIX: Readonly<Record<Language, string>> = { "zh-CN": "万", en: "W" };

/**
 * §9: from 10000 up, counts show in units of 10000 with 万 (zh-CN) or W (en).
 * One decimal at most, FLOORED (toward zero) rather than rounded: 19999 sales is "1.9万", not
 * "2万", so a count is never overstated. A trailing ".0" is dropped (10000 -> "1万").
 */
export function formatBigNumber(n: number, lang: Language): string {
  if (!Number.isFinite(n)) return "0";
  if (Math.abs(n) < BIG_NUMBER_THRESHOLD) return String(n);
  // Tenths of 万: n / 1000 is exact for whole thousands, so the floor never lands one too low.
  const tenths = Math.trunc(n / (BIG_NUMBER_THRESHOLD / 10));
  return `${tenths / 10}${BIG_NUMBER_SUFFIX[lang]}`;
}

type Unit = "minute" | "hour" | "day" | "month" | "year";

const ZH_UNIT: Readonly<Record<Unit, string>> = { minute: "分钟", hour: "小时", day: "天", month: "个月", year: "年" };

function relativePhrase(count: number, unit: Unit, lang: Language): string {
  if (lang === "zh-CN") return `${count}${ZH_UNIT[unit]}前`;
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * "N minutes ago" style text (§9: relative time floors; default locale zh-cn).
 * Every unit floors: 59 s is "just now", 119 s is "1 minute ago". A month is 30 days and a year
 * 365 days, so 360-364 days read "12 months ago". Future dates (clock skew between phone and
 * server) read "just now". `date` numbers below 1e10 are seconds (§4); `now` is ms.
 * An unreadable date gives "".
 */
export function relativeTime(date: Date | number | string, now: number, lang: Language = "zh-CN"): string {
  const then = toEpochMs(date);
  if (Number.isNaN(then)) return "";
  const seconds = Math.floor(Math.max(0, now - then) / 1000);
  if (seconds < 60) return lang === "zh-CN" ? "刚刚" : "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativePhrase(minutes, "minute", lang);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativePhrase(hours, "hour", lang);
  const days = Math.floor(hours / 24);
  if (days < 30) return relativePhrase(days, "day", lang);
  if (days < 365) return relativePhrase(Math.floor(days / 30), "month", lang);
  return relativePhrase(Math.floor(days / 365), "year", lang);
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * "YYYY-MM-DD HH:mm" in the device's local time. The same shape in both languages: it is
 * unambiguous for English readers too. `_lang` is accepted so callers need not special-case.
 * An unreadable date gives "".
 */
export function formatDateTime(date: Date | number | string, _lang?: Language): string {
  const ms = toEpochMs(date);
  if (Number.isNaN(ms)) return "";
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
