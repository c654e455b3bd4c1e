/**
 * /admin/device/form?id (§2): a printer's settings (manage-device/save): its name, its shop, the
 * AI drawing price in its currency, and the §3 switches customers feel at once (WeChat pay on the
 * pay sheet, the game, the second half, the phone activity). Field errors under their fields
 * (the mock's 422 names them; a refusal goes under the field it is about); only what changed is
 * sent; nothing typed is lost on a failed save. Without an id it says how to pick a printer.
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AI_PRICE_MAX, type DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { PrinterGate } from "../../../../components/admin/printer-parts.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { SwitchField } from "../../../../components/admin/switch-field.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { Form, SelectField, TextField } from "../../../../components/form-field.tsx";
import { errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, hasErrors, refusalFieldErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { currencyOf } from "../../../../lib/admin/format.ts";
import { useShops } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useDeviceInfo } from "../api/use-device-info.ts";
import { useDeviceSave } from "../api/use-device-save.ts";
import { FLAGS } from "../components/settings-card.tsx";
import { changesOf, draftOf, NAME_MAX, SETTINGS_FIELDS, settingsErrors, type SettingsDraft, type SettingsField } from "../device-form-rules.ts";
import { queryId } from "../device-ref.ts";
import { NoDevice } from "./detail.tsx";
import "../../../../components/admin/printer.css";
import "../components/device.css";

export function DeviceFormPage() {
  const t = useT("admin-device");
  const id = queryId(useSearch());
  const info = useDeviceInfo(id === null ? null : { id });
  const device = info.data;

  return (
    <AdminPage title={t("form.title")} subtitle={device ? `${device.name} · ${device.sn}` : undefined} backHref={id === null ? adminPaths.device.index() : adminPaths.device.detail({ id })}>
      <PrinterGate named={id !== null} info={info} listHref={adminPaths.device.index()} none={<NoDevice title={t("form.noId")} text={t("form.noIdText")} />}>
        {/* Keyed by the printer: another printer's form starts from its own values. */}
        {(device) => <SettingsForm key={device.id} info={device} />}
      </PrinterGate>
    </AdminPage>
  );
}

function SettingsForm({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const [, navigate] = useLocation();
  const shops = useShops();
  const save = useDeviceSave();
  const formRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(info));
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const bound = info.shop !== null;
  const currency = currencyOf(info.locale);

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(undefined);
  };
  const showErrors = (e: FieldErrors<SettingsField>) => {
    setErrors(e);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  const submit = async () => {
    const e = settingsErrors(draft, bound, (k) => t(`form.${k}`, { max: NAME_MAX, price: AI_PRICE_MAX }));
    if (hasErrors(e)) return showErrors(e);
    const changes = changesOf(info, draft);
    if (Object.keys(changes).length === 0) {
      toast(t("form.unchanged"));
      return;
    }
    try {
      await save.trigger({ id: info.id, ...changes });
    } catch (err) {
      // A move to another shop refused (jobs waiting) is about the shop; others say which field.
      const named = refusalFieldErrors(err, SETTINGS_FIELDS, changes.shop_id !== undefined ? "shop_id" : undefined);
      if (hasErrors(named)) showErrors(named);
      else setFormError(errorMessage(err));
      return;
    }
    toast.success(t("form.saved"));
    navigate(adminPaths.device.detail({ id: info.id }), { replace: true });
  };

  const shopOptions = (shops.data?.list ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  // The printer's own shop is an option even before the list is in (or when it is not the caller's).
  if (info.shop !== null && !shopOptions.some((o) => o.value === String(info.shop?.id))) shopOptions.unshift({ value: String(info.shop.id), label: info.shop.name });

  return (
    <div ref={formRef}>
      <Form className="device-form" onSubmit={() => void submit()} aria-label={t("form.title")}>
        <DetailSection title={t("form.basics")}>
          <div className="device-fields">
          <TextField label={t("field.name")} name="name" value={draft.name} required maxLength={NAME_MAX} error={errors.name} onChange={(v) => set("name", v)} />
          {bound ? (
            <SelectField
              label={t("field.shop")}
              name="shop_id"
              value={draft.shop_id}
              options={shopOptions}
              required
              hint={t("form.shopHint")}
              error={errors.shop_id}
              onChange={(v) => set("shop_id", v)}
            />
          ) : (
            <p className="printer-muted device-note">
              {t("form.unbound")} <Link href={adminPaths.device.bind({ sn: info.sn })}>{t("list.bind")}</Link>
            </p>
          )}
          <TextField
            label={t("field.aiPrice")}
            name="ai_price"
            inputMode="decimal"
            value={draft.ai_price}
            required
            addon={<span className="device-form__unit">{currency.currencyName}</span>}
            hint={t("form.aiPriceHint", { symbol: currency.currencySymbol })}
            error={errors.ai_price}
            onChange={(v) => set("ai_price", v)}
          />
          </div>
        </DetailSection>
        <DetailSection title={t("form.switches")}>
          {FLAGS.map((f) => (
            <SwitchField key={f} name={f} label={t(`flag.${f}`)} hint={t(`flagHint.${f}`)} checked={draft[f]} onChange={(v) => set(f, v)} />
          ))}
        </DetailSection>
        {formError !== undefined && (
          <p className="device-form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="device-form__actions">
          <Link href={adminPaths.device.detail({ id: info.id })} className={buttonClassName("secondary")}>
            {t("form.cancel")}
          </Link>
          <Button type="submit" loading={save.isMutating}>
            {t("form.save")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
