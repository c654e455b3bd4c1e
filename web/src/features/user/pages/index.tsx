/** /user (§2): profile, balance, coins and coupons, and the ways into the rest of the account. */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Button } from "../../../components/button.tsx";
import { ChevronRightIcon } from "../../../components/action-icons.tsx";
import { Img } from "../../../components/image.tsx";
import { LanguageSetting } from "../../../components/language-switcher.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { formatBigNumber } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { maskEmail, maskPhone } from "../../../lib/mask.ts";
import { hasContact } from "../../../lib/roles.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useCouponList } from "../api/use-coupon-list.ts";
import { useUserInfo } from "../api/use-user-info.ts";
import { Invitations } from "../components/invitations.tsx";
import "../components/user.css";

export function UserIndexPage() {
  const t = useT("user");
  const lang = useLanguage();
  const session = useSession();
  const [, navigate] = useLocation();
  const fresh = useUserInfo();
  // The session's user shows at once; the fresh answer replaces it (balance and coins move).
  const user = fresh.data ?? session.user;
  // The count links to /user/coupon, which lists the caller's own unused coupons: it counts those
  // (partner coupons have their own page; adding them showed 5 over a list of 4, issue 11).
  const coupons = useCouponList({ status: 0, partner: false });
  const [confirmLogout, setConfirmLogout] = useState(false);
  usePageTitle(t("title"));
  if (!user) return null;

  const name = user.nickname || t("index.nickname.none");
  const contact = user.mobile ? maskPhone(user.mobile) : user.email ? maskEmail(user.email) : t("index.mobile.none");
  const couponCount = coupons.total;
  const links: [string, string][] = [
    [paths.user.coupon(), t("link.coupon")],
    [paths.user.partnerCoupon(), t("link.partnerCoupon")],
    [paths.user.getCoupon(), t("link.getCoupon")],
    [paths.user.address(), t("link.address")],
    [paths.user.bind(), t("link.bind")],
    [paths.sugar.order(), t("link.orders")],
  ];
  const more: [string, string][] = [
    [paths.help.userGuide(), t("link.guide")],
    [paths.about(), t("link.about")],
    ...(hasContact(user) ? ([[adminPaths.index(), t("link.admin")]] as [string, string][]) : []),
  ];

  return (
    <>
      <TopBar title={t("title")} />
      <main className="page user-page">
        <section className="user-profile">
          {user.avatar ? (
            <Img className="user-profile__avatar" src={user.avatar} alt="" />
          ) : (
            <span className="user-profile__avatar user-profile__avatar--letter" aria-hidden="true">
              {[...name][0]}
            </span>
          )}
          <div className="user-profile__text">
            <h2 className="user-profile__name">{name}</h2>
            <p className="user-profile__meta">
              {contact} · {t("index.id", { id: user.id })}
            </p>
          </div>
        </section>
        <Invitations />
        <dl className="user-stats">
          <div>
            <dt>{t("index.balance")}</dt>
            <dd>{formatPrice(user.total_money, readCachedCurrency())}</dd>
          </div>
          <div>
            <dt>{t("index.coins")}</dt>
            <dd>{formatBigNumber(user.coins ?? 0, lang)}</dd>
          </div>
          <div>
            <dt>{t("index.coupons")}</dt>
            <dd>
              <Link href={paths.user.coupon()}>{couponCount === undefined ? "–" : formatBigNumber(couponCount, lang)}</Link>
            </dd>
          </div>
        </dl>
        <LinkList label={t("index.links")} links={links} />
        <LinkList label={t("index.more")} links={more} />
        <LanguageSetting />
        <Button variant="secondary" block onClick={() => setConfirmLogout(true)}>
          {t("logout")}
        </Button>
      </main>
      <ConfirmDrawer
        open={confirmLogout}
        title={t("logout.confirm")}
        message={t("logout.text")}
        confirmLabel={t("logout")}
        danger
        onClose={() => setConfirmLogout(false)}
        onConfirm={() => navigate(paths.logout(), { replace: true })}
      />
    </>
  );
}

function LinkList({ label, links }: { label: string; links: readonly [string, string][] }) {
  return (
    <nav className="user-links" aria-label={label}>
      <h3 className="user-links__title">{label}</h3>
      <ul role="list">
        {links.map(([href, text]) => (
          <li key={href}>
            <Link className="user-links__item" href={href}>
              <span>{text}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
