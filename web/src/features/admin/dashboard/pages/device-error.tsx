/**
 * /admin/dashboard/device-error (§2): the printers reporting something wrong
 * (manage-device/error-list, newest first; its total is the dashboard's error count): which
 * printer and shop, what it says, since when, online or not, each a way to the printer. Open, it
 * asks again every 5 s (§9's offline delay), so a fault shows within seconds of the printer
 * reporting it and a repaired printer leaves the list by itself. Page in the URL.
 */
import type { DeviceRow } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { LastHeard, PrinterError, PrinterName, PrinterStateBadge } from "../../../../components/admin/printer-parts.tsx";
import { PRINTER_OFFLINE_MS } from "../../../../../contract/constants.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { usePoll } from "../../../../lib/use-poll.ts";
import { useDeviceErrors } from "../api/use-device-errors.ts";

const LIMIT = 20;
const NO_FILTERS = {} as const;

export function DeviceErrorPage() {
  const t = useT("admin-device");
  const scope = useShopScope();
  const q = useListQuery(NO_FILTERS);
  const errors = useDeviceErrors({ page: q.page, limit: LIMIT, ...(scope.shopId !== undefined ? { shop_id: scope.shopId } : {}) });
  usePoll(errors.reload, true, PRINTER_OFFLINE_MS, { pauseWhileHidden: true });

  const columns: Column<DeviceRow>[] = [
    { key: "printer", header: t("col.printer"), primary: true, cell: (r) => <PrinterName name={r.name} sn={r.sn} /> },
    { key: "shop", header: t("col.shop"), cell: (r) => r.shop?.name ?? "—" },
    { key: "error", header: t("errors.what"), cell: (r) => <PrinterError error={r.error} /> },
    { key: "state", header: t("col.state"), cell: (r) => <PrinterStateBadge row={r} /> },
    { key: "heard", header: t("col.heard"), cell: (r) => <LastHeard at={r.last_heartbeat_time} /> },
  ];

  return (
    <AdminPage title={t("errors.title")} backHref={adminPaths.dashboard.index()} shopScoped>
      <p className="printer-muted">{t("errors.intro")}</p>
      <DataList
        label={t("errors.title")}
        columns={columns}
        rows={errors.data?.list}
        rowKey={(r) => r.id}
        rowHref={(r) => adminPaths.device.detail({ id: r.id })}
        card={(r) => (
          <div className="printer-card">
            <div className="printer-card__line">
              <PrinterName name={r.name} sn={r.sn} />
              <PrinterStateBadge row={r} />
            </div>
            <PrinterError error={r.error} />
            <span className="printer-muted">
              {r.shop?.name ?? "—"} · {t("list.heard")} <LastHeard at={r.last_heartbeat_time} />
            </span>
          </div>
        )}
        isLoading={errors.isLoading}
        error={errors.error}
        onRetry={() => void errors.reload()}
        emptyText={t("errors.empty")}
        page={q.page}
        total={errors.data?.total}
        limit={LIMIT}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

/** The lazily loaded page (dashboard/routes.tsx). */
export default DeviceErrorPage;
