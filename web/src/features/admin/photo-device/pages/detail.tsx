/**
 * /admin/photo-device/detail?id (§2): one printer as a photo printer: its photo sales today and
 * this month (goods type 16 only), the templates its shop offers, whether a big screen shows its
 * photos (/screen), and its photo orders a page at a time (page in the URL), each a way to the
 * order. Without an id it says how to pick one.
 */
import { Link, useSearch } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import type { TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { paths } from "../../../../paths/paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { PrintOrderStatus } from "../../../../components/admin/print-order-status.tsx";
import { PrinterError, PrinterGate, PrinterStateBadge } from "../../../../components/admin/printer-parts.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState } from "../../../../components/states.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { usePhotoDeviceInfo } from "../api/use-photo-device-info.ts";
import { PHOTO_ORDERS_PAGE, usePhotoOrders } from "../api/use-photo-orders.ts";
import { queryId } from "../photo-device-id.ts";
import { ScreenBadge } from "./list.tsx";
import "../components/photo-device.css";

const NO_FILTERS = {} as const;

export function PhotoDeviceDetailPage() {
  const t = useT("admin-device");
  const id = queryId(useSearch());
  const info = usePhotoDeviceInfo(id);
  const device = info.data;

  return (
    <AdminPage title={device?.name || t("photo.detailTitle")} subtitle={device?.sn} backHref={adminPaths.photoDevice.index()}>
      <PrinterGate named={id !== null} info={info} listHref={adminPaths.photoDevice.index()} none={<NoPrinter />}>
        {(device) => <PhotoDetail info={device} />}
      </PrinterGate>
    </AdminPage>
  );
}

export function NoPrinter() {
  const t = useT("admin-device");
  return (
    <EmptyState
      title={t("detail.noId")}
      text={t("photo.noIdText")}
      action={
        <Link href={adminPaths.photoDevice.index()} className={buttonClassName("primary")}>
          {t("photo.toList")}
        </Link>
      }
    />
  );
}

function PhotoDetail({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const q = useListQuery(NO_FILTERS);
  const orders = usePhotoOrders(info.sn, q.page);
  const money = (v: string | number) => formatAmount(v, currencyOf(info.locale));
  const templates = info.photo.templates;
  const screen = info.photo.screen;

  const columns: Column<TanghuaOrder>[] = [
    {
      key: "goods",
      header: t("photo.order"),
      primary: true,
      cell: (o) => (
        <span className="photo-order">
          <Img className="photo-order__img" src={o.image_url ?? ""} alt="" />
          <span className="photo-order__text">
            <strong>{o.goods_name}</strong>
            <span className="printer-mono">{o.sn}</span>
          </span>
        </span>
      ),
    },
    { key: "user", header: t("photo.customer"), cell: (o) => o.user?.nickname || "—" },
    { key: "money", header: t("photo.money"), align: "end", cell: (o) => <strong>{formatAmount(o.money, currencyOf(o.currency))}</strong> },
    { key: "status", header: t("photo.status"), cell: (o) => <PrintOrderStatus status={o.status} /> },
    { key: "time", header: t("photo.time"), cell: (o) => <span className="printer-muted printer-time">{formatDateTime(o.create_time, lang)}</span> },
  ];

  return (
    <>
      <DetailSection className="photo-head">
        <div className="photo-head__line">
          <PrinterStateBadge row={info} />
          <span className="printer-muted">{info.shop?.name ?? t("detail.unboundText")}</span>
          <Link href={adminPaths.device.detail({ id: info.id })} className="photo-link photo-head__device">
            {t("photo.toDevice")}
          </Link>
        </div>
        {info.error && <PrinterError error={info.error} />}
        <StatGrid label={t("photo.figures")} columns={4}>
          <StatCard label={t("photo.todayLabel")} value={money(info.today_income)} hint={t("photo.photos", { n: info.today_order_count })} tone="brand" />
          <StatCard label={t("photo.monthLabel")} value={money(info.month_income)} hint={t("photo.photos", { n: info.month_order_count })} />
          <StatCard label={t("photo.templates")} value={String(templates.length)} href={adminPaths.photoDevice.manage({ id: info.id })} />
          <StatCard label={t("photo.screen")} value={t(screen ? "photo.screenYes" : "photo.screenNo")} tone={screen ? "success" : "plain"} href={adminPaths.photoDevice.form({ id: info.id })} />
        </StatGrid>
        <div className="photo-head__actions">
          <Link href={adminPaths.photoDevice.manage({ id: info.id })} className={buttonClassName("secondary")}>
            {t("photo.manageTemplates")}
          </Link>
          <Link href={adminPaths.photoDevice.form({ id: info.id })} className={buttonClassName("secondary")}>
            {t("photo.screenSetup")}
          </Link>
        </div>
      </DetailSection>

      <div className="photo-columns">
        <DetailSection title={t("photo.templates")} actions={<Link href={adminPaths.photoDevice.manage({ id: info.id })} className="photo-link">{t("photo.manageTemplates")}</Link>}>
          {templates.length === 0 ? (
            <EmptyState title={t("photo.noTemplates")} icon={null} />
          ) : (
            <ul className="photo-templates" aria-label={t("photo.templates")}>
              {templates.map((tp) => (
                <li key={tp.id} className="photo-templates__item">
                  <Img className="photo-templates__img" src={tp.image_url} alt="" />
                  <span>{tp.name}</span>
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
        <DetailSection title={t("photo.screen")} actions={<ScreenBadge bound={screen !== null} />}>
          {screen ? (
            <p className="photo-note printer-muted">{t("photo.screenSince", { shop: screen.shop_name || info.shop?.name || "", when: formatDateTime(screen.bind_time, lang) })}</p>
          ) : (
            <p className="photo-note printer-muted">{t("photo.screenNone")}</p>
          )}
          <div className="photo-head__actions">
            <Link href={adminPaths.photoDevice.form({ id: info.id })} className={buttonClassName(screen ? "secondary" : "primary")}>
              {t(screen ? "photo.screenSetup" : "photo.screenBind")}
            </Link>
            {screen && (
              <a href={paths.screen.photo({ sn: info.sn })} target="_blank" rel="noreferrer" className={buttonClassName("ghost")}>
                {t("photo.screenOpen")}
              </a>
            )}
          </div>
        </DetailSection>
      </div>

      <DetailSection title={t("photo.sales")} actions={<Link href={adminPaths.photoOrder.index({ device_sn: info.sn })} className="photo-link">{t("orders.all")}</Link>}>
        <DataList
          label={t("photo.sales")}
          columns={columns}
          rows={orders.data?.list}
          rowKey={(o) => o.id}
          rowHref={(o) => adminPaths.photoOrder.detail({ id: o.id })}
          card={(o) => (
            <div className="photo-order-card">
              <Img className="photo-order__img" src={o.image_url ?? ""} alt="" />
              <span className="photo-order__text">
                <strong>{o.goods_name}</strong>
                <span className="printer-muted">
                  {o.user?.nickname || "—"} · {formatDateTime(o.create_time, lang)}
                </span>
              </span>
              <span className="photo-order__side">
                <strong>{formatAmount(o.money, currencyOf(o.currency))}</strong>
                <PrintOrderStatus status={o.status} />
              </span>
            </div>
          )}
          isLoading={orders.isLoading}
          error={orders.error}
          onRetry={() => void orders.reload()}
          emptyText={t("photo.noSales")}
          page={q.page}
          total={orders.data?.total}
          limit={PHOTO_ORDERS_PAGE}
          onPage={q.setPage}
        />
      </DetailSection>
    </>
  );
}
