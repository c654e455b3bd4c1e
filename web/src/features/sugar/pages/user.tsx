/**
 * /sugar/user?sn (§2, the shell's "mine" page): who is signed in, balance (§3 total_money) and
 * coins, and the way to orders, coupons, ranking, activities, buyer protection; logging out
 * (§4: clears the token and stored openid) asks first. The shell's tab bar stays below it: this
 * is its 我的 tab (issue 11).
 */
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { ChevronRightIcon, ConfirmDrawer, Img, TopBar } from "../../../components/index.ts";
import { LanguageSetting } from "../../../components/language-switcher.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { maskEmail, maskPhone } from "../../../lib/mask.ts";
import { useSession } from "../../../lib/session.tsx";
import "../components/order.css";
import { OrderLoginPrompt } from "../components/order-parts.tsx";
import { ShellTabBar } from "../components/shell-parts.tsx";
import { useSugarHome } from "../api/use-sugar-home.ts";
import { usePrinterSn } from "../printer-sn.ts";

export default function SugarUserPage() {
  const t = useT("sugar-order");
  usePageTitle(t("user.title")); // §1: page title plus company or product title
  const { user, signOut } = useSession();
  const { sn } = usePrinterSn();
  const home = useSugarHome(sn);
  const [confirm, setConfirm] = useState(false);

  const links: [string, string][] = [
    [paths.sugar.order({ sn }), t("user.orders")],
    [paths.user.coupon(), t("user.coupons")],
    [paths.sugar.ranking({ sn }), t("user.ranking")],
    ...(sn ? ([[paths.sugar.orderActivity({ sn }), t("user.activity")]] as [string, string][]) : []),
    [paths.sugar.protect({ sn }), t("user.protect")],
    [paths.user.index(), t("user.center")],
  ];

  return (
    <div className="order-page">
      <TopBar title={t("user.title")} backHref={paths.sugar.index({ sn })} />
      {!user ? (
        <OrderLoginPrompt text={t("user.login")} />
      ) : (
        <>
          <section className="order-section">
            <div className="order-user">
              <Img className="order-user__avatar" src={user.avatar} alt="" />
              <div>
                <p className="order-head__name">{user.nickname || maskPhone(user.mobile) || maskEmail(user.email)}</p>
                <p className="order-muted">{user.mobile ? maskPhone(user.mobile) : user.email ? maskEmail(user.email) : t("user.id", { id: user.id })}</p>
              </div>
            </div>
            <dl className="order-user__stats">
              <div>
                <dd>{formatPrice(user.total_money, readCachedCurrency())}</dd>
                <dt>{t("user.balance")}</dt>
              </div>
              <div>
                <dd>{user.coins ?? 0}</dd>
                <dt>{t("user.coins")}</dt>
              </div>
            </dl>
          </section>
          <section className="order-section">
            <ul className="order-menu">
              {links.map(([href, label]) => (
                <li key={href}>
                  <Link href={href}>
                    <span>{label}</span>
                    <ChevronRightIcon size={18} />
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={() => setConfirm(true)}>
                  <span>{t("user.logout")}</span>
                </button>
              </li>
            </ul>
          </section>
          <ConfirmDrawer
            open={confirm}
            title={t("user.logoutConfirm")}
            confirmLabel={t("user.logout")}
            danger
            onConfirm={() => {
              signOut();
              setConfirm(false);
            }}
            onClose={() => setConfirm(false)}
          />
        </>
      )}
      <div className="order-lang">
        <LanguageSetting />
      </div>
      {sn && <ShellTabBar sn={sn} active="account" hasMine={(home.data?.self_count ?? 0) > 0} />}
    </div>
  );
}
