/**
 * /admin/device/detail?id (or ?sn) (§2): one printer as its shop runs it. Live over MQTT (the
 * customer's own feed, lib/printer-live: §4 online, temperatures with the chart, what it prints
 * and how far), today's and this month's figures, what it reports as wrong, its print queue and
 * recent orders (a manager may resend a paid job), its settings, its managers, a test print
 * (managers only, order/moni-make) and unbinding it. Without an id it says how to pick one.
 */
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { PrinterError, PrinterGate } from "../../../../components/admin/printer-parts.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { EmptyState } from "../../../../components/states.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { usePrinterLive } from "../../../../lib/printer-live/use-printer-live.ts";
import { usePoll } from "../../../../lib/use-poll.ts";
import { useDeviceInfo } from "../api/use-device-info.ts";
import { useDeviceOrders } from "../api/use-device-orders.ts";
import { useDeviceQueue } from "../api/use-device-queue.ts";
import { OrdersCard, QueueCard } from "../components/jobs-card.tsx";
import { LiveCard, LivePill } from "../components/live-card.tsx";
import { ManagersCard } from "../components/managers-card.tsx";
import { SettingsCard } from "../components/settings-card.tsx";
import { TestPrintSheet } from "../components/test-print.tsx";
import { UnbindCard } from "../components/unbind-card.tsx";
import { deviceRef } from "../device-ref.ts";
import "../components/device.css";

/** The figures and the error on the page follow the printer: asked again every 10 s while open. */
const INFO_POLL_MS = 10_000;
/** The recent orders the page lists (the rest are on /admin/order?device_sn=…). */
const RECENT_ORDERS = 10;

export function DeviceDetailPage() {
  const t = useT("admin-device");
  const ref = deviceRef(useSearch());
  const info = useDeviceInfo(ref);
  usePoll(info.reload, ref !== null, INFO_POLL_MS, { pauseWhileHidden: true });
  const device = info.data;

  return (
    <AdminPage title={device?.name || t("detail.title")} subtitle={device?.sn} backHref={adminPaths.device.index()}>
      <PrinterGate named={ref !== null} info={info} listHref={adminPaths.device.index()} none={<NoDevice title={t("detail.noId")} text={t("detail.noIdText")} />}>
        {(device) => <DeviceDetail info={device} />}
      </PrinterGate>
    </AdminPage>
  );
}

function DeviceDetail({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const live = usePrinterLive(info.sn);
  const queue = useDeviceQueue(info.sn);
  const orders = useDeviceOrders(info.sn, RECENT_ORDERS);
  const [testing, setTesting] = useState(false);
  const money = (v: string | number) => formatAmount(v, currencyOf(info.locale));
  const manager = info.is_manage === 1;
  const bound = info.shop !== null;

  // A job moved on the printer (its messages say so): the queue and the orders follow at once.
  const lastMessage = live.messages[0]?.ts;
  const { reload: reloadQueue } = queue;
  const { reload: reloadOrders } = orders;
  useEffect(() => {
    if (lastMessage === undefined) return;
    void reloadQueue();
    void reloadOrders();
  }, [lastMessage, reloadQueue, reloadOrders]);

  return (
    <>
      <DetailSection className="device-head">
        <div className="device-head__line">
          <LivePill live={live} />
          <span className="printer-muted">{info.shop?.name ?? t("detail.unboundText")}</span>
          <Link href={adminPaths.photoDevice.detail({ id: info.id })} className="device-link">
            {t("detail.photo")}
          </Link>
        </div>
        {info.error && (
          <div className="device-head__error" role="alert">
            <PrinterError error={info.error} />
          </div>
        )}
        <StatGrid label={t("detail.figures")} columns={4}>
          <StatCard label={t("detail.today")} value={money(info.today_income)} hint={t("list.orders", { n: info.today_order_count })} tone="brand" />
          <StatCard label={t("detail.month")} value={money(info.month_income)} hint={t("list.orders", { n: info.month_order_count })} />
          <StatCard label={t("detail.queue")} value={String(info.queue_count)} hint={t("detail.queueHint")} tone={info.queue_count > 0 ? "brand" : "plain"} />
          <StatCard label={t("detail.managers")} value={String(info.manager_count)} hint={t(manager ? "detail.youManage" : "detail.youDont")} />
        </StatGrid>
        <div className="device-head__actions">
          {bound && (
            <Button variant={manager ? "primary" : "secondary"} disabled={!manager} onClick={() => setTesting(true)}>
              {t("test.action")}
            </Button>
          )}
          <Link href={adminPaths.device.form({ id: info.id })} className={buttonClassName("secondary")}>
            {t("settings.edit")}
          </Link>
        </div>
        {bound && !manager && <p className="printer-muted device-note">{t("test.managerOnly")}</p>}
      </DetailSection>

      <LiveCard live={live} orders={orders.data?.list} />

      <div className="device-columns">
        <div className="device-stack">
          <QueueCard queue={queue} paid={info.queue_count} />
          <OrdersCard sn={info.sn} orders={orders} manager={manager} />
        </div>
        <div className="device-stack">
          <SettingsCard info={info} />
          <ManagersCard id={info.id} bound={bound} />
          <UnbindCard info={info} />
        </div>
      </div>
      {bound && manager && <TestPrintSheet sn={info.sn} open={testing} onClose={() => setTesting(false)} />}
    </>
  );
}

/** A device page opened without a printer: to the list, or to bind one. */
export function NoDevice({ title, text }: { title: string; text: string }) {
  const t = useT("admin-device");
  return (
    <EmptyState
      title={title}
      text={text}
      action={
        <span className="device-empty-actions">
          <Link href={adminPaths.device.index()} className={buttonClassName("primary")}>
            {t("detail.toList")}
          </Link>
          <Link href={adminPaths.device.bind()} className={buttonClassName("secondary")}>
            {t("list.bind")}
          </Link>
        </span>
      }
    />
  );
}
