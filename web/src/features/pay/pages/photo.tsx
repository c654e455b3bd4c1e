/**
 * /pay/photo?orderSn&returnUrl (§2): pay a photo print order. Shows the order and the methods
 * the customer can use here (§5: balance when it covers the amount; WeChat inside WeChat, via
 * /pay/weixin; the WeChat QR sheet elsewhere), first one preselected; once paid, returnUrl
 * (same-origin only) or the printer's waiting page.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PAY_TYPE } from "../../../../contract/constants.ts";
import { PRINT_ORDER_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { QrPaySheet } from "../../../components/qr-pay-sheet.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { useOrderBySn } from "../api/use-order-by-sn.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import "../components/pay.css";
import { readPayQuery } from "../pay-query.ts";

type Method = "balance" | "weixin" | "qr";

export function PayPhotoPage() {
  const t = useT("pay");
  const search = useSearch();
  const q = readPayQuery(search);
  const order = useOrderBySn(q.orderSn);
  usePageTitle(t("photo.title"));
  const hasReturn = new URLSearchParams(search).get("returnUrl") !== null;
  let body;
  if (q.orderSn === null) body = <ErrorState message={t("error.noOrder")} />;
  else if (order.isLoading) body = <LoadingState />;
  else if (order.data === undefined) body = <ErrorState message={errorMessage(order.error)} onRetry={() => void order.reload()} />;
  else {
    const o = order.data.list[0];
    body = o ? <PhotoCheckout order={o} returnUrl={hasReturn ? q.returnUrl : undefined} /> : <EmptyState title={t("photo.notFound")} />;
  }
  return (
    <>
      <TopBar title={t("photo.title")} />
      <main className="page pay-page">{body}</main>
    </>
  );
}

function PhotoCheckout({ order, returnUrl }: { order: PrintOrder; returnUrl: string | undefined }) {
  const t = useT("pay");
  const { user, refresh } = useSession();
  const [, navigate] = useLocation();
  const pay = usePayOrder();
  const currency = readCachedCurrency();
  const amount = formatPrice(order.money, currency);
  const done = returnUrl ?? paths.sugar.waiting({ sn: order.sn, order_sn: order.order_sn, pay_success: 1 });
  const balanceOk = Number(user?.total_money ?? 0) >= Number(order.money) && Number(user?.total_money ?? 0) > 0;
  const inWeChat = isWeChatBrowser();
  // §5: visible methods only; the first visible one is preselected.
  const methods: Method[] = [...(inWeChat ? (["weixin"] as const) : (["qr"] as const)), ...(balanceOk ? (["balance"] as const) : [])];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [qrOpen, setQrOpen] = useState(false);
  const chosen = method !== undefined && methods.includes(method) ? method : methods[0];

  const header = (
    <section className="pay-card">
      <div className="pay-order">
        <Img className="pay-order__img" src={order.image_url ?? undefined} alt="" />
        <div>
          <p className="pay-card__title">{order.name}</p>
          <p className="pay-card__muted">{order.order_sn}</p>
        </div>
      </div>
      <p className="pay-card__muted">{t("photo.amount")}</p>
      <p className="pay-amount">{amount}</p>
    </section>
  );

  if (order.status !== PRINT_ORDER_STATUS.UNPAID) {
    const closed = order.status === PRINT_ORDER_STATUS.CLOSED;
    return (
      <>
        {header}
        <section className="pay-card pay-card--center">
          <p className="pay-card__title">{closed ? t("photo.closed") : t("photo.paid")}</p>
          {!closed && (
            <Link className={buttonClassName("primary", { block: true })} href={done}>
              {t("photo.continue")}
            </Link>
          )}
        </section>
      </>
    );
  }

  const submit = async () => {
    if (chosen === "weixin") {
      navigate(paths.pay.weixin({ orderSn: order.order_sn, payType: PAY_TYPE.WEIXIN, returnUrl: done }));
      return;
    }
    if (chosen === "qr") {
      setQrOpen(true);
      return;
    }
    if (chosen === "balance") {
      try {
        await pay.trigger({ sn: order.order_sn, pay_type: PAY_TYPE.BALANCE });
        await refresh();
        toast.success(t("photo.success"));
        navigate(done, { replace: true });
      } catch {
        // The client has toasted the refusal (§8); the page stays.
      }
    }
  };

  return (
    <>
      {header}
      <section className="pay-card">
        {methods.length === 0 ? (
          <p className="pay-card__muted">{t("photo.noMethod")}</p>
        ) : (
          <fieldset className="pay-methods">
            <legend className="pay-card__title">{t("photo.methods")}</legend>
            {methods.map((m) => (
              <label key={m} className="pay-method">
                <input type="radio" name="method" value={m} checked={chosen === m} onChange={() => setMethod(m)} />
                <span>{m === "balance" ? t("photo.balance", { balance: formatPrice(user?.total_money, currency) }) : m === "weixin" ? t("photo.weixin") : t("photo.qr")}</span>
              </label>
            ))}
          </fieldset>
        )}
        <Button block loading={pay.isMutating} disabled={chosen === undefined} onClick={() => void submit()}>
          {t("photo.pay", { amount })}
        </Button>
      </section>
      <QrPaySheet
        open={qrOpen}
        orderSn={order.order_sn}
        amountText={amount}
        onClose={() => setQrOpen(false)}
        onPaid={() => {
          setQrOpen(false);
          toast.success(t("photo.success"));
          navigate(done, { replace: true });
        }}
      />
    </>
  );
}
