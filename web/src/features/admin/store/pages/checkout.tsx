/**
 * /admin/store/checkout?type&ids (§2, issue 16): the chosen cart lines, the shop that buys (its
 * contact is where the parcels go, editable), an invoice if wanted (the shop's saved details
 * first), a remark, and the money: goods, freight (free from ¥99, contract MATERIAL_FREIGHT),
 * total. "Submit" makes the unpaid order (manage-order/material-make: the lines leave the cart,
 * their stock is held) and goes to it, where the pay sheet opens at once; an order closed unpaid
 * can be paid later from there until it expires.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { materialFreightCents, MATERIAL_FREIGHT, type CartItem } from "../../../../../contract/http/materials.ts";
import { INVOICE_TYPE, type ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, SelectField, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, hasErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { RequestError } from "../../../../lib/http.ts";
import { useOneAtATime } from "../../../../lib/admin/one-at-a-time.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useCart } from "../api/use-cart.ts";
import { useMaterialMake } from "../api/use-material-make.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { checkoutErrors, EMPTY_INVOICE, invoiceInput, type CheckoutField, type ContactForm, type InvoiceForm } from "../checkout-rules.ts";
import { InvoiceFields } from "../components/invoice-fields.tsx";
import { boughtNow, buyNumOf, cartIdsOf, storeTypeOf, type StoreType } from "../store-type.ts";
import { linesCents } from "./cart.tsx";
import "../components/store.css";

export function CheckoutPage() {
  const t = useT("admin-store");
  const search = useSearch();
  const type = storeTypeOf(search);
  const ids = cartIdsOf(search);
  const num = ids.length === 1 ? buyNumOf(search) : undefined;
  const cart = useCart(type);
  const all = cart.data?.list;
  const lines = all?.filter((l) => ids.includes(l.id)).map((l) => boughtNow(l, num));

  let body;
  if (ids.length === 0) body = <EmptyState title={t("checkout.none")} text={t("checkout.noneText")} action={<Link href={adminPaths.store.cart({ type })}>{t("checkout.toCart")}</Link>} />;
  else if (lines === undefined) body = cart.error ? <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.reload()} /> : <LoadingState />;
  else if (lines.length === 0)
    body = (
      <EmptyState
        title={t("checkout.gone")}
        text={t("checkout.goneText")}
        action={
          <span className="store-links">
            <Link href={adminPaths.store.order({ type })}>{t("checkout.toOrders")}</Link>
            <Link href={adminPaths.store.cart({ type })}>{t("checkout.toCart")}</Link>
          </span>
        }
      />
    );
  else body = <CheckoutForm type={type} lines={lines} missing={ids.length - lines.length} num={num} />;

  return (
    <AdminPage title={t("checkout.title")} backHref={adminPaths.store.cart({ type })} className="store-checkout-page">
      {body}
    </AdminPage>
  );
}

function contactOf(shop: ShopInfo | undefined): ContactForm {
  return { name: shop?.contact.name ?? "", phone: shop?.contact.phone ?? "", address: shop?.contact.address ?? shop?.address ?? "" };
}

function invoiceOf(shop: ShopInfo | undefined): InvoiceForm {
  const i = shop?.invoice;
  if (!i) return { ...EMPTY_INVOICE };
  const s = (v: string | null | undefined) => v ?? "";
  return {
    type: i.type === INVOICE_TYPE.COMPANY || i.type === INVOICE_TYPE.VAT_SPECIAL ? i.type : INVOICE_TYPE.PERSONAL,
    company_name: s(i.company_name),
    tax_id: s(i.tax_id),
    email: s(i.email),
    address: s(i.address),
    phone: s(i.phone),
    bank_name: s(i.bank_name),
    bank_account: s(i.bank_account),
  };
}

/** The server's 422 fields ({"contact.phone": "…"}) as the form's own. */
function serverFields(err: unknown): FieldErrors<CheckoutField> {
  if (!(err instanceof RequestError) || err.status !== 422) return {};
  const fields = (err.data as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== "object" || fields === null) return {};
  const out: FieldErrors<CheckoutField> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string") out[k as CheckoutField] = v;
  return out;
}

