/**
 * Invitations to run a company's shops (issue 15: company/manage-add invites, nobody is made an
 * operator without saying yes). The invitee sees them on /user: which company (its name and logo,
 * nothing else of it), who invited them and until when; accept or decline, each through a confirm
 * drawer. Accepting reloads the user answer (user/info), so /admin opens for them at once.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { MyInvitation } from "../../../../contract/http/company.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Img } from "../../../components/image.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";
import { useInvitationAccept } from "../api/use-invitation-accept.ts";
import { useInvitationDecline } from "../api/use-invitation-decline.ts";
import { useMyInvitations } from "../api/use-my-invitations.ts";
import "./user.css";

export function Invitations() {
  const t = useT("user");
  const session = useSession();
  const mine = useMyInvitations();
  const accept = useInvitationAccept();
  const decline = useInvitationDecline();
  const [asking, setAsking] = useState<{ kind: "accept" | "decline"; invitation: MyInvitation } | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const list = mine.data?.list ?? [];

  const doAccept = async (inv: MyInvitation) => {
    await accept.trigger({ id: inv.id });
    // The user answer now names the company: the admin lets them in (lib/roles.ts merchantAccess).
    await session.refresh();
    setJoined(inv.company.name || t("invite.theCompany"));
    toast.success(t("invite.accepted"));
  };
  const doDecline = async (inv: MyInvitation) => {
    await decline.trigger({ id: inv.id });
    toast.success(t("invite.declined"));
  };

  if (joined === null && list.length === 0) return null;
  return (
    <section className="invites" aria-label={t("invite.title")}>
      {joined !== null && (
        <div className="user-card invite invite--joined" role="status">
          <p className="invite__text">{t("invite.joined", { company: joined })}</p>
          <Link className={buttonClassName("primary", { block: true })} href={adminPaths.index()}>
            {t("invite.toAdmin")}
          </Link>
        </div>
      )}
      {list.map((inv) => {
        const company = inv.company.name || t("invite.theCompany");
        return (
          <article key={inv.id} className="user-card invite" aria-label={t("invite.from", { company })}>
            <div className="invite__head">
              {inv.company.logo_url ? (
                <Img className="invite__logo" src={inv.company.logo_url} alt="" />
              ) : (
                <span className="invite__logo invite__logo--letter" aria-hidden="true">
                  {[...company][0]}
                </span>
              )}
              <div className="invite__who">
                <strong>{company}</strong>
                <span className="user-card__hint">{t("invite.expires", { time: formatDateTime(inv.expire_time) })}</span>
              </div>
            </div>
            <p className="invite__text">{inv.inviter?.nickname ? t("invite.textBy", { who: inv.inviter.nickname, company }) : t("invite.text", { company })}</p>
            <div className="invite__actions">
              <Button variant="secondary" onClick={() => setAsking({ kind: "decline", invitation: inv })}>
                {t("invite.decline")}
              </Button>
              <Button onClick={() => setAsking({ kind: "accept", invitation: inv })}>{t("invite.accept")}</Button>
            </div>
          </article>
        );
      })}
      <ConfirmDrawer
        open={asking?.kind === "accept"}
        title={t("invite.acceptTitle", { company: asking?.invitation.company.name || t("invite.theCompany") })}
        message={t("invite.acceptText")}
        confirmLabel={t("invite.accept")}
        onConfirm={() => (asking ? doAccept(asking.invitation) : undefined)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDrawer
        open={asking?.kind === "decline"}
        title={t("invite.declineTitle")}
        message={t("invite.declineText", { company: asking?.invitation.company.name || t("invite.theCompany") })}
        confirmLabel={t("invite.decline")}
        danger
        onConfirm={() => (asking ? doDecline(asking.invitation) : undefined)}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
