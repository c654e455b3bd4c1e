/** A purchase's refund page body (printers or materials): the order, its refund to decide, what was bought and sent. */
import { Link } from "wouter";
import type { PurchaseOrderInfo } from "../../../../contract/http/manage-order.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { AuditTrail } from "./audit-entry.tsx";
import { Parcels, PurchaseDetails, PurchaseHead, purchaseTrail } from "./purchase-view.tsx";
import { RefundPanel } from "./refund-panel.tsx";
import "./x.css";

export function PurchaseRefund({ order, shipHref }: { order: PurchaseOrderInfo; shipHref?: string }) {
  const t = useT("admin-x");
  return (
    <>
      <PurchaseHead order={order}>
        {shipHref !== undefined && (
          <Link href={shipHref} className={buttonClassName("secondary", { block: true })}>
            {t("materialOrder.toShip")}
          </Link>
        )}
      </PurchaseHead>
      {order.refund ? (
        <RefundPanel refund={order.refund} payee="shop" trail={false} />
      ) : (
        <DetailSection>
          <p className="admin-muted">{t("refundPanel.none")}</p>
        </DetailSection>
      )}
      <div className="x-columns">
        <div className="x-stack">
          <PurchaseDetails order={order} />
        </div>
        <div className="x-stack">
          {order.shipments.length > 0 && <Parcels shipments={order.shipments} />}
          <AuditTrail targets={purchaseTrail(order)} />
        </div>
      </div>
    </>
  );
}
