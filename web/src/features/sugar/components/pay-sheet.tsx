/**
 * The pay sheet, titled "pay order" (§2, §4, §5): the method (coins, WeChat or its QR, balance,
 * each only by the §5 rules, the first payable preselected), the coupon (a free one disables
 * the method choice; options disabled when none of that type or when the coins pay this order;
 * free preselected when available and the coins cannot pay), the price it makes, and confirm.
 * Every disabled method or coupon says why in one short line, and a balance short of what is due
 * is marked before confirm (issue 11). 30 and 70 pay here and replace-navigate to the waiting
 * page; 60 goes through WeChat's JSAPI helper; 61 hands over to the QR sheet. §8: a non-zero
 * errorCode leaves the sheet open (the client toasts).
 */
import "./pay-sheet.css";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import type { User } from "../../../../contract/http/auth.ts";
import { WeixinJsapiPay, type OrderCreated } from "../../../../contract/http/order.ts";
import type { PrinterInfo } from "../../../../contract/http/sugar.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { Button } from "../../../components/button.tsx";
import { formatPrice } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { RequestError } from "../../../lib/http.ts";
import { toast } from "../../../lib/toast.ts";
import { requestWeixinPay } from "../../../lib/wechat-pay.ts";
import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { useUsableCoupons } from "../api/use-coupon-list.ts";
import { printerCurrency } from "../api/use-printer-info.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import { forgetOrder } from "../open-order.ts";
import {
  coinsText,
  couponOptions,
  defaultCoupon,
  defaultMethod,
  dueWith,
  gameStatus,
  methodChoiceDisabled,
  payMethods,
  planPayment,
  priceText,
  type CouponChoice,
  type CouponOption,
  type MethodOption,
  type PayMethod,
} from "../pay-rules.ts";
import { waitingHref } from "./pay-flow.tsx";
import type { QrRequest } from "./qr-sheet.tsx";

export interface PaySheetProps {
  order: OrderCreated;
  /** What is being paid for: the pattern's name. */
  name: string;
  info: PrinterInfo | undefined;
  user: User;
  sn: string;
  onClose: () => void;
  onQr: (request: QrRequest) => void;
}

