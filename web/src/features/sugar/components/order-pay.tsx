/**
 * An unpaid order's way on (issue 11): the time left before it closes by itself (expire_time, the
 * mock's orderExpiryMs), "去支付" (the pay sheet of the picker, for this order's printer) and
 * "取消订单" (asked in a confirm drawer first, §4; order/cancel is idempotent, so a retry is harmless).
 */
import "./order.css";
import { useEffect, useRef, useState } from "react";
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { Button } from "../../../components/button.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { useCountdown } from "../../../lib/countdown.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useCancelOrder } from "../api/use-cancel-order.ts";
import { usePrinterInfo } from "../api/use-printer-info.ts";
import { forgetOrder } from "../open-order.ts";
import { usePaySheets } from "./pay-flow.tsx";

const pad = (n: number) => String(n).padStart(2, "0");

/** "14:32" (or "1:02:03" past an hour): what is left before the order closes. */
function leftText(c: { hours: number; minutes: number; seconds: number; days: number }): string {
  const hours = c.days * 24 + c.hours;
  return hours > 0 ? `${hours}:${pad(c.minutes)}:${pad(c.seconds)}` : `${pad(c.minutes)}:${pad(c.seconds)}`;
}

export function UnpaidActions({ order, onPay }: { order: PrintOrder; onPay: (order: PrintOrder) => void }) {
  const t = useT("sugar-order");
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const expiry = order.expire_time ?? null;
  const left = useCountdown(expiry ?? 0);
  const expired = expiry !== null && left.isExpired;

  return (
    <div className="order-unpaid">
      {expiry !== null && (
        <p className="order-unpaid__left" role="timer" aria-live="off">
          {expired ? t("unpaid.expired") : t("unpaid.left", { time: leftText(left) })}
        </p>
      )}
      {!expired && (
        <div className="order-unpaid__actions">
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            {t("unpaid.cancel")}
          </Button>
          <Button size="sm" onClick={() => onPay(order)}>
            {t("unpaid.pay")}
          </Button>
        </div>
      )}
      <ConfirmDrawer
        open={asking}
        title={t("unpaid.cancelTitle")}
        message={t("unpaid.cancelText")}
        confirmLabel={t("unpaid.cancel")}
        cancelLabel={t("unpaid.keep")}
        danger
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await cancel.trigger({ order_sn: order.order_sn });
          forgetOrder(order.order_sn);
          toast.success(t("unpaid.cancelled"));
        }}
      />
    </div>
  );
}

/**
 * The pay sheet for an order chosen on an order page: it waits for that printer's info (coins,
 * WeChat pay, currency), then opens; `onClosed` when the customer closes it without paying.
 */
export function OrderPayHost({ order, onClosed }: { order: PrintOrder; onClosed: () => void }) {
  const printer = usePrinterInfo(order.sn);
  const pay = usePaySheets(order.sn, printer.data, onClosed);
  const opened = useRef(false);
  const open = pay.open;
  useEffect(() => {
    if (opened.current || (printer.data === undefined && printer.isLoading)) return;
    opened.current = true;
    open({ sn: order.order_sn, money: order.money, coins_money: order.coins_price ?? null }, order.name);
  }, [printer.data, printer.isLoading, open, order]);
  return <>{pay.sheets}</>;
}
