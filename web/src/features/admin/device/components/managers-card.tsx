/**
 * Who manages the printer (§6 is_manage: pin patterns, test print, resend jobs): each with their
 * masked mobile (§5), whether they are of the company or the caller; added by mobile (anyone who
 * has logged in once; the refusal under the field), removed after a confirm drawer (§4).
 */
import { useRef, useState } from "react";
import { MAX_DEVICE_MANAGERS, type DeviceManager } from "../../../../../contract/http/manage-device.ts";
import { DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Form, MobileField } from "../../../../components/form-field.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { refusalFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { maskPhone } from "../../../../lib/mask.ts";
import { toast } from "../../../../lib/toast.ts";
import { isMobile } from "../../../../lib/validate.ts";
import { useDeviceManagerAdd } from "../api/use-device-manager-add.ts";
import { useDeviceManagerRemove } from "../api/use-device-manager-remove.ts";
import { useDeviceManagers } from "../api/use-device-managers.ts";
import "../../../../components/admin/printer.css";
import "./device.css";

/** The typed mobile as the API takes it: digits only ("138 0013 8000" is fine). */
export function cleanMobile(s: string): string {
  return s.replace(/[\s-]/g, "");
}

export function ManagersCard({ id, bound }: { id: number; bound: boolean }) {
  const t = useT("admin-device");
  const managers = useDeviceManagers(id);
  const add = useDeviceManagerAdd();
  const remove = useDeviceManagerRemove();
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [leaving, setLeaving] = useState<DeviceManager | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const list = managers.data?.list;
  const full = list !== undefined && list.length >= MAX_DEVICE_MANAGERS;

  const submit = async () => {
    const m = cleanMobile(mobile);
    if (!isMobile(m)) {
      setError(t(m === "" ? "managers.mobileRequired" : "managers.mobileBad"));
      formRef.current?.querySelector<HTMLElement>("input")?.focus();
      return;
    }
    try {
      const who = await add.trigger({ id, mobile: m });
      setMobile("");
      setError(undefined);
      toast.success(t("managers.added", { who: who.nickname || maskPhone(who.mobile) }));
    } catch (err) {
      setError(refusalFieldErrors(err, ["mobile"] as const, "mobile").mobile ?? errorMessage(err));
    }
  };

  let body;
  if (list === undefined) body = managers.error ? <ErrorState message={errorMessage(managers.error)} onRetry={() => void managers.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("managers.empty")} icon={null} />;
  else
    body = (
      <ul className="device-managers" aria-label={t("managers.title")}>
        {list.map((u) => (
          <li key={u.user_id} className="device-managers__item">
            <span className="device-managers__avatar" aria-hidden="true">
              {(u.nickname || "?").slice(0, 1)}
            </span>
            <span className="device-managers__text">
              <strong>{u.nickname || t("managers.noName")}</strong>
              <span className="printer-muted">{u.mobile ? maskPhone(u.mobile) : "—"}</span>
            </span>
            <span className="device-managers__badges">
              {u.is_self === 1 && <StatusBadge tone="warning">{t("managers.self")}</StatusBadge>}
              {u.is_operator === 1 && <StatusBadge tone="muted">{t("managers.operator")}</StatusBadge>}
            </span>
            <Button size="sm" variant="ghost" className="device-managers__remove" onClick={() => setLeaving(u)} aria-label={t("managers.removeWho", { who: u.nickname || maskPhone(u.mobile) })}>
              {t("managers.remove")}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <DetailSection title={t("managers.title")} actions={list !== undefined ? <span className="printer-muted">{t("managers.count", { n: list.length, max: MAX_DEVICE_MANAGERS })}</span> : undefined}>
      <p className="printer-muted device-note">{t("managers.what")}</p>
      {body}
      {bound && !full && (
        <div ref={formRef}>
          <Form className="device-managers__add" onSubmit={() => void submit()} aria-label={t("managers.add")}>
            <MobileField
              label={t("managers.mobile")}
              value={mobile}
              placeholder={t("managers.mobilePlaceholder")}
              hint={error === undefined ? t("managers.mobileHint") : undefined}
              error={error}
              onChange={(v) => {
                setMobile(v);
                if (error !== undefined) setError(undefined);
              }}
            />
            <Button type="submit" loading={add.isMutating}>
              {t("managers.add")}
            </Button>
          </Form>
        </div>
      )}
      {full && <p className="printer-muted device-note">{t("managers.full", { max: MAX_DEVICE_MANAGERS })}</p>}
      <ConfirmDrawer
        open={leaving !== null}
        danger
        title={t("managers.removeTitle")}
        message={leaving === null ? undefined : t(leaving.is_self === 1 ? "managers.removeSelfText" : "managers.removeText", { who: leaving.nickname || maskPhone(leaving.mobile) })}
        confirmLabel={t("managers.removeConfirm")}
        onConfirm={async () => {
          if (leaving === null) return;
          await remove.trigger({ id, user_id: leaving.user_id });
          toast.success(t("managers.removed"));
        }}
        onClose={() => setLeaving(null)}
      />
    </DetailSection>
  );
}
