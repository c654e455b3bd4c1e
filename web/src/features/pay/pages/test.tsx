/**
 * /pay/test (§2): a developer page that runs every pay type of §9 against the API: order the
 * printer's first pattern, then pay with 10/60 (through /pay/weixin, back here), 61 (the QR
 * sheet), 30 (balance) or 70 (coins); 20 is unused and does nothing (§4). Each outcome is logged.
 */
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { PAY_TYPE, type PayType } from "../../../../contract/constants.ts";
import { Sn } from "../../../../contract/http/common.ts";
import type { OrderCreated } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, Form, TextField } from "../../../components/form-field.tsx";
import { QrPaySheet } from "../../../components/qr-pay-sheet.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useFirstPattern } from "../api/use-first-pattern.ts";
import { useIsPay } from "../api/use-is-pay.ts";
import { useMakeOrder } from "../api/use-make-order.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import "../components/pay.css";

const TYPES: readonly PayType[] = [PAY_TYPE.WEIXIN_JSAPI, PAY_TYPE.UNUSED, PAY_TYPE.BALANCE, PAY_TYPE.WEIXIN, PAY_TYPE.WEIXIN_NATIVE, PAY_TYPE.COINS];
const DEFAULT_SN = "SIM-0001"; // the first simulated printer (sim start, seeded world)

export function PayTestPage() {
  const t = useT("pay");
  const search = useSearch();
  const [, navigate] = useLocation();
  const back = new URLSearchParams(search);
  const [snInput, setSnInput] = useState(back.get("sn") ?? DEFAULT_SN);
  const sn = Sn.safeParse(snInput.trim()).success ? snInput.trim() : null;
  const pattern = useFirstPattern(sn);
  const make = useMakeOrder();
  const pay = usePayOrder();
  const [order, setOrder] = useState<OrderCreated | null>(() => {
    const s = back.get("order_sn");
    return s ? { sn: s, money: back.get("money") ?? "0" } : null;
  });
  const [log, setLog] = useState<string[]>(() => (back.get("order_sn") ? [t("test.returned")] : []));
  const [qrOpen, setQrOpen] = useState(false);
  const status = useIsPay(order?.sn ?? null);
  usePageTitle(t("test.title"));
  const say = (line: string) => setLog((l) => [line, ...l].slice(0, 20));
  const currency = readCachedCurrency();
  const first = pattern.data?.list[0];

  const makeOrder = async () => {
    if (!sn || !first) return;
    try {
      const o = await make.trigger({ target_id: first.goods_id, target_type: "goods", print_param: { sn, type: "sugar" } });
      setOrder(o);
      say(t("test.order", { sn: o.sn, money: formatPrice(o.money, currency) }));
    } catch (err) {
      say(errorMessage(err) ?? "error");
    }
  };

  const payWith = async (type: PayType) => {
    if (!order) return;
    if (type === PAY_TYPE.UNUSED) return say(t("test.unused"));
    if (type === PAY_TYPE.WEIXIN_NATIVE) return setQrOpen(true);
    if (type === PAY_TYPE.WEIXIN_JSAPI || type === PAY_TYPE.WEIXIN) {
      const returnUrl = paths.pay.test({ sn: sn ?? DEFAULT_SN, order_sn: order.sn, money: String(order.money) });
      return navigate(paths.pay.weixin({ orderSn: order.sn, payType: type, returnUrl }));
    }
    try {
      await pay.trigger({ sn: order.sn, pay_type: type });
      say(t("test.paidNow", { type: t(`test.type.${type}`) }));
      await status.reload();
    } catch (err) {
      say(`${t(`test.type.${type}`)}: ${errorMessage(err) ?? "error"}`);
    }
  };

  return (
    <>
      <TopBar title={t("test.title")} />
      <main className="page pay-page">
        <p className="pay-card__muted">{t("test.intro")}</p>
        <section className="pay-card">
          <Form onSubmit={() => void makeOrder()}>
            <TextField
              label={t("test.sn")}
              name="sn"
              value={snInput}
              onChange={setSnInput}
              error={sn === null ? t("test.snError") : pattern.data && !first ? t("test.noPattern") : pattern.error ? errorMessage(pattern.error) : undefined}
            />
            <Button type="submit" block loading={make.isMutating || pattern.isLoading} disabled={!first}>
              {t("test.make")}
            </Button>
          </Form>
          {order && (
            <p className="pay-card__title">
              {t("test.order", { sn: order.sn, money: formatPrice(order.money, currency) })}
              {order.coins_money ? ` · ${t("test.coins", { coins: order.coins_money })}` : ""}
            </p>
          )}
        </section>
        {order && (
          <section className="pay-card" aria-label={t("test.payTypes")}>
            <h2 className="pay-card__title">{t("test.payTypes")}</h2>
            <div className="pay-test__types">
              {TYPES.map((type) => (
                <Button key={type} variant="secondary" size="sm" loading={pay.isMutating} onClick={() => void payWith(type)}>
                  {t(`test.type.${type}`)}
                </Button>
              ))}
            </div>
            <div className="pay-test__status">
              <Button variant="ghost" size="sm" onClick={() => void status.reload()}>
                {t("test.check")}
              </Button>
              <strong role="status">{status.data === undefined ? "–" : status.data.is_pay ? t("test.isPaid") : t("test.notPaid")}</strong>
            </div>
          </section>
        )}
        {log.length > 0 && (
          <section className="pay-card" aria-label={t("test.log")}>
            <h2 className="pay-card__title">{t("test.log")}</h2>
            <ul className="pay-test__log">
              {log.map((line, i) => (
                <li key={`${i}-${line}`}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        {order && (
          <QrPaySheet
            open={qrOpen}
            orderSn={order.sn}
            amountText={formatPrice(order.money, currency)}
            onClose={() => setQrOpen(false)}
            onPaid={() => {
              setQrOpen(false);
              say(t("test.paidNow", { type: t("test.type.61") }));
            }}
          />
        )}
      </main>
    </>
  );
}
