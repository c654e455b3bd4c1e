/**
 * /admin/coupon (issue 15): the company's coupon offers with claimed / used / left; tabs by state
 * and filters (type, a name or code) in the URL (CONVENTIONS 16). A partner brand's offer shows
 * only to platform admins, marked as theirs.
 */
import { Link } from "wouter";
import { COUPON_TYPE } from "../../../../../contract/constants.ts";
import { OFFER_STATES, type CouponOffer } from "../../../../../contract/http/manage-coupon.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useCouponOffers, type CouponOffersQuery } from "../api/use-coupon-offers.ts";
import { ClaimBar, OfferStateBadge, OfferTypeChip, useWhereText, validityText } from "../components/offer-parts.tsx";

const TYPES = [`${COUPON_TYPE.DISCOUNT}`, `${COUPON_TYPE.FREE}`] as const;
/** The tabs in the order a merchant looks: what can be claimed now first. */
const TAB_STATES = ["running", "upcoming", "stopped", "ended"] as const satisfies readonly (typeof OFFER_STATES)[number][];

export const LIST_SPEC = {
  state: { kind: "enum", values: OFFER_STATES },
  type: { kind: "enum", values: TYPES },
  keyword: { kind: "text", max: 50 },
} as const;

export const PAGE_SIZE = 20;

export function offersQuery(filters: { state?: string; type?: string; keyword?: string }, page: number): CouponOffersQuery {
  return {
    page,
    limit: PAGE_SIZE,
    ...(filters.state ? { state: filters.state as CouponOffersQuery["state"] } : {}),
    ...(filters.type ? { type: Number(filters.type) as CouponOffersQuery["type"] } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

export function CouponIndexPage() {
  const t = useT("admin-coupon");
  const where = useWhereText();
  const q = useListQuery(LIST_SPEC);
  const list = useCouponOffers(offersQuery(q.filters, q.page));
  const tab = q.filters.state ?? "all";

  const fields: FilterField[] = [
    { kind: "select", key: "type", label: t("filter.type"), options: TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })) },
    { kind: "text", key: "keyword", label: t("filter.keyword"), placeholder: t("filter.keywordHint"), maxLength: 50 },
  ];

  const columns: Column<CouponOffer>[] = [
    {
      key: "name",
      header: t("col.offer"),
      primary: true,
      cell: (o) => (
        <span className="offer-cell">
          <span className="offer-cell__name">{o.name}</span>
          <span className="offer-line">
            <OfferTypeChip type={o.type} />
            {o.partner_name && <span className="admin-muted">{t("partner", { name: o.partner_name })}</span>}
          </span>
        </span>
      ),
    },
    { key: "code", header: t("col.code"), cell: (o) => (o.code ? <span className="coupon-mono">{o.code}</span> : <span className="admin-muted">{t("code.none")}</span>) },
    { key: "where", header: t("col.where"), cell: (o) => <span>{where(o)}</span> },
    { key: "claims", header: t("col.claims"), cell: (o) => <ClaimBar offer={o} /> },
    { key: "valid", header: t("col.valid"), cell: (o) => <span className="admin-muted">{validityText(o)}</span> },
    { key: "state", header: t("col.state"), cell: (o) => <OfferStateBadge state={o.state} /> },
  ];

  return (
    <AdminPage
      title={t("title")}
      actions={
        <Link className="coupon-new" href={adminPaths.coupon.form()}>
          {t("action.new")}
        </Link>
      }
    >
      <Tabs
        className="coupon-tabs"
        label={t("filter.state")}
        items={[{ key: "all", label: t("state.all") }, ...TAB_STATES.map((s) => ({ key: s, label: t(`state.${s}`) }))]}
        value={tab}
        onChange={(k) => q.setFilters({ state: k === "all" ? undefined : k })}
      />
      <FilterBar
        fields={fields}
        values={{ type: q.filters.type, keyword: q.filters.keyword }}
        onApply={(v) => q.setFilters({ type: v.type, keyword: v.keyword })}
        onReset={() => q.setFilters({ type: undefined, keyword: undefined })}
      />
      <DataList
        label={t("title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        rowHref={(o) => adminPaths.coupon.detail({ id: o.id })}
        card={(o) => <OfferCard offer={o} where={where(o)} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={q.activeCount > 0 ? undefined : t("empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function OfferCard({ offer: o, where }: { offer: CouponOffer; where: string }) {
  const t = useT("admin-coupon");
  return (
    <div className="offer-card">
      <div className="offer-card__line">
        <strong className="offer-card__name">{o.name}</strong>
        <OfferStateBadge state={o.state} />
      </div>
      <div className="offer-card__line">
        <span className="offer-line">
          <OfferTypeChip type={o.type} />
          {o.code ? <span className="coupon-mono">{o.code}</span> : <span className="admin-muted">{t("code.none")}</span>}
        </span>
        <span className="admin-muted">{validityText(o)}</span>
      </div>
      <ClaimBar offer={o} />
      <span className="admin-muted">{where}</span>
    </div>
  );
}
