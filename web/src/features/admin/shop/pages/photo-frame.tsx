/**
 * /admin/shop/photo-frame?shop_id (§2, issue 15; ADMIN-MAP D5): the decorative frame the shop's
 * photo prints get, one of the platform's (manage-photo/frame-list) or none, with what a print
 * looks like with the shop's saved settings. A customer's photo keeps the frame it was made with.
 */
import { useState } from "react";
import type { ShopPhotoSettings } from "../../../../../contract/http/manage-photo.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { CheckIcon } from "../../../../components/action-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { usePhotoSettings } from "../api/use-photo-settings.ts";
import { usePhotoSettingsSave } from "../api/use-photo-settings-save.ts";
import { LoadState } from "../components/load-state.tsx";
import { PhotoFramePage, previewSrc } from "../components/photo-frame-page.tsx";
import "../components/shop.css";

export function PhotoFramePageRoute() {
  return <PhotoFramePage tab="frame">{(shopId) => <Frames shopId={shopId} />}</PhotoFramePage>;
}

function Frames({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const settings = usePhotoSettings(shopId);
  if (settings.data === undefined)
    return <LoadState error={settings.error} onRetry={() => void settings.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  return <FrameForm key={String(settings.data.frame_id)} settings={settings.data} />;
}

/** The print a customer would get now: the shop's first template with its saved frame and watermark. */
export function SavedPreview({ settings }: { settings: ShopPhotoSettings }) {
  const t = useT("admin-shop");
  const first = settings.templates.find((x) => x.enabled === 1) ?? settings.templates[0];
  if (first === undefined) return null;
  return (
    <DetailSection title={t("photo.preview")}>
      <figure className="shop-preview">
        <Img className="shop-preview__img" src={previewSrc(first.preview_url, settings)} alt={t("photo.previewAlt", { name: first.name })} fit="contain" />
        <figcaption className="admin-muted">{t("photo.previewText", { name: first.name })}</figcaption>
      </figure>
    </DetailSection>
  );
}

function FrameForm({ settings }: { settings: ShopPhotoSettings }) {
  const t = useT("admin-shop");
  const save = usePhotoSettingsSave();
  const [frameId, setFrameId] = useState<number | null>(settings.frame_id);
  const changed = frameId !== settings.frame_id;

  const submit = () =>
    save.trigger({ shop_id: settings.shop_id, frame_id: frameId }).then(
      () => toast.success(t("photo.saved")),
      () => undefined, // told by the HTTP client; the choice stays
    );

  const option = (id: number | null, name: string, image: string | null) => (
    <li key={String(id)}>
      <button type="button" className={`shop-frame${frameId === id ? " shop-frame--on" : ""}`} aria-pressed={frameId === id} onClick={() => setFrameId(id)}>
        {image ? <Img className="shop-frame__img" src={image} alt="" fit="contain" /> : <span className="shop-frame__none">{t("photo.noFrameShort")}</span>}
        <span className="shop-frame__name">
          {frameId === id && <CheckIcon size={16} />}
          {name}
        </span>
      </button>
    </li>
  );

  return (
    <div className="shop-columns">
      <DetailSection title={t("photo.frames")}>
        <p className="admin-muted shop-section-note">{t("photo.frameText")}</p>
        <ul className="shop-frames" role="list">
          {option(null, t("photo.noFrame"), null)}
          {settings.frames.map((f) => option(f.id, f.name, f.image_url))}
        </ul>
        <div className="shop-form__submit">
          <Button block loading={save.isMutating} disabled={!changed} onClick={() => void submit()}>
            {t("photo.save")}
          </Button>
        </div>
      </DetailSection>
      <SavedPreview settings={settings} />
    </div>
  );
}
