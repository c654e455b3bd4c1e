/**
 * /admin/user (§2): the merchant's money. What can be withdrawn now (the company's balance,
 * manage/index: the same figure as the dashboard's), what open withdrawals hold, a withdrawal to
 * sign if one waits, and the ways in: withdraw, the records of money and coins, withdrawals, bank
 * cards, the materials store, invites and exports.
 */
import type { ComponentType } from "react";
import { Link } from "wouter";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { CartIcon, DownloadIcon, MegaphoneIcon, OrderIcon, TicketIcon, WalletIcon } from "../../../../components/admin/nav-icons.tsx";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import type { IconProps } from "../../../../components/icons.tsx";
import { ErrorState, errorMessage } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { useAccounts } from "../api/use-accounts.ts";
import { useBalance } from "../api/use-balance.ts";
import { useInviteInfo } from "../api/use-invite-info.ts";
import { useWithdrawList } from "../api/use-withdraw-list.ts";
import { useMoney } from "../money.ts";
import "../components/user.css";

export function UserIndexPage() {
  const t = useT("admin-user");
  const balance = useBalance();
  const money = useMoney();
  const accounts = useAccounts();
  const invite = useInviteInfo();
  const signing = useWithdrawList({ status: 0, limit: 5 });
  const data = balance.data;
  const toSign = signing.data?.list ?? [];

  const ways: { key: string; href: string; icon: ComponentType<IconProps>; title: string; hint?: string }[] = [
    { key: "income", href: adminPaths.user.income(), icon: WalletIcon, title: t("home.income"), hint: t("home.incomeHint") },
    { key: "coin", href: adminPaths.user.coinIncome(), icon: TicketIcon, title: t("home.coins"), hint: t("home.coinsHint") },
    { key: "withdraw", href: adminPaths.user.withdraw(), icon: OrderIcon, title: t("home.withdrawals"), hint: t("home.withdrawalsHint") },
    {
      key: "cards",
      href: adminPaths.user.bankCard(),
      icon: WalletIcon,
      title: t("home.cards"),
      ...(accounts.data ? { hint: t("home.cardsN", { n: accounts.data.list.length }) } : {}),
    },
    { key: "store", href: adminPaths.store.index(), icon: CartIcon, title: t("home.store"), hint: t("home.storeHint") },
    {
      key: "invite",
      href: adminPaths.user.invite(),
      icon: MegaphoneIcon,
      title: t("home.invite"),
      ...(invite.data ? { hint: t("home.inviteN", { n: invite.data.invite_count }) } : {}),
    },
    { key: "exports", href: adminPaths.user.downloadRecord(), icon: DownloadIcon, title: t("home.exports"), hint: t("home.exportsHint") },
  ];

  return (
    <AdminPage title={t("home.title")}>
      <section className="money-card" aria-label={t("home.balance")}>
        {data === undefined && balance.error ? (
          <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.reload()} />
        ) : (
          <>
            <p className="money-card__label">{t("home.balance")}</p>
            <p className="money-card__value" data-testid="balance">
              {data ? money.exact(data.balance) : "—"}
            </p>
            <dl className="money-card__figures">
              <div>
                <dt>{t("home.frozen")}</dt>
                <dd data-testid="frozen">{data ? money.exact(data.frozen_amount ?? 0) : "—"}</dd>
              </div>
              <div>
                <dt>{t("home.total")}</dt>
                <dd>{data ? money.exact(data.total_income) : "—"}</dd>
              </div>
              <div>
                <dt>{t("home.month")}</dt>
                <dd>{data ? money.exact(data.month_income) : "—"}</dd>
              </div>
            </dl>
            <div className="money-card__actions">
              <Link href={adminPaths.user.withdrawForm()} className={buttonClassName("secondary", { size: "sm" })}>
                {t("home.withdraw")}
              </Link>
              <Link href={adminPaths.user.income()} className="money-card__link">
                {t("home.records")}
              </Link>
            </div>
          </>
        )}
      </section>

      {toSign.length > 0 && (
        <Link href={adminPaths.user.withdrawSign({ id: toSign[0]?.id })} className="money-notice">
          <span>{t("home.toSign", { n: signing.data?.total ?? toSign.length })}</span>
          <span className="money-notice__go">
            {t("home.signNow")}
            <ChevronRightIcon size={16} />
          </span>
        </Link>
      )}

      <DetailSection title={t("home.ways")}>
        <ul className="money-ways" role="list">
          {ways.map(({ key, href, icon: Icon, title, hint }) => (
            <li key={key}>
              <Link href={href} className="money-way">
                <span className="money-way__icon">
                  <Icon size={22} />
                </span>
                <span className="money-way__text">
                  <span className="money-way__title">{title}</span>
                  {hint !== undefined && <span className="money-way__hint">{hint}</span>}
                </span>
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </DetailSection>
    </AdminPage>
  );
}
