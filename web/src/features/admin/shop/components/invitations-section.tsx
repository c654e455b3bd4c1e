/** The company's invitations: those still open (withdrawable, which asks first), then those answered. */
import { useState } from "react";
import type { Invitation } from "../../../../../contract/http/company.ts";
import { DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Button } from "../../../../components/form-field.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { maskPhone } from "../../../../lib/mask.ts";
import { toast } from "../../../../lib/toast.ts";
import { useInvitationCancel } from "../api/use-invitation-cancel.ts";
import { useInvitations } from "../api/use-invitations.ts";
import "./shop.css";

const INVITATION_TONE = { pending: "warning", accepted: "success", declined: "muted", cancelled: "muted", expired: "muted" } as const;

export function InvitationsSection({ canManage }: { canManage: boolean }) {
  const t = useT("admin-shop");
  const list = useInvitations();
  const cancel = useInvitationCancel();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const pending = list.items.filter((i) => i.status === "pending");
  const answered = list.items.filter((i) => i.status !== "pending");

  const row = (i: Invitation) => (
    <li key={i.id} className="shop-person">
      <span className="shop-two-lines">
        <strong className="admin-mono">{maskPhone(i.mobile)}</strong>
        <span className="admin-muted">
          {i.status === "pending"
            ? t("settings.expires", { time: formatDateTime(i.expire_time) })
            : t("settings.answered", { time: formatDateTime(i.answer_time ?? i.expire_time) })}
          {i.inviter?.nickname ? ` · ${t("settings.by", { who: i.inviter.nickname })}` : ""}
        </span>
      </span>
      <StatusBadge tone={INVITATION_TONE[i.status]}>{t(`settings.status.${i.status}`)}</StatusBadge>
      {canManage && i.status === "pending" && (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(i)}>
          {t("settings.withdraw")}
        </Button>
      )}
    </li>
  );

  let content;
  if (list.isLoading) content = <LoadingState />;
  else if (list.items.length === 0 && list.error !== undefined) content = <ErrorState message={errorMessage(list.error)} onRetry={list.retry} />;
  else if (list.items.length === 0) content = <p className="admin-muted">{t("settings.noInvitations")}</p>;
  else
    content = (
      <>
        {pending.length > 0 ? (
          <ul className="shop-people" role="list" aria-label={t("settings.pending")}>
            {pending.map(row)}
          </ul>
        ) : (
          <p className="admin-muted">{t("settings.noPending")}</p>
        )}
        {answered.length > 0 && (
          <details className="shop-details">
            <summary>{t("settings.history", { n: answered.length })}</summary>
            <ul className="shop-people" role="list">
              {answered.map(row)}
            </ul>
          </details>
        )}
      </>
    );

  return (
    <DetailSection title={t("settings.invitations")}>
      {content}
      {list.hasMore && (
        <Button variant="ghost" size="sm" loading={list.isLoadingMore} onClick={list.loadMore}>
          {t("settings.more")}
        </Button>
      )}
      <ConfirmDrawer
        open={cancelling !== null}
        title={t("settings.withdrawTitle")}
        message={cancelling ? t("settings.withdrawText", { mobile: maskPhone(cancelling.mobile) }) : undefined}
        confirmLabel={t("settings.withdrawConfirm")}
        danger
        onConfirm={async () => {
          if (cancelling === null) return;
          await cancel.trigger({ id: cancelling.id });
          toast.success(t("settings.withdrawn"));
        }}
        onClose={() => setCancelling(null)}
      />
    </DetailSection>
  );
}
