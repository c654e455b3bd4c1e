/** /user/partner-coupon (§2): coupons offered with partner brands, every state, soonest to expire first. */
import { paths } from "../../../paths/paths.ts";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useCouponList } from "../api/use-coupon-list.ts";
import { CouponCard } from "../components/coupon-card.tsx";
import "../components/user.css";

export function PartnerCouponPage() {
  const t = useT("user");
  const list = useCouponList({ partner: true });
  usePageTitle(t("partner.title"));
  return (
    <>
      <TopBar title={t("partner.title")} backHref={paths.user.index()} />
      <main className="page user-page">
        <PagedList
          className="user-list"
          items={list.items}
          getKey={(c) => c.id}
          renderItem={(c) => <CouponCard coupon={c} href={paths.user.partnerCouponDetail({ id: c.id })} />}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          error={list.error}
          onRetry={list.retry}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          empty={<EmptyState title={t("partner.empty")} text={t("partner.emptyText")} />}
        />
      </main>
    </>
  );
}
