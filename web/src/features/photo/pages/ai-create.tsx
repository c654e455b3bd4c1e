/**
 * /photo/ai/create (tab draw; tab text for free graffiti): a photo turned into a picture in the
 * theme, or, for free graffiti, a few words drawn as one. Costs PHOTO_POINTS_COST points; on
 * success the drawing page follows the picture until it is done. Sharing on the plaza is an
 * explicit choice, off by default; a photo print (theme 16) is never shared (issue 11 item 6).
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PHOTO_POINTS_COST, PHOTO_PRINT_THEME } from "../../../../contract/http/photo.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, Form, TextField } from "../../../components/form-field.tsx";
import { ImageUploadField } from "../../../components/image-upload-field.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoCreate } from "../api/use-photo-create.ts";
import { useSignInfo } from "../api/use-sign-info.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { PhotoShell } from "../components/photo-shell.tsx";
import { isFreeGraffiti, resolveTheme, themeName } from "../theme.ts";

const PROMPT_MAX = 60;

export function PhotoCreatePage() {
  const t = useT("photo");
  const theme = resolveTheme(new URLSearchParams(useSearch()).get("type"));
  const [, navigate] = useLocation();
  const textMode = isFreeGraffiti(theme);
  const [images, setImages] = useState<string[]>([]);
  const [prompt, setPrompt] = useState("");
  const [isPublic, setPublic] = useState(false);
  const photoPrint = theme === PHOTO_PRINT_THEME;
  const [errors, setErrors] = useState<{ image?: string; prompt?: string }>({});
  const { trigger: uploadImage } = useUploadImage();
  const create = usePhotoCreate();
  const points = useSignInfo(undefined).data?.points;
  const short = points !== undefined && points < PHOTO_POINTS_COST;

  const submit = async () => {
    const next: typeof errors = {};
    const words = prompt.trim();
    if (textMode && words === "") next.prompt = t("create.promptRequired");
    if (words.length > PROMPT_MAX) next.prompt = t("create.promptTooLong", { max: PROMPT_MAX });
    if (!textMode && images.length === 0) next.image = t("create.photoRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const work = await create.trigger({ type: theme, image: images[0], prompt: words === "" ? undefined : words, is_public: isPublic && !photoPrint ? 1 : 0 });
      navigate(paths.photo.ai.drawing({ type: theme, id: work.id }));
    } catch {
      // errorCode 1 (e.g. not enough points) was shown as a toast by the client.
    }
  };

  return (
    <PhotoShell theme={theme} tab={textMode ? "text" : "draw"}>
      <Form className="photo-form" onSubmit={() => void submit()}>
        <p className="photo-form__intro">{textMode ? t("create.textIntro") : t("create.intro", { theme: t(`theme.${themeName(theme)}`) })}</p>
        {!textMode && (
          <ImageUploadField
            label={t("create.photo")}
            value={images}
            onChange={(v) => {
              setImages(v);
              setErrors((e) => ({ ...e, image: undefined }));
            }}
            upload={async (file) => (await uploadImage(file, file.name)).url}
            hint={t("create.photoHint")}
            error={errors.image}
            required
          />
        )}
        <TextField
          label={textMode ? t("create.words") : t("create.prompt")}
          name="prompt"
          value={prompt}
          onChange={(v) => setPrompt(v)}
          error={errors.prompt}
          placeholder={textMode ? t("create.wordsPlaceholder") : t("create.promptPlaceholder")}
          maxLength={PROMPT_MAX}
          required={textMode}
        />
        {photoPrint ? (
          <p className="photo-form__cost">{t("create.photoPrivate")}</p>
        ) : (
          <label className="photo-form__check">
            <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />
            <span>
              {t("create.share")}
              {!isPublic && <span className="photo-form__cost"> · {t("create.shareOff")}</span>}
            </span>
          </label>
        )}
        <p className={`photo-form__cost${short ? " photo-form__cost--short" : ""}`}>
          {points === undefined ? t("create.cost", { cost: PHOTO_POINTS_COST }) : t("create.costWithPoints", { cost: PHOTO_POINTS_COST, points })}
          {short && (
            <>
              {" "}
              <Link href={paths.photo.sign()}>{t("create.earn")}</Link>
            </>
          )}
        </p>
        <Button type="submit" block loading={create.isMutating} disabled={short}>
          {t("create.submit")}
        </Button>
      </Form>
    </PhotoShell>
  );
}
