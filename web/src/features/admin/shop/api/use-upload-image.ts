/**
 * tixian/upload-image, the admin's image upload (logos, pictures, QR codes, watermarks): the file
 * is checked first (§5/§9: at most 5 MB, png/jpeg by name and by its magic bytes), then sent as
 * multipart part "file"; the server checks the content again (413/415). The answer's url is what
 * the save calls take (an image not uploaded by the caller is refused there).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_IMAGE_FIELD, type UploadedImage } from "../../../../../contract/http/common.ts";
import { uploadImage } from "../../../../../contract/http/tixian.ts";
import { upload } from "../../../../lib/http.ts";
import { checkImageFile, type ImageCheck } from "../../../../lib/validate.ts";

export type AdminUploadResult = { ok: true; image: UploadedImage } | { ok: false; reason: Extract<ImageCheck, { ok: false }>["reason"] };

export function useUploadImage() {
  const [isUploading, setUploading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const trigger = useCallback(async (file: File): Promise<AdminUploadResult> => {
    const check = await checkImageFile(file);
    if (!check.ok) return { ok: false, reason: check.reason };
    setUploading(true);
    try {
      return { ok: true, image: await upload(uploadImage, UPLOAD_IMAGE_FIELD, file, file.name) };
    } finally {
      if (mounted.current) setUploading(false);
    }
  }, []);
  return { trigger, isUploading };
}
