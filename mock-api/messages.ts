/**
 * Bilingual messages of the mock API. §7: every call carries a `Language` header (default
 * zh-CN); the answer's `msg` is Chinese unless the caller asked for English.
 */
import type { IncomingMessage } from "node:http";
import { FALLBACK_LANGUAGE, LANGUAGE_ALIASES, type Language } from "../web/contract/constants.ts";

const MESSAGES = {
  unauthorized: { "zh-CN": "登录已过期，请重新登录", en: "Login expired, please log in again" },
  forbidden: { "zh-CN": "没有访问权限", en: "No access permission" },
  notFound: { "zh-CN": "接口不存在：{path}", en: "No such API: {path}" },
  notImplemented: { "zh-CN": "模拟接口尚未实现：{path}", en: "The mock API does not implement {path} yet" },
  methodNotAllowed: { "zh-CN": "{path} 不支持 {method} 请求", en: "{path} does not accept {method}" },
  invalidJson: { "zh-CN": "请求体不是合法的 JSON：{detail}", en: "The request body is not valid JSON: {detail}" },
  unsupportedMediaType: {
    "zh-CN": "不支持的 Content-Type：{type}（请使用 application/json）",
    en: "Unsupported Content-Type: {type} (use application/json)",
  },
  bodyTooLarge: { "zh-CN": "请求体过大（上限 {limit} 字节）", en: "The request body is too large (limit {limit} bytes)" },
  badRequest: { "zh-CN": "请求地址无效", en: "Invalid request address" },
  internal: { "zh-CN": "服务器内部错误", en: "Internal server error" },
  contractViolation: { "zh-CN": "模拟接口的响应不符合契约：{detail}", en: "Mock response breaks the contract: {detail}" },
  codeTooSoon: {
    "zh-CN": "验证码请求过于频繁，请在 {wait}后重试",
    en: "Too many code requests; please try again in {wait}",
  },
  codeInvalid: { "zh-CN": "验证码错误或已失效", en: "The verification code is wrong or has expired" },
  wxCodeInvalid: { "zh-CN": "微信授权已失效", en: "The WeChat authorisation has expired" },
  mobileTaken: { "zh-CN": "该手机号已绑定其他账号", en: "This mobile number is already bound to another account" },
  validationRequired: { "zh-CN": "必填", en: "required" },
  validationType: { "zh-CN": "类型错误，应为 {expected}", en: "expected {expected}" },
  validationUnknownKey: { "zh-CN": "不允许的字段", en: "unknown key" },
  validationInvalid: { "zh-CN": "取值无效", en: "invalid value" },
  validationNotText: { "zh-CN": "含有无效的 Unicode 字符", en: "must be well-formed Unicode text" },
  devLoopbackOnly: { "zh-CN": "仅允许本机访问", en: "Only loopback callers may use this" },
  devNoCode: { "zh-CN": "没有有效的验证码", en: "No live code" },
  devNeedTarget: { "zh-CN": "请提供 mobile 或 email", en: "Give mobile or email" },
  storageFull: {
    "zh-CN": "存储空间不足（已用 {used}，上限 {quota}），无法再保存这个 {size} 的文件",
    en: "Not enough storage ({used} of {quota} used): this {size} file cannot be kept",
  },
  notSaved: {
    "zh-CN": "模拟服务暂时无法保存数据（{detail}），本次操作未执行，请稍后重试",
    en: "The mock API cannot save changes right now ({detail}): nothing was done, try again later",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type Translate = (key: MessageKey, vars?: Readonly<Record<string, string | number>>) => string;

/** §9: en and en-US mean English; zh, zh-CN, anything else or nothing means Chinese. */
export function languageOf(req: IncomingMessage): Language {
  const raw = req.headers["language"];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return (value !== undefined ? LANGUAGE_ALIASES[value] : undefined) ?? FALLBACK_LANGUAGE;
}

/** One translator per language, made once (every request asks for one). */
export function translator(lang: Language): Translate {
  return lang === "en" ? EN : ZH;
}

function makeTranslator(lang: Language): Translate {
  return (key, vars = {}) =>
    MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const v = vars[name];
      return v === undefined ? whole : String(v);
    });
}

/** A wait in words: "45 秒" / "45 seconds", "3 分钟", "1 小时 5 分钟". Rounds up to whole units. */
export function formatWait(lang: Language, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const zh = lang === "zh-CN";
  if (s < 60) return zh ? `${s} 秒` : `${s} second${s === 1 ? "" : "s"}`;
  const totalMin = Math.ceil(s / 60);
  if (totalMin < 60) return zh ? `${totalMin} 分钟` : `${totalMin} minute${totalMin === 1 ? "" : "s"}`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  if (zh) return m === 0 ? `${h} 小时` : `${h} 小时 ${m} 分钟`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A message a domain keeps in its own table: `{ "zh-CN": "…{n}…", en: "…{n}…" }`. */
export type Bilingual = Readonly<Record<Language, string>>;

/** Picks the caller's language and fills `{name}` placeholders (domains' own message tables). */
export function say(lang: Language, message: Bilingual, vars: Readonly<Record<string, string | number>> = {}): string {
  return message[lang].replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? String(vars[k]) : m));
}

const ZH = makeTranslator("zh-CN");
const EN = makeTranslator("en");
