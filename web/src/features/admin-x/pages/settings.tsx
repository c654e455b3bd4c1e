/**
 * /admin/x/settings (§2): the back-office values the customer side reads (§1): the default cash
 * back of an activity (shown on /join and the activity form's default), the chance a buyer sees
 * the cooperation pop-up after a paid print, and the customer-service phone (/join, the printer's
 * help page). default/config answers a saved change at once. Every admin reads them; level 7
 * changes them (the others see them read-only, told why), with who saved last.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { CASH_BACK_MAX, type PlatformSettings } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { paths } from "../../../paths/paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailRows, DetailSection } from "../../../components/admin/detail.tsx";
import { Button } from "../../../components/button.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Form, TextField } from "../../../components/form-field.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { focusFirstError, serverFieldErrors, type FieldErrors } from "../../../lib/admin/form-errors.ts";
import { formatAmount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { RequestError } from "../../../lib/http.ts";
import { toast } from "../../../lib/toast.ts";
import { usePlatformSettings } from "../api/use-platform-settings.ts";
import { useSettingsSave } from "../api/use-settings-save.ts";
import { usePlatformLevel } from "../components/level.ts";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import { settingsInput, settingsProblems, type SettingsDraft, type SettingsField } from "../components/settings-rules.ts";
import "../components/x.css";

export function SettingsPage() {
  const t = useT("admin-x");
  const settings = usePlatformSettings();
  const { isSuper } = usePlatformLevel();
  let body;
  if (settings.data === undefined) body = <DetailSection>{settings.error ? <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.reload()} /> : <LoadingState />}</DetailSection>;
  else body = isSuper ? <SettingsForm saved={settings.data} /> : <SettingsView saved={settings.data} />;
  return (
    <AdminPage title={t("settings.title")} backHref={adminPaths.x.index()}>
      {!isSuper && <ReadOnlyNote what="super" />}
      {body}
      {settings.data && <Saved saved={settings.data} />}
    </AdminPage>
  );
}

const draftOf = (s: PlatformSettings): SettingsDraft => ({
  cash_back: Number(s.cash_back).toFixed(2),
  popup_percent: String(Math.round(s.popup_probability * 100)),
  kefu_phone: s.kefu_phone,
});

function Saved({ saved }: { saved: PlatformSettings }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  return (
    <DetailSection title={t("settings.where")}>
      <ul className="x-rules" role="list">
        <li>
          <strong>{t("settings.cashBack")}</strong>
          <span className="admin-muted">{t("settings.cashBackWhere")}</span>
        </li>
        <li>
          <strong>{t("settings.popup")}</strong>
          <span className="admin-muted">{t("settings.popupWhere")}</span>
        </li>
        <li>
          <strong>{t("settings.kefu")}</strong>
          <span className="admin-muted">{t("settings.kefuWhere")}</span>
        </li>
      </ul>
      <Link href={paths.join()} className="x-inline-link">
        {t("settings.seeJoin")}
      </Link>
      <p className="admin-muted">
        {saved.update_time
          ? t("settings.savedBy", { who: saved.updated_by?.nickname || "—", time: formatDateTime(saved.update_time, lang) })
          : t("settings.neverSaved")}
      </p>
    </DetailSection>
  );
}

function SettingsView({ saved }: { saved: PlatformSettings }) {
  const t = useT("admin-x");
  return (
    <DetailSection title={t("settings.values")}>
      <DetailRows
        rows={[
          { label: t("settings.cashBack"), value: formatAmount(saved.cash_back) },
          { label: t("settings.popup"), value: `${Math.round(saved.popup_probability * 100)}%` },
          { label: t("settings.kefu"), value: saved.kefu_phone },
        ]}
      />
    </DetailSection>
  );
}

function SettingsForm({ saved }: { saved: PlatformSettings }) {
  const t = useT("admin-x");
  const save = useSettingsSave();
  const formRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [confirming, setConfirming] = useState(false);
  const savedKey = JSON.stringify(draftOf(saved));
  // Saved elsewhere (another admin, another tab): the form shows it unless this one was changed.
  const [base, setBase] = useState(savedKey);
  useEffect(() => {
    if (savedKey !== base && JSON.stringify(draft) === base) setDraft(draftOf(saved));
    setBase(savedKey);
  }, [savedKey]);
  const changed = JSON.stringify(draft) !== savedKey;

  const set = (f: SettingsField, v: string) => {
    setDraft((d) => ({ ...d, [f]: v }));
    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = () => {
    const found = settingsProblems(draft);
    const next: FieldErrors<SettingsField> = {};
    for (const [f, k] of Object.entries(found) as [SettingsField, NonNullable<(typeof found)[SettingsField]>][]) next[f] = t(`settings.${k}`, { max: CASH_BACK_MAX });
    setErrors(next);
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    try {
      await save.trigger(settingsInput(draft));
    } catch (err) {
      const fields = serverFieldErrors(err, ["cash_back", "popup_probability", "kefu_phone"] as const);
      setErrors({ cash_back: fields.cash_back, popup_percent: fields.popup_probability, kefu_phone: fields.kefu_phone });
      // A refusal the client has not shown (the call is silent for errorCode 1) is said here.
      if (!(err instanceof RequestError && err.handled)) toast.error(errorMessage(err) ?? t("settings.failed"));
      return;
    }
    toast.success(t("settings.saved"));
  };

  return (
    <DetailSection title={t("settings.values")}>
      <div ref={formRef}>
        <Form className="x-form" onSubmit={submit} aria-label={t("settings.title")}>
          <TextField
            label={t("settings.cashBack")}
            name="cash_back"
            inputMode="decimal"
            value={draft.cash_back}
            required
            addon={t("settings.yuan")}
            hint={t("settings.cashBackHint", { max: CASH_BACK_MAX })}
            error={errors.cash_back}
            onChange={(v) => set("cash_back", v)}
          />
          <TextField
            label={t("settings.popup")}
            name="popup_percent"
            inputMode="numeric"
            value={draft.popup_percent}
            required
            addon="%"
            hint={t("settings.popupHint")}
            error={errors.popup_percent}
            onChange={(v) => set("popup_percent", v)}
          />
          <TextField label={t("settings.kefu")} name="kefu_phone" type="tel" value={draft.kefu_phone} required hint={t("settings.kefuHint")} error={errors.kefu_phone} onChange={(v) => set("kefu_phone", v)} />
          <div className="x-actions">
            <Button type="button" variant="secondary" disabled={!changed || save.isMutating} onClick={() => (setDraft(draftOf(saved)), setErrors({}))}>
              {t("settings.undo")}
            </Button>
            <Button type="submit" disabled={!changed} loading={save.isMutating}>
              {t("settings.save")}
            </Button>
          </div>
        </Form>
      </div>
      <ConfirmDrawer
        open={confirming}
        title={t("settings.confirmTitle")}
        message={t("settings.confirmText", { cash: formatAmount(draft.cash_back), pct: draft.popup_percent, phone: draft.kefu_phone.trim() })}
        confirmLabel={t("settings.save")}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </DetailSection>
  );
}
