/** Step 2 of photo drawing: the printer's templates as a radio grid of previews, with loading, empty and error states. */
import "../../../components/form-field.css"; // the .field classes it lays out
import type { PhotoTemplate } from "../../../../contract/http/tanghua-photo.ts";
import { Img } from "../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoTemplates } from "../api/use-photo-templates.ts";
import "./photo.css";

export interface PhotoTemplatePickerProps {
  sn: string;
  value: number | null;
  onChange: (template: PhotoTemplate) => void;
  error?: string | undefined;
}

export function PhotoTemplatePicker({ sn, value, onChange, error }: PhotoTemplatePickerProps) {
  const t = useT("sugar-draw");
  const templates = usePhotoTemplates(sn);
  let body;
  if (templates.isLoading) body = <LoadingState />;
  else if (templates.error !== undefined) body = <ErrorState message={errorMessage(templates.error)} onRetry={() => void templates.reload()} />;
  else if ((templates.data?.list.length ?? 0) === 0) body = <EmptyState title={t("photo.noTemplates")} />;
  else
    body = (
      <div className="photo-templates">
        {templates.data?.list.map((tpl) => (
          <label key={tpl.id} className={`photo-template${tpl.id === value ? " photo-template--on" : ""}`}>
            <input type="radio" name="template" value={tpl.id} checked={tpl.id === value} onChange={() => onChange(tpl)} />
            <Img src={tpl.image_url} alt="" fit="contain" />
            <span>{tpl.name}</span>
          </label>
        ))}
      </div>
    );
  return (
    <fieldset className={`field photo-step${error ? " field--invalid" : ""}`}>
      <legend className="field__label">{t("photo.step2")}</legend>
      {body}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
