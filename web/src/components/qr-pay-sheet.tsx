/**
 * §2/§4 WeChat QR pay sheet, titled "scan-to-pay": on open it asks for a Native payment
 * (pay_type 61), shows pay_data as a 224 px Q-level QR code (§9) with the amount and "scan with
 * WeChat", polls the pay status every 2 s and calls onPaid once is_pay is true. At 60 s (§9) the
 * code is spent: §4 closed the sheet there, which left the customer wondering (issue 11), so it
 * says the code expired, stops polling and offers a new code. Outside WeChat (a phone's own
 * browser cannot hand a QR to WeChat) it says how to pay with it: a screenshot, scanned from the album.
 * A print order by default; a `source` pays something else the same way (issue 16: a shop's
 * purchase, manage-order/pay and manage-order/is-pay).
 */
import "./qr-pay-sheet.css";
import { useEffect, useRef, useState } from "react";
import { PAY_TYPE, QR_COUNTDOWN_S, QR_POLL_MS, QR_SIZE_PX } from "../../contract/constants.ts";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { isPay, payOrder, WeixinNativePay } from "../../contract/http/order.ts";
import { useCountdown } from "../lib/countdown.ts";
import { useT } from "../lib/i18n/index.ts";
import { useApi } from "../lib/use-api.ts";
import { isWeChatBrowser } from "../lib/wechat.ts";
import { useMutation } from "../lib/use-mutation.ts";
import { usePoll } from "../lib/use-poll.ts";
import { BottomSheet } from "./bottom-sheet.tsx";
import { QrCode } from "./qr-code.tsx";
import { Button } from "./button.tsx";
import { ErrorState, LoadingState, errorMessage } from "./states.tsx";

/** What a QR pays other than a print order: how to ask for the code, and the pay status to poll. */
export interface QrPaySource<E extends Endpoint> {
  /** Asks for a Native payment (pay type 61); answers the pay call's output (WeixinNativePay). */
  request: () => Promise<unknown>;
  /** The pay status read every 2 s (§9) while the code shows. */
  status: E;
  statusInput: InputOf<E>;
  isPaid: (answer: OutputOf<E>) => boolean;
}

export interface QrPaySheetProps<E extends Endpoint = typeof isPay> {
  open: boolean;
  /** The order to pay (order/make's `sn`). */
  orderSn: string;
  /** The amount as it should read, e.g. "¥9.90". */
  amountText?: string;
  couponId?: number;
  /** Default: the print order `orderSn` (order/payment, order/is-pay). */
  source?: QrPaySource<E>;
  onClose: () => void;
  /** is_pay came back true; the sheet is closed by the caller (usually by navigating away). */
  onPaid: () => void;
}

export function QrPaySheet<E extends Endpoint = typeof isPay>({ open, orderSn, amountText, couponId, source, onClose, onPaid }: QrPaySheetProps<E>) {
  const t = useT("common");
  return (
    <BottomSheet open={open} onClose={onClose} title={t("qrPay.title")} className="qr-pay-sheet">
      {source === undefined ? (
        <PrintOrderQr orderSn={orderSn} amountText={amountText} couponId={couponId} onPaid={onPaid} />
      ) : (
        <QrPayBody amountText={amountText} source={source} onPaid={onPaid} />
      )}
    </BottomSheet>
  );
}

/** A print order's code: order/payment with pay type 61 (and its coupon), order/is-pay. */
function PrintOrderQr({ orderSn, amountText, couponId, onPaid }: { orderSn: string; amountText: string | undefined; couponId: number | undefined; onPaid: () => void }) {
  const pay = useMutation(payOrder);
  const payRef = useRef(pay.trigger);
  payRef.current = pay.trigger;
  const [source] = useState<QrPaySource<typeof isPay>>(() => ({
    request: () => payRef.current({ sn: orderSn, pay_type: PAY_TYPE.WEIXIN_NATIVE, ...(couponId !== undefined ? { coupon_id: couponId } : {}) }),
    status: isPay,
    statusInput: { order_sn: orderSn },
    isPaid: (answer) => Boolean(answer.is_pay),
  }));
  return <QrPayBody amountText={amountText} source={source} onPaid={onPaid} />;
}

