/**
 * The facts of a material order, each its own card: the refund asked for, what happened (a
 * timeline), the order itself (number, shop, buyer, how it was paid, when), where it goes and the
 * invoice.
 */
import { PAY_TYPE } from "../../../../../contract/constants.ts";
import { INVOICE_TYPE } from "../../../../../contract/http/manage-shop.ts";
import { PURCHASE_ORDER_STATUS, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { DetailRows, DetailSection, Timeline } from "../../../../components/admin/detail.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { usePurchaseText } from "./purchase-status.tsx";
import { purchaseSteps } from "./purchase-timeline.ts";
import "./store.css";

type Refund = NonNullable<PurchaseOrderInfo["refund"]>;

export function PurchaseRefund({ refund }: { refund: Refund }) {
  const t = useT("admin-store");
  const text = usePurchaseText();
  const { time } = text;
  return (
    <DetailSection title={t("orderInfo.refundTitle")}>
      <DetailRows
        rows={[
          { label: t("orderInfo.refundStatus"), value: text.refund(refund.status) },
          { label: t("orderInfo.refundAsked"), value: formatAmount(refund.amount) },
          { label: t("orderInfo.refundPaid"), value: refund.refund_amount ? formatAmount(refund.refund_amount) : undefined, optional: true },
          { label: t("orderInfo.refundReason"), value: refund.reason },
          { label: t("orderInfo.refundRemark"), value: refund.remark, optional: true },
          { label: t("orderInfo.refundAt"), value: time(refund.create_time) },
        ]}
      />
    </DetailSection>
  );
}

export function PurchaseProgress({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-store");
  const { time } = usePurchaseText();
  return (
    <DetailSection title={t("orderInfo.timeline")}>
      <Timeline
        label={t("orderInfo.timeline")}
        steps={purchaseSteps(order).map((s, i) => ({
          key: `${s.kind}${i}`,
          title: t(`step.${s.kind}`),
          state: s.state,
          ...(s.time ? { time: time(s.time) } : {}),
        }))}
      />
    </DetailSection>
  );
}

/** The order, its contact and its invoice: three cards. */
export function PurchaseDetails({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-store");
  const { time } = usePurchaseText();
  const inv = order.invoice;
  return (
    <>
      <DetailSection title={t("orderInfo.order")}>
        <DetailRows
          rows={[
            { label: t("orderInfo.sn"), value: <span className="store-mono">{order.sn}</span> },
            { label: t("orderInfo.shop"), value: order.shop_name, optional: true },
            { label: t("orderInfo.buyer"), value: order.buyer?.nickname, optional: true },
            { label: t("orderInfo.payType"), value: payTypeText(order.pay_type, t), optional: true },
            { label: t("orderInfo.made"), value: time(order.create_time) },
            { label: t("orderInfo.paidAt"), value: time(order.pay_time), optional: true },
            { label: t("orderInfo.shippedAt"), value: time(order.ship_time), optional: true },
            // finish_time: received, or for a closed order when it closed.
            { label: t(order.status === PURCHASE_ORDER_STATUS.CLOSED ? "orderInfo.closedAt" : "orderInfo.doneAt"), value: time(order.finish_time), optional: true },
            { label: t("orderInfo.remark"), value: order.remark, optional: true },
          ]}
        />
      </DetailSection>

      <DetailSection title={t("orderInfo.contact")}>
        <DetailRows
          rows={[
            { label: t("checkout.name"), value: order.contact.name },
            { label: t("checkout.phone"), value: order.contact.phone },
            { label: t("checkout.address"), value: order.contact.address },
          ]}
        />
      </DetailSection>

      <DetailSection title={t("checkout.invoice")}>
        {inv ? (
          <DetailRows
            rows={[
              { label: t("invoice.type"), value: t(`invoice.type${(inv.type === INVOICE_TYPE.COMPANY || inv.type === INVOICE_TYPE.VAT_SPECIAL ? inv.type : INVOICE_TYPE.PERSONAL) as 1}`) },
              { label: inv.type === INVOICE_TYPE.PERSONAL ? t("invoice.personName") : t("invoice.companyName"), value: inv.company_name },
              { label: t("invoice.taxId"), value: inv.tax_id, optional: true },
              { label: t("invoice.email"), value: inv.email, optional: true },
              { label: t("invoice.address"), value: inv.address, optional: true },
              { label: t("invoice.phone"), value: inv.phone, optional: true },
              { label: t("invoice.bankName"), value: inv.bank_name, optional: true },
              { label: t("invoice.bankAccount"), value: inv.bank_account, optional: true },
            ]}
          />
        ) : (
          <p className="store-muted">{t("checkout.noInvoice")}</p>
        )}
      </DetailSection>
    </>
  );
}

function payTypeText(payType: number | null | undefined, t: ReturnType<typeof useT<"admin-store">>): string | undefined {
  if (payType === PAY_TYPE.BALANCE) return t("pay.balanceShort");
  if (payType === PAY_TYPE.WEIXIN_NATIVE) return t("pay.weixinQr");
  if (payType === PAY_TYPE.WEIXIN || payType === PAY_TYPE.WEIXIN_JSAPI) return t("pay.weixin");
  return undefined;
}