export default function PaySheet({ order, name, info, user, sn, onClose, onQr }: PaySheetProps) {
  const t = useT("sugar-pay");
  const [, navigate] = useLocation();
  const pay = usePayOrder();
  const coupons = useUsableCoupons(sn);
  const currency = printerCurrency(info);
  const coins = info?.coins ?? 0;
  const list = coupons.data?.list ?? [];

  const options = couponOptions(list, coins, order.coins_money);
  // Until the customer picks, the §5 default follows the coupons as they load. A pick of either
  // kind fixes the coupon shown: a free one arriving after the customer chose to pay by balance
  // must not lock the methods and change the amount under their finger (they can still pick it).
  const [pickedCoupon, setCoupon] = useState<CouponChoice | undefined>(undefined);
  const coupon = pickedCoupon ?? (coupons.data ? defaultCoupon(list, coins, order.coins_money) : "none");
  const methods = payMethods({
    coins,
    coinsPrice: order.coins_money,
    weixinOn: info?.is_open_weixin_pay === 1,
    inWeChat: isWeChatBrowser(),
    balance: user.total_money,
    due: dueWith(order.money, coupon),
  });
  const [pickedMethod, setMethod] = useState<PayMethod | undefined>(undefined);
  // A pick that the coupon made unpayable (balance short of the full price) falls back to the default.
  const method = methods.some((m) => m.method === pickedMethod && !m.disabled) ? pickedMethod : defaultMethod(methods);
  const pickMethod = (m: PayMethod) => {
    setMethod(m);
    setCoupon(coupon);
  };
  const couponId = options.find((o) => o.choice === coupon)?.couponId;
  const lockMethods = methodChoiceDisabled(coupon);
  const [busy, setBusy] = useState(false);
  const methodName = useId();
  const couponName = useId();

  const amount = `${currency.currencySymbol}${priceText(order.money, coupon)}`;
  const payingCoins = method === "coins" && !lockMethods;
  const canPay = !busy && (lockMethods || (method !== undefined && !methods.find((m) => m.method === method)?.disabled));

  const confirm = async () => {
    if (!canPay) return;
    const plan = planPayment(lockMethods ? "balance" : (method ?? "balance"), coupon, couponId);
    const game = gameStatus({
      couponOrCoins: plan.couponId !== undefined || plan.payType === 70,
      isOpenGame: info?.is_open_game === 1,
      isSecondHalf: info?.is_second_half === 1,
      amount: order.money,
      isManager: info?.is_manage === 1,
      levelType: user.level_type,
    });
    const done = waitingHref(sn, order.sn, game);
    if (plan.kind === "qr") {
      onQr({ orderSn: order.sn, couponId: plan.couponId, amountText: amount, redirect: done });
      return;
    }
    setBusy(true);
    try {
      const answer = await pay.trigger({ sn: order.sn, pay_type: plan.payType, ...(plan.couponId !== undefined ? { coupon_id: plan.couponId } : {}) });
      if (plan.kind === "direct") {
        forgetOrder(order.sn);
        navigate(done, { replace: true });
        return;
      }
      // §4: 10/60: WeChat's payment helper, then back to the return url (the waiting page).
      const params = WeixinJsapiPay.safeParse(answer);
      const result = params.success ? await requestWeixinPay(params.data) : "fail";
      if (result === "ok") {
        forgetOrder(order.sn);
        navigate(done, { replace: true });
      }
      else if (result !== "cancel") toast.error(t(result === "unavailable" ? "weixin.unavailable" : "weixin.failed"));
    } catch (err) {
      // Told by the HTTP client; the sheet stays open (§8). The backend refused this order (closed
      // past its expiry or by the open-order cap, already paid): the next start-print makes a new one.
      if (err instanceof RequestError && err.kind === "api") forgetOrder(order.sn);
    } finally {
      setBusy(false);
    }
  };

  const methodLabel = (m: PayMethod): string => {
    switch (m) {
      case "coins":
        return t("method.coins", { n: coins });
      case "weixin":
        return t("method.weixin");
      case "weixin-qr":
        return t("method.weixinQr");
      case "balance":
        return t("method.balance", { money: formatPrice(user.total_money, currency) });
    }
  };
  // One short line saying why a method cannot pay (issue 11), in place of a bare grey.
  const methodReason = (m: MethodOption): string | null => {
    switch (m.reason) {
      case "coinsNoPrice":
        return t("reason.coinsNoPrice");
      case "coinsLow":
        return t("reason.coinsLow", { need: order.coins_money ?? 0 });
      case "balanceLow":
        return t("reason.balanceLow");
      default:
        return null;
    }
  };
  const couponReason = (o: CouponOption): string | null => {
    if (o.reason === "noCoupon") return t(o.choice === "free" ? "reason.noFree" : "reason.noDiscount");
    if (o.reason === "coinsPay") return t("reason.coinsPay");
    return null;
  };

  return (
    <BottomSheet
      open
      onClose={busy ? () => {} : onClose}
      title={t("title")}
      className="pay-sheet"
      footer={
        <Button block loading={busy} disabled={!canPay} onClick={() => void confirm()}>
          {payingCoins ? t("confirmCoins", { n: coinsText(order.coins_money ?? 0, coupon) }) : t("confirm", { amount })}
        </Button>
      }
    >
      <div className="pay-sheet__summary">
        <span>{name}</span>
        <strong>{payingCoins ? t("coinsAmount", { n: coinsText(order.coins_money ?? 0, coupon) }) : amount}</strong>
      </div>
      <fieldset className="pay-sheet__group" disabled={lockMethods}>
        <legend>{t("method.title")}</legend>
        {methods.length === 0 && !lockMethods && <p className="pay-sheet__note">{t("method.none")}</p>}
        {methods.map((m) => {
          const reason = methodReason(m);
          return (
            <label key={m.method} className="pay-sheet__option">
              <input type="radio" name={methodName} checked={method === m.method} disabled={m.disabled} onChange={() => pickMethod(m.method)} />
              <span className="pay-sheet__label">
                {methodLabel(m.method)}
                {reason !== null && <small className="pay-sheet__reason">{reason}</small>}
              </span>
            </label>
          );
        })}
        {lockMethods && <p className="pay-sheet__note">{t("method.freeNote")}</p>}
      </fieldset>
      <fieldset className="pay-sheet__group">
        <legend>{t("coupon.title")}</legend>
        {coupons.isLoading && <p className="pay-sheet__note">{t("coupon.loading")}</p>}
        {coupons.error !== undefined && !coupons.data && <p className="pay-sheet__note">{t("coupon.error")}</p>}
        {options.map((o) => {
          const reason = coupons.data ? couponReason(o) : null;
          return (
            <label key={o.choice} className="pay-sheet__option">
              <input type="radio" name={couponName} checked={coupon === o.choice} disabled={o.disabled || !coupons.data} onChange={() => setCoupon(o.choice)} />
              <span className="pay-sheet__label">
                {t(`coupon.${o.choice}`)}
                {reason !== null && <small className="pay-sheet__reason">{reason}</small>}
              </span>
              {o.choice !== "none" && <small>{`${currency.currencySymbol}${priceText(order.money, o.choice)}`}</small>}
            </label>
          );
        })}
      </fieldset>
    </BottomSheet>
  );
}
