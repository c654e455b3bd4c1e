/**
 * /admin/shop/detail?id (§2): one shop: its figures (income and orders of today, the month and in
 * all; printers online; patterns), what it is set up with (§3 shipping contact, invoice info,
 * payout account), its printers, and the way to everything about it (patterns, photo settings,
 * adding or buying printers, purchases, contacts). Another company's shop answers 404: "not found".
 */
import { Link, useSearch } from "wouter";
import { INVOICE_TYPE, type ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { CartIcon, PhotoIcon, PrinterIcon, ShopIcon } from "../../../../components/admin/nav-icons.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { GalleryIcon } from "../../../../components/icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { ShopChooser } from "../components/shop-chooser.tsx";
import { formatAmount, formatCount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useShops } from "../../../../lib/admin/shop-scope.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopCurrency } from "../api/use-shop-currency.ts";
import { useShopData } from "../api/use-shop-data.ts";
import { useShopDevices } from "../api/use-shop-devices.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { LoadState } from "../components/load-state.tsx";
import { ShopStatus } from "../components/shop-status.tsx";
import { queryInt } from "../shop-query.ts";
import "../components/shop.css";

export function ShopDetailPage() {
  const t = useT("admin-shop");
  const id = queryInt(useSearch(), "id");
  const info = useShopInfo(id);
  const shops = useShops();
  const shop = info.data;

  let body;
  if (id === null)
    body = <ShopChooser shops={shops.data?.list} error={shops.error} onRetry={() => void shops.reload()} title={t("chooser.detail")} hrefOf={(s) => adminPaths.shop.detail({ id: s.id })} />;
  else if (shop === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  else body = <ShopDetail shop={shop} />;

  return (
    <AdminPage
      title={shop?.name ?? t("detail.title")}
      backHref={adminPaths.shop.index()}
      actions={
        shop && (
          <Link href={adminPaths.shop.form({ id: shop.id })} className="shop-action">
            {t("detail.edit")}
          </Link>
        )
      }
    >
      {body}
    </AdminPage>
  );
}

function ShopDetail({ shop }: { shop: ShopInfo }) {
  const t = useT("admin-shop");
  const lang = useLanguage();
  const data = useShopData(shop.id).data;
  const currency = useShopCurrency(shop.id);
  const money = (v: string | number | undefined) => (v === undefined ? "…" : formatAmount(v, currency));
  const count = (v: number | undefined) => (v === undefined ? "…" : formatCount(v, lang));
  const q = { shop_id: shop.id };

  const links = [
    { href: adminPaths.shop.sugarList(q), icon: <GalleryIcon size={22} />, title: t("detail.patterns"), text: data?.goods_count !== undefined ? t("detail.patternsN", { n: data.goods_count }) : t("detail.patternsText") },
    { href: adminPaths.shop.photoList(q), icon: <PhotoIcon size={22} />, title: t("detail.photo"), text: t("detail.photoText") },
    { href: adminPaths.shop.deviceForm({ id: shop.id }), icon: <PrinterIcon size={22} />, title: t("detail.addDevice"), text: t("detail.addDeviceText") },
    { href: adminPaths.shop.deviceSellForm({ id: shop.id }), icon: <CartIcon size={22} />, title: t("detail.buyDevice"), text: t("detail.buyDeviceText") },
    { href: adminPaths.shop.deviceOrder(q), icon: <CartIcon size={22} />, title: t("detail.deviceOrders"), text: t("detail.deviceOrdersText") },
    { href: adminPaths.shop.contact(q), icon: <ShopIcon size={22} />, title: t("detail.contacts"), text: t("detail.contactsText") },
  ];

  return (
    <>
      <DetailSection className="shop-head">
        <Img className="shop-head__logo" src={shop.logo_url ?? ""} alt="" />
        <div className="shop-head__text">
          <div className="shop-head__line">
            <strong className="shop-head__name">{shop.name}</strong>
            <ShopStatus shop={shop} />
          </div>
          <span className="admin-muted">{shop.address}</span>
          {shop.suspended === 1 && shop.suspend_reason ? <span className="shop-warning">{t("detail.suspended", { reason: shop.suspend_reason })}</span> : null}
        </div>
      </DetailSection>

      <StatGrid label={t("detail.figures")} columns={4}>
        <StatCard lead label={t("detail.today")} value={money(data?.today_income)} hint={data ? t("index.orders", { n: data.today_order_count }) : undefined} />
        <StatCard tone="brand" label={t("detail.month")} value={money(data?.month_income)} hint={data ? t("index.orders", { n: data.month_order_count }) : undefined} />
        <StatCard label={t("detail.total")} value={money(data?.total_income)} hint={data ? t("index.orders", { n: data.total_order_count }) : undefined} />
        <StatCard label={t("detail.devices")} value={data ? `${data.device_online_count}/${data.device_count}` : "…"} hint={t("detail.devicesHint")} />
        <StatCard label={t("detail.goods")} value={count(data?.goods_count)} href={adminPaths.shop.sugarList(q)} />
      </StatGrid>

      <nav className="shop-links" aria-label={t("detail.manage")}>
        {links.map((l) => (
          <Link key={l.href} href={l.href} className="shop-shortcut">
            {l.icon}
            <span className="shop-shortcut__text">
              <strong>{l.title}</strong>
              <small>{l.text}</small>
            </span>
            <ChevronRightIcon size={18} />
          </Link>
        ))}
      </nav>

      <div className="shop-columns">
        <ShopDevices shopId={shop.id} />
        <div className="shop-stack">
          <DetailSection title={t("detail.contact")} actions={<Link href={adminPaths.shop.contact(q)} className="shop-link">{t("detail.change")}</Link>}>
            <DetailRows
              rows={[
                { label: t("field.contactName"), value: shop.contact.name },
                { label: t("field.contactPhone"), value: shop.contact.phone ? <a href={`tel:${shop.contact.phone}`}>{shop.contact.phone}</a> : undefined },
                { label: t("field.shipTo"), value: shop.contact.address },
              ]}
            />
          </DetailSection>
          <InvoiceSection shop={shop} />
          <DetailSection title={t("detail.payout")} actions={<Link href={adminPaths.shop.form({ id: shop.id })} className="shop-link">{t("detail.change")}</Link>}>
            {shop.payout ? (
              <DetailRows
                rows={[
                  { label: t("field.bankName"), value: shop.payout.bank_name },
                  { label: t("field.bankAccount"), value: <span className="admin-mono">{shop.payout.bank_account}</span> },
                  { label: t("field.accountName"), value: shop.payout.account_name },
                ]}
              />
            ) : (
              <p className="admin-muted">{t("detail.noPayout")}</p>
            )}
          </DetailSection>
          <DetailSection title={t("detail.about")}>
            <DetailRows
              rows={[
                { label: t("detail.created"), value: formatDateTime(shop.create_time) },
                { label: t("detail.owner"), value: shop.owner ? shop.owner.nickname || shop.owner.mobile : undefined, optional: true },
              ]}
            />
          </DetailSection>
        </div>
      </div>
    </>
  );
}

const INVOICE_KEYS = {
  [INVOICE_TYPE.PERSONAL]: "invoice.personal",
  [INVOICE_TYPE.COMPANY]: "invoice.company",
  [INVOICE_TYPE.VAT_SPECIAL]: "invoice.vat",
} as const;

function InvoiceSection({ shop }: { shop: ShopInfo }) {
  const t = useT("admin-shop");
  const inv = shop.invoice;
  return (
    <DetailSection title={t("detail.invoice")} actions={<Link href={adminPaths.shop.form({ id: shop.id })} className="shop-link">{t("detail.change")}</Link>}>
      {inv ? (
        <DetailRows
          rows={[
            { label: t("invoice.type"), value: t(INVOICE_KEYS[inv.type as keyof typeof INVOICE_KEYS] ?? "invoice.company") },
            { label: t("invoice.title"), value: inv.company_name },
            { label: t("invoice.taxId"), value: inv.tax_id ? <span className="admin-mono">{inv.tax_id}</span> : undefined, optional: true },
            { label: t("invoice.content"), value: inv.content, optional: true },
            { label: t("invoice.address"), value: inv.address, optional: true },
            { label: t("invoice.phone"), value: inv.phone, optional: true },
            { label: t("invoice.bankName"), value: inv.bank_name, optional: true },
            { label: t("invoice.bankAccount"), value: inv.bank_account ? <span className="admin-mono">{inv.bank_account}</span> : undefined, optional: true },
            { label: t("invoice.email"), value: inv.email, optional: true },
            { label: t("invoice.mailTo"), value: [inv.contact, inv.contact_phone, inv.contact_address].filter(Boolean).join(" ") || undefined, optional: true },
          ]}
        />
      ) : (
        <p className="admin-muted">{t("detail.noInvoice")}</p>
      )}
    </DetailSection>
  );
}

/** The shop's printers (manage-device/list of the shop): online or not, what they report. */
function ShopDevices({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const list = useShopDevices({ shop_id: shopId, limit: 50 });
  const rows = list.data?.list;
  return (
    <DetailSection
      title={t("detail.deviceList", { n: list.data?.total ?? 0 })}
      actions={<Link href={adminPaths.shop.deviceForm({ id: shopId })} className="shop-link">{t("detail.addDevice")}</Link>}
    >
      {rows === undefined ? (
        <p className="admin-muted">{list.error ? t("detail.devicesFailed") : t("detail.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="admin-muted">{t("detail.noDevices")}</p>
      ) : (
        <ul className="shop-devices" role="list">
          {rows.map((d) => (
            <li key={d.id} className="shop-device">
              <PrinterIcon size={20} />
              <span className="shop-two-lines">
                <strong>{d.name}</strong>
                <span className="admin-muted admin-mono">{d.sn}</span>
              </span>
              <span className="shop-device__state">
                {d.error ? <StatusBadge tone="danger">{d.error.text}</StatusBadge> : d.online === 1 ? <StatusBadge tone="success">{t("device.online")}</StatusBadge> : <StatusBadge tone="muted">{t("device.offline")}</StatusBadge>}
              </span>
              <Link href={adminPaths.shop.sugarList({ sn: d.sn })} className="shop-link">
                {t("detail.devicePatterns")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
