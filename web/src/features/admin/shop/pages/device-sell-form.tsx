/**
 * /admin/shop/device-sell-form?id (§2, issue 15; ADMIN-MAP D2): a shop orders new printers from
 * the platform: a model of the catalogue (manage-goods/device-models, with prices), how many (1 to
 * DEVICE_ORDER_MAX), where they are shipped (the shop's §3 contact, changeable), a remark. Made, it
 * is an unpaid device order (manage-order/device-make, free freight) that opens on its own page
 * with the pay sheet (balance, WeChat, or its QR outside WeChat); paid, it waits for the
 * platform's confirmation (/admin/x/device-order) before it ships. Without an id: which shop?
 */
import { useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { DEVICE_ORDER_MAX } from "../../../../../contract/http/manage-order.ts";
import type { DeviceModel } from "../../../../../contract/http/materials.ts";
import type { ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import { Phone } from "../../../../../contract/http/manage-common.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useShops } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useDeviceMake } from "../api/use-device-make.ts";
import { useDeviceModels } from "../api/use-device-models.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { LoadState } from "../components/load-state.tsx";
import { ShopChooser } from "../components/shop-chooser.tsx";
import { queryInt } from "../shop-query.ts";
import "../components/shop.css";

export const REMARK_MAX = 200;

/** What the order costs: the unit price × units, to the fen (freight is free for printers). */
export function orderTotal(price: string | number, num: number): string {
  return ((Math.round(Number(price) * 100) * num) / 100).toFixed(2);
}

export function DeviceSellFormPage() {
  const t = useT("admin-shop");
  const id = queryInt(useSearch(), "id");
  const info = useShopInfo(id);
  const shops = useShops();
  const shop = info.data;

  let body;
  if (id === null)
    body = <ShopChooser shops={shops.data?.list} error={shops.error} onRetry={() => void shops.reload()} title={t("chooser.buyDevice")} hrefOf={(s) => adminPaths.shop.deviceSellForm({ id: s.id })} />;
  else if (shop === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  else body = <SellForm key={shop.id} shop={shop} />;

  return (
    <AdminPage title={t("sell.title")} subtitle={shop?.name} backHref={shop ? adminPaths.shop.detail({ id: shop.id }) : adminPaths.shop.index()}>
      {body}
    </AdminPage>
  );
}

type Field = "model_id" | "num" | "contact.name" | "contact.phone" | "contact.address" | "remark";

function SellForm({ shop }: { shop: ShopInfo }) {
  const t = useT("admin-shop");
  const [, navigate] = useLocation();
  const models = useDeviceModels();
  const make = useDeviceMake();
  const ref = useRef<HTMLDivElement>(null);
  const [modelId, setModelId] = useState<number | null>(null);
  const [num, setNum] = useState(1);
  const [contact, setContact] = useState({ name: shop.contact.name ?? "", phone: shop.contact.phone ?? "", address: shop.contact.address || shop.address || "" });
  const [remark, setRemark] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const list = models.data?.list;
  const model: DeviceModel | undefined = list?.find((m) => m.id === modelId) ?? (modelId === null ? list?.[0] : undefined);

  const clear = (f: Field) => errors[f] !== undefined && setErrors((e) => ({ ...e, [f]: undefined }));
  const show = (e: Partial<Record<Field, string>>) => {
    setErrors(e);
    requestAnimationFrame(() => focusFirstError(ref.current));
  };

  const submit = async () => {
    const e: Partial<Record<Field, string>> = {};
    if (model === undefined) e.model_id = t("sell.modelRequired");
    if (!Number.isInteger(num) || num < 1 || num > DEVICE_ORDER_MAX) e.num = t("sell.numBad", { max: DEVICE_ORDER_MAX });
    if (contact.name.trim() === "") e["contact.name"] = t("error.required");
    else if (contact.name.trim().length > 20) e["contact.name"] = t("error.tooLong", { n: 20 });
    if (!Phone.safeParse(contact.phone.trim()).success) e["contact.phone"] = contact.phone.trim() === "" ? t("error.required") : t("error.phone");
    if (contact.address.trim() === "") e["contact.address"] = t("error.required");
    else if (contact.address.trim().length > 200) e["contact.address"] = t("error.tooLong", { n: 200 });
    if (remark.trim().length > REMARK_MAX) e.remark = t("error.tooLong", { n: REMARK_MAX });
    if (Object.keys(e).length > 0 || model === undefined) return show(e);
    try {
      const made = await make.trigger({
        shop_id: shop.id,
        model_id: model.id,
        num,
        contact: { name: contact.name.trim(), phone: contact.phone.trim(), address: contact.address.trim() },
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      // The order has its own page from now on (a reload or back never makes a second one); it opens paying.
      navigate(adminPaths.shop.deviceShip({ id: made.id, pay: 1 }), { replace: true });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length > 0) show(fields as Partial<Record<Field, string>>);
    }
  };

  if (list === undefined) return models.error ? <ErrorState message={errorMessage(models.error)} onRetry={() => void models.reload()} /> : <LoadingState />;
  if (list.length === 0) return <EmptyState title={t("sell.noModels")} text={t("sell.noModelsText")} />;

  return (
    <div ref={ref}>
      <Form className="shop-form" onSubmit={() => void submit()} aria-label={t("sell.title")}>
        <DetailSection title={t("sell.model")}>
          <div className="shop-models" role="radiogroup" aria-label={t("sell.model")} aria-invalid={errors.model_id ? true : undefined}>
            {list.map((m) => (
              <label key={m.id} className={`shop-model${model?.id === m.id ? " shop-model--on" : ""}`}>
                <input type="radio" name="model_id" className="visually-hidden" checked={model?.id === m.id} onChange={() => (setModelId(m.id), clear("model_id"))} />
                <Img className="shop-model__img" src={m.image_url ?? ""} alt="" />
                <span className="shop-model__text">
                  <strong>{m.name}</strong>
                  {m.description ? <small>{m.description}</small> : null}
                  <span className="admin-num">{formatAmount(m.price)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.model_id && <p className="field__error">{errors.model_id}</p>}
        </DetailSection>

        <DetailSection title={t("sell.num")}>
          <div className="shop-stepper" role="group" aria-label={t("sell.num")}>
            <button type="button" className="shop-stepper__btn" aria-label={t("sell.less")} disabled={num <= 1} onClick={() => (setNum((n) => Math.max(1, n - 1)), clear("num"))}>
              −
            </button>
            <input
              className="shop-stepper__value"
              name="num"
              inputMode="numeric"
              aria-label={t("sell.num")}
              aria-invalid={errors.num ? true : undefined}
              value={String(num)}
              onChange={(e) => {
                const v = Number(e.target.value.replace(/\D/g, "") || "0");
                setNum(Math.min(DEVICE_ORDER_MAX, v));
                clear("num");
              }}
            />
            <button type="button" className="shop-stepper__btn" aria-label={t("sell.more")} disabled={num >= DEVICE_ORDER_MAX} onClick={() => (setNum((n) => Math.min(DEVICE_ORDER_MAX, n + 1)), clear("num"))}>
              +
            </button>
            <span className="admin-muted">{t("sell.numHint", { max: DEVICE_ORDER_MAX })}</span>
          </div>
          {errors.num && <p className="field__error">{errors.num}</p>}
        </DetailSection>

        <DetailSection title={t("sell.shipTo")}>
          <div className="shop-form__group">
            <TextField label={t("field.contactName")} name="contact.name" value={contact.name} required maxLength={20} error={errors["contact.name"]} onChange={(v) => (setContact((c) => ({ ...c, name: v })), clear("contact.name"))} />
            <TextField label={t("field.contactPhone")} name="contact.phone" type="tel" inputMode="tel" value={contact.phone} required maxLength={16} error={errors["contact.phone"]} onChange={(v) => (setContact((c) => ({ ...c, phone: v })), clear("contact.phone"))} />
            <TextAreaField label={t("field.shipTo")} name="contact.address" rows={2} value={contact.address} required maxLength={200} error={errors["contact.address"]} onChange={(v) => (setContact((c) => ({ ...c, address: v })), clear("contact.address"))} />
            <TextAreaField label={t("sell.remark")} name="remark" rows={2} value={remark} maxLength={REMARK_MAX} showCount placeholder={t("sell.remarkHint")} error={errors.remark} onChange={(v) => (setRemark(v), clear("remark"))} />
          </div>
        </DetailSection>

        <DetailSection className="shop-total">
          <div className="shop-total__line">
            <span>{model ? t("sell.line", { name: model.name, price: formatAmount(model.price), n: num }) : "—"}</span>
            <span className="admin-muted">{t("sell.freeFreight")}</span>
          </div>
          <div className="shop-total__line">
            <strong>{t("sell.total")}</strong>
            <strong className="shop-total__money">{model ? formatAmount(orderTotal(model.price, num)) : "—"}</strong>
          </div>
          <p className="admin-muted">{t("sell.flow")}</p>
          <Button type="submit" block loading={make.isMutating}>
            {t("sell.submit")}
          </Button>
        </DetailSection>
      </Form>
    </div>
  );
}
