/**
 * The refund form's pictures: up to 6, each checked before it is sent (§5/§9: at most 5 MB,
 * png/jpeg/jpg, by its bytes) and uploaded at once (tanghua/upload-image); errors under the field.
 */
import "../../../components/form-field.css"; // the .field classes it lays out
import { useId, useState, type ChangeEvent } from "react";
import { CrossIcon, ImageIcon, Img, Spinner } from "../../../components/index.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useRefundUpload } from "../api/use-refund-upload.ts";
import "./order.css";

export const REFUND_IMAGES_MAX = 6; // the contract's apply-refund limit

export function RefundImages({ value, onChange }: { value: readonly string[]; onChange: (urls: string[]) => void }) {
  const t = useT("sugar-order");
  const id = useId();
  const uploadOne = useRefundUpload();
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ""; // the same file may be picked again after a removal
    setError(null);
    const room = REFUND_IMAGES_MAX - value.length - busy;
    if (files.length > room) setError(t("refund.image.tooMany", { max: REFUND_IMAGES_MAX }));
    const urls = [...value];
    setBusy((n) => n + Math.min(files.length, Math.max(0, room)));
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        const r = await uploadOne(file);
        if (r.ok) urls.push(r.image.url);
        else setError(t(`refund.image.${r.reason}`));
      } catch (err) {
        // The HTTP client already told the user (toast); keep its text under the field too.
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        setBusy((n) => n - 1);
      }
    }
    onChange(urls);
  };

  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {t("refund.images", { max: REFUND_IMAGES_MAX })}
      </span>
      <div className="order-images" role="group" aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <div key={url} className="order-image">
            <Img src={url} alt="" />
            <button type="button" className="order-image__remove" aria-label={t("refund.removeImage", { n: i + 1 })} onClick={() => onChange(value.filter((u) => u !== url))}>
              <span>
                <CrossIcon size={14} />
              </span>
            </button>
          </div>
        ))}
        {busy > 0 && (
          <div className="order-image-add" role="status">
            <Spinner size="sm" decorative />
            {t("refund.uploading")}
          </div>
        )}
        {value.length + busy < REFUND_IMAGES_MAX && (
          <label className="order-image-add">
            <ImageIcon size={24} />
            {t("refund.addImage")}
            <input type="file" accept="image/png,image/jpeg,.png,.jpg,.jpeg" multiple onChange={(e) => void onFiles(e)} aria-describedby={`${id}-hint`} />
          </label>
        )}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t("refund.imageHint")}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
