/**
 * The company's name and logo (§1: they title every admin page and are its icon; saved, the admin
 * shows the new ones at once: lib/session.tsx follows company/info). Only the owner or a platform
 * admin changes them; anyone else sees them.
 */
import { useRef, useState } from "react";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useSession } from "../../../../lib/session.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useCompanyUpdate } from "../api/use-company-update.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import "./shop.css";

export const COMPANY_NAME_MAX = 50;

export function CompanySection({ canManage }: { canManage: boolean }) {
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
