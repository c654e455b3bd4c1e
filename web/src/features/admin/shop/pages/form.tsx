/**
 * /admin/shop/form?id (§2): a new shop (no id) or a shop's settings: name, logo (an upload of the
 * caller, ≤ 5 MB png/jpeg), its address (district picker + street), its contact person, open or
 * closed, §3 invoice info and the payout account (one of the caller's, tixian/account-list).
 * Field errors show under their fields, the browser's and the server's (422 `data.fields`) alike;
 * a refused save keeps everything typed.
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, SelectField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { LoadingState } from "../../../../components/states.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { usePayoutAccounts } from "../api/use-payout-accounts.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { useShopSave } from "../api/use-shop-save.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { AddressFields } from "../components/address-fields.tsx";
import { InvoiceFields } from "../components/invoice-fields.tsx";
import { LoadState } from "../components/load-state.tsx";
import { CONTACT_NAME_MAX, EMPTY_INVOICE, invoiceDraft, NAME_MAX, shopErrors, shopInput, type RuleMessage, type ShopDraft } from "../components/shop-form-rules.ts";
import { useRegionOf } from "../components/use-region-of.ts";
import { queryInt } from "../shop-query.ts";
import "../components/shop.css";

export function ShopFormPage() {
  const t = useT("admin-shop");
  const id = queryInt(useSearch(), "id");
  const info = useShopInfo(id);
  const shop = info.data;
  const split = useRegionOf(id === null ? null : (shop?.address ?? null));
  const ready = id === null || (shop !== undefined && split !== undefined);

  let body;
  if (id !== null && shop === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  else if (!ready || split === undefined) body = <LoadingState />;
  else body = <ShopForm key={shop?.id ?? "new"} shop={shop} region={split.region} detail={split.detail} />;

  return (
    <AdminPage title={id === null ? t("form.createTitle") : t("form.editTitle")} subtitle={shop?.name} backHref={shop ? adminPaths.shop.detail({ id: shop.id }) : adminPaths.shop.index()}>
      {body}
    </AdminPage>
  );
}

function draftOf(shop: ShopInfo | undefined, region: ShopDraft["region"], detail: string): ShopDraft {
  return {
    name: shop?.name ?? "",
    region,
    detail,
    logo: shop?.logo_url ? [shop.logo_url] : [],
    contactName: shop?.contact.name ?? "",
    contactPhone: shop?.contact.phone ?? "",
    payoutId: shop?.payout_account_id ? String(shop.payout_account_id) : "",
    status: shop?.status === 0 ? "0" : "1",
    invoiceOn: Boolean(shop?.invoice),
    invoice: shop?.invoice ? invoiceDraft(shop.invoice) : EMPTY_INVOICE,
  };
}

function ShopForm({ shop, region, detail }: { shop: ShopInfo | undefined; region: ShopDraft["region"]; detail: string }) {
  const t = useT("admin-shop");
  const [, navigate] = useLocation();
  const save = useShopSave();
  const upload = useUploadImage();
  const accounts = usePayoutAccounts();
  const formRef = useRef<HTMLDivElement>(null);
  const [d, setD] = useState<ShopDraft>(() => draftOf(shop, region, detail));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const msg: RuleMessage = (key, n) => t(`error.${key}`, { n: n ?? 0 });
  const patch = (p: Partial<ShopDraft>, ...fields: string[]) => {
    setD((x) => ({ ...x, ...p }));
    if (fields.some((f) => errors[f] !== undefined)) setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  };
  const showErrors = (e: Record<string, string | undefined>) => {
    setErrors(e);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  const submit = async () => {
    const e = shopErrors(d, msg);
    if (Object.keys(e).length > 0) return showErrors(e);
    try {
      const { id } = await save.trigger(shopInput(d, shop));
      toast.success(t(shop ? "form.saved" : "form.created"));
      navigate(adminPaths.shop.detail({ id }), { replace: true });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length > 0) showErrors(fields);
    }
  };

  const accountOptions = (accounts.data?.list ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.bank_name ?? ""} ${a.bank_account ?? ""} ${a.account_name ?? ""}`.trim(),
  }));

  return (
    <div ref={formRef}>
      <Form className="shop-form" onSubmit={() => void submit()} aria-label={shop ? t("form.editTitle") : t("form.createTitle")}>
        <DetailSection title={t("form.basics")}>
          <div className="shop-form__group">
            <ImageUploadField label={t("field.logo")} value={d.logo} onChange={(logo) => patch({ logo }, "logo_url")} upload={upload} max={1} hint={t("field.logoHint")} error={errors["logo_url"]} />
            <TextField label={t("field.name")} name="name" value={d.name} required maxLength={NAME_MAX} placeholder={t("field.namePlaceholder")} error={errors["name"]} onChange={(name) => patch({ name }, "name")} />
            <AddressFields
              label={t("field.address")}
              region={d.region}
              detail={d.detail}
              onRegion={(r) => patch({ region: r }, "address")}
              onDetail={(v) => patch({ detail: v }, "address")}
              error={errors["address"]}
            />
            {shop && (
              <SelectField
                label={t("field.status")}
                name="status"
                value={d.status}
                options={[
                  { value: "1", label: t("status.open") },
                  { value: "0", label: t("status.closed") },
                ]}
                hint={t("field.statusHint")}
                onChange={(v) => patch({ status: v === "0" ? "0" : "1" }, "status")}
              />
            )}
          </div>
        </DetailSection>

        <DetailSection title={t("form.contact")}>
          <div className="shop-form__group">
            <TextField label={t("field.contactName")} name="contact.name" value={d.contactName} required maxLength={CONTACT_NAME_MAX} error={errors["contact.name"]} onChange={(v) => patch({ contactName: v }, "contact.name")} />
            <TextField
              label={t("field.contactPhone")}
              name="contact.phone"
              type="tel"
              inputMode="tel"
              value={d.contactPhone}
              required
              maxLength={16}
              hint={t("field.contactPhoneHint")}
              error={errors["contact.phone"]}
              onChange={(v) => patch({ contactPhone: v }, "contact.phone")}
            />
          </div>
        </DetailSection>

        <DetailSection title={t("form.invoice")}>
          <label className="shop-toggle">
            <input type="checkbox" checked={d.invoiceOn} onChange={(e) => patch({ invoiceOn: e.target.checked })} />
            <span>
              {t("form.invoiceOn")}
              <small>{t("form.invoiceOnHint")}</small>
            </span>
          </label>
          {d.invoiceOn && (
            <InvoiceFields
              value={d.invoice}
              errors={errors}
              onChange={(p) => patch({ invoice: { ...d.invoice, ...p } }, ...Object.keys(p).map((k) => `invoice.${k}`), ...(p.type ? Object.keys(errors).filter((k) => k.startsWith("invoice.")) : []))}
            />
          )}
        </DetailSection>

        <DetailSection title={t("form.payout")}>
          <div className="shop-form__group">
            <SelectField
              label={t("field.payout")}
              name="payout_account_id"
              value={d.payoutId}
              options={accountOptions}
              placeholder={accounts.data === undefined ? t("field.payoutLoading") : accountOptions.length === 0 ? t("field.payoutNone") : t("field.payoutChoose")}
              hint={t("field.payoutHint")}
              error={errors["payout_account_id"]}
              onChange={(v) => patch({ payoutId: v }, "payout_account_id")}
            />
            <Link href={adminPaths.user.bankCardForm()} className="shop-link">
              {t("field.payoutAdd")}
            </Link>
          </div>
        </DetailSection>

        <div className="shop-form__submit">
          <Button type="submit" block loading={save.isMutating}>
            {shop ? t("form.save") : t("form.create")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
