/**
 * A refund as the platform decides it (REFUND_STATUS): what was asked and why, with the
 * applicant's pictures; then, for levels 3 and 7, the next step: an application (10) is passed
 * or refused with a reason; an approved one (20) is paid back, at most the amount asked, to the
 * customer (money to the balance, coins to the coins) or to the buying shop's balance. The server
 * pays once whoever else presses at the same time.
 */
import { useState } from "react";
import { REFUND_STATUS as R, type RefundRecord } from "../../../../contract/http/manage-order.ts";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { Button } from "../../../components/button.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { Img } from "../../../components/image.tsx";
import { currencyOf, formatAmount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useConfirmRefund } from "../api/use-confirm-refund.ts";
import { useRefundAudit } from "../api/use-refund-audit.ts";
import { AuditTrail } from "./audit-entry.tsx";
import { DecideDrawer } from "./decide-drawer.tsx";
import { usePlatformLevel } from "./level.ts";
import { RefundBadge } from "./status.tsx";
import "./x.css";

/** A refund amount typed by the platform: above 0, two decimals at most, not above what was asked. */
export function refundAmountError(raw: string, askedCents: number): "amountBad" | "amountTooMuch" | undefined {
  const v = raw.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return "amountBad";
  if (Math.round(Number(v) * 100) > askedCents) return "amountTooMuch";
  return undefined;
}

type Step = "pass" | "refuse" | "pay" | null;

/** `trail`: the refund's own journal under it (a purchase's page shows one journal for the order and its refund instead). */
export function RefundPanel({ refund, payee, trail = true }: { refund: RefundRecord; payee: "customer" | "shop"; trail?: boolean }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const { canAct } = usePlatformLevel();
  const auditCall = useRefundAudit();
  const payCall = useConfirmRefund();
  const [step, setStep] = useState<Step>(null);
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const currency = currencyOf(refund.currency);
  const money = (v: string | number) => formatAmount(v, currency);
  const askedCents = Math.round(Number(refund.amount) * 100);
  const coins = refund.coins ?? 0;
  const who = refund.user ? `${refund.user.nickname || "—"}${refund.user.mobile ? `（${refund.user.mobile}）` : ""}` : "—";
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);

  const whatGoesBack = () => {
    const parts: string[] = [];
    const cents = amount.trim() === "" ? askedCents : Math.round(Number(amount) * 100);
    if (cents > 0) parts.push(money(cents / 100));
    if (coins > 0) parts.push(t("refundPanel.coins", { n: coins }));
    return parts.join(t("refundPanel.and")) || money(0);
  };

  const open = (s: Step) => {
    setAmount(refund.amount === undefined ? "" : String(Number(refund.amount).toFixed(2)));
    setAmountError(undefined);
    setStep(s);
  };

  return (
    <>
    <DetailSection title={t("refundPanel.title")} actions={<RefundBadge status={refund.status} />}>
      <DetailRows
        rows={[
          { label: t("refundPanel.asked"), value: <strong>{money(refund.amount)}</strong> },
          { label: t("refundPanel.coinsBack"), value: coins > 0 ? t("refundPanel.coins", { n: coins }) : undefined, optional: true },
          { label: t("refundPanel.paid"), value: refund.refund_amount ? money(refund.refund_amount) : undefined, optional: true },
          { label: t(payee === "customer" ? "refundPanel.customer" : "refundPanel.buyer"), value: who },
          { label: t("refundPanel.shop"), value: refund.shop_name, optional: true },
          { label: t("refundPanel.reason"), value: refund.reason },
          { label: t("refundPanel.remark"), value: refund.remark, optional: true },
          { label: t("refundPanel.appliedAt"), value: time(refund.create_time) },
          { label: t("refundPanel.auditAt"), value: time(refund.audit_time), optional: true },
          { label: t("refundPanel.refundAt"), value: time(refund.refund_time), optional: true },
        ]}
      />
      {refund.images && refund.images.length > 0 && (
        <ul className="x-images" role="list" aria-label={t("refundPanel.images")}>
          {refund.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <Img className="x-images__img" src={src} alt={t("refundPanel.imageN", { n: i + 1 })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAct && refund.status === R.APPLYING && (
        <div className="x-actions">
          <Button variant="secondary" onClick={() => open("refuse")}>
            {t("refundPanel.refuse")}
          </Button>
          <Button onClick={() => open("pass")}>{t("refundPanel.pass")}</Button>
        </div>
      )}
      {canAct && refund.status === R.APPROVED && (
        <div className="x-actions">
          <Button onClick={() => open("pay")}>{t("refundPanel.pay")}</Button>
        </div>
      )}
      {refund.status === R.APPROVED && !canAct && <p className="admin-muted">{t("refundPanel.waitingPay")}</p>}

      <DecideDrawer
        open={step === "pass"}
        title={t("refundPanel.passTitle")}
        message={t("refundPanel.passText", { money: money(refund.amount) })}
        confirmLabel={t("refundPanel.pass")}
        remark="optional"
        onDecide={async (remark) => {
          await auditCall.trigger({ id: refund.id, pass: true, ...(remark ? { remark } : {}) });
          toast.success(t("refundPanel.passed"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "refuse"}
        title={t("refundPanel.refuseTitle")}
        message={t("refundPanel.refuseText")}
        confirmLabel={t("refundPanel.refuse")}
        danger
        remark="required"
        remarkPlaceholder={t("refundPanel.refusePlaceholder")}
        onDecide={async (remark) => {
          await auditCall.trigger({ id: refund.id, pass: false, remark });
          toast.success(t("refundPanel.refused"));
        }}
        onClose={() => setStep(null)}
      />
      <DecideDrawer
        open={step === "pay"}
        title={t("refundPanel.payTitle")}
        message={t(payee === "customer" ? "refundPanel.payTextCustomer" : "refundPanel.payTextShop", { what: whatGoesBack(), who: payee === "customer" ? who : refund.shop_name || "—" })}
        confirmLabel={t("refundPanel.payConfirm")}
        remark="optional"
        validate={() => {
          if (askedCents === 0) return true;
          const e = refundAmountError(amount, askedCents);
          setAmountError(e === undefined ? undefined : t(`refundPanel.${e}`, { max: money(refund.amount) }));
          return e === undefined;
        }}
        onDecide={async (remark) => {
          const cents = Math.round(Number(amount) * 100);
          await payCall.trigger({ id: refund.id, ...(askedCents > 0 && cents !== askedCents ? { amount: (cents / 100).toFixed(2) } : {}), ...(remark ? { remark } : {}) });
          toast.success(t("refundPanel.paidDone"));
        }}
        onClose={() => setStep(null)}
      >
        {askedCents > 0 && (
          <TextField
            label={t("refundPanel.amount", { symbol: currency.currencySymbol })}
            name="amount"
            inputMode="decimal"
            value={amount}
            hint={t("refundPanel.amountHint", { max: money(refund.amount) })}
            error={amountError}
            onChange={(v) => {
              setAmount(v);
              if (amountError) setAmountError(undefined);
            }}
          />
        )}
      </DecideDrawer>
    </DetailSection>
    {trail && <AuditTrail targets={[{ type: "refund", id: refund.id }]} />}
    </>
  );
}
