/**
 * /admin/shop/settings (§2, issue 15): the company (§1: its name and logo title every page and
 * are its icon; saved, the admin shows the new ones at once: lib/session.tsx follows company/info)
 * and the people who run it: operators (the owner first, never removable; removing asks first),
 * inviting someone by mobile (they accept from their /user page before they see anything), and
 * the invitations still open (withdrawable) or answered. Only the owner (or a platform admin)
 * changes these; an operator reads them.
 */
import { useRef, useState } from "react";
import type { Invitation, Operator } from "../../../../../contract/http/company.ts";
import { LEVEL_TYPE } from "../../../../../contract/constants.ts";
import { Mobile } from "../../../../../contract/http/common.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Button, Form, MobileField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { maskPhone } from "../../../../lib/mask.ts";
import { useSession } from "../../../../lib/session.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useCompanyUpdate } from "../api/use-company-update.ts";
import { useCompanyUsers } from "../api/use-company-users.ts";
import { useInvitationCancel } from "../api/use-invitation-cancel.ts";
import { useInvitations } from "../api/use-invitations.ts";
import { useOperatorInvite } from "../api/use-operator-invite.ts";
import { useOperatorRemove } from "../api/use-operator-remove.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import "../components/shop.css";

export const COMPANY_NAME_MAX = 50;

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

