/** /sugar/ranking?sn (§2): patterns or authors ranked by prints sold, this week, month or ever; this printer or all. */
import { useState } from "react";
import type { RankItem } from "../../../../contract/http/default.ts";
import { paths } from "../../../paths/paths.ts";
import { EmptyState, ErrorState, errorMessage, Img, LoadingState, Tabs, TopBar } from "../../../components/index.ts";
import { formatBigNumber } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useRanking } from "../api/use-ranking.ts";
import "../components/order.css";
import { usePrinterSn } from "../printer-sn.ts";

type Kind = "goods" | "user";
type Period = "week" | "month" | "all";
type Scope = "here" | "everywhere";

function RankingRow({ item, kind }: { item: RankItem; kind: Kind }) {
  const t = useT("sugar-order");
  const lang = useLanguage();
  const top = item.rank <= 3;
  return (
    <li className="ranking-row">
      <span className={`ranking-row__rank${top ? " ranking-row__rank--top" : ""}`}>{item.rank}</span>
      <Img className="ranking-row__img" src={kind === "user" ? (item.avatar ?? item.image_url) : item.image_url} alt="" />
      <span className="ranking-row__body">
        <span className="ranking-row__name">{item.name}</span>
        {kind === "goods" && item.nickname ? <span className="order-card__meta">{item.nickname}</span> : null}
      </span>
      <span className="ranking-row__count">{t("ranking.count", { n: formatBigNumber(item.count, lang) })}</span>
    </li>
  );
}

export default function RankingPage() {
  const t = useT("sugar-order");
  usePageTitle(t("ranking.title")); // §1: page title plus company or product title
  const { sn } = usePrinterSn();
  const [kind, setKind] = useState<Kind>("goods");
  const [period, setPeriod] = useState<Period>("week");
  const [scope, setScope] = useState<Scope>(sn ? "here" : "everywhere");
  const ranking = useRanking({ type: kind, period, ...(scope === "here" && sn ? { sn } : {}) });
  const list = ranking.data?.list;

  let body;
  if (ranking.isLoading) body = <LoadingState />;
  else if (!list) body = <ErrorState message={errorMessage(ranking.error)} onRetry={() => void ranking.reload()} />;
  else if (list.length === 0) body = <EmptyState title={t("ranking.emptyTitle")} />;
  else
    body = (
      <ol className="order-menu" aria-label={t(kind === "goods" ? "ranking.goods" : "ranking.user")}>
        {list.map((item) => (
          <RankingRow key={`${item.rank}-${item.id}`} item={item} kind={kind} />
        ))}
      </ol>
    );

  return (
    <div className="order-page">
      <TopBar title={t("ranking.title")} backHref={paths.sugar.index({ sn })} />
      <Tabs
        label={t("ranking.type")}
        value={kind}
        onChange={setKind}
        items={[
          { key: "goods", label: t("ranking.goods") },
          { key: "user", label: t("ranking.user") },
        ]}
      />
      <section className="order-section">
        <Tabs
          label={t("ranking.period")}
          value={period}
          onChange={setPeriod}
          items={(["week", "month", "all"] as const).map((key) => ({ key, label: t(`ranking.${key}`) }))}
        />
        {sn ? (
          <Tabs
            value={scope}
            onChange={setScope}
            items={[
              { key: "here", label: t("ranking.here") },
              { key: "everywhere", label: t("ranking.everywhere") },
            ]}
          />
        ) : null}
        {body}
      </section>
    </div>
  );
}
