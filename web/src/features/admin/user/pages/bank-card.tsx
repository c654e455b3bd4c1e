/**
 * /admin/user/bank-card (§2): the merchant's payout accounts (§3), each as a card: the bank,
 * personal or company, the number masked as the server sends it (§5), the holder, the default
 * one marked; a way to add one. Opening a card shows its detail.
 */
import { Link } from "wouter";
import type { PayoutAccount } from "../../../../../contract/http/tixian.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { useAccounts } from "../api/use-accounts.ts";
import { BankCardFace } from "../components/bank-card-face.tsx";
import "../components/user.css";

export function BankCardPage() {
  const t = useT("admin-user");
  const accounts = useAccounts();
  const list = accounts.data?.list;
  const add = (
    <Link href={adminPaths.user.bankCardForm()} className="money-head-action">
      {t("card.add")}
    </Link>
  );
  const addFirst = (
    <Link href={adminPaths.user.bankCardForm()} className={buttonClassName("primary", { size: "sm" })}>
      {t("card.add")}
    </Link>
  );

  let body;
  if (list === undefined) body = accounts.error ? <ErrorState message={errorMessage(accounts.error)} onRetry={() => void accounts.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("card.empty")} text={t("card.emptyText")} action={addFirst} />;
  else
    body = (
      <ul className="bank-cards" role="list" aria-label={t("card.title")}>
        {list.map((a: PayoutAccount) => (
          <li key={a.id}>
            <Link href={adminPaths.user.bankCardDetail({ id: a.id })} className="bank-cards__link">
              <BankCardFace account={a} />
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <AdminPage title={t("card.title")} backHref={adminPaths.user.index()} actions={list !== undefined && list.length > 0 ? add : undefined}>
      {body}
      <p className="money-footnote">{t("card.note")}</p>
    </AdminPage>
  );
}
