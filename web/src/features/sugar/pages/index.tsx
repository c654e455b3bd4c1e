/**
 * /sugar, the printer shell (§2): tabs list, draw and mine (mine only when the caller has works
 * here); `sn` from the query or stored state; printer info by serial (currency from its locale,
 * cached); `goods_id` opens that pattern's picker and hides the tab bar. The WeChat-browser
 * login redirect is the area's gate (app/guards.tsx SugarLoginGate).
 */
import "../sugar.css";
import { useState } from "react";
import { Link } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../app/paths.ts";
import { ErrorState, errorMessage } from "../../../components/states.tsx";
import { TabBar } from "../../../components/tab-bar.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { usePatternInfo } from "../api/use-pattern-info.ts";
import { printerCurrency, usePrinterInfo } from "../api/use-printer-info.ts";
import { useSugarHome } from "../api/use-sugar-home.ts";
import { PatternGrid } from "../components/pattern-grid.tsx";
import { PickerHost } from "../components/pattern-picker-host.tsx";
import { Banners, DrawTab, NoPrinter } from "../components/shell-parts.tsx";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

type Tab = "list" | "draw" | "mine";

function positiveInt(v: string | undefined): number | undefined {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

export default function SugarIndexPage() {
  const t = useT("sugar");
  usePageTitle(t("title"));
  const { sn, bad } = usePrinterSn();
  const tabQuery = useQueryValue("tab");
  const goodsId = positiveInt(useQueryValue("goods_id"));
  const printer = usePrinterInfo(sn);
  const home = useSugarHome(sn);
  const linked = usePatternInfo(goodsId, sn);
  const [picked, setPicked] = useState<Pattern | null>(null);
  const [linkedClosed, setLinkedClosed] = useState(false);
  const currency = printerCurrency(printer.data);

  // §2: mine only when the caller has works here (kept while sugar/index loads, so a reload stays on it).
  const hasMine = home.data ? home.data.self_count > 0 : tabQuery === "mine";
  const tab: Tab = tabQuery === "draw" ? "draw" : tabQuery === "mine" && hasMine ? "mine" : "list";
  const open = picked ?? (linkedClosed ? null : (linked.data ?? null));

  const top = <TopBar title={t("title")} right={sn && <Link href={paths.sugar.order({ sn })} className="sugar__top-link">{t("orders")}</Link>} />;
  if (!sn) {
    return (
      <>
        {top}
        <main className="page sugar">
          <NoPrinter bad={bad} />
        </main>
      </>
    );
  }

  const tabs = [
    { key: "list" as const, label: t("tab.list"), href: paths.sugar.index({ sn }) },
    { key: "draw" as const, label: t("tab.draw"), href: paths.sugar.index({ sn, tab: "draw" }) },
    ...(hasMine ? [{ key: "mine" as const, label: t("tab.mine"), href: paths.sugar.index({ sn, tab: "mine" }) }] : []),
  ];

  return (
    <>
      {top}
      <main className="page sugar">
        {printer.error !== undefined && !printer.data ? (
          <ErrorState message={errorMessage(printer.error)} onRetry={() => void printer.reload()} />
        ) : tab === "draw" ? (
          <DrawTab sn={sn} />
        ) : tab === "mine" ? (
          <PatternGrid query={{ sn, type: "self" }} currency={currency} onOpen={setPicked} emptyText={t("mine.empty")} />
        ) : (
          <>
            <Banners home={home.data} />
            {home.data?.notice && <p className="sugar__notice">{home.data.notice}</p>}
            <Link href={paths.sugar.list({ sn })} className="sugar__search">
              {t("list.searchPlaceholder")}
            </Link>
            <PatternGrid query={{ sn }} currency={currency} onOpen={setPicked} />
          </>
        )}
      </main>
      {/* §2: goods_id hides the tab bar. */}
      {goodsId === undefined && <TabBar items={tabs} active={tab} label={t("tab.label")} />}
      <PickerHost
        pattern={open}
        sn={sn}
        onClose={() => {
          setPicked(null);
          setLinkedClosed(true);
        }}
      />
    </>
  );
}
