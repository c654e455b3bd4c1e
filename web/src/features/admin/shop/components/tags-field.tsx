/**
 * §3 remark as a pattern's tags: typed one at a time (Enter, a space or the add button adds it),
 * shown as chips that remove with a tap; at most TAGS_MAX of at most TAG_MAX characters each, so
 * the saved text is always what the contract accepts.
 */
import "../../../../components/form-field.css"; // the .field classes it lays out
import "./shop.css";
import { useId, useState } from "react";
import { CrossIcon } from "../../../../components/action-icons.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { cleanTag, TAG_MAX, TAGS_MAX } from "./goods-form-rules.ts";

export interface TagsFieldProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

export function TagsField({ label, value, onChange, error }: TagsFieldProps) {
  const t = useT("admin-shop");
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = value.length >= TAGS_MAX;

  const add = () => {
    const tag = cleanTag(draft);
    setDraft("");
    if (tag === "" || full || value.includes(tag)) return;
    onChange([...value, tag]);
  };

  return (
    <div className={`field shop-tags${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="shop-chips" role="list">
          {value.map((tag) => (
            <li key={tag} className="shop-chip shop-chip--removable">
              <span>{tag}</span>
              <button type="button" className="shop-chip__remove" aria-label={t("tags.remove", { tag })} onClick={() => onChange(value.filter((x) => x !== tag))}>
                <CrossIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field__row">
        <input
          id={id}
          className="field__control"
          value={draft}
          disabled={full}
          maxLength={TAG_MAX + 2}
          placeholder={full ? t("tags.full", { n: TAGS_MAX }) : t("tags.placeholder", { n: TAG_MAX })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const v = e.target.value;
            // A space ends a tag, as in the saved text.
            if (/\s$/.test(v) && v.trim() !== "") {
              const tag = cleanTag(v);
              setDraft("");
              if (tag !== "" && !full && !value.includes(tag)) onChange([...value, tag]);
            } else setDraft(v);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <div className="field__addon">
          <button type="button" className="shop-tags__add" disabled={full || draft.trim() === ""} onClick={add}>
            {t("tags.add")}
          </button>
        </div>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t("tags.hint", { n: TAGS_MAX, max: TAG_MAX, left: TAGS_MAX - value.length })}
      </p>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
