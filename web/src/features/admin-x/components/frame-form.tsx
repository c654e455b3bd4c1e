/**
 * Adding or renaming a photo frame (platform/frame-save) in a sheet: the Chinese name (shops see
 * it), an English name, and for a new frame its picture (tixian/upload-image; a 400 × 400 PNG
 * with a transparent middle, laid over the photo). A refusal is said under its field and keeps
 * what was typed.
 */
import { useEffect, useState } from "react";
import { FRAME_NAME_MAX, type PlatformFrame } from "../../../../contract/http/platform.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { Button } from "../../../components/button.tsx";
import { Form, TextField } from "../../../components/form-field.tsx";
import { ImageUploadField } from "../../../components/image-upload-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { serverFieldErrors, type FieldErrors } from "../../../lib/admin/form-errors.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useFrameSave } from "../api/use-frame-save.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import "./x.css";

type Field = "name" | "name_en" | "image_url";

export function FrameForm({ frame, onClose }: { frame: PlatformFrame | "new" | null; onClose: () => void }) {
  const t = useT("admin-x");
  const save = useFrameSave();
  const upload = useUploadImage();
  const isNew = frame === "new";
  const [name, setName] = useState("");
  const [nameEn, setNameEn] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  useEffect(() => {
    if (frame === null) return;
    setName(frame === "new" ? "" : frame.name);
    setNameEn(frame === "new" ? "" : (frame.name_en ?? ""));
    setImages([]);
    setErrors({});
  }, [frame]);

  const submit = async () => {
    const e: FieldErrors<Field> = {};
    if (name.trim() === "") e.name = t("frame.nameRequired");
    else if (name.trim().length > FRAME_NAME_MAX) e.name = t("frame.nameTooLong", { n: FRAME_NAME_MAX });
    if (nameEn.trim().length > 40) e.name_en = t("frame.nameTooLong", { n: 40 });
    if (isNew && images.length === 0) e.image_url = t("frame.imageRequired");
    setErrors(e);
    if (Object.keys(e).length > 0 || frame === null) return;
    try {
      await save.trigger({
        ...(frame !== "new" ? { id: frame.id } : {}),
        name: name.trim(),
        ...(nameEn.trim() !== "" ? { name_en: nameEn.trim() } : {}),
        ...(images[0] !== undefined ? { image_url: images[0] } : {}),
      });
    } catch (err) {
      const fields = serverFieldErrors(err, ["name", "name_en", "image_url"] as const);
      setErrors(Object.keys(fields).length > 0 ? fields : { image_url: errorMessage(err) ?? t("frame.failed") });
      return;
    }
    toast.success(t(isNew ? "frame.added" : "frame.saved"));
    onClose();
  };

  return (
    <BottomSheet open={frame !== null} onClose={onClose} title={t(isNew ? "frame.addTitle" : "frame.editTitle")}>
      <Form className="x-form" onSubmit={() => void submit()} aria-label={t(isNew ? "frame.addTitle" : "frame.editTitle")}>
        <TextField label={t("frame.name")} name="name" value={name} required maxLength={FRAME_NAME_MAX} error={errors.name} onChange={(v) => (setName(v), setErrors((x) => ({ ...x, name: undefined })))} />
        <TextField label={t("frame.nameEn")} name="name_en" value={nameEn} maxLength={40} hint={t("frame.nameEnHint")} error={errors.name_en} onChange={(v) => (setNameEn(v), setErrors((x) => ({ ...x, name_en: undefined })))} />
        <ImageUploadField
          label={t(isNew ? "frame.image" : "frame.newImage")}
          value={images}
          onChange={(v) => (setImages(v), setErrors((x) => ({ ...x, image_url: undefined })))}
          upload={upload}
          max={1}
          required={isNew}
          hint={t("frame.imageHint")}
          error={errors.image_url}
        />
        <Button type="submit" block loading={save.isMutating}>
          {t(isNew ? "frame.addSubmit" : "frame.save")}
        </Button>
      </Form>
    </BottomSheet>
  );
}
