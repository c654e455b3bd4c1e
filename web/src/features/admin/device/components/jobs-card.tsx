/**
 * The printer's work on its detail page: its print queue as the printer works through it
 * (tanghua/print-queue: printing now, then waiting, in order) and its recent orders
 * (manage-order/tanghua-list by device_sn), each a way to the order; a paid order not printed
 * (paid, printing, print failed) can be sent to the printer again by its manager
 * (device/send-order: the printer ignores a job it already has, so a resend never prints twice).
 */
import { useState } from "react";
import { Link } from "wouter";
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import type { TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import { PRINT_ORDER_STATUS as S } from "../../../../../contract/http/order.ts";
import type { PrintJob } from "../../../../../contract/http/tanghua.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { PrintOrderStatus } from "../../../../components/admin/print-order-status.tsx";
import { Button } from "../../../../components/button.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import type { ApiState } from "../../../../lib/use-api.ts";
import { useResendOrder } from "../api/use-resend-order.ts";
import "../../../../components/admin/printer.css";
import "./device.css";

/** Statuses whose job may go to the printer again (the mock's SENDABLE, printing/jobs.ts). */
export const RESENDABLE: readonly number[] = [S.PAID, S.PRINTING, S.PRINT_FAILED];

/**
 * `paid`: the printer's paid orders not printed yet (the detail's figure). When the printer holds
 * none of them (the sim restarted, a job lost on the way), the empty queue says so and where to
 * send them again, rather than contradict the figure above it.
 */
export function QueueCard({ queue, paid = 0 }: { queue: ApiState<{ list: PrintJob[] }>; paid?: number }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const list = queue.data?.list;
  let body;
  if (list === undefined) body = queue.error ? <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("queue.empty")} text={paid > 0 ? t("queue.notHanded", { n: paid }) : undefined} icon={null} />;
  else
    body = (
      <ol className="device-queue" aria-label={t("queue.title")}>
        {list.map((j, i) => (
          <li key={`${j.position}-${i}`} className="device-queue__item">
            <span className={`device-queue__pos${j.position === 0 ? " device-queue__pos--now" : ""}`}>{j.position === 0 ? t("queue.now") : j.position}</span>
            <Img className="device-queue__img" src={j.image_url ?? ""} alt="" />
            <span className="device-queue__text">
              <strong>{j.name || t("queue.private")}</strong>
              <span className="printer-muted">
                {j.nickname || "—"} · {formatDateTime(j.create_time, lang)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <DetailSection title={t("queue.title")} actions={list !== undefined && list.length > 0 ? <span className="printer-muted">{t("queue.count", { n: list.length })}</span> : undefined}>
      {body}
    </DetailSection>
  );
}

export function OrdersCard({ sn, orders, manager }: { sn: string; orders: ApiState<{ list: TanghuaOrder[]; total: number }>; manager: boolean }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const resend = useResendOrder();
  const [sending, setSending] = useState<string | null>(null);
  const list = orders.data?.list;

  const send = async (o: TanghuaOrder) => {
    if (sending !== null) return; // one at a time: a second tap while the first is on its way does nothing
    setSending(o.sn);
    try {
      const r = await resend.trigger({ sn, order_sn: o.sn });
      toast.success(r.queue_position === 0 ? t("orders.resentNow") : t("orders.resentQueued", { n: r.queue_position }));
    } catch {
      // the client has said why (a toast)
    } finally {
      setSending(null);
    }
  };

  let body;
  if (list === undefined) body = orders.error ? <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("orders.empty")} icon={null} />;
  else
    body = (
      <ul className="device-orders" aria-label={t("orders.title")}>
        {list.map((o) => {
          const href = (o.goods_type_id === GOODS_TYPE.PHOTO ? adminPaths.photoOrder : adminPaths.order).detail({ id: o.id });
          return (
            <li key={o.id} className="device-orders__item">
              <Link href={href} className="device-orders__link">
                <Img className="device-orders__img" src={o.image_url ?? ""} alt="" />
                <span className="device-orders__text">
                  <strong className="device-orders__name">{o.goods_name}</strong>
                  <span className="printer-mono">{o.sn}</span>
                  <span className="printer-muted">{formatDateTime(o.create_time, lang)}</span>
                </span>
                <span className="device-orders__side">
                  <strong>{formatAmount(o.money, currencyOf(o.currency))}</strong>
                  <PrintOrderStatus status={o.status} />
                </span>
              </Link>
              {manager && RESENDABLE.includes(o.status) && (
                <Button size="sm" variant="secondary" className="device-orders__resend" loading={sending === o.sn} disabled={sending !== null && sending !== o.sn} onClick={() => void send(o)}>
                  {t("orders.resend")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <DetailSection
      title={t("orders.title")}
      actions={
        <Link href={adminPaths.order.index({ device_sn: sn })} className="device-link">
          {t("orders.all")}
        </Link>
      }
    >
      {body}
      {!manager && list !== undefined && list.some((o) => RESENDABLE.includes(o.status)) && <p className="printer-muted device-note">{t("orders.managerOnly")}</p>}
    </DetailSection>
  );
}
