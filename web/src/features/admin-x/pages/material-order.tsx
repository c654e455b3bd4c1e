/**
 * /admin/x/material-order (§2): every shop's materials orders and their refunds (ADMIN-MAP D6:
 * the material refunds have no §3 count; manage/index's waiting_material_refund_count is the
 * index's card). Two views in the URL (`view`): the orders, by status, and the refund queue. With
 * ?id (an order), the order with its refund to decide (levels 3, 7: pass or refuse, then pay back
 * to the shop's balance) and the way to its parcels (/admin/x/material-ship).
 */
import { useLocation, useSearch } from "wouter";
import { PURCHASE_ORDER_STATUS as P } from "../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePurchase } from "../api/use-purchase.ts";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PurchaseList, type PurchaseTab } from "../components/purchase-list.tsx";
import { PurchaseRefund } from "../components/purchase-refund.tsx";
import { QueueTabs } from "../components/queue-tabs.tsx";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { RefundList } from "../components/refund-list.tsx";
import "../components/x.css";

type View = "orders" | "refund";

export function MaterialOrderPage() {
  const { id, detail } = useQueryId();
  return detail ? <MaterialOrderDetail id={id} /> : <MaterialOrders />;
}

function MaterialOrders() {
  const t = useT("admin-x");
  const [, navigate] = useLocation();
  const view: View = new URLSearchParams(useSearch()).get("view") === "refund" ? "refund" : "orders";
  const { canAct } = usePlatformLevel();
  const tabs: PurchaseTab[] = [
    { key: "all", label: t("purchaseTab.all") },
    { key: "ship", label: t("shipTab.ship"), status: P.PENDING_SHIPMENT },
    { key: "transit", label: t("shipTab.transit"), status: P.PENDING_DELIVERY },
    { key: "done", label: t("shipTab.done"), status: P.COMPLETED },
    { key: "refunded", label: t("purchaseTab.refunded"), status: P.REFUNDED },
  ];
  return (
    <AdminPage title={t("materialOrder.title")} backHref={adminPaths.x.index()}>
      <QueueTabs
        tabs={[
          { key: "orders", label: t("materialOrder.view.orders") },
          { key: "refund", label: t("materialOrder.view.refund") },
        ]}
        value={view}
        // A view starts on its own first tab, unfiltered.
        onChange={(v) => navigate(adminPaths.x.materialOrder(v === "refund" ? { view: v } : undefined), { replace: true })}
        label={t("materialOrder.title")}
      />
      {!canAct && <ReadOnlyNote />}
      {view === "orders" ? (
        <PurchaseList kind="material" tabs={tabs} rowHref={(o) => adminPaths.x.materialOrder({ id: o.id })} emptyText={t("materialOrder.empty")} />
      ) : (
        <RefundList orderType="material" rowHref={(r) => adminPaths.x.materialOrder({ id: r.order_id })} emptyText={t("materialOrder.emptyRefund")} />
      )}
    </AdminPage>
  );
}

function MaterialOrderDetail({ id }: { id: number | null }) {
  const t = useT("admin-x");
  const order = usePurchase("material", id);
  return (
    <AdminPage title={t("materialOrder.detail")} backHref={adminPaths.x.materialOrder()} subtitle={order.data?.sn}>
      <DetailState id={id} state={order} listHref={adminPaths.x.materialOrder()}>
        {(o) => <PurchaseRefund order={o} shipHref={o.status === P.PENDING_SHIPMENT || o.status === P.PENDING_DELIVERY ? adminPaths.x.materialShip({ id: o.id }) : undefined} />}
      </DetailState>
    </AdminPage>
  );
}
