/**
 * /admin/x/device-order (§2): shops' printer purchases. Without an id, the queue: paid orders
 * waiting for the platform's confirmation first (§3 waiting_device_confirm_count), then those
 * waiting to ship, on their way, or all. With ?id, one order: what was bought for which shop,
 * and (levels 3, 7) confirm it for shipping or refuse it with a reason (the money goes back to
 * the shop's balance), through a confirm drawer.
 */
import { useState } from "react";
import { Link } from "wouter";
import { PURCHASE_ORDER_STATUS as P, type PurchaseOrderInfo } from "../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useApplyConfirm } from "../api/use-apply-confirm.ts";
import { usePurchase } from "../api/use-purchase.ts";
import { AuditTrail } from "../components/audit-entry.tsx";
import { DecideDrawer } from "../components/decide-drawer.tsx";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PurchaseList, type PurchaseTab } from "../components/purchase-list.tsx";
import { Parcels, PurchaseDetails, PurchaseHead, purchaseTrail } from "../components/purchase-view.tsx";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { RefundPanel } from "../components/refund-panel.tsx";
import "../components/x.css";

export function DeviceOrderPage() {
  const { id, detail } = useQueryId();
  return detail ? <DeviceOrderDetail id={id} /> : <DeviceOrderList />;
}

function DeviceOrderList() {
  const t = useT("admin-x");
  const { canAct } = usePlatformLevel();
  const tabs = useTabs();
  return (
    <AdminPage title={t("deviceOrder.title")} backHref={adminPaths.x.index()}>
      {!canAct && <ReadOnlyNote />}
      <PurchaseList kind="device" tabs={tabs} rowHref={(o) => adminPaths.x.deviceOrder({ id: o.id })} emptyText={t("deviceOrder.empty")} />
    </AdminPage>
  );
}

function useTabs(): PurchaseTab[] {
  const t = useT("admin-x");
  return [
    { key: "confirm", label: t("deviceOrder.tab.confirm"), status: P.PENDING_CONFIRM },
    { key: "ship", label: t("deviceOrder.tab.ship"), status: P.PENDING_SHIPMENT },
    { key: "transit", label: t("deviceOrder.tab.transit"), status: P.PENDING_DELIVERY },
    { key: "all", label: t("purchaseTab.all") },
  ];
}

function DeviceOrderDetail({ id }: { id: number | null }) {
  const t = useT("admin-x");
  const order = usePurchase("device", id);
  return (
    <AdminPage title={t("deviceOrder.detail")} backHref={adminPaths.x.deviceOrder()} subtitle={order.data?.sn}>
      <DetailState id={id} state={order} listHref={adminPaths.x.deviceOrder()}>
        {(o) => <DeviceOrder order={o} />}
      </DetailState>
    </AdminPage>
  );
}

function DeviceOrder({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-x");
  const { canAct } = usePlatformLevel();
  const confirm = useApplyConfirm();
  const [step, setStep] = useState<"pass" | "refuse" | null>(null);
  const waiting = order.status === P.PENDING_CONFIRM;
  const shipping = order.status === P.PENDING_SHIPMENT || order.status === P.PENDING_DELIVERY;

  return (
    <>
      <PurchaseHead order={order}>
        {shipping && (
          <Link href={adminPaths.x.deviceShip({ id: order.id })} className={buttonClassName("primary", { block: true })}>
            {t("deviceOrder.toShip")}
          </Link>
        )}
      </PurchaseHead>
      {waiting && (
        <DetailSection title={t("deviceOrder.decide")}>
          <p className="admin-muted">{t("deviceOrder.decideText", { money: formatAmount(order.money), n: order.total_num, shop: order.shop_name ?? "" })}</p>
          {canAct ? (
            <div className="x-actions">
              <Button variant="secondary" onClick={() => setStep("refuse")}>
                {t("deviceOrder.refuse")}
              </Button>
              <Button onClick={() => setStep("pass")}>{t("deviceOrder.pass")}</Button>
            </div>
          ) : (
            <ReadOnlyNote />
          )}
        </DetailSection>
      )}
      {order.refund && <RefundPanel refund={order.refund} payee="shop" trail={false} />}
      <div className="x-columns">
        <div className="x-stack">
          <PurchaseDetails order={order} />
        </div>
        <div className="x-stack">
          {order.shipments.length > 0 && <Parcels shipments={order.shipments} />}
          <AuditTrail targets={purchaseTrail(order)} />
        </div>
      </div>
      <DecideDrawer
        open={step === "pass"}
        title={t("deviceOrder.passTitle")}
        message={t("deviceOrder.passText", { n: order.total_num, shop: order.shop_name ?? "" })}
        confirmLabel={t("deviceOrder.pass")}
        remark="optional"
        onDecide={async (remark) => {
          await confirm.trigger({ id: order.id, pass: true, ...(remark ? { remark } : {}) });
          toast.success(t("deviceOrder.passed"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "refuse"}
        title={t("deviceOrder.refuseTitle")}
        message={t("deviceOrder.refuseText", { money: formatAmount(order.money), shop: order.shop_name ?? "" })}
        confirmLabel={t("deviceOrder.refuse")}
        danger
        remark="required"
        remarkPlaceholder={t("deviceOrder.refusePlaceholder")}
        onDecide={async (remark) => {
          await confirm.trigger({ id: order.id, pass: false, remark });
          toast.success(t("deviceOrder.refused"));
        }}
        onClose={() => setStep(null)}
      />
    </>
  );
}
