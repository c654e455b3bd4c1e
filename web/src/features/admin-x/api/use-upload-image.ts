/**
 * tixian/upload-image (the admin's upload, §5/§9: ≤ 5 MB, png/jpeg, checked again by the
 * server): a frame's picture; ImageUploadField checks the file first.
 */
import { useCallback } from "react";
import { UPLOAD_IMAGE_FIELD } from "../../../../contract/http/common.ts";
import { uploadImage } from "../../../../contract/http/tixian.ts";
import { upload } from "../../../lib/http.ts";

export function useUploadImage(): (file: File) => Promise<string> {
  return useCallback(async (file: File) => (await upload(uploadImage, UPLOAD_IMAGE_FIELD, file, file.name)).url, []);
}
