/**
 * Pick up to `max` images and upload each at once (§5/§9: png, jpeg, jpg; at most 5 MB). The file
 * is checked in the browser first (lib/validate.ts checkImageFile) and a broken rule shows as a
 * field message naming it; an image that is only too big is scaled to fit first (lib/scale-image.ts,
 * issue 11). The server checks again. The page owns the upload call and the URLs.
 */
import "./form-field.css"; // the .field classes it lays out
import "./image-upload-field.css";
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { refusalMessage } from "../lib/http.ts";
import { useT } from "../lib/i18n/index.ts";
import { prepareImageUpload } from "../lib/scale-image.ts";
import type { ImageCheck } from "../lib/validate.ts";
import { CrossIcon } from "./action-icons.tsx";
import { ImageIcon } from "./icons.tsx";
import { Spinner } from "./states.tsx";

export interface ImageUploadFieldProps {
  label: ReactNode;
  /** The uploaded images' URLs, in order. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** Uploads one checked file; answers its URL (throws on failure: the client already told the user). */
  upload: (file: File) => Promise<string>;
  max?: number;
  /** A message from the page (e.g. "at least one photo"); the size/type checks have their own. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

const REASON_KEYS = {
  "too-large": "upload.tooLarge",
  "bad-extension": "upload.badType",
  "bad-content": "upload.badType",
  empty: "upload.empty",
} as const satisfies Record<Extract<ImageCheck, { ok: false }>["reason"], string>;

export function ImageUploadField({ label, value, onChange, upload, max = 1, error, hint, required }: ImageUploadFieldProps) {
  const t = useT("common");
  const id = useId();
  const [checkError, setCheckError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = checkError ?? error;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file may be picked again after a fix
    if (!file) return;
    setBusy(true); // scaling a big photo takes a moment
    const check = await prepareImageUpload(file);
    if (!check.ok) {
      setBusy(false);
      setCheckError(t(REASON_KEYS[check.reason], { name: file.name }));
      return;
    }
    setCheckError(null);
    try {
      const url = await upload(check.file);
      onChange([...value, url].slice(0, max));
    } catch (err) {
      // The HTTP client has toasted why; a refusal in the server's words (a full storage quota)
      // also stays under the field, where the user acted.
      const why = refusalMessage(err);
      if (why !== undefined) setCheckError(why);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`field image-upload${shown ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <ul className="image-upload__list" aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className="image-upload__item">
            <img className="image-upload__img" src={url} alt={t("upload.imageN", { n: i + 1 })} />
            <button
              type="button"
              className="image-upload__remove"
              aria-label={t("upload.remove", { n: i + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <CrossIcon size={14} />
            </button>
          </li>
        ))}
        {value.length < max && (
          <li className="image-upload__item">
            <label className="image-upload__add" htmlFor={id}>
              {busy ? <Spinner size="sm" label={t("upload.uploading")} /> : <ImageIcon size={24} />}
              <span>{t("upload.add", { n: value.length, max })}</span>
            </label>
            <input
              id={id}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              disabled={busy}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : hint ? `${id}-hint` : undefined}
              onChange={(e) => void onPick(e)}
            />
          </li>
        )}
      </ul>
      {hint && !shown && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {shown && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
