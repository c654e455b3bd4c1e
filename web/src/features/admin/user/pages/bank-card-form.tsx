/**
 * /admin/user/bank-card-form?id (§2): add (no id) or change a payout account: personal or
 * company, the holder (§5 Chinese-name rule for a person; a registered name for a company), the
 * bank, the card number (an edit that leaves it empty keeps the saved one: it never comes back
 * whole), the 12-digit bank code (CNAPS), an Alipay account, default. Each field says what is
 * wrong under it, from the page's checks and, if the server still refuses, from its 422's
 * `data.fields`; nothing typed is lost on a refusal.
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ACCOUNT_TYPE, type PayoutAccount } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, TextField } from "../../../../components/form-field.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, hasErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { RequestError } from "../../../../lib/http.ts";
import { useOneAtATime } from "../../../../lib/admin/one-at-a-time.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useAccount } from "../api/use-account.ts";
import { useAccountSave } from "../api/use-account-save.ts";
import { cardErrors, cardInput, serverCardErrors, type CardField, type CardForm, type CardProblem } from "../card-rules.ts";
import "../components/user.css";

const EMPTY: CardForm = { type: ACCOUNT_TYPE.PERSONAL, account_name: "", bank_name: "", bank_account: "", bank_code: "", alipay: "", alipay_remove: false, is_default: false };

export function BankCardFormPage() {
  const t = useT("admin-user");
  const search = useSearch();
  const id = queryId(search);
  const toWithdraw = new URLSearchParams(search).get("return_to") === "withdraw";
  const account = useAccount(id);

  let body;
  if (id === null) body = <CardFormBody key="new" id={null} initial={EMPTY} toWithdraw={toWithdraw} />;
  else if (account.data === undefined)
    body = account.error ? (
      <ErrorState message={errorMessage(account.error)} onRetry={() => void account.reload()} />
    ) : (
      <LoadingState />
    );
  else
    body = (
      <CardFormBody key={id} id={id} initial={formOf(account.data)} masked={account.data.bank_account ?? ""} maskedAlipay={account.data.alipay ?? ""} toWithdraw={toWithdraw} />
    );

  return (
    <AdminPage
      title={id === null ? t("cardForm.addTitle") : t("cardForm.editTitle")}
      backHref={toWithdraw ? adminPaths.user.withdrawForm() : id === null ? adminPaths.user.bankCard() : adminPaths.user.bankCardDetail({ id })}
    >
      {id !== null && account.error && account.data === undefined ? (
        <EmptyState title={t("cardForm.notFound")} action={<Link href={adminPaths.user.bankCard()}>{t("card.toList")}</Link>} />
      ) : (
        body
      )}
    </AdminPage>
  );
}

function formOf(a: PayoutAccount): CardForm {
  return {
    type: a.type === ACCOUNT_TYPE.COMPANY ? ACCOUNT_TYPE.COMPANY : ACCOUNT_TYPE.PERSONAL,
    account_name: a.account_name ?? "",
    bank_name: a.bank_name ?? "",
    // The whole number never comes back (§5): left empty, the saved one is kept.
    bank_account: "",
    bank_code: a.bank_code ?? "",
    // A masked Alipay account cannot be sent back: it is typed again to change it.
    alipay: "",
    alipay_remove: false,
    is_default: a.is_default === 1,
  };
}

function CardFormBody({ id, initial, masked, maskedAlipay = "", toWithdraw }: { id: number | null; initial: CardForm; masked?: string; maskedAlipay?: string; toWithdraw: boolean }) {
  const t = useT("admin-user");
  const [, navigate] = useLocation();
  const save = useAccountSave();
  const [form, setForm] = useState<CardForm>(initial);
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  const personal = form.type === ACCOUNT_TYPE.PERSONAL;

  const say = (f: CardField) => {
    const p = errors[f];
    return p === undefined ? undefined : t(`card.error.${p as CardProblem}`);
  };
  const set = <K extends keyof CardForm>(k: K, v: CardForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const once = useOneAtATime();
  const submit = async () => {
    if (once.busy) return;
    const e = cardErrors(form, id === null);
    setErrors(e);
    setRefused([]);
    if (hasErrors(e)) {
      requestAnimationFrame(() => focusFirstError(ref.current));
      return;
    }
    try {
      // A double tap saves one card.
      const saved = await once.run(() => save.trigger(cardInput(form, id)));
      if (saved === undefined) return;
      toast.success(t("cardForm.saved"));
      navigate(toWithdraw ? adminPaths.user.withdrawForm() : adminPaths.user.bankCardDetail({ id: saved.id }), { replace: true });
    } catch (err) {
      if (!(err instanceof RequestError)) return;
      const fields = (err.data as { fields?: unknown } | null | undefined)?.fields;
      if (err.status === 422 && typeof fields === "object" && fields !== null) {
        const server = serverCardErrors(fields as Record<string, unknown>, form.type);
        setErrors(server.fields);
        setRefused(server.other);
        requestAnimationFrame(() => focusFirstError(ref.current));
      } else if (err.kind === "api") setRefused([err.message]);
    }
  };

  return (
    <div ref={ref} className="card-form">
      <Form onSubmit={() => void submit()} aria-label={id === null ? t("cardForm.addTitle") : t("cardForm.editTitle")}>
        {refused.length > 0 && (
          <p className="admin-alert admin-alert--danger" role="alert">
            {refused.join("；")}
          </p>
        )}
        <DetailSection title={t("cardForm.kind")}>
          <div className="money-segment" role="radiogroup" aria-label={t("cardForm.kind")}>
            {[ACCOUNT_TYPE.PERSONAL, ACCOUNT_TYPE.COMPANY].map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={form.type === k}
                className="money-segment__item"
                onClick={() => {
                  set("type", k);
                  setErrors((e) => ({ ...e, account_name: undefined }));
                }}
              >
                <strong>{k === ACCOUNT_TYPE.PERSONAL ? t("card.personal") : t("card.company")}</strong>
                <small>{k === ACCOUNT_TYPE.PERSONAL ? t("cardForm.personalHint") : t("cardForm.companyHint")}</small>
              </button>
            ))}
          </div>
        </DetailSection>
        <DetailSection title={t("cardForm.details")}>
          <div className="money-fields">
            <TextField
              label={personal ? t("cardForm.holder") : t("cardForm.companyName")}
              name="account_name"
              required
              maxLength={personal ? 20 : 60}
              autoComplete={personal ? "name" : "organization"}
              hint={personal ? t("cardForm.holderHint") : t("cardForm.companyNameHint")}
              value={form.account_name}
              error={say("account_name")}
              onChange={(v) => set("account_name", v)}
            />
            <TextField
              label={t("cardForm.bankName")}
              name="bank_name"
              required
              maxLength={50}
              placeholder={t("cardForm.bankNameHint")}
              value={form.bank_name}
              error={say("bank_name")}
              onChange={(v) => set("bank_name", v)}
            />
            <TextField
              label={personal ? t("cardForm.cardNumber") : t("cardForm.accountNumber")}
              name="bank_account"
              required={id === null}
              inputMode="numeric"
              autoComplete="off"
              maxLength={38}
              placeholder={id !== null ? t("cardForm.keepNumber", { n: masked ?? "" }) : undefined}
              hint={id !== null ? t("cardForm.keepNumberHint") : undefined}
              value={form.bank_account}
              error={say("bank_account")}
              onChange={(v) => set("bank_account", v.replace(/[^\d\s]/g, ""))}
            />
            <TextField
              label={t("cardForm.bankCode")}
              name="bank_code"
              required
              inputMode="numeric"
              maxLength={12}
              hint={t("cardForm.bankCodeHint")}
              value={form.bank_code}
              error={say("bank_code")}
              onChange={(v) => set("bank_code", v.replace(/\D/g, ""))}
            />
            <TextField
              label={t("cardForm.alipay")}
              name="alipay"
              maxLength={254}
              placeholder={maskedAlipay !== "" && !form.alipay_remove ? t("cardForm.keepNumber", { n: maskedAlipay }) : undefined}
              hint={maskedAlipay !== "" ? t("cardForm.alipayKeepHint") : t("cardForm.alipayHint")}
              value={form.alipay}
              error={say("alipay")}
              disabled={form.alipay_remove}
              onChange={(v) => set("alipay", v)}
            />
            {maskedAlipay !== "" && (
              <label className="money-check">
                <input
                  type="checkbox"
                  checked={form.alipay_remove}
                  onChange={(e) => {
                    set("alipay_remove", e.target.checked);
                    if (e.target.checked) set("alipay", "");
                  }}
                />
                <span>{t("cardForm.alipayRemove", { n: maskedAlipay })}</span>
              </label>
            )}
            <label className="money-check">
              <input type="checkbox" checked={form.is_default} onChange={(e) => set("is_default", e.target.checked)} />
              <span>{t("cardForm.default")}</span>
            </label>
          </div>
        </DetailSection>
        <div className="money-actions">
          <Button type="submit" block loading={once.busy}>
            {t("cardForm.save")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