function CheckoutForm({ type, lines, missing, num }: { type: StoreType; lines: readonly CartItem[]; missing: number; num: number | undefined }) {
  const t = useT("admin-store");
  const [, navigate] = useLocation();
  const scope = useShopScope();
  const shops = scope.shops;
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const chosenShop = shopId ?? scope.shopId ?? shops?.[0]?.id;
  const info = useShopInfo(chosenShop);
  const shop = info.data?.id === chosenShop ? info.data : undefined;
  const [contact, setContact] = useState<ContactForm | null>(null);
  const [invoice, setInvoice] = useState<InvoiceForm | null>(null);
  const [wantInvoice, setWantInvoice] = useState(false);
  const [remark, setRemark] = useState("");
  const [errors, setErrors] = useState<FieldErrors<CheckoutField>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const make = useMaterialMake();
  const formRef = useRef<HTMLDivElement>(null);
  // The shop's contact and invoice fill the form when its answer comes, and again for another shop.
  const filledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (shop === undefined || filledFor.current === shop.id) return;
    filledFor.current = shop.id;
    setContact(contactOf(shop));
    setInvoice(invoiceOf(shop));
    if (shop.invoice) setWantInvoice(true);
  }, [shop]);

  const c = contact ?? contactOf(shop);
  const inv = invoice ?? invoiceOf(shop);
  const invalid = lines.filter((l) => l.is_valid !== 1);
  const goods = linesCents(lines);
  const freight = materialFreightCents(goods);
  const toFree = MATERIAL_FREIGHT.FREE_FROM_CENTS - goods;
  const money = (cents: number) => formatAmount(cents / 100);
  const message = (field: CheckoutField) => {
    const kind = errors[field];
    if (kind === undefined) return undefined;
    // The page's own checks answer a kind; the server's 422 answers its own words.
    return ["required", "tooLong", "phone", "taxId", "email", "bankAccount", "oneLine"].includes(kind) ? t(`form.${kind as "required"}`) : kind;
  };
  const clear = (field: CheckoutField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setC = (k: keyof ContactForm, v: string) => {
    setContact({ ...c, [k]: v });
    clear(`contact.${k}`);
  };

  const once = useOneAtATime();
  const submit = async () => {
    if (once.busy || chosenShop === undefined || invalid.length > 0) return;
    const e = checkoutErrors(c, wantInvoice ? inv : null, remark);
    setErrors(e);
    setRefused(null);
    if (hasErrors(e)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    try {
      // A double tap makes one order.
      const order = await once.run(() => make.trigger({
        shop_id: chosenShop,
        type,
        cart_ids: lines.map((l) => l.id),
        // Buy now: the quantity chosen, not what the cart holds of it (boughtNow).
        ...(num !== undefined && lines.length === 1 && (lines[0] as CartItem).num === num ? { num } : {}),
        contact: { name: c.name.trim(), phone: c.phone.trim(), address: c.address.trim() },
        ...(wantInvoice ? { invoice: invoiceInput(inv) } : {}),
        ...(remark.trim() !== "" ? { remark: remark.trim() } : {}),
      }));
      if (order === undefined) return;
      // Replace: back from the order goes to the cart, not to a checkout of lines now ordered.
      navigate(adminPaths.store.orderInfo({ type, id: order.id, pay: 1 }), { replace: true });
    } catch (err) {
      const fields = serverFields(err);
      if (hasErrors(fields)) {
        setErrors(fields);
        requestAnimationFrame(() => focusFirstError(formRef.current));
      } else if (err instanceof RequestError && err.kind === "api") setRefused(err.message);
    }
  };

  return (
    <div ref={formRef} className="store-checkout">
      <Form onSubmit={() => void submit()} aria-label={t("checkout.title")}>
        {missing > 0 && (
          <p className="admin-alert" role="status">
            {t("checkout.missing", { n: missing })}
          </p>
        )}
        {invalid.length > 0 && (
          <p className="admin-alert admin-alert--danger" role="alert">
            {t("checkout.invalid")} <Link href={adminPaths.store.cart({ type })}>{t("checkout.toCart")}</Link>
          </p>
        )}
        {refused !== null && (
          <p className="admin-alert admin-alert--danger" role="alert">
            {refused}
          </p>
        )}

        <DetailSection title={t("checkout.ship")}>
          {shops !== undefined && shops.length > 1 && (
            <SelectField
              label={t("checkout.shop")}
              name="shop_id"
              value={String(chosenShop ?? "")}
              options={shops.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(v) => {
                setShopId(Number(v));
                setContact(null);
                setInvoice(null);
                setWantInvoice(false);
              }}
            />
          )}
          {shops !== undefined && shops.length === 1 && <p className="store-muted">{t("checkout.forShop", { shop: shops[0]?.name ?? "" })}</p>}
          <div className="store-form-grid">
            <TextField label={t("checkout.name")} name="contact_name" required maxLength={20} autoComplete="name" value={c.name} error={message("contact.name")} onChange={(v) => setC("name", v)} />
            <TextField label={t("checkout.phone")} name="contact_phone" type="tel" required maxLength={16} autoComplete="tel" value={c.phone} error={message("contact.phone")} onChange={(v) => setC("phone", v)} />
          </div>
          <TextAreaField label={t("checkout.address")} name="contact_address" required rows={2} maxLength={200} value={c.address} error={message("contact.address")} onChange={(v) => setC("address", v)} />
        </DetailSection>

        <DetailSection title={t("checkout.goods", { n: lines.length })}>
          <ul className="checkout-lines" role="list">
            {lines.map((l) => (
              <li key={l.id} className={`checkout-line${l.is_valid !== 1 ? " cart-line--invalid" : ""}`}>
                <Img className="checkout-line__img" src={l.goods.image_url ?? ""} alt="" />
                <span className="checkout-line__main">
                  <span className="checkout-line__name">{l.goods.name}</span>
                  <span className="store-muted">
                    {l.spec_name ? `${l.spec_name} · ` : ""}
                    {formatAmount(l.price)} × {l.num}
                  </span>
                </span>
                <strong>{formatAmount(l.amount)}</strong>
              </li>
            ))}
          </ul>
        </DetailSection>

        <DetailSection title={t("checkout.invoice")} actions={
          <label className="store-switch">
            <input type="checkbox" checked={wantInvoice} onChange={(e) => setWantInvoice(e.target.checked)} />
            <span>{t("checkout.wantInvoice")}</span>
          </label>
        }>
          {wantInvoice ? (
            <InvoiceFields value={inv} message={message} onChange={(next, field) => {
              setInvoice(next);
              if (field) clear(field);
            }} />
          ) : (
            <p className="store-muted">{t("checkout.noInvoice")}</p>
          )}
        </DetailSection>

        <DetailSection title={t("checkout.remark")}>
          <TextAreaField label={t("checkout.remarkLabel")} name="remark" rows={2} maxLength={200} showCount value={remark} error={message("remark")} placeholder={t("checkout.remarkHint")} onChange={(v) => {
            setRemark(v);
            clear("remark");
          }} />
        </DetailSection>

        <DetailSection title={t("checkout.money")}>
          <dl className="store-sum">
            <div>
              <dt>{t("checkout.goodsTotal")}</dt>
              <dd>{money(goods)}</dd>
            </div>
            <div>
              <dt>{t("checkout.freight")}</dt>
              <dd>{freight === 0 ? t("checkout.freeFreight") : money(freight)}</dd>
            </div>
            {freight > 0 && toFree > 0 && <p className="store-muted">{t("checkout.toFree", { money: money(toFree), from: money(MATERIAL_FREIGHT.FREE_FROM_CENTS) })}</p>}
            <div className="store-sum__total">
              <dt>{t("checkout.total")}</dt>
              <dd>{money(goods + freight)}</dd>
            </div>
          </dl>
        </DetailSection>

        <div className="store-actions store-actions--bar">
          <span className="cart-bar__total">
            {t("checkout.total")} <strong>{money(goods + freight)}</strong>
          </span>
          <Button type="submit" loading={once.busy} disabled={chosenShop === undefined || invalid.length > 0}>
            {t("checkout.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
