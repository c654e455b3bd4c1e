/**
 * Paying a shop's purchase (issue 15 device orders; issue 16's material checkout pays the same
 * way): manage-order/pay through the machinery print orders use (§4/§9 pay types). The company's
 * withdrawable balance (30, manage/index `balance`) pays at once when it covers the amount (short
 * of it, the option says so before confirm); inside WeChat its JSAPI (60) opens WeChat's own
 * payment; outside it the Native QR (61) shows in the shared QR sheet, which polls
 * manage-order/is-pay every 2 s (§9) and which `sim pay <sn>` completes. What a payment makes
 * stale is said once (lib/stale-after.ts); a QR or JSAPI payment the server learns of by itself
 * refreshes the same reads when the sheet sees it paid.
 */
import "./purchase-pay-sheet.css";
import { useId, useRef, useState } from "react";
import { PAY_TYPE } from "../../../contract/constants.ts";
import { index as manageIndex } from "../../../contract/http/manage.ts";
import { PURCHASE_PAY_TYPES, purchaseIsPay, purchasePay } from "../../../contract/http/manage-order.ts";
import { WeixinJsapiPay } from "../../../contract/http/order.ts";
import { invalidateKeys } from "../../lib/api-cache.ts";
import { currencyOf, formatAmount } from "../../lib/admin/format.ts";
import { formatDateTime } from "../../lib/format-display.ts";
import { useT } from "../../lib/i18n/index.ts";
import { staleAfter } from "../../lib/stale-after.ts";
import { toast } from "../../lib/toast.ts";
import { useApi } from "../../lib/use-api.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { requestWeixinPay } from "../../lib/wechat-pay.ts";
import { isWeChatBrowser } from "../../lib/wechat.ts";
import { BottomSheet } from "../bottom-sheet.tsx";
import { Button } from "../button.tsx";
import { QrPaySheet, type QrPaySource } from "../qr-pay-sheet.tsx";

export interface PayablePurchase {
  id: number;
  sn: string;
  /** What is due, goods and freight. */
  money: string | number;
  /** What is bought, one line ("糖画打印机 Pro × 2"). */
  summary?: string;
  /** When an unpaid purchase closes by itself (unix s, or a date text). */
  expire_time?: number | string | null;
}

export type PurchaseMethod = "balance" | "weixin" | "weixin-qr";

export interface PurchaseMethodOption {
  method: PurchaseMethod;
  disabled: boolean;
}

/**
 * The ways a purchase can be paid here: the balance when it is above 0 (disabled when short of
 * what is due), and WeChat: its JSAPI in WeChat's browser, its QR elsewhere (§5, as print orders).
 */
export function purchaseMethods(balance: string | number | undefined, due: string | number, inWeChat: boolean): PurchaseMethodOption[] {
  const out: PurchaseMethodOption[] = [];
  const have = Math.round(Number(balance ?? 0) * 100);
  if (have > 0) out.push({ method: "balance", disabled: have < Math.round(Number(due) * 100) });
  out.push({ method: inWeChat ? "weixin" : "weixin-qr", disabled: false });
  return out;
}

const PAY_TYPES: Readonly<Record<PurchaseMethod, (typeof PURCHASE_PAY_TYPES)[number]>> = {
  balance: PAY_TYPE.BALANCE,
  weixin: PAY_TYPE.WEIXIN,
  "weixin-qr": PAY_TYPE.WEIXIN_NATIVE,
};

export interface PurchasePaySheetProps {
  open: boolean;
  purchase: PayablePurchase;
  onClose: () => void;
  /** Paid (the reads it changes are refreshed already). */
  onPaid: () => void;
}

export function PurchasePaySheet({ open, purchase, onClose, onPaid }: PurchasePaySheetProps) {
  if (!open) return null;
  return <PayBody purchase={purchase} onClose={onClose} onPaid={onPaid} />;
}

