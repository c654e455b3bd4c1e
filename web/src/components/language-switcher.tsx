import { LANGUAGES, type Language } from "../../contract/constants.ts";
import { setLanguage, useLanguage, useT } from "../lib/i18n/index.ts";
import "./language-switcher.css";

/** Switches between zh-CN and en (§9); the choice is stored at i18nextLng and survives reload. */
export function LanguageSwitcher() {
  const t = useT("common");
  const current = useLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={t("language.label")}>
      {LANGUAGES.map((lng: Language) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="lang-switch__option"
          aria-pressed={lng === current}
          onClick={() => void setLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}

/** The switcher as a labelled row, for the account pages (a visitor who scanned a code changes it there). */
export function LanguageSetting() {
  const t = useT("common");
  return (
    <div className="lang-setting">
      <span className="lang-setting__label">{t("language.label")}</span>
      <LanguageSwitcher />
    </div>
  );
}
