/**
 * /admin for a signed-in customer (issue 14): the user answer says they run no shop, so instead
 * of letting the first merchant call end on /403 the admin says who it is for and shows the way
 * to becoming a partner (/join) and back home.
 */
import { Link } from "wouter";
import { paths } from "../../paths/paths.ts";
import { buttonClassName } from "../button.tsx";
import { ShopIcon } from "./nav-icons.tsx";
import { useT } from "../../lib/i18n/index.ts";
import { maskEmail, maskPhone } from "../../lib/mask.ts";
import { useSession } from "../../lib/session.tsx";
import { usePageTitle } from "../../lib/title.ts";
import "./admin.css";

export function ShopOwnersNotice() {
  const t = useT("admin");
  const { user } = useSession();
  usePageTitle(t("owners.title"));
  const who = user?.mobile ? maskPhone(user.mobile) : maskEmail(user?.email);
  return (
    <main className="shop-owners">
      <div className="shop-owners__card">
        <span className="shop-owners__icon" aria-hidden="true">
          <ShopIcon size={40} />
        </span>
        <h1 className="shop-owners__title">{t("owners.heading")}</h1>
        <p className="shop-owners__text">{t("owners.text")}</p>
        {who !== "" && <p className="shop-owners__who">{t("owners.account", { who })}</p>}
        <div className="shop-owners__actions">
          <Link href={paths.join()} className={buttonClassName("primary", { block: true })}>
            {t("owners.join")}
          </Link>
          <Link href={paths.home()} className={buttonClassName("secondary", { block: true })}>
            {t("owners.home")}
          </Link>
        </div>
      </div>
    </main>
  );
}
