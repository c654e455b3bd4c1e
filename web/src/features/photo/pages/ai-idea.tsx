/**
 * /photo/ai/idea (tab graffiti): free graffiti, §3 theme 22, whatever `type` says (the tab shows
 * only for 22). The drawing goes up as a PNG (§5/§9: at most 5 MB, checked before sending) and
 * becomes a picture like a photo does.
 */
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { FREE_GRAFFITI_THEME, UPLOAD_MAX_BYTES } from "../../../../contract/constants.ts";
import { PHOTO_POINTS_COST } from "../../../../contract/http/photo.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, TextField } from "../../../components/form-field.tsx";
import { refusalMessage } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoCreate } from "../api/use-photo-create.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { GraffitiCanvas, type GraffitiHandle } from "../components/graffiti-canvas.tsx";
import { PhotoShell } from "../components/photo-shell.tsx";

export function PhotoIdeaPage() {
  const t = useT("photo");
  const [, navigate] = useLocation();
  const canvas = useRef<GraffitiHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { trigger: uploadImage, isUploading } = useUploadImage();
  const create = usePhotoCreate();

  const submit = async () => {
    if (!canvas.current || canvas.current.isEmpty()) {
      setError(t("graffiti.empty"));
      return;
    }
    const blob = await canvas.current.toBlob();
    if (blob === null || blob.size > UPLOAD_MAX_BYTES) {
      setError(t("graffiti.tooLarge"));
      return;
    }
    setError(null);
    try {
      const { url } = await uploadImage(blob, "graffiti.png");
      const words = title.trim();
      const work = await create.trigger({ type: FREE_GRAFFITI_THEME, image: url, prompt: words === "" ? undefined : words });
      navigate(paths.photo.ai.drawing({ type: FREE_GRAFFITI_THEME, id: work.id }));
    } catch (err) {
      // The client has toasted it; a refusal in the server's words (a full storage quota) stays here too.
      const why = refusalMessage(err);
      if (why !== undefined) setError(why);
    }
  };

  return (
    <PhotoShell theme={FREE_GRAFFITI_THEME} tab="graffiti">
      <p className="photo-form__intro">{t("graffiti.intro")}</p>
      <GraffitiCanvas
        ref={canvas}
        onChange={(isEmpty) => {
          setEmpty(isEmpty);
          if (!isEmpty) setError(null);
        }}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="photo-form">
        <TextField label={t("graffiti.title")} name="title" value={title} onChange={(v) => setTitle(v)} maxLength={60} placeholder={t("graffiti.titlePlaceholder")} />
        <p className="photo-form__cost">{t("create.cost", { cost: PHOTO_POINTS_COST })}</p>
        <Button block loading={isUploading || create.isMutating} onClick={() => void submit()} aria-disabled={empty || undefined}>
          {t("graffiti.submit")}
        </Button>
      </div>
    </PhotoShell>
  );
}
