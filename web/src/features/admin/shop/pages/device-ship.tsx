/**
 * /admin/shop/device-ship?id (§2, issue 15): one printer purchase (id = the order): where it
 * stands (made, paid, confirmed by the platform, shipped, received), its parcels with their
 * carriers, tracking numbers and the serials in each, and what the shop can do now: pay it
 * (pay=1 opens the pay sheet, as a new order does) or cancel it, confirm receipt once every unit
 * shipped (the serials become printers of the shop, which `sim printer add <sn>` can run), ask
 * for a refund. Without an id: the purchases list.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PURCHASE_ORDER_STATUS as P, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, Timeline, type TimelineStep } from "../../../../components/admin/detail.tsx";
import { PurchasePaySheet } from "../../../../components/admin/purchase-pay-sheet.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState } from "../../../../components/states.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useDeviceOrder } from "../api/use-device-order.ts";
import { usePurchaseCancel } from "../api/use-purchase-cancel.ts";
import { useShippingConfirm } from "../api/use-shipping-confirm.ts";
import { LoadState } from "../components/load-state.tsx";
import { canAskRefund, PurchaseBadges, usePurchaseText } from "../components/purchase-status.tsx";
import { RefundSheet } from "../components/refund-sheet.tsx";
import { queryInt } from "../shop-query.ts";
import { itemsLine } from "./device-order.tsx";
import "../components/shop.css";

type StepKind = "made" | "paid" | "confirmed" | "shipped" | "received";

/** What happened to a purchase, oldest first; a closed or refunded one ends where it stopped. */
export function purchaseSteps(o: Pick<PurchaseOrderInfo, "status" | "create_time" | "pay_time" | "ship_time" | "finish_time">): { kind: StepKind | "closed" | "refunded"; state: TimelineStep["state"]; time?: number | string | null }[] {
  const reached: Record<StepKind, boolean> = {
    made: true,
    paid: o.pay_time !== null && o.pay_time !== undefined,
    confirmed: [P.PENDING_SHIPMENT, P.PENDING_DELIVERY, P.COMPLETED].includes(o.status as 20 | 21 | 99) || (o.ship_time ?? null) !== null,
    shipped: (o.ship_time ?? null) !== null,
    received: o.status === P.COMPLETED,
  };
  const times: Record<StepKind, number | string | null | undefined> = { made: o.create_time, paid: o.pay_time, confirmed: undefined, shipped: o.ship_time, received: o.finish_time };
  const kinds: StepKind[] = ["made", "paid", "confirmed", "shipped", "received"];
  const ended = o.status === P.CLOSED || o.status === P.REFUNDED;
  const out: ReturnType<typeof purchaseSteps> = [];
  let current = false;
  for (const k of kinds) {
    if (reached[k]) out.push({ kind: k, state: "done", time: times[k] });
    else if (ended) break;
    else {
      out.push({ kind: k, state: current ? "pending" : "current" });
      current = true;
    }
  }
  if (ended) out.push({ kind: o.status === P.CLOSED ? "closed" : "refunded", state: "failed" });
  return out;
}

