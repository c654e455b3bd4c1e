/**
 * /admin/dashboard (§2): the merchant's home. Today's income first, the month and all time, the
 * balance, orders and printers (manage/index); the month's days as a heat map (§3 calendar), the
 * last 12 months as columns, this month's split, and the top 10. Everything follows the shell's
 * shop switcher (one shop or all of them) and is in the printers' currency (§1).
 */
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { ErrorState, errorMessage } from "../../../../components/states.tsx";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useDashboard } from "../api/use-dashboard.ts";
import { CalendarCard } from "../components/calendar-card.tsx";
import { Figures } from "../components/figures.tsx";
import { useMoney } from "../components/money.ts";
import { BreakdownCard, MonthsCard } from "../components/months-card.tsx";
import { RankCard } from "../components/rank-card.tsx";
import "../components/dashboard.css";

export function DashboardPage() {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const scope = useShopScope();
  const dash = useDashboard(scope.shopId);
  const money = useMoney(dash.data?.currency, lang);
  // Several shops and all of them shown: rank the shops too, and split the month by shop.
  const byShop = scope.several && scope.shopId === undefined;

  return (
    <AdminPage title={t("title")} shopScoped subtitle={scope.shop?.name}>
      {dash.data !== undefined ? (
        <Figures data={dash.data} money={money} />
      ) : dash.error ? (
        <DetailSection>
          <ErrorState message={errorMessage(dash.error)} onRetry={() => void dash.reload()} />
        </DetailSection>
      ) : (
        <FiguresSkeleton />
      )}
      <div className="dash-grid">
        <CalendarCard shopId={scope.shopId} money={money} />
        <MonthsCard shopId={scope.shopId} money={money} />
        <BreakdownCard shopId={scope.shopId} money={money} byShop={byShop} />
        <RankCard shopId={scope.shopId} money={money} withShops={byShop} />
      </div>
    </AdminPage>
  );
}

/** The figures' places while they load, so nothing jumps when they arrive. */
function FiguresSkeleton() {
  const t = useT("admin-dashboard");
  return (
    <div className="dash-skeleton" role="status" aria-label={t("loading")}>
      <span className="dash-skeleton__lead" />
      {[0, 1, 2, 3].map((i) => (
        <span key={i} className="dash-skeleton__card" />
      ))}
    </div>
  );
}