/** Mounted only while the sheet is open: each opening (and each new code) asks for a fresh QR and restarts the 60 s. */
function QrPayBody<E extends Endpoint>({ amountText, source, onPaid }: { amountText: string | undefined; source: QrPaySource<E>; onPaid: () => void }) {
  const t = useT("common");
  const payRef = useRef(source.request);
  payRef.current = source.request;
  const [deadline, setDeadline] = useState(() => Date.now() + QR_COUNTDOWN_S * 1000); // §9: 60 s
  const left = useCountdown(deadline);
  const [qr, setQr] = useState<{ payData: string } | { error: unknown } | null>(null);

  const ask = () => {
    setQr(null);
    payRef
      .current()
      .then((data) => {
        // payment answers one of three shapes; a 61 must be the Native one (order.ts).
        const parsed = WeixinNativePay.safeParse(data);
        setQr(parsed.success ? { payData: parsed.data.pay_data } : { error: new Error(t("qrPay.error")) });
        setDeadline(Date.now() + QR_COUNTDOWN_S * 1000); // the 60 s of this code start when it shows
      })
      .catch((error: unknown) => setQr({ error }));
  };

  useEffect(() => {
    ask();
    // One request per opening.
  }, []);

  const expired = left.isExpired;
  const payData = qr !== null && "payData" in qr ? qr.payData : null;
  const status = useApi(source.status, payData === null ? null : source.statusInput);
  // §4/§9: poll the pay status every 2 s while a live QR shows.
  usePoll(status.reload, payData !== null && !expired, QR_POLL_MS);
  // One last look when the code expires: a scan in its final seconds still counts.
  useEffect(() => {
    if (expired && payData !== null) void status.reload();
  }, [expired]);

  const paid = status.data !== undefined && source.isPaid(status.data);
  const paidRef = useRef(false);
  useEffect(() => {
    if (paid && !paidRef.current) {
      paidRef.current = true;
      onPaid();
    }
  }, [paid, onPaid]);

  const seconds = Math.ceil(left.totalMs / 1000);
  return (
    <div className="qr-pay-sheet__body">
      {qr === null && <LoadingState label={t("qrPay.loading")} />}
      {qr !== null && "error" in qr && <ErrorState title={t("qrPay.error")} message={errorMessage(qr.error)} onRetry={ask} />}
      {payData !== null && expired && (
        <div className="qr-pay-sheet__expired" role="status">
          <p className="qr-pay-sheet__scan">{t("qrPay.expired")}</p>
          <p className="qr-pay-sheet__hint">{t("qrPay.expiredText")}</p>
          <Button onClick={ask}>{t("qrPay.renew")}</Button>
        </div>
      )}
      {payData !== null && !expired && (
        <>
          <div className="qr-pay-sheet__qr" style={{ width: QR_SIZE_PX }}>
            <QrCode value={payData} label={t("qrPay.qrLabel")} />
          </div>
          {amountText !== undefined && (
            <p className="qr-pay-sheet__amount">
              <span>{t("qrPay.amount")}</span> <strong>{amountText}</strong>
            </p>
          )}
          <p className="qr-pay-sheet__scan">{t("qrPay.scan")}</p>
          {!isWeChatBrowser() && <p className="qr-pay-sheet__how">{t("qrPay.ownPhone")}</p>}
          <p className="qr-pay-sheet__hint">{t("qrPay.waiting")}</p>
          <p className="qr-pay-sheet__countdown" aria-live="off">
            {t("qrPay.countdown", { s: seconds })}
          </p>
        </>
      )}
    </div>
  );
}
