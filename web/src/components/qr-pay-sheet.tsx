/**
 * §2/§4 WeChat QR pay sheet, titled "scan-to-pay": on open it asks for a Native payment
 * (pay_type 61), shows pay_data as a 224 px Q-level QR code (§9) with the amount and "scan with
 * WeChat", polls the pay status every 2 s and calls onPaid once is_pay is true. At 60 s (§9) the
 * code is spent: §4 closed the sheet there, which left the customer wondering (issue 11), so it
 * says the code expired, stops polling and offers a new code. Outside WeChat (a phone's own
 * browser cannot hand a QR to WeChat) it says how to pay with it: a screenshot, scanned from the album.
 * A print order is paid by default; `source` pays something else the same way (issue 15: a shop's
 * purchase, manage-order/pay and is-pay), with its own pay call and status read.
 */
import "./qr-pay-sheet.css";
import { useEffect, useRef, useState } from "react";
import { PAY_TYPE, QR_COUNTDOWN_S, QR_POLL_MS, QR_SIZE_PX } from "../../contract/constants.ts";
import type { Endpoint, InputOf } from "../../contract/http/endpoint.ts";
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

/** What the sheet pays when it is not a print order: its Native (61) pay call and the read saying whether it is paid. */
export interface QrPaySource<E extends Endpoint = Endpoint> {
  /** Asks for a Native QR payment (pay_type 61); answers the pay call's data (WeixinNativePay). */
  request: () => Promise<unknown>;
  /** The pay status read (answers `{ is_pay }`), polled every 2 s (§9), and its input. */
  status: E;
  statusInput: InputOf<E>;
}

export interface QrPaySheetProps {
  open: boolean;
  /** The order to pay (order/make's `sn`). */
  orderSn: string;
  /** Pays something else than the print order `orderSn` (a shop's purchase). */
  source?: QrPaySource;
  /** The amount as it should read, e.g. "¥9.90". */
  amountText?: string;
  couponId?: number;
  onClose: () => void;
  /** is_pay came back true; the sheet is closed by the caller (usually by navigating away). */
  onPaid: () => void;
}

export function QrPaySheet({ open, orderSn, source, amountText, couponId, onClose, onPaid }: QrPaySheetProps) {
  const t = useT("common");
  return (
    <BottomSheet open={open} onClose={onClose} title={t("qrPay.title")} className="qr-pay-sheet">
      <QrPayBody orderSn={orderSn} source={source} amountText={amountText} couponId={couponId} onPaid={onPaid} />
    </BottomSheet>
  );
}

/** Mounted only while the sheet is open: each opening (and each new code) asks for a fresh QR and restarts the 60 s. */
function QrPayBody({ orderSn, source, amountText, couponId, onPaid }: Omit<QrPaySheetProps, "open" | "onClose">) {
  const t = useT("common");
  const pay = useMutation(payOrder);
  const request = (): Promise<unknown> =>
    source !== undefined ? source.request() : pay.trigger({ sn: orderSn, pay_type: PAY_TYPE.WEIXIN_NATIVE, ...(couponId !== undefined ? { coupon_id: couponId } : {}) });
  const payRef = useRef(request);
  payRef.current = request;
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
  // The source is fixed for one opening (the sheet's body mounts per opening).
  const status = useApi<Endpoint>(source?.status ?? isPay, payData === null ? null : ((source?.statusInput ?? { order_sn: orderSn }) as InputOf<Endpoint>));
  // §4/§9: poll the pay status every 2 s while a live QR shows.
  usePoll(status.reload, payData !== null && !expired, QR_POLL_MS);
  // One last look when the code expires: a scan in its final seconds still counts.
  useEffect(() => {
    if (expired && payData !== null) void status.reload();
  }, [expired]);

  const paid = Boolean((status.data as { is_pay?: unknown } | undefined)?.is_pay);
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
