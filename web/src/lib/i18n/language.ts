/**
 * §9 language names, apart from the i18n state in core.ts so the HTML's inline boot script
 * (app/boot-script.ts) can read the language the app will use without taking core's state along.
 */
import { FALLBACK_LANGUAGE, LANGUAGE_ALIASES, type Language } from "../../../contract/constants.ts";

/** en, en-US → en; zh, zh-CN → zh-CN; anything else → zh-CN (§9 fallback). */
export function normalizeLanguage(raw: string | null | undefined): Language {
  if (!raw) return FALLBACK_LANGUAGE;
  return LANGUAGE_ALIASES[raw] ?? LANGUAGE_ALIASES[raw.split("-")[0] ?? ""] ?? FALLBACK_LANGUAGE;
}

/** Where a namespace's strings are served: /locales/{lng}/{ns}.json. */
export function localeUrl(lng: string, ns: string): string {
  return `/locales/${lng}/${ns}.json`;
}
