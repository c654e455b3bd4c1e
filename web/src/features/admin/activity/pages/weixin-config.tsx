/**
 * /admin/activity/weixin-config (issue 15, §1 "following the merchant's social account"): the
 * company's official account that follow tasks ask buyers to follow: its name, WeChat id, QR code
 * (an upload: ≤ 5 MB png/jpeg) and a line for the buyer. A preview shows what the buyer sees.
 */
import { useRef, useState } from "react";
import { Link } from "wouter";
import type { WeixinAccount } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { checkFields, focusFirstError, hasErrors, mappedFieldErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { useWeixinConfig } from "../api/use-weixin-config.ts";
import { useWeixinConfigSave } from "../api/use-weixin-config-save.ts";
import "../components/activity.css";
import "../components/activity-form.css";

const NAME_MAX = 30;
const DESCRIPTION_MAX = 200;
/** The contract's WeChat id: 6-20 letters, digits, _ or -, a letter first. */
const ACCOUNT = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;

type Field = "name" | "account" | "qrcode" | "description";
const SERVER_FIELDS: Readonly<Record<string, Field>> = { name: "name", account: "account", qrcode_url: "qrcode", description: "description" };

export function WeixinConfigPage() {
  const t = useT("admin-activity");
  const config = useWeixinConfig();
  let body;
  if (config.data !== undefined) body = <WeixinForm saved={config.data} />;
  else if (config.error !== undefined) body = <ErrorState message={errorMessage(config.error)} onRetry={() => void config.reload()} />;
  else body = <LoadingState />;
  return (
    <AdminPage title={t("weixin.title")} backHref={adminPaths.activity.index()}>
      {body}
    </AdminPage>
  );
}

function WeixinForm({ saved }: { saved: WeixinAccount }) {
  const t = useT("admin-activity");
  const lang = useLanguage();
  const save = useWeixinConfigSave();
  const upload = useUploadImage();
  const formRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(saved.name ?? "");
  const [account, setAccount] = useState(saved.account ?? "");
  const [qrcode, setQrcode] = useState(saved.qrcode_url ?? "");
  const [description, setDescription] = useState(saved.description ?? "");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const clear = (f: Field) => errors[f] && setErrors((e) => ({ ...e, [f]: undefined }));

  const submit = async () => {
    const e = checkFields<Field>({
      name: () => (name.trim() === "" ? t("weixin.nameRequired") : [...name.trim()].length > NAME_MAX ? t("weixin.nameTooLong", { max: NAME_MAX }) : undefined),
      account: () => (account.trim() !== "" && !ACCOUNT.test(account.trim()) ? t("weixin.accountBad") : undefined),
      qrcode: () => (qrcode === "" ? t("weixin.qrRequired") : undefined),
      description: () => ([...description.trim()].length > DESCRIPTION_MAX ? t("weixin.descriptionTooLong", { max: DESCRIPTION_MAX }) : undefined),
    });
    setErrors(e);
    if (hasErrors(e)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    try {
      await save.trigger({
        name: name.trim(),
        ...(account.trim() !== "" ? { account: account.trim() } : {}),
        qrcode_url: qrcode,
        description: description.trim(),
      });
      toast.success(t("weixin.saved"));
    } catch (err) {
      const fields = mappedFieldErrors(err, SERVER_FIELDS);
      if (fields) setErrors(fields);
    }
  };

  return (
    <div ref={formRef} className="activity-form">
      <p className="activity-form__notice">{t("weixin.intro")}</p>
      <DetailSection title={t("weixin.account")}>
        <Form className="activity-form__fields" onSubmit={() => void submit()} aria-label={t("weixin.title")}>
          <TextField label={t("weixin.name")} name="name" required maxLength={NAME_MAX} value={name} placeholder={t("weixin.namePlaceholder")} error={errors.name} onChange={(v) => (setName(v), clear("name"))} />
          <TextField
            label={t("weixin.accountId")}
            name="account"
            autoCapitalize="off"
            autoComplete="off"
            maxLength={20}
            value={account}
            placeholder="tanghua_sweet"
            hint={t("weixin.accountHint")}
            error={errors.account}
            onChange={(v) => (setAccount(v), clear("account"))}
          />
          <ImageUploadField
            label={t("weixin.qrcode")}
            required
            value={qrcode === "" ? [] : [qrcode]}
            onChange={(urls) => (setQrcode(urls[0] ?? ""), clear("qrcode"))}
            upload={async (file) => {
              const r = await upload.trigger(file);
              if (!r.ok) throw new Error(r.reason);
              return r.image.url;
            }}
            max={1}
            hint={t("weixin.qrHint")}
            error={errors.qrcode}
          />
          <TextAreaField
            label={t("weixin.description")}
            name="description"
            rows={2}
            maxLength={DESCRIPTION_MAX}
            showCount
            value={description}
            placeholder={t("weixin.descriptionPlaceholder")}
            error={errors.description}
            onChange={(v) => (setDescription(v), clear("description"))}
          />
          <Button type="submit" block loading={save.isMutating}>
            {t("weixin.save")}
          </Button>
          {saved.update_time ? <p className="field__hint">{t("weixin.updated", { time: formatDateTime(saved.update_time, lang) })}</p> : null}
        </Form>
      </DetailSection>
      <DetailSection title={t("weixin.preview")}>
        {qrcode === "" && name.trim() === "" ? (
          <p className="admin-muted">{t("weixin.previewEmpty")}</p>
        ) : (
          <div className="weixin-preview">
            {qrcode !== "" && <Img className="weixin-preview__qr" src={qrcode} alt={t("weixin.qrcode")} fit="contain" />}
            <div className="activity-stack">
              <strong>{name.trim() || "—"}</strong>
              {account.trim() && <span className="admin-muted">{t("weixin.idIs", { id: account.trim() })}</span>}
              <span className="admin-muted">{description.trim() || t("weixin.previewText")}</span>
            </div>
          </div>
        )}
        <p className="field__hint">
          <Link href={adminPaths.activity.form()}>{t("weixin.toNew")}</Link>
        </p>
      </DetailSection>
    </div>
  );
}
