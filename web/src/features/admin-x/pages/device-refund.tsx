/**
 * /admin/x/device-refund (§2): refunds of printer purchases. Without an id, the applications to
 * audit (§3 waiting_device_refund_count), then approved ones to pay, paid, refused, all. With
 * ?id (the order), the order and its refund: levels 3 and 7 pass or refuse it (a reason), then
 * pay it back to the buying shop's balance, once.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePurchase } from "../api/use-purchase.ts";
import { DetailState, useQueryId } from "../components/detail-state.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PurchaseRefund } from "../components/purchase-refund.tsx";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { RefundList } from "../components/refund-list.tsx";
import "../components/x.css";

export function DeviceRefundPage() {
  const t = useT("admin-x");
  const { id, detail } = useQueryId();
  const { canAct } = usePlatformLevel();
  const order = usePurchase("device", id);
  if (detail) {
    return (
      <AdminPage title={t("deviceRefund.detail")} backHref={adminPaths.x.deviceRefund()} subtitle={order.data?.sn}>
        <DetailState id={id} state={order} listHref={adminPaths.x.deviceRefund()}>
          {(o) => <PurchaseRefund order={o} />}
        </DetailState>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t("deviceRefund.title")} backHref={adminPaths.x.index()}>
      {!canAct && <ReadOnlyNote />}
      <RefundList orderType="device" rowHref={(r) => adminPaths.x.deviceRefund({ id: r.order_id })} emptyText={t("deviceRefund.empty")} />
    </AdminPage>
  );
}
