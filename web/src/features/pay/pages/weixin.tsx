/**
 * /pay/weixin?returnUrl&orderSn&payType (§2; payType 10 or 60, default 60): inside WeChat it asks
 * order/payment for the JSAPI parameters and runs WeixinJSBridge's getBrandWCPayRequest, then
 * goes to returnUrl (same-origin only). Outside WeChat (or with no bridge) it says so and offers
 * the QR sheet (pay type 61), which goes to returnUrl once the order is paid.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { WeixinJsapiPay } from "../../../../contract/http/order.ts";
import { Button } from "../../../components/button.tsx";
import { QrPaySheet } from "../../../components/qr-pay-sheet.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { requestWeixinPay } from "../../../lib/wechat-pay.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import "../components/pay.css";
import { readPayQuery, type WeixinPayType } from "../pay-query.ts";

type Phase = { kind: "paying" } | { kind: "done" } | { kind: "cancelled" } | { kind: "failed"; message?: string } | { kind: "unavailable" };

export function PayWeixinPage() {
  const t = useT("pay");
  const query = readPayQuery(useSearch());
  usePageTitle(t("weixin.title"));
  let body;
  if (query.orderSn === null) body = <ErrorState message={t("error.noOrder")} />;
  else if (query.payType === null) body = <ErrorState message={t("error.payType", { type: query.rawPayType })} />;
  else body = <WeixinPay orderSn={query.orderSn} payType={query.payType} returnUrl={query.returnUrl} />;
  return (
    <>
      <TopBar title={t("weixin.title")} />
      <main className="page pay-page">{body}</main>
    </>
  );
}

function WeixinPay({ orderSn, payType, returnUrl }: { orderSn: string; payType: WeixinPayType; returnUrl: string }) {
  const t = useT("pay");
  const [, navigate] = useLocation();
  const pay = usePayOrder();
  const inWeChat = isWeChatBrowser();
  const [phase, setPhase] = useState<Phase>(inWeChat ? { kind: "paying" } : { kind: "unavailable" });
  const [qrOpen, setQrOpen] = useState(false);
  const trigger = useRef(pay.trigger);
  trigger.current = pay.trigger;
  const running = useRef(false);

  const goBack = useCallback(() => navigate(returnUrl, { replace: true }), [navigate, returnUrl]);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPhase({ kind: "paying" });
    try {
      const data = await trigger.current({ sn: orderSn, pay_type: payType });
      // payment answers one of three shapes: 10/60 must be the JSAPI one (contract order.ts).
      const params = WeixinJsapiPay.safeParse(data);
      if (!params.success) {
        setPhase({ kind: "failed" });
        return;
      }
      const result = await requestWeixinPay(params.data);
      if (result === "ok") {
        // WeChat's "ok" is the customer's side; the return page (e.g. /sugar/waiting) checks is-pay.
        setPhase({ kind: "done" });
        goBack();
      } else if (result === "cancel") setPhase({ kind: "cancelled" });
      else if (result === "unavailable") setPhase({ kind: "unavailable" });
      else setPhase({ kind: "failed" });
    } catch (err) {
      setPhase({ kind: "failed", message: errorMessage(err) });
    } finally {
      running.current = false;
    }
  }, [orderSn, payType, goBack]);

  // Once per page view: the payment is asked for again only by "pay again".
  const started = useRef(false);
  useEffect(() => {
    if (!inWeChat || started.current) return;
    started.current = true;
    void run();
  }, [inWeChat, run]);

  const qr = (
    <QrPaySheet
      open={qrOpen}
      orderSn={orderSn}
      onClose={() => setQrOpen(false)}
      onPaid={() => {
        setQrOpen(false);
        goBack();
      }}
    />
  );
  const orderLine = (
    <p className="pay-card__muted">
      {t("weixin.order")}: {orderSn}
    </p>
  );

  if (phase.kind === "paying" || phase.kind === "done") {
    return (
      <section className="pay-card pay-card--center">
        <LoadingState label={t(phase.kind === "paying" ? "weixin.paying" : "weixin.done")} />
        {orderLine}
      </section>
    );
  }
  if (phase.kind === "unavailable") {
    return (
      <section className="pay-card pay-card--center">
        <h2 className="pay-card__title">{inWeChat ? t("weixin.noBridge") : t("weixin.outside")}</h2>
        <p className="pay-card__muted">{t("weixin.outsideText")}</p>
        {orderLine}
        <Button block onClick={() => setQrOpen(true)}>
          {t("weixin.scanToPay")}
        </Button>
        <Button block variant="ghost" onClick={goBack}>
          {t("weixin.back")}
        </Button>
        {qr}
      </section>
    );
  }
  return (
    <section className="pay-card pay-card--center">
      <ErrorState
        title={phase.kind === "cancelled" ? t("weixin.cancelled") : t("weixin.failed")}
        message={phase.kind === "failed" ? phase.message : undefined}
        onRetry={() => void run()}
        retryLabel={t("weixin.retry")}
      />
      {orderLine}
      <Button block variant="secondary" onClick={() => setQrOpen(true)}>
        {t("weixin.scanToPay")}
      </Button>
      <Button block variant="ghost" onClick={goBack}>
        {t("weixin.back")}
      </Button>
      {qr}
    </section>
  );
}
