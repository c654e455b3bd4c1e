/** /user/coupon (§2): the caller's coupons by state (unused, used, expired), `?status=` picks the tab. */
import { Link, useLocation, useSearch } from "wouter";
import { COUPON_STATUS, type CouponStatus } from "../../../../contract/http/coupon.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useCouponList } from "../api/use-coupon-list.ts";
import { CouponCard } from "../components/coupon-card.tsx";
import "../components/user.css";

const STATUSES: readonly CouponStatus[] = [COUPON_STATUS.UNUSED, COUPON_STATUS.USED, COUPON_STATUS.EXPIRED];

function statusOf(search: string): CouponStatus {
  const s = Number(new URLSearchParams(search).get("status") ?? "0");
  return STATUSES.find((x) => x === s) ?? COUPON_STATUS.UNUSED;
}

export function UserCouponPage() {
  const t = useT("user");
  const search = useSearch();
  const [, navigate] = useLocation();
  const status = statusOf(search);
  const list = useCouponList({ status, partner: false });
  usePageTitle(t("coupon.title"));
  return (
    <>
      <TopBar
        title={t("coupon.title")}
        backHref={paths.user.index()}
        right={
          <Link className={buttonClassName("ghost", { size: "sm" })} href={paths.user.getCoupon()}>
            {t("coupon.claim")}
          </Link>
        }
      />
      <main className="page user-page">
        <Tabs
          label={t("coupon.tabs")}
          value={String(status)}
          onChange={(k) => navigate(paths.user.coupon({ status: Number(k) }), { replace: true })}
          items={STATUSES.map((s) => ({ key: String(s), label: t(`coupon.status.${s}`) }))}
        />
        <PagedList
          className="user-list"
          items={list.items}
          getKey={(c) => c.id}
          renderItem={(c) => <CouponCard coupon={c} href={paths.user.couponDetail({ id: c.id })} />}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          error={list.error}
          onRetry={list.retry}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          empty={
            <EmptyState
              title={t(`coupon.empty.${status}`)}
              action={
                status === COUPON_STATUS.UNUSED ? (
                  <Link className={buttonClassName("secondary", { size: "sm" })} href={paths.user.getCoupon()}>
                    {t("coupon.claim")}
                  </Link>
                ) : undefined
              }
            />
          }
        />
      </main>
    </>
  );
}
