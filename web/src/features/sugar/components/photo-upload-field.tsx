/**
 * Step 1 of photo drawing: pick a photo. §5/§9 are checked here before anything is sent (at most
 * 5 MB; png, jpeg or jpg by name and by its first bytes), with the reason under the field; a photo
 * that is only too big is scaled to fit first (lib/scale-image.ts, issue 11). The server checks
 * again (413/415), and its refusal lands under the field as well.
 */
import "../../../components/form-field.css"; // the .field classes it lays out
import { useEffect, useId, useState, type ChangeEvent } from "react";
import type { UploadedImage } from "../../../../contract/http/common.ts";
import { Spinner } from "../../../components/states.tsx";
import { refusalMessage, RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { prepareImageUpload } from "../../../lib/scale-image.ts";
import type { ImageCheck } from "../../../lib/validate.ts";
import { useUploadPhoto } from "../api/use-upload-photo.ts";
import "./photo.css";

type Reason = Extract<ImageCheck, { ok: false }>["reason"];
const REASON_KEYS = {
  "too-large": "photo.tooLarge",
  "bad-extension": "photo.badType",
  "bad-content": "photo.badType",
  empty: "photo.emptyFile",
} as const satisfies Record<Reason, string>;

export interface PhotoUploadFieldProps {
  uploaded: UploadedImage | null;
  onUploaded: (image: UploadedImage | null) => void;
}

export function PhotoUploadField({ uploaded, onUploaded }: PhotoUploadFieldProps) {
  const t = useT("sugar-draw");
  const id = useId();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [scaling, setScaling] = useState(false);
  const { trigger, isUploading: uploading } = useUploadPhoto();
  const isUploading = uploading || scaling;

  // The local preview's object URL is released when replaced or unmounted.
  useEffect(() => () => {
    if (preview !== undefined) URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // picking the same file again still fires change
    if (!file) return;
    setError(undefined);
    setScaling(true);
    const check = await prepareImageUpload(file);
    setScaling(false);
    if (!check.ok) {
      setError(t(REASON_KEYS[check.reason]));
      return;
    }
    onUploaded(null);
    setPreview(URL.createObjectURL(check.file));
    try {
      onUploaded(await trigger(check.file));
    } catch (err) {
      setPreview(undefined);
      const status = err instanceof RequestError ? err.status : undefined;
      // A refusal in the server's words (a full storage quota, issue 12) is shown as said.
      setError(refusalMessage(err) ?? (status === 413 ? t("photo.tooLarge") : status === 415 ? t("photo.badType") : t("photo.uploadFailed")));
    }
  };

  return (
    <div className={`field photo-upload${error ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {t("photo.step1")}
      </span>
      <label className="photo-upload__drop" htmlFor={id}>
        {preview !== undefined ? <img src={preview} alt={t("photo.previewAlt")} /> : <span className="photo-upload__plus" aria-hidden="true">+</span>}
        <span className="photo-upload__text">
          {isUploading ? (
            <>
              <Spinner size="sm" decorative /> {t("photo.uploading")}
            </>
          ) : uploaded !== null ? (
            t("photo.change")
          ) : (
            t("photo.choose")
          )}
        </span>
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        disabled={isUploading}
        onChange={(e) => void onChange(e)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t("photo.rules")}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
