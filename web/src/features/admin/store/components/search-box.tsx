/** A search field that searches on submit (Enter or the button), not on every key: one request per search. */
import { useEffect, useState } from "react";
import { useT } from "../../../../lib/i18n/index.ts";
import "./store.css";

export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (q: string | undefined) => void; label: string; placeholder: string }) {
  const t = useT("admin-store");
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      className="store-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() === "" ? undefined : text.trim());
      }}
    >
      <input className="store-search__input" type="search" aria-label={label} placeholder={placeholder} maxLength={30} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="store-search__btn">
        {t("index.searchGo")}
      </button>
    </form>
  );
}
