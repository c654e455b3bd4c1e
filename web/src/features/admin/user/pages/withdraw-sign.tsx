/**
 * /admin/user/withdraw-sign?id (§2, issue 16 D9): the e-signature of one withdrawal. The
 * agreement (tixian/esign-data: the parties, the amount, the fee, what arrives, the account) and
 * where the withdrawal stands. "Sign" asks esign/get-url for the signing page (the provider's;
 * the mock's stand-in /mock-esign/<flow>) and goes there; the provider sends the browser back
 * here with `esign_status`, the withdrawal then waits for the platform's review and the signed
 * PDF can be downloaded (its signer only). Not signed yet, it can be given up (the money comes
 * back). Without an id: the withdrawals waiting for a signature, to pick one.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ESIGN_STATUS } from "../../../../../contract/http/weixin.ts";
import { WITHDRAW_STATUS as W, type EsignData, type Withdrawal } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection, Timeline } from "../../../../components/admin/detail.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { saveFile } from "../../../../lib/admin/download.ts";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useEsignData } from "../api/use-esign-data.ts";
import { useEsignInfo } from "../api/use-esign-info.ts";
import { useEsignUrl } from "../api/use-esign-url.ts";
import { useWithdrawCancel } from "../api/use-withdraw-cancel.ts";
import { useWithdrawList } from "../api/use-withdraw-list.ts";
import { WithdrawBadge } from "../components/withdraw-status.tsx";
import { groupCardNumber, useMoney } from "../money.ts";
import "../components/user.css";

export function WithdrawSignPage() {
  const t = useT("admin-user");
  const search = useSearch();
  const id = queryId(search);
  const data = useEsignData(id);
  const back = new URLSearchParams(search).get("esign_status");

  let body;
  if (id === null) body = <Waiting />;
  else if (data.data === undefined) body = data.error ? <ErrorState message={errorMessage(data.error)} onRetry={() => void data.reload()} /> : <LoadingState />;
  else body = <Agreement data={data.data} returned={back === null ? null : Number(back)} />;

  return (
    <AdminPage title={t("sign.title")} backHref={adminPaths.user.withdraw()} subtitle={data.data?.withdrawal?.sn}>
      {body}
    </AdminPage>
  );
}

/** No id: the withdrawals that wait for their signature. */
function Waiting() {
  const t = useT("admin-user");
  const money = useMoney();
  const lang = useLanguage();
  const list = useWithdrawList({ status: W.SIGNING, limit: 20 });
  const rows = list.data?.list;
  if (rows === undefined) return list.error ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} /> : <LoadingState />;
  if (rows.length === 0)
    return (
      <EmptyState
        title={t("sign.none")}
        text={t("sign.noneText")}
        action={
          <Link href={adminPaths.user.withdrawForm()} className={buttonClassName("primary", { size: "sm" })}>
            {t("home.withdraw")}
          </Link>
        }
      />
    );
  return (
    <DetailSection title={t("sign.pick")}>
      <ul className="money-rows" role="list">
        {rows.map((w) => (
          <li key={w.id}>
            <Link href={adminPaths.user.withdrawSign({ id: w.id })} className="money-row">
              <span className="money-row__main">
                <span className="money-mono">{w.sn}</span>
                <small className="money-muted">{formatDateTime(w.create_time, lang)}</small>
              </span>
              <strong>{money.exact(w.amount)}</strong>
              <ChevronRightIcon size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function Agreement({ data, returned }: { data: EsignData; returned: number | null }) {
  const t = useT("admin-user");
  const lang = useLanguage();
  const money = useMoney();
  const [, navigate] = useLocation();
  const w: Withdrawal | undefined = data.withdrawal;
  const esign = useEsignInfo(data.withdraw_id);
  const getUrl = useEsignUrl();
  const cancel = useWithdrawCancel();
  const [going, setGoing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const signing = w?.status === W.SIGNING;
  const signed = data.is_signed === 1;
  const flow = esign.data?.status;
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);

  const sign = async () => {
    if (going) return;
    setGoing(true);
    try {
      // Back to this page (this site only, contract EsignRedirect), without the last return's status.
      const res = await getUrl.trigger({ type: "withdraw", withdraw_id: data.withdraw_id, redirect_url: adminPaths.user.withdrawSign({ id: data.withdraw_id }) });
      window.location.assign(res.url);
    } catch {
      setGoing(false); // said by the HTTP client
    }
  };

  return (
    <>
      {returned === ESIGN_STATUS.SIGNED && signed && (
        <p className="admin-alert admin-alert--success" role="status">
          {t("sign.doneBanner")}
        </p>
      )}
      {returned === ESIGN_STATUS.REFUSED && signing && (
        <p className="admin-alert" role="status">
          {t("sign.refusedBanner")}
        </p>
      )}

      <DetailSection className="sign-head">
        <div className="sign-head__line">
          {w ? <WithdrawBadge status={w.status} /> : <span />}
          <strong className="sign-head__money">{money.exact(data.amount)}</strong>
        </div>
        <p className="money-muted">{w ? t(`sign.note${w.status as 0}`) : null}</p>
        {signing && flow === ESIGN_STATUS.EXPIRED && <p className="money-footnote">{t("sign.expired")}</p>}
        <div className="sign-head__actions">
          {signing && (
            <>
              <Button variant="secondary" onClick={() => setCancelling(true)}>
                {t("sign.cancel")}
              </Button>
              <Button loading={going} onClick={() => void sign()}>
                {flow === ESIGN_STATUS.SIGNING ? t("sign.resume") : t("sign.go")}
              </Button>
            </>
          )}
          {signed && data.file_url && (
            <Button variant="secondary" onClick={() => saveFile(data.file_url ?? "", `${data.contract_no}.pdf`)}>
              {t("sign.download")}
            </Button>
          )}
        </div>
      </DetailSection>

      <div className="money-columns">
        <DetailSection title={t("sign.agreement")}>
          <DetailRows
            rows={[
              { label: t("sign.contract"), value: data.contract_name },
              { label: t("sign.contractNo"), value: <span className="money-mono">{data.contract_no}</span> },
              { label: t("sign.partyA"), value: data.party_a.name },
              { label: t("sign.partyB"), value: data.party_b.name },
              { label: t("sign.mobile"), value: data.party_b.mobile, optional: true },
              { label: t("sign.amount"), value: money.exact(data.amount) },
              { label: t("withdrawForm.fee", { rate: "0.6%" }), value: w ? money.exact(w.fee) : undefined, optional: true },
              { label: t("withdrawForm.arrives"), value: w ? <strong>{money.exact(w.actual_amount)}</strong> : undefined, optional: true },
              { label: t("withdrawForm.to"), value: w ? `${w.bank_name ?? ""} ${groupCardNumber(w.bank_account)} · ${w.account_name ?? ""}` : undefined, optional: true },
              { label: t("sign.signedAt"), value: time(data.signed_time), optional: true },
            ]}
          />
        </DetailSection>
        {w && (
          <DetailSection title={t("sign.progress")}>
            <Timeline
              label={t("sign.progress")}
              steps={[
                { key: "apply", title: t("sign.stepApply"), state: "done", time: time(w.create_time) },
                { key: "sign", title: t("sign.stepSign"), state: signed ? "done" : w.status === W.CANCELLED ? "failed" : "current", ...(signed ? { time: time(data.signed_time) } : {}) },
                {
                  key: "review",
                  title: w.status === W.REJECTED ? t("sign.stepRejected") : w.status === W.CANCELLED ? t("sign.stepCancelled") : t("sign.stepReview"),
                  state: w.status === W.REVIEWING ? "current" : w.status === W.PAID ? "done" : w.status === W.REJECTED || w.status === W.CANCELLED ? "failed" : "pending",
                  ...(w.remark ? { detail: w.remark } : {}),
                },
                { key: "paid", title: t("sign.stepPaid"), state: w.status === W.PAID ? "done" : "pending", ...(w.pay_time ? { time: time(w.pay_time) } : {}) },
              ]}
            />
          </DetailSection>
        )}
      </div>

      <ConfirmDrawer
        open={cancelling}
        danger
        title={t("sign.cancelTitle")}
        message={t("sign.cancelText", { money: money.exact(data.amount) })}
        confirmLabel={t("sign.cancelConfirm")}
        cancelLabel={t("sign.keep")}
        onConfirm={async () => {
          await cancel.trigger({ id: data.withdraw_id });
          toast.success(t("sign.cancelled"));
          // Drop a return's esign_status from the address: its banner no longer applies.
          navigate(adminPaths.user.withdrawSign({ id: data.withdraw_id }), { replace: true });
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
