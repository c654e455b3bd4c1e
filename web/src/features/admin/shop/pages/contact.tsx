/**
 * /admin/shop/contact?shop_id (§2, §3 shipping contacts "factory and company"; ADMIN-MAP D10):
 * where things go between the shop and the factory. The factory's addresses (the platform's, the
 * same for every shop: where returned printers and materials are sent) are read here, with a way
 * to call or copy them; the shop's own contact (where its purchases are shipped) is edited here
 * on its own (manage-shop/contact-save).
 */
import { useRef, useState } from "react";
import type { FactoryContact } from "../../../../../contract/http/manage-shop.ts";
import { Phone } from "../../../../../contract/http/manage-common.ts";
import type { Contact } from "../../../../../contract/http/manage-common.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, TextField } from "../../../../components/form-field.tsx";
import { LoadingState } from "../../../../components/states.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopContactSave } from "../api/use-shop-contact-save.ts";
import { useShopContacts } from "../api/use-shop-contacts.ts";
import { AddressFields } from "../components/address-fields.tsx";
import { LoadState } from "../components/load-state.tsx";
import { composeAddress } from "../components/region-address.ts";
import { ShopChooser } from "../components/shop-chooser.tsx";
import { useRegionOf } from "../components/use-region-of.ts";
import { useOneShop } from "../use-one-shop.ts";
import "../components/shop.css";

export function ContactPage() {
  const t = useT("admin-shop");
  const one = useOneShop();
  let body;
  if (one.shopId !== undefined) body = <Contacts shopId={one.shopId} />;
  else if (one.loading) body = <LoadingState />;
  else body = <ShopChooser shops={one.shops} error={one.error} onRetry={one.reload} title={t("chooser.contact")} onChoose={(s) => one.choose(s.id)} />;
  return (
    <AdminPage title={t("contact.title")} shopScoped="one" backHref={one.shopId !== undefined ? adminPaths.shop.detail({ id: one.shopId }) : adminPaths.shop.index()}>
      {body}
    </AdminPage>
  );
}

function Contacts({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const contacts = useShopContacts(shopId);
  const data = contacts.data;
  const split = useRegionOf(data ? (data.company.address ?? "") : null);
  if (data === undefined)
    return <LoadState error={contacts.error} onRetry={() => void contacts.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  return (
    <div className="shop-columns shop-columns--even">
      {split === undefined ? <LoadingState /> : <CompanyContact key={shopId} shopId={shopId} contact={data.company} region={split.region} detail={split.detail} />}
      <DetailSection title={t("contact.factory")}>
        <p className="admin-muted shop-section-note">{t("contact.factoryText")}</p>
        {data.factory.length === 0 ? <p className="admin-muted">{t("contact.noFactory")}</p> : <ul className="shop-contacts" role="list">{data.factory.map((f) => <FactoryCard key={f.id} contact={f} />)}</ul>}
      </DetailSection>
    </div>
  );
}

function FactoryCard({ contact }: { contact: FactoryContact }) {
  const t = useT("admin-shop");
  const copy = async () => {
    const text = `${contact.name ?? ""} ${contact.phone ?? ""} ${contact.address ?? ""}`.trim();
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("contact.copied"));
    } catch {
      toast.error(t("contact.copyFailed"));
    }
  };
  return (
    <li className="shop-contact">
      <strong>{contact.name}</strong>
      {contact.remark ? <span className="admin-muted">{contact.remark}</span> : null}
      <span>{contact.address}</span>
      <span className="shop-row-actions">
        {contact.phone ? (
          <a className="shop-link" href={`tel:${contact.phone}`}>
            {t("contact.call", { phone: contact.phone })}
          </a>
        ) : null}
        <button type="button" className="shop-link" onClick={() => void copy()}>
          {t("contact.copy")}
        </button>
      </span>
    </li>
  );
}

function CompanyContact({ shopId, contact, region: region0, detail: detail0 }: { shopId: number; contact: Contact; region: Parameters<typeof composeAddress>[0]; detail: string }) {
  const t = useT("admin-shop");
  const save = useShopContactSave();
  const ref = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(contact.name ?? "");
  const [phone, setPhone] = useState(contact.phone ?? "");
  const [region, setRegion] = useState(region0);
  const [detail, setDetail] = useState(detail0);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const clear = (k: string) => errors[k] !== undefined && setErrors((e) => ({ ...e, [k]: undefined }));

  const submit = async () => {
    const address = composeAddress(region, detail);
    const e: Record<string, string> = {};
    if (name.trim() === "") e["name"] = t("error.required");
    else if (name.trim().length > 20) e["name"] = t("error.tooLong", { n: 20 });
    if (phone.trim() === "") e["phone"] = t("error.required");
    else if (!Phone.safeParse(phone.trim()).success) e["phone"] = t("error.phone");
    if (detail.trim() === "") e["address"] = t("error.required");
    else if (address.length > 200) e["address"] = t("error.tooLong", { n: 200 });
    setErrors(e);
    if (Object.keys(e).length > 0) return requestAnimationFrame(() => focusFirstError(ref.current));
    try {
      await save.trigger({ shop_id: shopId, name: name.trim(), phone: phone.trim(), address });
      toast.success(t("contact.saved"));
    } catch (err) {
      setErrors(serverFieldErrors(err));
      requestAnimationFrame(() => focusFirstError(ref.current));
    }
  };

  return (
    <DetailSection title={t("contact.company")}>
      <p className="admin-muted shop-section-note">{t("contact.companyText")}</p>
      <div ref={ref}>
        <Form className="shop-form__group" onSubmit={() => void submit()} aria-label={t("contact.company")}>
          <TextField label={t("field.contactName")} name="name" value={name} required maxLength={20} error={errors["name"]} onChange={(v) => (setName(v), clear("name"))} />
          <TextField label={t("field.contactPhone")} name="phone" type="tel" inputMode="tel" value={phone} required maxLength={16} hint={t("field.contactPhoneHint")} error={errors["phone"]} onChange={(v) => (setPhone(v), clear("phone"))} />
          <AddressFields label={t("field.shipTo")} region={region} detail={detail} onRegion={(r) => (setRegion(r), clear("address"))} onDetail={(v) => (setDetail(v), clear("address"))} error={errors["address"]} />
          <Button type="submit" loading={save.isMutating}>
            {t("contact.save")}
          </Button>
        </Form>
      </div>
    </DetailSection>
  );
}
