/** tanghua/upload-image: a refund picture, checked first (§5/§9: 5 MB, png/jpeg/jpg) and uploaded. */
import { useCallback } from "react";
import { UPLOAD_IMAGE_FIELD, type UploadedImage } from "../../../../contract/http/common.ts";
import { userUploadImage } from "../../../../contract/http/tanghua.ts";
import { upload } from "../../../lib/http.ts";
import { checkImageFile, type ImageCheck } from "../../../lib/validate.ts";

export type RefundUploadResult = { ok: true; image: UploadedImage } | { ok: false; reason: Extract<ImageCheck, { ok: false }>["reason"] };

export function useRefundUpload(): (file: File) => Promise<RefundUploadResult> {
  return useCallback(async (file: File) => {
    const check = await checkImageFile(file);
    if (!check.ok) return { ok: false, reason: check.reason };
    const image = await upload(userUploadImage, UPLOAD_IMAGE_FIELD, file, file.name);
    return { ok: true, image };
  }, []);
}
