/**
 * /admin/shop/photo-template?shop_id (§2, issue 15; ADMIN-MAP D5): which of the platform's photo
 * templates (crop shapes) the shop's printers offer, and in what order (at least one): each with
 * its preview as the shop prints it (its frame and watermark). A customer's photo on those
 * printers is made through one of these (tanghua/photo-template-list answers them).
 */
import { useState } from "react";
import type { ShopPhotoSettings } from "../../../../../contract/http/manage-photo.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/form-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { usePhotoSettings } from "../api/use-photo-settings.ts";
import { usePhotoSettingsSave } from "../api/use-photo-settings-save.ts";
import { LoadState } from "../components/load-state.tsx";
import { PhotoFramePage, previewSrc } from "../components/photo-frame-page.tsx";
import "../components/shop.css";

/** Moves `id` one place up (-1) or down (+1) among `ids`. */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j] as number, out[i] as number];
  return out;
}

export function PhotoTemplatePage() {
  return <PhotoFramePage tab="template">{(shopId) => <Templates shopId={shopId} />}</PhotoFramePage>;
}

function Templates({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const settings = usePhotoSettings(shopId);
  if (settings.data === undefined)
    return <LoadState error={settings.error} onRetry={() => void settings.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  return <TemplatesForm key={settings.data.template_ids.join(",")} settings={settings.data} />;
}

function TemplatesForm({ settings }: { settings: ShopPhotoSettings }) {
  const t = useT("admin-shop");
  const save = usePhotoSettingsSave();
  const [ids, setIds] = useState<number[]>(settings.template_ids);
  const [error, setError] = useState<string | undefined>(undefined);
  const byId = new Map(settings.templates.map((x) => [x.id, x]));
  const off = settings.templates.filter((x) => !ids.includes(x.id));
  const changed = ids.join(",") !== settings.template_ids.join(",");

  const toggle = (id: number) => {
    setError(undefined);
    setIds((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  };

  const submit = async () => {
    if (ids.length === 0) return setError(t("photo.templatesRequired"));
    await save.trigger({ shop_id: settings.shop_id, template_ids: ids }).then(
      () => toast.success(t("photo.saved")),
      () => undefined, // told by the HTTP client; the choice stays as it is
    );
  };

  const card = (id: number, on: boolean, i: number) => {
    const x = byId.get(id);
    if (x === undefined) return null;
    return (
      <li key={id} className={`shop-template${on ? " shop-template--on" : ""}`}>
        <div className="shop-template__pic">
          <Img className="shop-template__img" src={previewSrc(x.preview_url, settings)} alt={x.name} fit="contain" />
          <label className="shop-template__pick">
            <input type="checkbox" checked={on} aria-label={t(on ? "photo.stopOffering" : "photo.offerName", { name: x.name })} onChange={() => toggle(id)} />
          </label>
        </div>
        <div className="shop-template__text">
          <strong>
            {on ? <span className="shop-template__n">{i + 1}</span> : null}
            {x.name}
          </strong>
          {x.remark ? <small className="admin-muted">{x.remark}</small> : null}
        </div>
        {on && (
          <div className="shop-template__actions">
            <button type="button" className="shop-icon-btn" aria-label={t("photo.up", { name: x.name })} disabled={i === 0} onClick={() => setIds((now) => moveId(now, id, -1))}>
              ↑
            </button>
            <button type="button" className="shop-icon-btn" aria-label={t("photo.down", { name: x.name })} disabled={i === ids.length - 1} onClick={() => setIds((now) => moveId(now, id, 1))}>
              ↓
            </button>
          </div>
        )}
      </li>
    );
  };

  return (
    <>
      <DetailSection title={t("photo.offeredN", { n: ids.length })}>
        <p className="admin-muted shop-section-note">{t("photo.templateText", { shop: settings.shop_name })}</p>
        {ids.length > 0 ? <ul className="shop-templates" role="list">{ids.map((id, i) => card(id, true, i))}</ul> : <p className="field__error">{t("photo.templatesRequired")}</p>}
      </DetailSection>
      {off.length > 0 && (
        <DetailSection title={t("photo.notOffered", { n: off.length })}>
          <ul className="shop-templates" role="list">
            {off.map((x, i) => card(x.id, false, i))}
          </ul>
        </DetailSection>
      )}
      <div className="shop-form__submit">
        {error && <p className="field__error" role="alert">{error}</p>}
        <Button block loading={save.isMutating} disabled={!changed} onClick={() => void submit()}>
          {t("photo.save")}
        </Button>
      </div>
    </>
  );
}
