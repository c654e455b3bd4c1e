/**
 * A shop's purchase (printers or materials) as the platform handles it: what was bought, by whom
 * for which shop, what was paid and how, where it goes, and the parcels sent so far (a device
 * parcel lists its serials, which become the shop's printers at receipt).
 */
import type { ReactNode } from "react";
import type { PurchaseOrderInfo, Shipment } from "../../../../contract/http/manage-order.ts";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { Img } from "../../../components/image.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { payKey } from "./pay-type.ts";
import { PurchaseBadges } from "./status.tsx";
import "./x.css";

/** A purchase's journal: the order's entries and its refund's, in one list. */
export function purchaseTrail(order: Pick<PurchaseOrderInfo, "id" | "refund">) {
  return [
    { type: "purchase_order" as const, id: order.id },
    { type: "refund" as const, id: order.refund?.id },
  ];
}

/** Units of a purchase already in parcels (device parcels count their serials). */
export function unitsShipped(order: Pick<PurchaseOrderInfo, "shipments">): number {
  return order.shipments.reduce((n, s) => n + (s.sns?.length ?? 0), 0);
}

/** `children`: what to do next (a way to the order's shipping), under the head. */
export function PurchaseHead({ order, children }: { order: PurchaseOrderInfo; children?: ReactNode }) {
  const t = useT("admin-x");
  return (
    <DetailSection className="x-head">
      <div className="x-head__main">
        <div className="x-head__text">
          <strong className="x-head__title">{order.items.map((i) => i.name).join("、") || t("purchase.title")}</strong>
          <PurchaseBadges status={order.status} refundStatus={order.refund_status} />
        </div>
        <div className="x-head__money">
          <strong>{formatAmount(order.money)}</strong>
          <span className="admin-muted">{t("purchase.units", { n: order.total_num })}</span>
        </div>
      </div>
      {children}
    </DetailSection>
  );
}

export function PurchaseDetails({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);
  const pay = payKey(order.pay_type);
  return (
    <>
      <DetailSection title={t("purchase.items")}>
        <ul className="x-items" role="list">
          {order.items.map((i) => (
            <li key={`${i.goods_id}-${i.spec_name ?? ""}`} className="x-item">
              <Img className="x-item__img" src={i.image_url ?? ""} alt="" />
              <span className="x-item__text">
                <span className="x-item__name">{i.name}</span>
                {i.spec_name ? <span className="admin-muted">{i.spec_name}</span> : null}
              </span>
              <span className="x-item__money">
                <span>{formatAmount(i.price)} × {i.num}</span>
                <strong>{formatAmount(i.amount)}</strong>
              </span>
            </li>
          ))}
        </ul>
        <DetailRows
          rows={[
            { label: t("purchase.freight"), value: order.freight !== undefined ? formatAmount(order.freight) : undefined, optional: true },
            { label: t("purchase.money"), value: <strong>{formatAmount(order.money)}</strong> },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("purchase.order")}>
        <DetailRows
          rows={[
            { label: t("purchase.sn"), value: <span className="x-mono">{order.sn}</span> },
            { label: t("purchase.shop"), value: order.shop_name },
            { label: t("purchase.buyer"), value: order.buyer ? `${order.buyer.nickname || "—"}${order.buyer.mobile ? ` · ${order.buyer.mobile}` : ""}` : undefined },
            { label: t("purchase.made"), value: time(order.create_time) },
            { label: t("purchase.paidAt"), value: time(order.pay_time), optional: true },
            { label: t("purchase.payType"), value: pay ? t(pay) : undefined, optional: true },
            { label: t("purchase.shippedAt"), value: time(order.ship_time), optional: true },
            { label: t("purchase.finishedAt"), value: time(order.finish_time), optional: true },
            { label: t("purchase.remark"), value: order.remark, optional: true },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("purchase.contact")}>
        <DetailRows
          rows={[
            { label: t("purchase.contactName"), value: order.contact.name },
            { label: t("purchase.contactPhone"), value: order.contact.phone },
            { label: t("purchase.contactAddress"), value: order.contact.address },
          ]}
        />
      </DetailSection>
    </>
  );
}

export function Parcels({ shipments }: { shipments: readonly Shipment[] }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  return (
    <DetailSection title={t("ship.parcels", { n: shipments.length })}>
      {shipments.length === 0 ? (
        <p className="admin-muted">{t("ship.noParcels")}</p>
      ) : (
        <ol className="x-parcels" role="list">
          {shipments.map((s) => (
            <li key={s.id} className="x-parcel">
              <div className="x-parcel__head">
                <strong>{s.company}</strong>
                <span className="x-mono">{s.tracking_no}</span>
                <span className="admin-muted admin-time">{formatDateTime(s.create_time, lang)}</span>
              </div>
              {s.sns && s.sns.length > 0 && (
                <ul className="x-chips" role="list" aria-label={t("ship.serials")}>
                  {s.sns.map((sn) => (
                    <li key={sn} className="x-chip x-mono">
                      {sn}
                    </li>
                  ))}
                </ul>
              )}
              {s.remark ? <p className="admin-muted">{s.remark}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
