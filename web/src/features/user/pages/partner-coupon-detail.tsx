/** /user/partner-coupon-detail?id= (§2): a partner coupon, with its partner brand and expiry countdown. */
import { useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import "../components/user.css";
import { queryId } from "../query-id.ts";
import { CouponDetailBody } from "./coupon-detail.tsx";

export function PartnerCouponDetailPage() {
  const t = useT("user");
  const id = queryId(useSearch());
  usePageTitle(t("partner.detailTitle"));
  return (
    <>
      <TopBar title={t("partner.detailTitle")} backHref={paths.user.partnerCoupon()} />
      <main className="page user-page">
        <CouponDetailBody id={id} />
      </main>
    </>
  );
}
