/**
 * /sugar/ai-drawing (§2): AI drawing (a prompt and a style → up to 4 patterns, tanghua/
 * painting-pattern) and text drawing (a few characters in a font → one pattern, tanghua/text).
 * Results are candidates (contract SHARE_RULE): a tap prints one through the shell's picker,
 * "keep" saves one with the share choice (off by default); the rest are never listed anywhere.
 */
import "../components/draw-page.css";
import "../components/ai.css";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { Tabs } from "../../../components/tabs.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useAiPattern } from "../api/use-ai-pattern.ts";
import { useShareWork } from "../api/use-share-work.ts";
import { useTextPattern } from "../api/use-text-pattern.ts";
import { AiFailure } from "../components/ai-failure.tsx";
import { AiProgress } from "../components/ai-progress.tsx";
import { AiPromptForm, type AiStyle } from "../components/ai-prompt-form.tsx";
import { AiTextForm, type TextFont } from "../components/ai-text-form.tsx";
import { AiCandidate } from "../components/ai-candidate.tsx";
import { DrawNoPrinter } from "../components/draw-no-printer.tsx";
import { DrawShareChoice } from "../components/draw-share-choice.tsx";
import { usePrinterSn } from "../printer-sn.ts";

type Mode = "ai" | "text";
type Run = { kind: "ai"; prompt: string; style: AiStyle } | { kind: "text"; text: string; font: TextFont };

export default function AiDrawingPage() {
  const t = useT("sugar-draw");
  usePageTitle(t("ai.title"));
  const printer = usePrinterSn();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>("ai");
  const [last, setLast] = useState<Run | null>(null);
  const [results, setResults] = useState<readonly Pattern[] | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [share, setShare] = useState(false);
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const [keeping, setKeeping] = useState<number | null>(null);
  const ai = useAiPattern();
  const keep = useShareWork();
  const text = useTextPattern();
  const busy = ai.isMutating || text.isMutating;

  if (printer.sn === undefined) {
    return (
      <>
        <TopBar title={t("ai.title")} backHref={paths.sugar.index()} />
        <DrawNoPrinter bad={printer.bad} />
      </>
    );
  }
  const sn = printer.sn;

  const run = async (r: Run) => {
    if (user === null) {
      navigate(paths.sugarLogin({ redirect: currentPathAndQuery(location) }));
      return;
    }
    setLast(r);
    setResults(null);
    setFailure(undefined);
    try {
      if (r.kind === "ai") setResults((await ai.trigger({ sn, prompt: r.prompt, style: r.style })).list);
      else setResults([await text.trigger({ sn, text: r.text, font: r.font })]);
    } catch (err) {
      // A 401 already went to the login page (§8); anything else is shown with a retry.
      if (!(err instanceof RequestError && err.status === 401)) setFailure(err);
    }
  };

  const onKeep = async (goodsId: number) => {
    setKeeping(goodsId);
    try {
      await keep.trigger({ sn, goods_id: goodsId, is_share: share ? 1 : 0 });
      setKept((k) => new Set(k).add(goodsId));
    } catch {
      // §8: the client showed the failure as a toast; the candidate stays unkept.
    } finally {
      setKeeping(null);
    }
  };

  const currency = readCachedCurrency();
  return (
    <>
      <TopBar title={t("ai.title")} backHref={paths.sugar.index({ sn })} />
      <main className="draw-page">
        <Tabs
          items={[
            { key: "ai", label: t("ai.tab") },
            { key: "text", label: t("text.tab") },
          ]}
          value={mode}
          onChange={setMode}
          label={t("ai.title")}
          idPrefix="ai"
        />
        <div role="tabpanel" id={`ai-panel-${mode}`} aria-labelledby={`ai-tab-${mode}`}>
          {mode === "ai" ? (
            <AiPromptForm busy={busy} onSubmit={(prompt, style) => void run({ kind: "ai", prompt, style })} />
          ) : (
            <AiTextForm busy={busy} onSubmit={(words, font) => void run({ kind: "text", text: words, font })} />
          )}
        </div>
        {busy && <AiProgress />}
        {!busy && failure !== undefined && last !== null && <AiFailure error={failure} onRetry={() => void run(last)} />}
        {!busy && results !== null && (
          <section className="ai-results" aria-labelledby="ai-results-title">
            <h2 id="ai-results-title">{t(results.length === 0 ? "ai.none" : "ai.results")}</h2>
            {results.length > 0 && (
              <>
                <p className="draw-page__hint">{t("ai.draftHint")}</p>
                <DrawShareChoice checked={share} onChange={setShare} />
              </>
            )}
            <ul className="draw-grid" role="list">
              {results.map((p) => (
                <li key={p.goods_id}>
                  <AiCandidate
                    sn={sn}
                    work={p}
                    price={formatPrice(p.price, currency)}
                    kept={kept.has(p.goods_id) || p.is_candidate === 0}
                    busy={keeping === p.goods_id}
                    onKeep={() => void onKeep(p.goods_id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