function PayBody({ purchase, onClose, onPaid }: Omit<PurchasePaySheetProps, "open">) {
  const t = useT("admin");
  const name = useId();
  // A refusal (cancelled or paid in another tab, 27 Nov QA) reads the order again: a page that shows
  // the sheet only while the order can be paid closes it on the order as it now is.
  const pay = useMutation(purchasePay, { refreshOnRefusal: true });
  const dash = useApi(manageIndex, {});
  const balance = dash.data?.balance;
  const balanceText = formatAmount(balance, currencyOf(dash.data?.currency));
  const methods = purchaseMethods(balance, purchase.money, isWeChatBrowser());
  const [picked, setPicked] = useState<PurchaseMethod | undefined>(undefined);
  const method = methods.find((m) => m.method === picked && !m.disabled)?.method ?? methods.find((m) => !m.disabled)?.method;
  const [qr, setQr] = useState(false);
  const [busy, setBusy] = useState(false);
  // A ref as well (issue 16): two taps in one frame both see `busy` false; a double tap asks once.
  const busyRef = useRef(false);
  const amount = formatAmount(purchase.money);

  const paid = async () => {
    await invalidateKeys(staleAfter(purchasePay));
    toast.success(t("purchasePay.paid"));
    onPaid();
  };

  const confirm = async () => {
    if (method === undefined || busyRef.current) return;
    if (method === "weixin-qr") return setQr(true);
    busyRef.current = true;
    setBusy(true);
    try {
      const answer = await pay.trigger({ id: purchase.id, pay_type: PAY_TYPES[method] });
      if (method === "balance") {
        toast.success(t("purchasePay.paid"));
        onPaid();
        return;
      }
      const params = WeixinJsapiPay.safeParse(answer);
      const result = params.success ? await requestWeixinPay(params.data) : "fail";
      if (result === "ok") await paid();
      else if (result !== "cancel") toast.error(t(result === "unavailable" ? "purchasePay.weixinUnavailable" : "purchasePay.weixinFailed"));
    } catch {
      // The HTTP client told why (closed, paid already, balance short); the sheet stays open (§8)
      // unless the order, read again (refreshOnRefusal), can no longer be paid.
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const source: QrPaySource<typeof purchaseIsPay> = {
    request: () => pay.trigger({ id: purchase.id, pay_type: PAY_TYPE.WEIXIN_NATIVE }),
    status: purchaseIsPay,
    statusInput: { id: purchase.id },
  };

  const label = (m: PurchaseMethodOption) => {
    if (m.method === "balance") return t("purchasePay.balance");
    return t(m.method === "weixin" ? "purchasePay.weixin" : "purchasePay.weixinQr");
  };

  return (
    <>
      <BottomSheet
        open={!qr}
        onClose={busy ? () => {} : onClose}
        title={t("purchasePay.title")}
        className="purchase-pay"
        footer={
          <Button block loading={busy} disabled={method === undefined} onClick={() => void confirm()}>
            {t("purchasePay.confirm", { money: amount })}
          </Button>
        }
      >
        <div className="purchase-pay__summary">
          <span className="purchase-pay__what">
            {purchase.summary ?? purchase.sn}
            <small className="purchase-pay__sn">{t("purchasePay.sn", { sn: purchase.sn })}</small>
          </span>
          <strong className="purchase-pay__money">{amount}</strong>
        </div>
        {purchase.expire_time ? <p className="purchase-pay__note">{t("purchasePay.expires", { time: formatDateTime(purchase.expire_time) })}</p> : null}
        <fieldset className="purchase-pay__group">
          <legend>{t("purchasePay.method")}</legend>
          {methods.map((m) => (
            <label key={m.method} className="purchase-pay__option">
              <input type="radio" name={name} checked={method === m.method} disabled={m.disabled} onChange={() => setPicked(m.method)} />
              <span className="purchase-pay__label">
                {label(m)}
                {m.method === "balance" && (
                  <small className={m.disabled ? "purchase-pay__reason" : undefined}>
                    {m.disabled ? t("purchasePay.balanceLow", { money: balanceText }) : t("purchasePay.balanceHave", { money: balanceText })}
                  </small>
                )}
                {m.method === "weixin-qr" && <small>{t("purchasePay.weixinQrHint")}</small>}
              </span>
            </label>
          ))}
        </fieldset>
      </BottomSheet>
      <QrPaySheet open={qr} orderSn={purchase.sn} source={source} amountText={amount} onClose={() => setQr(false)} onPaid={() => void paid()} />
    </>
  );
}
