/**
 * /admin/x/shop (§2): every shop of every company. Without an id, the list (name search, open or
 * closed by the merchant; a platform suspension is marked). With ?id, one shop: its company,
 * owner, figures and contact, its activities, and (levels 3, 7) suspend it with a reason the
 * merchant reads (its printers take no new orders; the merchant cannot lift it) or let it trade.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { Shop, ShopData, ShopInfo } from "../../../../contract/http/manage-shop.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../components/admin/data-list.tsx";
import { DetailRows, DetailSection, StatusBadge } from "../../../components/admin/detail.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { StatCard, StatGrid } from "../../../components/admin/stat-card.tsx";
import { Button } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { formatCount } from "../../../lib/admin/format.ts";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useShopData } from "../api/use-shop-data.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { useShopStatus } from "../api/use-shop-status.ts";
import { useShops } from "../api/use-shops.ts";
import { AuditTrail } from "../components/audit-entry.tsx";
import { DecideDrawer } from "../components/decide-drawer.tsx";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import "../components/x.css";

const SPEC = { keyword: { kind: "text", max: 50 }, status: { kind: "enum", values: ["0", "1"] } } as const;

export function ShopPage() {
  const { id, detail } = useQueryId();
  return detail ? <ShopDetail id={id} /> : <ShopList />;
}

export function ShopBadges({ shop }: { shop: Pick<Shop, "status" | "suspended"> }) {
  const t = useT("admin-x");
  return (
    <span className="x-badges">
      {shop.suspended === 1 ? <StatusBadge tone="danger">{t("shop.suspended")}</StatusBadge> : null}
      <StatusBadge tone={shop.status === 1 ? "success" : "muted"}>{t(shop.status === 1 ? "shop.open" : "shop.closed")}</StatusBadge>
    </span>
  );
}

function ShopList() {
  const t = useT("admin-x");
  const lang = useLanguage();
  const q = useListQuery(SPEC);
  const list = useShops({ page: q.page, limit: PAGE_SIZE, ...(q.filters.keyword ? { keyword: q.filters.keyword } : {}), ...(q.filters.status ? { status: Number(q.filters.status) as 0 | 1 } : {}) });
  const fields: FilterField[] = [
    { kind: "text", key: "keyword", label: t("shop.keyword"), placeholder: t("shop.keywordHint"), maxLength: 50 },
    { kind: "select", key: "status", label: t("shop.status"), options: [{ value: "1", label: t("shop.open") }, { value: "0", label: t("shop.closed") }] },
  ];
  const columns: Column<Shop>[] = [
    {
      key: "name",
      header: t("shop.col.name"),
      primary: true,
      cell: (s) => (
        <span className="x-with-img">
          <Img className="x-logo" src={s.logo_url ?? ""} alt="" />
          <span className="x-cell">
            <span className="x-cell__main">{s.name}</span>
            <span className="admin-muted x-clip">{s.address}</span>
          </span>
        </span>
      ),
    },
    { key: "company", header: t("shop.col.company"), cell: (s) => s.company?.name ?? "—" },
    { key: "owner", header: t("shop.col.owner"), cell: (s) => (s.owner ? <span className="x-cell"><span>{s.owner.nickname || "—"}</span><span className="admin-muted">{s.owner.mobile}</span></span> : "—") },
    { key: "devices", header: t("shop.col.devices"), align: "end", cell: (s) => formatCount(s.device_count, lang) },
    { key: "status", header: t("col.status"), cell: (s) => <ShopBadges shop={s} /> },
    { key: "time", header: t("shop.col.created"), cell: (s) => <span className="admin-time">{formatDateTime(s.create_time, lang)}</span> },
  ];
  return (
    <AdminPage title={t("shop.title")} backHref={adminPaths.x.index()}>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("shop.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(s) => s.id}
        rowHref={(s) => adminPaths.x.shop({ id: s.id })}
        card={(s) => (
          <div className="x-card x-card--row">
            <Img className="x-logo" src={s.logo_url ?? ""} alt="" />
            <div className="x-card__body">
              <div className="x-card__line">
                <strong className="x-card__title">{s.name}</strong>
                <ShopBadges shop={s} />
              </div>
              <span className="admin-muted">{`${s.company?.name ?? "—"} · ${t("shop.devicesN", { n: s.device_count })}`}</span>
              <span className="admin-muted x-clip">{s.address}</span>
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("shop.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function ShopDetail({ id }: { id: number | null }) {
  const t = useT("admin-x");
  const info = useShopInfo(id);
  const data = useShopData(id);
  return (
    <AdminPage title={t("shop.detail")} backHref={adminPaths.x.shop()} subtitle={info.data?.name}>
      <DetailState id={id} state={info} listHref={adminPaths.x.shop()}>
        {(s) => <ShopView shop={s} data={data.data} />}
      </DetailState>
    </AdminPage>
  );
}

function ShopView({ shop, data }: { shop: ShopInfo; data: ShopData | undefined }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const { canAct } = usePlatformLevel();
  const status = useShopStatus();
  const [step, setStep] = useState<"suspend" | "resume" | null>(null);
  const suspended = shop.suspended === 1;
  return (
    <>
      <DetailSection className="x-head">
        <div className="x-head__main">
          <Img className="x-head__img" src={shop.logo_url ?? ""} alt="" />
          <div className="x-head__text">
            <strong className="x-head__title">{shop.name}</strong>
            <ShopBadges shop={shop} />
            <span className="admin-muted">{shop.company?.name}</span>
          </div>
        </div>
        {suspended && <p className="x-note x-note--danger">{t("shop.suspendedBecause", { reason: shop.suspend_reason ?? "" })}</p>}
        {canAct && (
          <div className="x-actions">
            {suspended ? (
              <Button variant="secondary" onClick={() => setStep("resume")}>
                {t("shop.resume")}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setStep("suspend")}>
                {t("shop.suspend")}
              </Button>
            )}
          </div>
        )}
      </DetailSection>
      {data && (
        // Counts only: a shop's income is in its printers' currency (HK$ in Hong Kong), which shop/data does not say.
        <StatGrid label={t("shop.figures")} columns={4}>
          <StatCard label={t("shop.ordersToday")} value={formatCount(data.today_order_count, lang)} />
          <StatCard label={t("shop.ordersMonth")} value={formatCount(data.month_order_count, lang)} />
          <StatCard label={t("shop.orders")} value={formatCount(data.total_order_count, lang)} />
          <StatCard label={t("shop.devicesOnline")} value={`${formatCount(data.device_online_count, lang)} / ${formatCount(data.device_count, lang)}`} />
        </StatGrid>
      )}
      <div className="x-columns">
        <div className="x-stack">
          <DetailSection title={t("shop.about")}>
            <DetailRows
              rows={[
                { label: t("shop.col.company"), value: shop.company?.name },
                { label: t("shop.col.owner"), value: shop.owner ? `${shop.owner.nickname || "—"} ${shop.owner.mobile ?? ""}` : undefined },
                { label: t("shop.address"), value: shop.address },
                { label: t("shop.contact"), value: [shop.contact.name, shop.contact.phone].filter(Boolean).join(" ") },
                { label: t("shop.shipTo"), value: shop.contact.address },
                { label: t("shop.payout"), value: shop.payout ? `${shop.payout.account_name ?? ""} ${shop.payout.bank_name ?? ""} ${shop.payout.bank_account ?? ""}` : undefined, optional: true },
                { label: t("shop.col.created"), value: formatDateTime(shop.create_time, lang) },
              ]}
            />
            <Link href={adminPaths.x.shopActivity({ shop_id: shop.id })} className="x-inline-link">
              {t("shop.activities")}
            </Link>
          </DetailSection>
        </div>
        <div className="x-stack">
          <AuditTrail targets={[{ type: "shop", id: shop.id }]} />
        </div>
      </div>
      <DecideDrawer
        open={step === "suspend"}
        title={t("shop.suspendTitle", { name: shop.name })}
        message={t("shop.suspendText")}
        confirmLabel={t("shop.suspend")}
        danger
        remark="required"
        remarkPlaceholder={t("shop.suspendPlaceholder")}
        onDecide={async (reason) => {
          await status.trigger({ id: shop.id, suspended: 1, reason });
          toast.success(t("shop.suspendedDone"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "resume"}
        title={t("shop.resumeTitle", { name: shop.name })}
        message={t("shop.resumeText")}
        confirmLabel={t("shop.resume")}
        onDecide={async () => {
          await status.trigger({ id: shop.id, suspended: 0 });
          toast.success(t("shop.resumedDone"));
        }}
        onClose={() => setStep(null)}
      />
    </>
  );
}
