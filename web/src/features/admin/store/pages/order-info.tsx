/**
 * /admin/store/order-info?type&id (§2): one material order. Unpaid: the time left before it
 * closes (a countdown; 24 h, contract PURCHASE_PAY_TTL_S), pay now (the pay sheet, opened at once
 * after checkout: `pay=1`) or cancel. Paid: what happened (a timeline), the parcels with their
 * tracking numbers, confirm receipt once shipped, and ask for a refund; the goods, the money,
 * where it goes and the invoice. Without an id, or another company's order (404), it says so.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PURCHASE_ORDER_STATUS as S, type PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { useCountdown } from "../../../../lib/countdown.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { usePoll } from "../../../../lib/use-poll.ts";
import { usePurchaseCancel } from "../api/use-purchase-cancel.ts";
import { usePurchaseInfo } from "../api/use-purchase-info.ts";
import { useReceiptConfirm } from "../api/use-receipt-confirm.ts";
import { PurchasePaySheet } from "../../../../components/admin/purchase-pay-sheet.tsx";
import { PurchaseDetails, PurchaseProgress, PurchaseRefund } from "../components/purchase-details.tsx";
import { PurchaseGoods } from "../components/purchase-goods.tsx";
import { PurchaseActions, PurchaseHead } from "../components/purchase-head.tsx";
import { PurchaseParcels } from "../components/purchase-parcels.tsx";
import { canPay } from "../components/purchase-status.tsx";
import { RefundSheet } from "../components/refund-sheet.tsx";
import { storeTypeOf } from "../store-type.ts";
import "../components/store.css";

/** §9: while a WeChat payment is being confirmed, the order is asked again every 2 s. */
const PAID_POLL_MS = 2_000;

export function OrderInfoPage() {
  const t = useT("admin-store");
  const search = useSearch();
  const type = storeTypeOf(search);
  const id = queryId(search);
  const info = usePurchaseInfo(id);
  const order = info.data;
  const shelf = order?.type ?? type;

  let body;
  if (id === null) body = <EmptyState title={t("orderInfo.noId")} action={<Link href={adminPaths.store.order({ type })}>{t("orderInfo.toList")}</Link>} />;
  else if (order === undefined) body = info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />;
  else body = <OrderInfo key={order.id} order={order} autoPay={new URLSearchParams(search).get("pay") === "1"} reload={info.reload} />;

  return (
    <AdminPage title={t("orderInfo.title")} backHref={adminPaths.store.order({ type: shelf })} subtitle={order?.sn} className="store-order-page">
      {body}
    </AdminPage>
  );
}

function OrderInfo({ order, autoPay, reload }: { order: PurchaseOrderInfo; autoPay: boolean; reload: () => Promise<void> }) {
  const t = useT("admin-store");
  const [, navigate] = useLocation();
  const [paying, setPaying] = useState(autoPay && canPay(order));
  // A WeChat payment said "ok": the notification may take a moment; ask until the order moves.
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const cancel = usePurchaseCancel();
  const receive = useReceiptConfirm();
  usePoll(reload, confirming && order.status === S.UNPAID, PAID_POLL_MS);
  const left = useCountdown(order.expire_time ?? 0);
  const expired = order.status === S.UNPAID && order.expire_time != null && left.isExpired;
  // Past its expiry the server closes it (on the next read): ask, so the page says "closed".
  useEffect(() => {
    if (expired) void reload();
  }, [expired]);
  useEffect(() => {
    if (order.status !== S.UNPAID) setConfirming(false);
  }, [order.status]);
  // `pay=1` opens the sheet once: a reload or a way back here does not open it again.
  useEffect(() => {
    if (autoPay) navigate(adminPaths.store.orderInfo({ type: order.type ?? undefined, id: order.id }), { replace: true });
  }, []);

  const refund = order.refund;

  return (
    <>
      <PurchaseHead order={order} confirming={confirming} left={left}>
        <PurchaseActions
          order={order}
          expired={expired}
          confirming={confirming}
          onCancel={() => setCancelling(true)}
          onPay={() => setPaying(true)}
          onRefund={() => setRefunding(true)}
          onReceive={() => setReceiving(true)}
        />
      </PurchaseHead>

      <div className="store-columns">
        <div className="store-stack">
          <PurchaseGoods order={order} />
          {(order.pay_time || order.shipments.length > 0) && <PurchaseParcels order={order} />}
          {refund && <PurchaseRefund refund={refund} />}
        </div>

        <div className="store-stack">
          <PurchaseProgress order={order} />
          <PurchaseDetails order={order} />
        </div>
      </div>

      {paying && canPay(order) && !expired && (
        <PurchasePaySheet
          open
          purchase={{ id: order.id, sn: order.sn, money: order.money, summary: order.items.length > 1 ? t("order.andMore", { name: order.items[0]?.name ?? "", n: order.items.length }) : `${order.items[0]?.name ?? order.sn} × ${order.items[0]?.num ?? 1}`, expire_time: order.expire_time }}
          onClose={() => setPaying(false)}
          onPaid={() => {
            setPaying(false);
            setConfirming(true);
            void reload();
          }}
        />
      )}
      <ConfirmDrawer
        open={cancelling}
        danger
        title={t("orderInfo.cancelTitle")}
        message={t("orderInfo.cancelText")}
        confirmLabel={t("orderInfo.cancelConfirm")}
        cancelLabel={t("orderInfo.keep")}
        onConfirm={async () => {
          await cancel.trigger({ id: order.id });
          toast.success(t("orderInfo.cancelled"));
        }}
        onClose={() => setCancelling(false)}
      />
      <ConfirmDrawer
        open={receiving}
        title={t("orderInfo.receiveTitle")}
        message={t("orderInfo.receiveText", { n: order.shipments.length })}
        confirmLabel={t("orderInfo.receiveConfirm")}
        onConfirm={async () => {
          await receive.trigger({ id: order.id });
          toast.success(t("orderInfo.received"));
        }}
        onClose={() => setReceiving(false)}
      />
      {refunding && <RefundSheet order={order} onClose={() => setRefunding(false)} />}
    </>
  );
}
