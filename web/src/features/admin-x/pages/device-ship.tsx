/**
 * /admin/x/device-ship (§2): printers to send. Without an id, the confirmed device orders waiting
 * for their parcels (§3 waiting_device_ship_count), those on their way, and those received. With
 * ?id, one order: its parcels so far and (levels 3, 7) the next parcel: carrier, tracking number
 * and the serials in the box, which become the buying shop's printers once it confirms receipt.
 */
import { PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R, type PurchaseOrderInfo } from "../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePurchase } from "../api/use-purchase.ts";
import { AuditTrail } from "../components/audit-entry.tsx";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PurchaseList, type PurchaseTab } from "../components/purchase-list.tsx";
import { Parcels, PurchaseDetails, PurchaseHead, purchaseTrail, unitsShipped } from "../components/purchase-view.tsx";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { ShipForm } from "../components/ship-form.tsx";
import "../components/x.css";

export function ShipPage({ kind }: { kind: "device" | "material" }) {
  const { id, detail } = useQueryId();
  return detail ? <ShipDetail kind={kind} id={id} /> : <ShipList kind={kind} />;
}

const PATHS = { device: adminPaths.x.deviceShip, material: adminPaths.x.materialShip } as const;

function ShipList({ kind }: { kind: "device" | "material" }) {
  const t = useT("admin-x");
  const { canAct } = usePlatformLevel();
  const tabs: PurchaseTab[] = [
    { key: "ship", label: t("shipTab.ship"), status: P.PENDING_SHIPMENT },
    { key: "transit", label: t("shipTab.transit"), status: P.PENDING_DELIVERY },
    { key: "done", label: t("shipTab.done"), status: P.COMPLETED },
  ];
  return (
    <AdminPage title={t(`ship.title.${kind}`)} backHref={adminPaths.x.index()}>
      {!canAct && <ReadOnlyNote />}
      <PurchaseList kind={kind} tabs={tabs} rowHref={(o) => PATHS[kind]({ id: o.id })} emptyText={t(`ship.empty.${kind}`)} />
    </AdminPage>
  );
}

function ShipDetail({ kind, id }: { kind: "device" | "material"; id: number | null }) {
  const t = useT("admin-x");
  const order = usePurchase(kind, id);
  return (
    <AdminPage title={t(`ship.detail.${kind}`)} backHref={PATHS[kind]()} subtitle={order.data?.sn}>
      <DetailState id={id} state={order} listHref={PATHS[kind]()}>
        {(o) => <Shipping order={o} />}
      </DetailState>
    </AdminPage>
  );
}

/** Whether another parcel may go: waiting to ship, or (printers) on its way with units still to send. */
export function canShipMore(order: Pick<PurchaseOrderInfo, "status" | "order_type" | "total_num" | "shipments">): boolean {
  if (order.status === P.PENDING_SHIPMENT) return true;
  return order.status === P.PENDING_DELIVERY && order.order_type === "device" && unitsShipped(order) < order.total_num;
}

function Shipping({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-x");
  const { canAct } = usePlatformLevel();
  const more = canShipMore(order);
  const refundOpen = order.refund_status === R.APPLYING || order.refund_status === R.APPROVED;
  return (
    <>
      <PurchaseHead order={order} />
      {more && refundOpen && (
        <DetailSection>
          <p className="x-note" role="note">
            {t("ship.refundOpen")}
          </p>
        </DetailSection>
      )}
      {more && !refundOpen && (canAct ? <ShipForm order={order} /> : <ReadOnlyNote />)}
      {!more && <ShipState order={order} />}
      <div className="x-columns">
        <div className="x-stack">
          <Parcels shipments={order.shipments} />
          <AuditTrail targets={purchaseTrail(order)} />
        </div>
        <div className="x-stack">
          <PurchaseDetails order={order} />
        </div>
      </div>
    </>
  );
}

/** Why no parcel form: not paid yet, not confirmed yet, everything sent (waiting for the shop's receipt), received, or closed. */
function ShipState({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-x");
  const key =
    order.status === P.UNPAID
      ? "ship.state.unpaid"
      : order.status === P.PENDING_CONFIRM
      ? "ship.state.confirm"
      : order.status === P.PENDING_DELIVERY
        ? "ship.state.delivering"
        : order.status === P.COMPLETED
          ? order.order_type === "device"
            ? "ship.state.receivedDevice"
            : "ship.state.received"
          : "ship.state.closed";
  return (
    <DetailSection>
      <p className="x-note" role="note">
        {t(key, { n: order.total_num })}
      </p>
    </DetailSection>
  );
}
