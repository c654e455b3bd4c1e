/**
 * /admin/dashboard/material-rank (§2): the materials the merchant's shops bought, ranked by what
 * was spent (manage/more-rank type=material), over a period, a page at a time. Period and page
 * are in the URL (CONVENTIONS 16), so back and a shared link show the same page.
 */
import { RANK_PERIODS } from "../../../../../contract/http/manage.ts";
import type { RankItem } from "../../../../../contract/http/manage.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { Img } from "../../../../components/image.tsx";
import { formatAmount, formatCount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useMoreRank } from "../api/use-more-rank.ts";
import type { RankPeriod } from "../api/use-rank.ts";
import { PeriodTabs } from "../components/period-tabs.tsx";
import "../components/dashboard.css";

const SPEC = { period: { kind: "enum", values: RANK_PERIODS } } as const;
const LIMIT = 20;

export function MaterialRankPage() {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const scope = useShopScope();
  const q = useListQuery(SPEC);
  const period = (q.filters.period ?? "month") as RankPeriod;
  const rank = useMoreRank("material", period, q.page, LIMIT, scope.shopId);
  // Materials are bought from the platform in yuan (the store's prices).
  const money = (v: string | number) => formatAmount(v);
  const units = (n: number) => t("materials.units", { n: formatCount(n, lang) });

  const columns: Column<RankItem>[] = [
    { key: "rank", header: t("materials.rank"), cell: (r) => <span className={`dash-rank dash-rank--${Math.min(r.rank, 4)}`}>{r.rank}</span>, align: "center" },
    {
      key: "name",
      header: t("materials.name"),
      cell: (r) => (
        <span className="dash-material">
          {r.image_url ? <Img className="dash-material__img" src={r.image_url} alt="" /> : null}
          {r.name}
        </span>
      ),
    },
    { key: "value", header: t("materials.spent"), cell: (r) => money(r.value), align: "end" },
    { key: "count", header: t("materials.count"), cell: (r) => units(r.count), align: "end" },
  ];

  return (
    <AdminPage title={t("materials.title")} backHref={adminPaths.dashboard.index()} shopScoped>
      <PeriodTabs value={period} onChange={(p) => q.setFilters({ period: p === "month" ? undefined : p })} />
      <DataList
        label={t("materials.title")}
        columns={columns}
        rows={rank.data?.list}
        rowKey={(r) => r.id}
        card={(r) => (
          <div className="dash-material-card">
            <span className={`dash-rank dash-rank--${Math.min(r.rank, 4)}`}>{r.rank}</span>
            {r.image_url ? <Img className="dash-material__img" src={r.image_url} alt="" /> : null}
            <div className="dash-material-card__main">
              <strong>{r.name}</strong>
              <span className="dash-muted">{units(r.count)}</span>
            </div>
            <strong className="dash-material-card__value">{money(r.value)}</strong>
          </div>
        )}
        isLoading={rank.isLoading}
        error={rank.error}
        onRetry={() => void rank.reload()}
        emptyText={t("materials.empty")}
        page={q.page}
        total={rank.data?.total}
        limit={LIMIT}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
