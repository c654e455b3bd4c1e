/**
 * The scan-to-pay step of the sugar flow (§2, §4): the shared QR pay sheet (pay_type 61, 224 px
 * Q-level QR, is-pay every 2 s, closes at 60 s) for this order; once paid it closes and
 * replace-navigates to the waiting page. Its own chunk: qrcode never loads before this opens.
 */
import { useLocation } from "wouter";
import { QrPaySheet } from "../../../components/qr-pay-sheet.tsx";
import { forgetOrder } from "../open-order.ts";

export interface QrRequest {
  orderSn: string;
  couponId: number | undefined;
  /** As it should read, e.g. "¥9.90". */
  amountText: string;
  /** Where a paid order goes: the waiting page. */
  redirect: string;
}

export default function QrSheet({ request, onClose }: { request: QrRequest; onClose: () => void }) {
  const [, navigate] = useLocation();
  return (
    <QrPaySheet
      open
      orderSn={request.orderSn}
      amountText={request.amountText}
      couponId={request.couponId}
      onClose={onClose}
      onPaid={() => {
        forgetOrder(request.orderSn);
        onClose();
        navigate(request.redirect, { replace: true });
      }}
    />
  );
}
