/**
 * /admin/photo-device (§2): the printers as photo printers (every printer of this product prints
 * photos, contract manage-device.ts): the same fleet with today's photo orders only, and whether a
 * big screen shows each one's photos (/screen). Tabs, search and page in the URL, the shop from the
 * shell's switcher, paged on the server; open, it asks again every 10 s.
 */
import type { DeviceRow, DeviceState } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { StatusBadge } from "../../../../components/admin/detail.tsx";
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
import { usePhotoDevices } from "../api/use-photo-devices.ts";
import "../components/photo-device.css";

export function ScreenBadge({ bound }: { bound: boolean }) {
  const t = useT("admin-device");
  return <StatusBadge tone={bound ? "success" : "muted"}>{t(bound ? "photo.screenOn" : "photo.screenOff")}</StatusBadge>;
}

export function PhotoDeviceListPage() {
  const t = useT("admin-device");
  const scope = useShopScope();
  const q = useListQuery(FLEET_LIST_SPEC);
  const list = usePhotoDevices({
    page: q.page,
    limit: FLEET_PAGE_SIZE,
    ...(q.filters.state ? { state: q.filters.state as DeviceState } : {}),
    ...(q.filters.keyword ? { keyword: q.filters.keyword } : {}),
    ...(scope.shopId !== undefined ? { shop_id: scope.shopId } : {}),
  });
  usePoll(list.reload, true, FLEET_POLL_MS, { pauseWhileHidden: true });
  const money = (r: DeviceRow) => formatAmount(r.today_income, currencyOf(r.locale));

  const columns: Column<DeviceRow>[] = [
    { key: "printer", header: t("col.printer"), primary: true, cell: (r) => <PrinterName name={r.name} sn={r.sn} /> },
    { key: "shop", header: t("col.shop"), cell: (r) => r.shop?.name ?? <span className="printer-muted">{t("state.unbound")}</span> },
    { key: "state", header: t("col.state"), cell: (r) => <PrinterStateBadge row={r} /> },
    { key: "heard", header: t("col.heard"), cell: (r) => <LastHeard at={r.last_heartbeat_time} /> },
    { key: "screen", header: t("photo.screen"), cell: (r) => <ScreenBadge bound={r.screen_bound === 1} /> },
    {
      key: "today",
      header: t("photo.today"),
      align: "end",
      cell: (r) => (
        <span className="printer-figures">
          <strong>{t("photo.photos", { n: r.today_order_count })}</strong>
          <span className="printer-muted">{money(r)}</span>
        </span>
      ),
    },
  ];

  return (
    <AdminPage title={t("photo.listTitle")} shopScoped>
      <div className="printer-tools">
        <PrinterStateTabs counts={list.data?.counts} value={q.filters.state as DeviceState | undefined} onChange={(state) => q.setFilters({ state })} />
        <PrinterSearch value={q.filters.keyword} onSearch={(keyword) => q.setFilters({ keyword })} />
      </div>
      <DataList
        label={t("photo.listTitle")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        rowHref={(r) => adminPaths.photoDevice.detail({ id: r.id })}
        card={(r) => (
          <div className="printer-card">
            <div className="printer-card__line">
              <PrinterName name={r.name} sn={r.sn} />
              <PrinterStateBadge row={r} />
            </div>
            <div className="printer-card__line">
              <span className="printer-muted">{r.shop?.name ?? t("state.unbound")}</span>
              <span className="printer-card__figures">{t("photo.todayFigures", { n: r.today_order_count, money: money(r) })}</span>
            </div>
            <div className="printer-card__line">
              <ScreenBadge bound={r.screen_bound === 1} />
              <span className="printer-muted">
                {t("list.heard")} <LastHeard at={r.last_heartbeat_time} />
              </span>
            </div>
            {r.error ? <PrinterError error={r.error} /> : null}
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
