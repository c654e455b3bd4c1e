/**
 * The top 10 (manage/rank) of printers, patterns, and shops when the merchant has several, by
 * income over a period; the period tabs are shared with the material ranking (period-tabs.tsx).
 */
import { useState } from "react";
import { Link } from "wouter";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { RankList } from "../../../../components/admin/charts/rank-list.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useRank, type RankPeriod, type RankType } from "../api/use-rank.ts";
import type { Money } from "./money.ts";
import { PeriodTabs } from "./period-tabs.tsx";
import "./dashboard.css";

export function RankCard({ shopId, money, withShops }: { shopId: number | undefined; money: Money; withShops: boolean }) {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const [type, setType] = useState<Exclude<RankType, "material">>("device");
  const [period, setPeriod] = useState<RankPeriod>("month");
  const shown = type === "shop" && !withShops ? "device" : type;
  const rank = useRank(shown, period, shopId);
  const types = [
    { key: "device" as const, label: t("rank.device") },
    { key: "goods" as const, label: t("rank.goods") },
    ...(withShops ? [{ key: "shop" as const, label: t("rank.shop") }] : []),
  ];

  let body;
  if (rank.data === undefined) body = rank.error ? <ErrorState message={errorMessage(rank.error)} onRetry={() => void rank.reload()} /> : <LoadingState />;
  else
    body = (
      <RankList
        label={t("rank.listLabel", { what: types.find((x) => x.key === shown)?.label ?? "" })}
        rows={rank.data.list.map((r) => ({ key: r.id, rank: r.rank, name: r.name, image_url: r.image_url, value: Number(r.value), count: t("rank.orders", { n: formatCount(r.count, lang) }) }))}
        format={money.exact}
        empty={<EmptyState title={t("rank.empty")} icon={null} />}
      />
    );

  return (
    <DetailSection
      title={t("rank.title")}
      actions={
        <Link href={adminPaths.dashboard.materialRank()} className="dash-link">
          {t("rank.materials")}
        </Link>
      }
      className="dash-card dash-card--rank"
    >
      <Tabs items={types} value={shown} onChange={setType} label={t("rank.typeLabel")} className="dash-tabs" />
      <PeriodTabs value={period} onChange={setPeriod} />
      {body}
    </DetailSection>
  );
}
