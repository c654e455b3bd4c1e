/**
 * tixian/upload-image, the admin's image upload (logos, pattern pictures, watermarks): for
 * ImageUploadField, which checks (§5/§9: at most 5 MB, png/jpeg by name and by its magic bytes)
 * and scales the file first; the server checks the content again (413/415). The answer's url is
 * what the save calls take (an image not uploaded by the caller is refused there).
 */
import { useCallback } from "react";
import { UPLOAD_IMAGE_FIELD } from "../../../../../contract/http/common.ts";
import { uploadImage } from "../../../../../contract/http/tixian.ts";
import { upload } from "../../../../lib/http.ts";

export function useUploadImage(): (file: File) => Promise<string> {
  return useCallback(async (file: File) => (await upload(uploadImage, UPLOAD_IMAGE_FIELD, file, file.name)).url, []);
}