function CompanySection({ canManage }: { canManage: boolean }) {
  const t = useT("admin-shop");
  const { company } = useSession();
  const update = useCompanyUpdate();
  const upload = useUploadImage();
  const ref = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(company?.name ?? "");
  const [logo, setLogo] = useState<string[]>(company?.logo_url ? [company.logo_url] : []);
  const [errors, setErrors] = useState<{ name?: string; logo_url?: string }>({});
  const changed = name.trim() !== (company?.name ?? "") || (logo[0] ?? "") !== (company?.logo_url ?? "");

  const submit = async () => {
    const n = name.trim();
    const e: { name?: string; logo_url?: string } = {};
    if (n === "") e.name = t("error.required");
    else if (n.length > COMPANY_NAME_MAX) e.name = t("error.tooLong", { n: COMPANY_NAME_MAX });
    if (logo.length === 0) e.logo_url = t("settings.logoRequired");
    setErrors(e);
    if (e.name || e.logo_url) return requestAnimationFrame(() => focusFirstError(ref.current));
    try {
      await update.trigger({
        ...(n !== (company?.name ?? "") ? { name: n } : {}),
        ...(logo[0] !== undefined && logo[0] !== company?.logo_url ? { logo_url: logo[0] } : {}),
      });
      toast.success(t("settings.saved"));
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };

  if (!canManage)
    return (
      <DetailSection title={t("settings.company")}>
        <div className="shop-company">
          <Img className="shop-company__logo" src={company?.logo_url ?? ""} alt="" />
          <strong>{company?.name}</strong>
        </div>
      </DetailSection>
    );

  return (
    <DetailSection title={t("settings.company")}>
      <p className="admin-muted shop-section-note">{t("settings.companyText")}</p>
      <div ref={ref}>
        <Form className="shop-form__group" onSubmit={() => void submit()} aria-label={t("settings.company")}>
          <ImageUploadField
            label={t("settings.logo")}
            value={logo}
            onChange={(v) => {
              setLogo(v);
              if (errors.logo_url) setErrors((x) => ({ ...x, logo_url: undefined }));
            }}
            upload={upload}
            max={1}
            required
            hint={t("settings.logoHint")}
            error={errors.logo_url}
          />
          <TextField
            label={t("settings.name")}
            name="name"
            value={name}
            required
            maxLength={COMPANY_NAME_MAX}
            hint={t("settings.nameHint")}
            error={errors.name}
            onChange={(v) => {
              setName(v);
              if (errors.name) setErrors((x) => ({ ...x, name: undefined }));
            }}
          />
          <Button type="submit" loading={update.isMutating} disabled={!changed}>
            {t("settings.save")}
          </Button>
        </Form>
      </div>
    </DetailSection>
  );
}

function OperatorsSection({ canManage, selfId }: { canManage: boolean; selfId: number | undefined }) {
  const t = useT("admin-shop");
  const list = useCompanyUsers();
  const remove = useOperatorRemove();
  const [removing, setRemoving] = useState<Operator | null>(null);

  let content;
  if (list.isLoading) content = <LoadingState />;
  else if (list.items.length === 0 && list.error !== undefined) content = <ErrorState message={errorMessage(list.error)} onRetry={list.retry} />;
  else
    content = (
      <ul className="shop-people" role="list">
        {list.items.map((p) => (
          <li key={p.user_id} className="shop-person">
            <Img className="shop-person__avatar" src={p.avatar ?? ""} alt="" />
            <span className="shop-two-lines">
              <strong>
                {p.nickname || maskPhone(p.mobile)}
                {p.user_id === selfId ? <span className="admin-muted">{t("settings.you")}</span> : null}
              </strong>
              <span className="admin-muted">
                {maskPhone(p.mobile)} · {t("settings.joined", { time: formatDateTime(p.create_time).slice(0, 10) })}
              </span>
            </span>
            {p.role === "owner" ? <StatusBadge tone="warning">{t("settings.owner")}</StatusBadge> : <StatusBadge tone="info">{t("settings.operator")}</StatusBadge>}
            {canManage && p.role !== "owner" && (
              <Button size="sm" variant="ghost" className="shop-danger-text" onClick={() => setRemoving(p)}>
                {t("settings.remove")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <DetailSection title={t("settings.people", { n: list.total ?? list.items.length })}>
      {content}
      {list.hasMore && (
        <Button variant="ghost" size="sm" loading={list.isLoadingMore} onClick={list.loadMore}>
          {t("settings.more")}
        </Button>
      )}
      <ConfirmDrawer
        open={removing !== null}
        title={t("settings.removeTitle")}
        message={removing ? t("settings.removeText", { who: removing.nickname || maskPhone(removing.mobile) }) : undefined}
        confirmLabel={t("settings.removeConfirm")}
        danger
        onConfirm={async () => {
          if (removing === null) return;
          await remove.trigger({ user_id: removing.user_id });
          toast.success(t("settings.removed", { who: removing.nickname || maskPhone(removing.mobile) }));
        }}
        onClose={() => setRemoving(null)}
      />
    </DetailSection>
  );
}

function InviteSection() {
  const t = useT("admin-shop");
  const invite = useOperatorInvite();
  const ref = useRef<HTMLDivElement>(null);
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async () => {
    const m = mobile.replace(/\s+/g, "");
    if (!Mobile.safeParse(m).success) {
      setError(m === "" ? t("error.required") : t("error.mobile"));
      return requestAnimationFrame(() => focusFirstError(ref.current));
    }
    try {
      await invite.trigger({ mobile: m });
      toast.success(t("settings.invited", { mobile: maskPhone(m) }));
      setMobile("");
    } catch (err) {
      // A refusal (already an operator, oneself) says why under the field.
      setError(serverFieldErrors(err)["mobile"] ?? errorMessage(err) ?? t("settings.inviteFailed"));
      requestAnimationFrame(() => focusFirstError(ref.current));
    }
  };

  return (
    <DetailSection title={t("settings.invite")}>
      <p className="admin-muted shop-section-note">{t("settings.inviteText")}</p>
      <div ref={ref}>
        <Form className="shop-invite" onSubmit={() => void submit()} aria-label={t("settings.invite")}>
          <MobileField
            label={t("settings.mobile")}
            value={mobile}
            placeholder={t("settings.mobilePlaceholder")}
            error={error}
            onChange={(v) => {
              setMobile(v);
              if (error) setError(undefined);
            }}
          />
          <Button type="submit" loading={invite.isMutating}>
            {t("settings.send")}
          </Button>
        </Form>
      </div>
    </DetailSection>
  );
}

const INVITATION_TONE = { pending: "warning", accepted: "success", declined: "muted", cancelled: "muted", expired: "muted" } as const;

function InvitationsSection({ canManage }: { canManage: boolean }) {
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
