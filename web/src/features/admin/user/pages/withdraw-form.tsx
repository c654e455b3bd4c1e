/**
 * /admin/user/withdraw-form (§2): withdraw from the balance to a payout account. What can be
 * withdrawn now and what open withdrawals hold (tixian/withdraw-info); the account (the default
 * first; none yet: add one first); the amount (at least ¥1.00, at most the balance, "all"); the
 * fee and what arrives, shown as it is typed and again in the confirmation. Confirmed, the amount
 * leaves the balance at once (held aside while the withdrawal waits) and the next step is the
 * e-signature (withdraw-sign?id=).
 */
import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { PayoutAccount } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Form, TextField } from "../../../../components/form-field.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { RequestError } from "../../../../lib/http.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useAccounts } from "../api/use-accounts.ts";
import { useWithdrawApply } from "../api/use-withdraw-apply.ts";
import { useWithdrawInfo } from "../api/use-withdraw-info.ts";
import { groupCardNumber, useMoney } from "../money.ts";
import { amountCents, amountProblem, feeOf, moneyCents } from "../withdraw-rules.ts";
import "../components/user.css";

export function WithdrawFormPage() {
  const t = useT("admin-user");
  const info = useWithdrawInfo();
  const accounts = useAccounts();

  let body;
  if (info.data === undefined || accounts.data === undefined) {
    const error = info.error ?? accounts.error;
    body = error ? (
      <ErrorState
        message={errorMessage(error)}
        onRetry={() => {
          void info.reload();
          void accounts.reload();
        }}
      />
    ) : (
      <LoadingState />
    );
  } else if (accounts.data.list.length === 0)
    body = (
      <EmptyState
        title={t("withdrawForm.noCard")}
        text={t("withdrawForm.noCardText")}
        action={
          <Link href={adminPaths.user.bankCardForm({ return_to: "withdraw" })} className={buttonClassName("primary", { size: "sm" })}>
            {t("card.add")}
          </Link>
        }
      />
    );
  else
    body = (
      <WithdrawForm
        accounts={accounts.data.list}
        availableCents={moneyCents(info.data.available)}
        frozen={info.data.frozen}
        minCents={moneyCents(info.data.min_amount)}
        maxCents={moneyCents(info.data.max_amount)}
        openFull={info.data.open_count >= info.data.open_max}
        openMax={info.data.open_max}
      />
    );

  return (
    <AdminPage title={t("withdrawForm.title")} backHref={adminPaths.user.index()}>
      {body}
    </AdminPage>
  );
}

interface FormProps {
  accounts: readonly PayoutAccount[];
  availableCents: number;
  frozen: string | number;
  minCents: number;
  maxCents: number;
  openFull: boolean;
  openMax: number;
}

