/** tanghua/upload-image (the customer's upload) for refund photos; §5/§9 checked by the field first. */
import { useCallback } from "react";
import { UPLOAD_IMAGE_FIELD } from "../../../../contract/http/common.ts";
import { userUploadImage } from "../../../../contract/http/tanghua.ts";
import { upload } from "../../../lib/http.ts";

export function useUploadImage() {
  return useCallback(async (file: File) => (await upload(userUploadImage, UPLOAD_IMAGE_FIELD, file, file.name)).url, []);
}
