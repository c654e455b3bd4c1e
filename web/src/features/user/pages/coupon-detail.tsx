/** /user/coupon-detail?id= (§2): one coupon, with a countdown to its expiry. */
import { useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useCouponInfo } from "../api/use-coupon-info.ts";
import { CouponDetailView } from "../components/coupon-detail-view.tsx";
import "../components/user.css";
import { queryId } from "../query-id.ts";

export function CouponDetailBody({ id }: { id: number | null }) {
  const t = useT("user");
  const info = useCouponInfo(id);
  if (id === null) return <ErrorState message={t("error.badId")} />;
  if (info.isLoading) return <LoadingState />;
  if (info.data === undefined) return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />;
  return <CouponDetailView coupon={info.data} />;
}

export function UserCouponDetailPage() {
  const t = useT("user");
  const id = queryId(useSearch());
  usePageTitle(t("couponDetail.title"));
  return (
    <>
      <TopBar title={t("couponDetail.title")} backHref={paths.user.coupon()} />
      <main className="page user-page">
        <CouponDetailBody id={id} />
      </main>
    </>
  );
}