function WithdrawForm({ accounts, availableCents, frozen, minCents, maxCents, openFull, openMax }: FormProps) {
  const t = useT("admin-user");
  const money = useMoney();
  const [, navigate] = useLocation();
  const apply = useWithdrawApply();
  const [accountId, setAccountId] = useState(() => (accounts.find((a) => a.is_default === 1) ?? accounts[0])?.id);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const account = accounts.find((a) => a.id === accountId);
  const cents = amountCents(amount);
  const valid = amountProblem(amount, { availableCents, minCents, maxCents }) === undefined;
  const fee = cents !== null && valid ? feeOf(cents) : null;
  const yuan = (c: number) => money.exact(c / 100);

  const check = () => {
    const p = amountProblem(amount, { availableCents, minCents, maxCents });
    const msg = p === undefined ? undefined : t(`withdrawForm.error.${p}`, { min: yuan(minCents), max: yuan(Math.min(availableCents, maxCents)) });
    setError(msg);
    return msg === undefined;
  };

  const submit = () => {
    setRefused(null);
    if (!check() || account === undefined || openFull) {
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    if (account === undefined || cents === null) return;
    try {
      const w = await apply.trigger({ account_id: account.id, amount: (cents / 100).toFixed(2) });
      navigate(adminPaths.user.withdrawSign({ id: w.id }), { replace: true });
    } catch (err) {
      // Said on the form (over the balance, too many open); the drawer closes, the amount stays.
      if (err instanceof RequestError) setRefused(err.message);
      setConfirming(false);
    }
  };

  return (
    <div ref={ref} className="withdraw-form">
      <Form onSubmit={submit} aria-label={t("withdrawForm.title")}>
        <section className="money-card money-card--slim" aria-label={t("withdrawForm.available")}>
          <p className="money-card__label">{t("withdrawForm.available")}</p>
          <p className="money-card__value">{yuan(availableCents)}</p>
          <p className="money-card__sub">{t("withdrawForm.frozen", { money: money.exact(frozen) })}</p>
        </section>

        {openFull && (
          <p className="admin-alert" role="status">
            {t("withdrawForm.openFull", { n: openMax })} <Link href={adminPaths.user.withdraw()}>{t("withdrawForm.toList")}</Link>
          </p>
        )}
        {refused !== null && (
          <p className="admin-alert admin-alert--danger" role="alert">
            {refused}
          </p>
        )}

        <DetailSection title={t("withdrawForm.to")} actions={<Link href={adminPaths.user.bankCardForm({ return_to: "withdraw" })}>{t("card.add")}</Link>}>
          <div className="money-accounts" role="radiogroup" aria-label={t("withdrawForm.to")}>
            {accounts.map((a) => (
              <button key={a.id} type="button" role="radio" aria-checked={a.id === accountId} className="money-account" onClick={() => setAccountId(a.id)}>
                <span className="money-account__bank">{a.bank_name}</span>
                <span className="money-mono">{groupCardNumber(a.bank_account)}</span>
                <span className="money-muted money-account__holder">{a.account_name}</span>
              </button>
            ))}
          </div>
        </DetailSection>

        <DetailSection title={t("withdrawForm.amount")}>
          <TextField
            label={t("withdrawForm.amountLabel", { symbol: money.currency.currencySymbol })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("withdrawForm.amountHint", { min: yuan(minCents) })}
            value={amount}
            error={error}
            onChange={(v) => {
              setAmount(v.replace(/[^\d.]/g, ""));
              if (error) setError(undefined);
            }}
            onBlur={() => amount !== "" && check()}
            addon={
              <button type="button" className="money-all" disabled={availableCents < minCents} onClick={() => setAmount((Math.min(availableCents, maxCents) / 100).toFixed(2))}>
                {t("withdrawForm.all")}
              </button>
            }
          />
          <dl className="money-fee" aria-live="polite">
            <div>
              <dt>{t("withdrawForm.fee", { rate: "0.6%" })}</dt>
              <dd data-testid="fee">{fee ? yuan(fee.fee) : "—"}</dd>
            </div>
            <div>
              <dt>{t("withdrawForm.arrives")}</dt>
              <dd data-testid="arrives">
                <strong>{fee ? yuan(fee.arrives) : "—"}</strong>
              </dd>
            </div>
          </dl>
          <p className="money-footnote">{t("withdrawForm.rules", { min: yuan(minCents) })}</p>
        </DetailSection>

        <div className="money-actions">
          <Button type="submit" block disabled={openFull || account === undefined} loading={apply.isMutating}>
            {t("withdrawForm.submit")}
          </Button>
        </div>
      </Form>

      <ConfirmDrawer
        open={confirming && fee !== null && account !== undefined}
        title={t("withdrawForm.confirmTitle")}
        message={t("withdrawForm.confirmText")}
        details={
          fee !== null && account !== undefined && cents !== null ? (
            <DetailRows
              rows={[
                { label: t("withdrawForm.amount"), value: yuan(cents) },
                { label: t("withdrawForm.fee", { rate: "0.6%" }), value: yuan(fee.fee) },
                { label: t("withdrawForm.arrives"), value: <strong>{yuan(fee.arrives)}</strong> },
                { label: t("withdrawForm.to"), value: `${account.bank_name} ${(account.bank_account ?? "").slice(-4)} · ${account.account_name}` },
              ]}
            />
          ) : undefined
        }
        confirmLabel={t("withdrawForm.confirm")}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
