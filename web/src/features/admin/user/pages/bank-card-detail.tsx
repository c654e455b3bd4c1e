/**
 * /admin/user/bank-card-detail?id (§2): one payout account, its number and Alipay masked (§5, as
 * the server sends them), and its withdrawals still open. Delete asks first (§4) and is not
 * offered while a withdrawal to the account is open (signing or in review), saying which; if the
 * server still refuses (a withdrawal opened meanwhile, a shop paid out to it) it says why.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ACCOUNT_TYPE, WITHDRAW_STATUS, type PayoutAccount } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { RequestError } from "../../../../lib/http.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useAccount } from "../api/use-account.ts";
import { useAccountDelete } from "../api/use-account-delete.ts";
import { useWithdrawList } from "../api/use-withdraw-list.ts";
import { BankCardFace } from "../components/bank-card-face.tsx";
import { groupCardNumber, useMoney } from "../money.ts";
import "../components/user.css";

export function BankCardDetailPage() {
  const t = useT("admin-user");
  const id = queryId(useSearch());
  const account = useAccount(id);

  let body;
  if (id === null) body = <EmptyState title={t("cardDetail.noId")} action={<Link href={adminPaths.user.bankCard()}>{t("card.toList")}</Link>} />;
  else if (account.data === undefined) body = account.error ? <ErrorState message={errorMessage(account.error)} onRetry={() => void account.reload()} /> : <LoadingState />;
  else body = <CardDetail account={account.data} />;

  return (
    <AdminPage title={t("cardDetail.title")} backHref={adminPaths.user.bankCard()}>
      {body}
    </AdminPage>
  );
}

function CardDetail({ account: a }: { account: PayoutAccount }) {
  const t = useT("admin-user");
  const lang = useLanguage();
  const money = useMoney();
  const [, navigate] = useLocation();
  const remove = useAccountDelete();
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // Open withdrawals: at most OPEN_WITHDRAW_MAX of each status, so one page of each holds them all.
  const signing = useWithdrawList({ status: WITHDRAW_STATUS.SIGNING, limit: 20 });
  const reviewing = useWithdrawList({ status: WITHDRAW_STATUS.REVIEWING, limit: 20 });
  const known = signing.data !== undefined && reviewing.data !== undefined;
  const open = [...(signing.data?.list ?? []), ...(reviewing.data?.list ?? [])].filter((w) => w.account_id === a.id);
  const company = a.type === ACCOUNT_TYPE.COMPANY;

  return (
    <>
      <BankCardFace account={a} />
      <DetailSection title={t("cardDetail.info")}>
        <DetailRows
          rows={[
            { label: t("cardDetail.kind"), value: company ? t("card.company") : t("card.personal") },
            { label: company ? t("cardForm.companyName") : t("cardForm.holder"), value: a.account_name },
            { label: t("cardForm.bankName"), value: a.bank_name },
            { label: company ? t("cardForm.accountNumber") : t("cardForm.cardNumber"), value: <span className="money-mono">{groupCardNumber(a.bank_account)}</span> },
            { label: t("cardForm.bankCode"), value: <span className="money-mono">{a.bank_code}</span> },
            { label: t("cardForm.alipay"), value: a.alipay, optional: true },
            { label: t("cardDetail.default"), value: a.is_default === 1 ? t("cardDetail.yes") : t("cardDetail.no") },
            { label: t("cardDetail.added"), value: a.create_time ? formatDateTime(a.create_time, lang) : undefined, optional: true },
          ]}
        />
      </DetailSection>

      {open.length > 0 && (
        <DetailSection title={t("cardDetail.open")}>
          <p className="admin-alert" role="status">
            {t("cardDetail.inUse")}
          </p>
          <ul className="money-rows" role="list">
            {open.map((w) => (
              <li key={w.id}>
                <Link href={adminPaths.user.withdrawSign({ id: w.id })} className="money-row">
                  <span className="money-mono">{w.sn}</span>
                  <strong>{money.exact(w.amount)}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}

      {refused !== null && (
        <p className="admin-alert admin-alert--danger" role="alert">
          {refused}
        </p>
      )}

      <div className="money-actions money-actions--row">
        <Button variant="danger" disabled={!known || open.length > 0} onClick={() => setAsking(true)}>
          {t("cardDetail.delete")}
        </Button>
        <Link href={adminPaths.user.bankCardForm({ id: a.id })} className={buttonClassName("secondary")}>
          {t("cardDetail.edit")}
        </Link>
      </div>

      <ConfirmDrawer
        open={asking}
        danger
        title={t("cardDetail.deleteTitle")}
        message={t("cardDetail.deleteText", { bank: a.bank_name ?? "", n: (a.bank_account ?? "").slice(-4) })}
        confirmLabel={t("cardDetail.deleteConfirm")}
        onConfirm={async () => {
          setRefused(null);
          try {
            await remove.trigger({ id: a.id });
          } catch (err) {
            // The server's reason (an open withdrawal, a shop paid out here) stays on the page.
            if (err instanceof RequestError && err.kind === "api") {
              setRefused(err.message);
              setAsking(false);
              return;
            }
            throw err;
          }
          toast.success(t("cardDetail.deleted"));
          navigate(adminPaths.user.bankCard(), { replace: true });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
