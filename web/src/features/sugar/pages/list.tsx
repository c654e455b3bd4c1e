/** /sugar/list (§2): every pattern of the printer, by goods type or keyword, opening the picker. */
import "../sugar.css";
import "./list.css";
import { useState, type FormEvent } from "react";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { printerCurrency, usePrinterInfo } from "../api/use-printer-info.ts";
import { useSugarHome } from "../api/use-sugar-home.ts";
import { PatternGrid } from "../components/pattern-grid.tsx";
import { PickerHost } from "../components/pattern-picker-host.tsx";
import { NoPrinter } from "../components/shell-parts.tsx";
import { TypeFilter } from "../components/type-filter.tsx";
import { asGoodsType } from "../pattern-rules.ts";
import { usePrinterSn } from "../printer-sn.ts";

/** The contract's keyword is one line of at most 32 characters. */
const KEYWORD_MAX = 32;

export default function SugarListPage() {
  const t = useT("sugar");
  usePageTitle(t("list.title"));
  const { sn, bad } = usePrinterSn();
  const printer = usePrinterInfo(sn);
  const home = useSugarHome(sn);
  const [type, setType] = useState(0);
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<Pattern | null>(null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim().slice(0, KEYWORD_MAX));
  };

  return (
    <>
      <TopBar title={t("list.title")} backHref={paths.sugar.index(sn ? { sn } : undefined)} />
      <main className="page sugar">
        {!sn ? (
          <NoPrinter bad={bad} />
        ) : (
          <>
            <form className="sugar__searchbar" role="search" onSubmit={search}>
              <input
                className="sugar__search"
                type="search"
                value={draft}
                maxLength={KEYWORD_MAX}
                placeholder={t("list.searchPlaceholder")}
                aria-label={t("list.search")}
                onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit">{t("list.search")}</button>
            </form>
            <TypeFilter home={home.data} value={type} onChange={setType} />
            <PatternGrid
              query={{ sn, goods_type_id: asGoodsType(type), keyword: keyword || undefined }}
              currency={printerCurrency(printer.data)}
              onOpen={setPicked}
              emptyText={keyword ? t("list.noMatch", { keyword }) : undefined}
            />
          </>
        )}
      </main>
      {sn && <PickerHost pattern={picked} sn={sn} onClose={() => setPicked(null)} />}
    </>
  );
}
