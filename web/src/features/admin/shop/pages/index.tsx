/**
 * /admin/shop (§2): the caller's shops (an admin's: every shop) with each shop's figures of
 * today and the month, its printers online, and the way into each; a new shop; the company's
 * settings (name, logo, operators) and its printer purchases. Search and the open/closed filter
 * live in the URL (CONVENTIONS 16).
 */
import { Link } from "wouter";
import type { Shop } from "../../../../../contract/http/manage-shop.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { CartIcon, PrinterIcon, ShieldIcon } from "../../../../components/admin/nav-icons.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { isAdmin } from "../../../../lib/roles.ts";
import { useSession } from "../../../../lib/session.tsx";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopCurrency } from "../api/use-shop-currency.ts";
import { useShopData } from "../api/use-shop-data.ts";
import { useShopList, type ShopListQuery } from "../api/use-shop-list.ts";
import { ShopStatus } from "../components/shop-status.tsx";
import "../components/shop.css";

export const SHOP_LIST_SPEC = {
  keyword: { kind: "text", max: 30 },
  status: { kind: "enum", values: ["0", "1"] },
} as const;

export const SHOPS_PAGE = 20;

export function shopListQuery(filters: { keyword?: string; status?: string }, page: number): ShopListQuery {
  return {
    page,
    limit: SHOPS_PAGE,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.status ? { status: Number(filters.status) as 0 | 1 } : {}),
  };
}

export function ShopIndexPage() {
  const t = useT("admin-shop");
  const q = useListQuery(SHOP_LIST_SPEC, []);
  const list = useShopList(shopListQuery(q.filters, q.page));

  const fields: FilterField[] = [
    { kind: "text", key: "keyword", label: t("index.keyword"), placeholder: t("index.keywordHint"), maxLength: 30 },
    { kind: "select", key: "status", label: t("index.status"), options: [{ value: "1", label: t("status.open") }, { value: "0", label: t("status.closed") }] },
  ];

  const columns: Column<Shop>[] = [
    { key: "shop", header: t("col.shop"), primary: true, cell: (s) => <ShopName shop={s} /> },
    { key: "today", header: t("col.today"), align: "end", cell: (s) => <Figures id={s.id} part="today" /> },
    { key: "month", header: t("col.month"), align: "end", cell: (s) => <Figures id={s.id} part="month" /> },
    { key: "devices", header: t("col.devices"), align: "end", cell: (s) => <Figures id={s.id} part="devices" /> },
    { key: "contact", header: t("col.contact"), cell: (s) => <span className="shop-two-lines"><span>{s.contact_name || "—"}</span><span className="admin-muted">{s.contact_phone}</span></span> },
    { key: "status", header: t("col.status"), cell: (s) => <ShopStatus shop={s} /> },
  ];

  return (
    <AdminPage
      title={t("index.title")}
      actions={
        <Link href={adminPaths.shop.form()} className="shop-action shop-action--primary">
          <span aria-hidden="true">＋</span>
          <span>{t("index.create")}</span>
        </Link>
      }
    >
      <nav className="shop-shortcuts" aria-label={t("index.more")}>
        <Link href={adminPaths.shop.settings()} className="shop-shortcut">
          <ShieldIcon size={22} />
          <span className="shop-shortcut__text">
            <strong>{t("index.settings")}</strong>
            <small>{t("index.settingsText")}</small>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
        <Link href={adminPaths.shop.deviceOrder()} className="shop-shortcut">
          <CartIcon size={22} />
          <span className="shop-shortcut__text">
            <strong>{t("index.deviceOrders")}</strong>
            <small>{t("index.deviceOrdersText")}</small>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
        <Link href={adminPaths.device.index()} className="shop-shortcut">
          <PrinterIcon size={22} />
          <span className="shop-shortcut__text">
            <strong>{t("index.devices")}</strong>
            <small>{t("index.devicesText")}</small>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      </nav>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("index.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(s) => s.id}
        rowHref={(s) => adminPaths.shop.detail({ id: s.id })}
        card={(s) => <ShopCard shop={s} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("index.empty")}
        page={q.page}
        total={list.data?.total}
        limit={SHOPS_PAGE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function ShopName({ shop }: { shop: Shop }) {
  const t = useT("admin-shop");
  // The owner says something to a platform admin, who sees every company's shops.
  const admin = isAdmin(useSession().user);
  return (
    <span className="shop-name">
      <Img className="shop-name__logo" src={shop.logo_url ?? ""} alt="" />
      <span className="shop-two-lines">
        <strong>{shop.name}</strong>
        <span className="admin-muted shop-clip">{shop.address}</span>
        {admin && shop.owner && <span className="admin-muted">{t("index.owner", { who: shop.owner.nickname || shop.owner.mobile || "—" })}</span>}
      </span>
    </span>
  );
}

/** A shop's figures come from manage-shop/data, one call per shop shown (a page holds 20 at most). */
function Figures({ id, part }: { id: number; part: "today" | "month" | "devices" }) {
  const t = useT("admin-shop");
  const data = useShopData(id).data;
  const currency = useShopCurrency(id);
  if (data === undefined) return <span className="admin-muted">…</span>;
  if (part === "devices") return <span>{t("index.online", { on: data.device_online_count, all: data.device_count })}</span>;
  const money = part === "today" ? data.today_income : data.month_income;
  const orders = part === "today" ? data.today_order_count : data.month_order_count;
  return (
    <span className="shop-two-lines shop-two-lines--end">
      <strong className="admin-num">{formatAmount(money, currency)}</strong>
      <span className="admin-muted">{t("index.orders", { n: orders })}</span>
    </span>
  );
}

function ShopCard({ shop }: { shop: Shop }) {
  const t = useT("admin-shop");
  const data = useShopData(shop.id).data;
  const currency = useShopCurrency(shop.id);
  return (
    <div className="shop-card">
      <div className="shop-card__head">
        <Img className="shop-card__logo" src={shop.logo_url ?? ""} alt="" />
        <div className="shop-card__title">
          <strong className="shop-clip">{shop.name}</strong>
          <span className="admin-muted shop-clip">{shop.address}</span>
        </div>
        <ShopStatus shop={shop} />
      </div>
      <dl className="shop-card__figures">
        <div>
          <dt>{t("col.today")}</dt>
          <dd>{data ? formatAmount(data.today_income, currency) : "…"}</dd>
        </div>
        <div>
          <dt>{t("col.month")}</dt>
          <dd>{data ? formatAmount(data.month_income, currency) : "…"}</dd>
        </div>
        <div>
          <dt>{t("col.devices")}</dt>
          <dd>{data ? t("index.online", { on: data.device_online_count, all: data.device_count }) : "…"}</dd>
        </div>
      </dl>
      {shop.create_time ? <span className="admin-muted">{t("index.since", { time: formatDateTime(shop.create_time).slice(0, 10) })}</span> : null}
    </div>
  );
}
