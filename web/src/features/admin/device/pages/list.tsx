/**
 * /admin/device (§2): the company's printers (contract manage-device.ts list): name and serial,
 * shop, online and when last heard (§4), what each reports as wrong, today's orders. State tabs
 * with their counts, the serial search and the page live in the URL (CONVENTIONS 16), the shop is
 * the shell's switcher; the list is paged on the server, so 2,000 printers draw as fast as 20.
 * Open, it asks again every 10 s, so printers going on or off line show without a reload.
 */
import { Link } from "wouter";
import type { DeviceRow, DeviceState } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import {
  FLEET_LIST_SPEC,
  FLEET_PAGE_SIZE,
  FLEET_POLL_MS,
  LastHeard,
  PrinterError,
  PrinterName,
  PrinterSearch,
  PrinterStateBadge,
  PrinterStateTabs,
} from "../../../../components/admin/printer-parts.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { usePoll } from "../../../../lib/use-poll.ts";
import { useDevices, type DeviceListQuery } from "../api/use-devices.ts";
import "../components/device.css";

/** The API query of the list's URL state and the shell's shop. */
export function deviceListQuery(filters: { state?: string; keyword?: string }, page: number, shopId: number | undefined): DeviceListQuery {
  return {
    page,
    limit: FLEET_PAGE_SIZE,
    ...(filters.state ? { state: filters.state as DeviceState } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

export function DeviceListPage() {
  const t = useT("admin-device");
  const scope = useShopScope();
  const q = useListQuery(FLEET_LIST_SPEC);
  const list = useDevices(deviceListQuery(q.filters, q.page, scope.shopId));
  usePoll(list.reload, true, FLEET_POLL_MS, { pauseWhileHidden: true });
  const today = (r: DeviceRow) => t("list.todayFigures", { n: r.today_order_count, money: formatAmount(r.today_income, currencyOf(r.locale)) });

  const columns: Column<DeviceRow>[] = [
    { key: "printer", header: t("col.printer"), primary: true, cell: (r) => <PrinterName name={r.name} sn={r.sn} /> },
    { key: "shop", header: t("col.shop"), cell: (r) => r.shop?.name ?? <span className="printer-muted">{t("state.unbound")}</span> },
    { key: "state", header: t("col.state"), cell: (r) => <PrinterStateBadge row={r} /> },
    { key: "heard", header: t("col.heard"), cell: (r) => <LastHeard at={r.last_heartbeat_time} /> },
    { key: "error", header: t("col.error"), cell: (r) => <PrinterError error={r.error} compact /> },
    {
      key: "today",
      header: t("col.today"),
      align: "end",
      cell: (r) => (
        <span className="printer-figures">
          <strong>{t("list.orders", { n: r.today_order_count })}</strong>
          <span className="printer-muted">{formatAmount(r.today_income, currencyOf(r.locale))}</span>
        </span>
      ),
    },
  ];

  return (
    <AdminPage
      title={t("list.title")}
      shopScoped
      actions={
        <Link href={adminPaths.device.bind()} className="device-action">
          {t("list.bind")}
        </Link>
      }
    >
      <div className="printer-tools">
        <PrinterStateTabs counts={list.data?.counts} value={q.filters.state as DeviceState | undefined} onChange={(state) => q.setFilters({ state })} />
        <PrinterSearch value={q.filters.keyword} onSearch={(keyword) => q.setFilters({ keyword })} />
      </div>
      <DataList
        label={t("list.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        rowHref={(r) => adminPaths.device.detail({ id: r.id })}
        card={(r) => (
          <div className="printer-card">
            <div className="printer-card__line">
              <PrinterName name={r.name} sn={r.sn} />
              <PrinterStateBadge row={r} />
            </div>
            <div className="printer-card__line">
              <span className="printer-muted">{r.shop?.name ?? t("state.unbound")}</span>
              <span className="printer-card__figures">{today(r)}</span>
            </div>
            {r.error ? <PrinterError error={r.error} /> : null}
            <span className="printer-muted">
              {t("list.heard")} <LastHeard at={r.last_heartbeat_time} />
            </span>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={q.activeCount > 0 ? undefined : t("list.empty")}
        page={q.page}
        total={list.data?.total}
        limit={FLEET_PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}
