/**
 * /sugar, the printer shell (§2): tabs list, draw and mine (mine only when the caller has works
 * here) and the account (我的, /sugar/user); `sn` from the query or stored state; printer info by
 * serial (currency from its locale, cached). The open pattern lives in the URL as `goods_id`
 * (which §2 already uses to open one, and which hides the tab bar), so a login, a §8 401 or back
 * brings the same sheet back (issue 11). The WeChat-browser login redirect is the area's gate
 * (app/guards.tsx SugarLoginGate).
 */
import "../sugar.css";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { ErrorState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { usePatternInfo } from "../api/use-pattern-info.ts";
import { printerCurrency, usePrinterInfo } from "../api/use-printer-info.ts";
import { useSugarHome } from "../api/use-sugar-home.ts";
import { PatternGrid } from "../components/pattern-grid.tsx";
import { PickerHost } from "../components/pattern-picker-host.tsx";
import { PrinterState } from "../components/printer-state.tsx";
import { DrawTab } from "../components/draw-tab-host.tsx";
import { Banners, NoPrinter, ShellTabBar, type ShellTab } from "../components/shell-parts.tsx";
import { prefetchAfterFirstScreen } from "../prefetch.ts";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

function positiveInt(v: string | undefined): number | undefined {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The history entry a tap on a card pushed: closing the sheet steps back over it. */
const SHEET_STATE = { patternSheet: true };

function pushedBySheet(): boolean {
  const s: unknown = history.state;
  return typeof s === "object" && s !== null && "patternSheet" in s;
}

/** The server does not know this serial (errorCode 1 "设备不存在"), as opposed to a failed call. */
function isUnknownPrinter(err: unknown): boolean {
  return err instanceof RequestError && (err.kind === "api" || err.status === 404);
}

export default function SugarIndexPage() {
  const t = useT("sugar");
  usePageTitle(t("title"));
  const [, navigate] = useLocation();
  const { sn, bad } = usePrinterSn();
  const tabQuery = useQueryValue("tab");
  const goodsId = positiveInt(useQueryValue("goods_id"));
  const printer = usePrinterInfo(sn);
  const home = useSugarHome(sn);
  const linked = usePatternInfo(goodsId, sn);
  // The row tapped in the grid shows at once while its detail (linked) loads.
  const [tapped, setTapped] = useState<Pattern | null>(null);
  const currency = printerCurrency(printer.data);

  // §2: mine only when the caller has works here (kept while sugar/index loads, so a reload stays on it).
  const hasMine = home.data ? home.data.self_count > 0 : tabQuery === "mine";
  const tab: ShellTab = tabQuery === "draw" ? "draw" : tabQuery === "mine" && hasMine ? "mine" : "list";
  const tabParam = tab === "list" ? undefined : tab;
  const open = goodsId === undefined ? null : tapped?.goods_id === goodsId ? tapped : (linked.data ?? null);

  // Issue 11: the chunks the first screen can open, once it is shown and the page is idle.
  useEffect(() => (sn === undefined ? undefined : prefetchAfterFirstScreen()), [sn]);

  const unknown = sn !== undefined && printer.error !== undefined && !printer.data && isUnknownPrinter(printer.error);
  const top = (
    <TopBar
      title={t("title")}
      // The page a scan lands on has nothing of the app behind it (back would close WeChat's page).
      back="in-app"
      right={sn && !unknown && <Link href={paths.sugar.order({ sn })} className="sugar__top-link">{t("orders")}</Link>}
    />
  );
  if (!sn || unknown) {
    return (
      <>
        {top}
        <main className="page sugar">
          <NoPrinter bad={bad} unknown={unknown} />
        </main>
      </>
    );
  }

  const openPattern = (p: Pattern) => {
    setTapped(p);
    navigate(paths.sugar.index({ sn, tab: tabParam, goods_id: p.goods_id }), { state: SHEET_STATE });
  };
  const closePattern = () => {
    setTapped(null);
    if (pushedBySheet()) history.back();
    else navigate(paths.sugar.index({ sn, tab: tabParam }), { replace: true });
  };

  return (
    <>
      {top}
      <main className="page sugar">
        <PrinterState sn={sn} room={printer.data !== undefined && printer.data.is_bind !== 0} />
        {printer.error !== undefined && !printer.data ? (
          <ErrorState message={errorMessage(printer.error)} onRetry={() => void printer.reload()} />
        ) : tab === "draw" ? (
          <DrawTab sn={sn} />
        ) : tab === "mine" ? (
          <PatternGrid query={{ sn, type: "self" }} currency={currency} onOpen={openPattern} emptyText={t("mine.empty")} />
        ) : (
          <>
            <Banners home={home.data} />
            {home.data?.notice && <p className="sugar__notice">{home.data.notice}</p>}
            <Link href={paths.sugar.list({ sn })} className="sugar__search">
              {t("list.searchPlaceholder")}
            </Link>
            <PatternGrid query={{ sn }} currency={currency} onOpen={openPattern} />
          </>
        )}
      </main>
      {/* §2: goods_id hides the tab bar. */}
      {goodsId === undefined && <ShellTabBar sn={sn} active={tab} hasMine={hasMine} />}
      <PickerHost pattern={open} sn={sn} onClose={closePattern} />
    </>
  );
}
