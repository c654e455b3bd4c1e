/**
 * Paying a purchase (issue 16), with the print orders' rules (§4, §5): WeChat inside WeChat
 * (JSAPI, pay type 60) or its QR outside it (Native 61: the shared scan-to-pay sheet, which
 * `sim pay <sn>` completes); the balance when there is one (30: the company's withdrawable
 * balance, manage/index), marked before confirming when it is short of the order. The first
 * method that can pay is chosen. manage-order/pay pays once however often it is tapped.
 */
import { useId, useState } from "react";
import { PAY_TYPE } from "../../../../../contract/constants.ts";
import { purchaseIsPay, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import { WeixinJsapiPay } from "../../../../../contract/http/order.ts";
import { BottomSheet } from "../../../../components/bottom-sheet.tsx";
import { Button } from "../../../../components/button.tsx";
import { QrPaySheet, type QrPaySource } from "../../../../components/qr-pay-sheet.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useOneAtATime } from "../../../../lib/admin/one-at-a-time.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { isWeChatBrowser } from "../../../../lib/wechat.ts";
import { requestWeixinPay } from "../../../../lib/wechat-pay.ts";
import { useBalance } from "../api/use-balance.ts";
import { usePurchasePay } from "../api/use-purchase-pay.ts";
import "./store.css";

export type PurchaseMethod = "weixin" | "weixin-qr" | "balance";

export interface PurchaseMethodOption {
  method: PurchaseMethod;
  disabled: boolean;
}

/** §5 for a purchase: WeChat always (the platform takes WeChat Pay), JSAPI inside WeChat, its QR outside; the balance when above 0. */
export function purchaseMethods(inWeChat: boolean, balance: number | undefined, due: number): PurchaseMethodOption[] {
  const out: PurchaseMethodOption[] = [{ method: inWeChat ? "weixin" : "weixin-qr", disabled: false }];
  if (balance !== undefined && balance > 0) out.push({ method: "balance", disabled: balance < due });
  return out;
}

type Payable = Pick<PurchaseOrder, "id" | "sn" | "money">;

export function PurchasePaySheet({ order, onClose, onPaid }: { order: Payable; onClose: () => void; onPaid: () => void }) {
  const t = useT("admin-store");
  const balance = useBalance();
  const pay = usePurchasePay();
  const groupName = useId();
  const [picked, setPicked] = useState<PurchaseMethod | undefined>(undefined);
  const [qr, setQr] = useState(false);
  // A ref-guarded busy: two taps in one frame pay once (manage-order/pay also pays once).
  const once = useOneAtATime();
  const busy = once.busy;
  const due = Number(order.money);
  const have = balance.data === undefined ? undefined : Number(balance.data.balance);
  const methods = purchaseMethods(isWeChatBrowser(), have, due);
  const method = methods.some((m) => m.method === picked && !m.disabled) ? picked : methods.find((m) => !m.disabled)?.method;
  const amount = formatAmount(order.money);

  const [source] = useState<QrPaySource<typeof purchaseIsPay>>(() => ({
    request: () => pay.trigger({ id: order.id, pay_type: PAY_TYPE.WEIXIN_NATIVE }),
    status: purchaseIsPay,
    statusInput: { id: order.id },
    isPaid: (answer) => Boolean(answer.is_pay),
  }));

  const confirm = async () => {
    if (busy || method === undefined) return;
    if (method === "weixin-qr") {
      setQr(true);
      return;
    }
    try {
      await once.run(async () => {
        if (method === "balance") {
          await pay.trigger({ id: order.id, pay_type: PAY_TYPE.BALANCE });
          toast.success(t("pay.paid"));
          onPaid();
          return;
        }
        // §4 pay type 60: WeChat's in-page payment; the order is paid when the server says so (order-info polls).
        const answer = WeixinJsapiPay.safeParse(await pay.trigger({ id: order.id, pay_type: PAY_TYPE.WEIXIN }));
        const result = answer.success ? await requestWeixinPay(answer.data) : "fail";
        if (result === "ok") onPaid();
        else if (result !== "cancel") toast.error(t(result === "unavailable" ? "pay.weixinUnavailable" : "pay.weixinFailed"));
      });
    } catch {
      // Told by the HTTP client (§8); the sheet stays open: closed, paid already or the balance short.
    }
  };

  if (qr) {
    return (
      <QrPaySheet
        open
        orderSn={order.sn}
        amountText={amount}
        source={source}
        onClose={() => setQr(false)}
        onPaid={() => {
          toast.success(t("pay.paid"));
          onPaid();
        }}
      />
    );
  }

  return (
    <BottomSheet
      open
      onClose={busy ? () => {} : onClose}
      title={t("pay.title")}
      className="purchase-pay"
      footer={
        <Button block loading={busy} disabled={method === undefined} onClick={() => void confirm()}>
          {t("pay.confirm", { amount })}
        </Button>
      }
    >
      <div className="purchase-pay__summary">
        <span>{t("pay.order", { sn: order.sn })}</span>
        <strong>{amount}</strong>
      </div>
      <fieldset className="purchase-pay__methods">
        <legend>{t("pay.method")}</legend>
        {methods.map((m) => (
          <label key={m.method} className="purchase-pay__option">
            <input type="radio" name={groupName} checked={method === m.method} disabled={m.disabled} onChange={() => setPicked(m.method)} />
            <span className="purchase-pay__label">
              {m.method === "balance" ? t("pay.balance", { money: formatAmount(have ?? 0) }) : t(m.method === "weixin" ? "pay.weixin" : "pay.weixinQr")}
              {m.method === "balance" && m.disabled && <small className="purchase-pay__reason">{t("pay.balanceLow")}</small>}
              {m.method === "weixin-qr" && <small className="purchase-pay__reason">{t("pay.weixinQrHint")}</small>}
            </span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
