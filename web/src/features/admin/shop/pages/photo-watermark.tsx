/**
 * /admin/shop/photo-watermark?shop_id (§2, issue 15; ADMIN-MAP D5): the shop's watermark on its
 * photo prints, or none: a text (≤ 20 characters) and/or an image (an upload of the caller, ≤ 5 MB
 * png/jpeg), at a corner or the centre, with an opacity; the preview shows the saved look.
 */
import { useRef, useState } from "react";
import { WATERMARK_POSITIONS, type ShopPhotoSettings, type WatermarkPosition } from "../../../../../contract/http/manage-photo.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { usePhotoSettings } from "../api/use-photo-settings.ts";
import { usePhotoSettingsSave } from "../api/use-photo-settings-save.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { LoadState } from "../components/load-state.tsx";
import { PhotoFramePage } from "../components/photo-frame-page.tsx";
import { SavedPreview } from "./photo-frame.tsx";
import "../components/shop.css";

export const WATERMARK_TEXT_MAX = 20;
export const DEFAULT_OPACITY = 0.6;

export function PhotoWatermarkPage() {
  return <PhotoFramePage tab="watermark">{(shopId) => <Watermark shopId={shopId} />}</PhotoFramePage>;
}

function Watermark({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const settings = usePhotoSettings(shopId);
  if (settings.data === undefined)
    return <LoadState error={settings.error} onRetry={() => void settings.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  return <WatermarkForm key={JSON.stringify(settings.data.watermark)} settings={settings.data} />;
}

function WatermarkForm({ settings }: { settings: ShopPhotoSettings }) {
  const t = useT("admin-shop");
  const save = usePhotoSettingsSave();
  const upload = useUploadImage();
  const ref = useRef<HTMLDivElement>(null);
  const wm = settings.watermark;
  const [on, setOn] = useState(wm !== null);
  const [text, setText] = useState(wm?.text ?? "");
  const [image, setImage] = useState<string[]>(wm?.image_url ? [wm.image_url] : []);
  const [position, setPosition] = useState<WatermarkPosition>(wm?.position ?? "bottom-right");
  const [opacity, setOpacity] = useState(wm?.opacity ?? DEFAULT_OPACITY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = async () => {
    const body = text.trim();
    if (on) {
      const e: Record<string, string> = {};
      if (body === "" && image.length === 0) e["watermark.text"] = t("photo.watermarkEmpty");
      else if (body.length > WATERMARK_TEXT_MAX) e["watermark.text"] = t("error.tooLong", { n: WATERMARK_TEXT_MAX });
      if (Object.keys(e).length > 0) {
        setErrors(e);
        return requestAnimationFrame(() => focusFirstError(ref.current));
      }
    }
    try {
      await save.trigger({
        shop_id: settings.shop_id,
        watermark: on ? { text: body === "" ? null : body, image_url: image[0] ?? null, position, opacity: Math.round(opacity * 100) / 100 } : null,
      });
      toast.success(on ? t("photo.saved") : t("photo.watermarkRemoved"));
    } catch (err) {
      setErrors(serverFieldErrors(err));
    }
  };

  return (
    <div className="shop-columns">
      <DetailSection title={t("photo.watermark")}>
        <div ref={ref}>
          <Form className="shop-form__group" onSubmit={() => void submit()} aria-label={t("photo.watermark")}>
            <label className="shop-toggle">
              <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
              <span>
                {t("photo.watermarkOn")}
                <small>{t("photo.watermarkOnHint")}</small>
              </span>
            </label>
            {on && (
              <>
                <TextField
                  label={t("photo.watermarkText")}
                  name="watermark.text"
                  value={text}
                  maxLength={WATERMARK_TEXT_MAX}
                  placeholder={settings.shop_name}
                  hint={t("photo.watermarkTextHint", { n: WATERMARK_TEXT_MAX })}
                  error={errors["watermark.text"]}
                  onChange={(v) => {
                    setText(v);
                    setErrors({});
                  }}
                />
                <ImageUploadField label={t("photo.watermarkImage")} value={image} onChange={(v) => (setImage(v), setErrors({}))} upload={upload} max={1} hint={t("photo.watermarkImageHint")} error={errors["watermark.image_url"]} />
                <fieldset className="shop-positions">
                  <legend className="field__label">{t("photo.position")}</legend>
                  <div className="shop-positions__grid">
                    {WATERMARK_POSITIONS.map((p) => (
                      <label key={p} className={`shop-position shop-position--${p}${position === p ? " shop-position--on" : ""}`}>
                        <input type="radio" name="position" className="visually-hidden" checked={position === p} onChange={() => setPosition(p)} />
                        <span>{t(`photo.pos.${p}`)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="field">
                  <label className="field__label" htmlFor="wm-opacity">
                    {t("photo.opacity", { n: Math.round(opacity * 100) })}
                  </label>
                  <input id="wm-opacity" className="shop-range" type="range" min={0.1} max={1} step={0.05} value={opacity} onChange={(e) => setOpacity(Number(e.target.value))} />
                </div>
              </>
            )}
            <Button type="submit" block loading={save.isMutating}>
              {t("photo.save")}
            </Button>
          </Form>
        </div>
      </DetailSection>
      <SavedPreview settings={settings} />
    </div>
  );
}