export function DeviceShipPage() {
  const t = useT("admin-shop");
  const search = useSearch();
  const id = queryInt(search, "id");
  const info = useDeviceOrder(id);
  const order = info.data;

  let body;
  if (id === null)
    body = (
      <EmptyState
        title={t("ship.noId")}
        text={t("ship.noIdText")}
        action={
          <Link href={adminPaths.shop.deviceOrder()} className={buttonClassName("secondary")}>
            {t("back.orders")}
          </Link>
        }
      />
    );
  else if (order === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.order")} back={{ href: adminPaths.shop.deviceOrder(), label: t("back.orders") }} />;
  else body = <OrderView order={order} payNow={new URLSearchParams(search).get("pay") === "1"} />;

  return (
    <AdminPage title={t("ship.title")} subtitle={order ? t("purchase.sn", { sn: order.sn }) : undefined} backHref={adminPaths.shop.deviceOrder(order?.shop_id ? { shop_id: order.shop_id } : undefined)}>
      {body}
    </AdminPage>
  );
}

function OrderView({ order, payNow }: { order: PurchaseOrderInfo; payNow: boolean }) {
  const t = useT("admin-shop");
  const text = usePurchaseText();
  const [, navigate] = useLocation();
  const confirmReceipt = useShippingConfirm();
  const cancel = usePurchaseCancel();
  const [paying, setPaying] = useState(payNow && order.status === P.UNPAID);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const shipped = order.shipments.reduce((n, s) => n + (s.sns?.length ?? 0), 0);
  const serials = order.shipments.flatMap((s) => s.sns ?? []);
  const money = (v: string | number | null | undefined) => (v === null || v === undefined ? undefined : formatAmount(v));
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v) : undefined);

  // pay=1 is for the first view only: a reload after paying must not offer to pay again.
  useEffect(() => {
    if (payNow) navigate(adminPaths.shop.deviceShip({ id: order.id }), { replace: true });
  }, []);

  const status = {
    [P.UNPAID]: t("ship.state.0", { time: time(order.expire_time) ?? "—" }),
    [P.PENDING_CONFIRM]: t("ship.state.10"),
    [P.PENDING_SHIPMENT]: t("ship.state.20"),
    [P.PENDING_DELIVERY]: shipped < order.total_num ? t("ship.state.21part", { n: shipped, total: order.total_num }) : t("ship.state.21"),
    [P.COMPLETED]: t("ship.state.99", { shop: order.shop_name ?? "" }),
    [P.REFUNDED]: t("ship.state.30"),
    [P.CLOSED]: t("ship.state.90"),
  }[order.status];

  return (
    <>
      <DetailSection className="shop-head">
        <Img className="shop-head__logo" src={order.items[0]?.image_url ?? ""} alt="" />
        <div className="shop-head__text">
          <strong className="shop-head__name">{itemsLine(order)}</strong>
          <div className="shop-head__line">
            <PurchaseBadges order={order} />
            <strong className="shop-total__money">{formatAmount(order.money)}</strong>
          </div>
          <span className="admin-muted">{status ?? text.status(order.status)}</span>
        </div>
        <div className="shop-head__actions">
          {order.status === P.UNPAID && (
            <>
              <Button onClick={() => setPaying(true)}>{t("purchase.pay")}</Button>
              <Button variant="secondary" onClick={() => setCancelling(true)}>
                {t("purchase.cancel")}
              </Button>
            </>
          )}
          {order.status === P.PENDING_DELIVERY && (
            <Button onClick={() => setReceiving(true)} disabled={shipped < order.total_num}>
              {t("ship.confirm")}
            </Button>
          )}
          {canAskRefund(order) && (
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              {t("purchase.refund")}
            </Button>
          )}
        </div>
      </DetailSection>

      <div className="shop-columns">
        <DetailSection title={t("ship.progress")}>
          <Timeline
            label={t("ship.progress")}
            steps={purchaseSteps(order).map((s, i) => ({
              key: `${s.kind}${i}`,
              title: t(`ship.step.${s.kind}`),
              state: s.state,
              ...(s.time ? { time: formatDateTime(s.time) } : {}),
            }))}
          />
        </DetailSection>

        <div className="shop-stack">
          <DetailSection title={t("ship.parcels", { n: shipped, total: order.total_num })}>
            {order.shipments.length === 0 ? (
              <p className="admin-muted">{order.status === P.UNPAID || order.status === P.PENDING_CONFIRM || order.status === P.PENDING_SHIPMENT ? t("ship.noParcelsYet") : t("ship.noParcels")}</p>
            ) : (
              <ul className="shop-parcels" role="list">
                {order.shipments.map((s) => (
                  <li key={s.id} className="shop-parcel">
                    <div className="shop-parcel__head">
                      <strong>{s.company}</strong>
                      <span className="admin-mono">{s.tracking_no}</span>
                      <span className="admin-time">{formatDateTime(s.create_time)}</span>
                    </div>
                    {s.sns && s.sns.length > 0 && (
                      <ul className="shop-chips" role="list" aria-label={t("ship.serials")}>
                        {s.sns.map((sn) => (
                          <li key={sn} className="shop-chip admin-mono">
                            {sn}
                          </li>
                        ))}
                      </ul>
                    )}
                    {s.remark ? <p className="admin-muted">{s.remark}</p> : null}
                  </li>
                ))}
              </ul>
            )}
            {order.status === P.COMPLETED && serials.length > 0 && order.shop_id ? (
              <p className="shop-section-note">
                {t("ship.received", { n: serials.length })}{" "}
                <Link href={adminPaths.shop.detail({ id: order.shop_id })} className="shop-link">
                  {t("ship.toShop")}
                </Link>
              </p>
            ) : null}
          </DetailSection>

          <DetailSection title={t("ship.order")}>
            <DetailRows
              rows={[
                { label: t("ship.sn"), value: <span className="admin-mono">{order.sn}</span> },
                { label: t("ship.shop"), value: order.shop_id ? <Link href={adminPaths.shop.detail({ id: order.shop_id })} className="shop-link">{order.shop_name}</Link> : order.shop_name },
                ...order.items.map((i) => ({ label: i.name, value: `${formatAmount(i.price)} × ${i.num} = ${formatAmount(i.amount)}` })),
                { label: t("ship.freight"), value: Number(order.freight ?? 0) > 0 ? money(order.freight) : t("sell.freeFreight") },
                { label: t("ship.total"), value: <strong>{formatAmount(order.money)}</strong> },
                { label: t("ship.payType"), value: order.pay_type === 30 ? t("ship.payBalance") : order.pay_type ? t("ship.payWeixin") : undefined, optional: true },
                { label: t("ship.buyer"), value: order.buyer?.nickname, optional: true },
                { label: t("ship.remark"), value: order.remark, optional: true },
              ]}
            />
          </DetailSection>

          <DetailSection title={t("ship.shipTo")}>
            <DetailRows
              rows={[
                { label: t("field.contactName"), value: order.contact.name },
                { label: t("field.contactPhone"), value: order.contact.phone },
                { label: t("field.shipTo"), value: order.contact.address },
              ]}
            />
          </DetailSection>

          {order.refund && (
            <DetailSection title={t("ship.refund")}>
              <DetailRows
                rows={[
                  { label: t("ship.refundState"), value: text.refund(order.refund.status) },
                  { label: t("ship.refundAsked"), value: money(order.refund.amount) },
                  { label: t("ship.refundPaid"), value: money(order.refund.refund_amount), optional: true },
                  { label: t("refund.reason"), value: order.refund.reason },
                  { label: t("ship.refundRemark"), value: order.refund.remark, optional: true },
                  { label: t("ship.refundAt"), value: time(order.refund.create_time) },
                ]}
              />
            </DetailSection>
          )}
        </div>
      </div>

      <PurchasePaySheet
        open={paying && order.status === P.UNPAID}
        purchase={{ id: order.id, sn: order.sn, money: order.money, summary: itemsLine(order), expire_time: order.expire_time ?? null }}
        onClose={() => setPaying(false)}
        onPaid={() => setPaying(false)}
      />
      <RefundSheet open={refunding} order={order} onClose={() => setRefunding(false)} />
      <ConfirmDrawer
        open={receiving}
        title={t("ship.confirmTitle")}
        message={t("ship.confirmText", { n: order.total_num, shop: order.shop_name ?? "" })}
        confirmLabel={t("ship.confirm")}
        onConfirm={async () => {
          await confirmReceipt.trigger({ id: order.id });
          toast.success(t("ship.confirmed", { n: order.total_num }));
        }}
        onClose={() => setReceiving(false)}
      />
      <ConfirmDrawer
        open={cancelling}
        title={t("purchase.cancelTitle")}
        message={t("purchase.cancelText", { sn: order.sn })}
        confirmLabel={t("purchase.cancelConfirm")}
        danger
        onConfirm={async () => {
          await cancel.trigger({ id: order.id });
          toast.success(t("purchase.cancelled"));
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
