/** The parcels of a material order with their tracking numbers, or why there are none yet. */
import { PURCHASE_ORDER_STATUS as S, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { usePurchaseText } from "./purchase-status.tsx";
import "./store.css";

export function PurchaseParcels({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-store");
  const { time } = usePurchaseText();
  return (
    <DetailSection title={t("orderInfo.parcels")}>
      {order.shipments.length === 0 ? (
        <p className="store-muted">{order.status === S.PENDING_SHIPMENT ? t("orderInfo.toShip") : t("orderInfo.noParcels")}</p>
      ) : (
        <ul className="parcels" role="list">
          {order.shipments.map((p, n) => (
            <li key={p.id} className="parcel">
              <p className="parcel__head">
                <strong>{t("orderInfo.parcelN", { n: n + 1 })}</strong>
                <span className="store-muted">{time(p.create_time)}</span>
              </p>
              <p>
                {p.company} <span className="store-mono">{p.tracking_no}</span>
                <CopyButton text={p.tracking_no} />
              </p>
              {p.remark ? <p className="store-muted">{p.remark}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** Copies a tracking number (the carrier's app wants it pasted). */
function CopyButton({ text }: { text: string }) {
  const t = useT("admin-store");
  return (
    <button
      type="button"
      className="store-link-button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => toast.success(t("orderInfo.copied")),
          () => toast.error(t("orderInfo.copyFailed")),
        );
      }}
    >
      {t("orderInfo.copy")}
    </button>
  );
}
