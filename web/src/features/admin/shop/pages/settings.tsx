/**
 * /admin/shop/settings (§2, issue 15): the company (§1: its name and logo title every page and
 * are its icon; saved, the admin shows the new ones at once: lib/session.tsx follows company/info)
 * and the people who run it: operators (the owner first, never removable; removing asks first),
 * inviting someone by mobile (they accept from their /user page before they see anything), and
 * the invitations still open (withdrawable) or answered. Only the owner (or a platform admin)
 * changes these; an operator reads them.
 */
import { LEVEL_TYPE } from "../../../../../contract/constants.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { useSession } from "../../../../lib/session.tsx";
import { CompanySection } from "../components/company-section.tsx";
import { InvitationsSection } from "../components/invitations-section.tsx";
import { InviteSection } from "../components/invite-section.tsx";
import { OperatorsSection } from "../components/operators-section.tsx";
import "../components/shop.css";

export function SettingsPage() {
  const t = useT("admin-shop");
  const { user } = useSession();
  // company/update, manage-add, -remove and invitation-cancel: the owner, or a platform admin of 3/7.
  const canManage = user?.company?.role === "owner" || user?.level_type === LEVEL_TYPE.ADMIN || user?.level_type === LEVEL_TYPE.SUPER_ADMIN;
  return (
    <AdminPage title={t("settings.title")}>
      {!canManage && <p className="shop-notice">{t("settings.readOnly")}</p>}
      <div className="shop-columns shop-columns--even">
        <CompanySection canManage={canManage} />
        <div className="shop-stack">
          <OperatorsSection canManage={canManage} selfId={user?.id} />
          {canManage && <InviteSection />}
          <InvitationsSection canManage={canManage} />
        </div>
      </div>
    </AdminPage>
  );
}
