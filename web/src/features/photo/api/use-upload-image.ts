/**
 * tanghua/upload-image (the customer's upload) for the photo to turn into a picture and the
 * graffiti PNG. The caller checks §5/§9 (5 MB, png/jpeg) first; the server checks again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_IMAGE_FIELD, type UploadedImage } from "../../../../contract/http/common.ts";
import { userUploadImage } from "../../../../contract/http/tanghua.ts";
import { upload } from "../../../lib/http.ts";

export function useUploadImage() {
  const [isUploading, setUploading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const trigger = useCallback(async (file: Blob, name: string): Promise<UploadedImage> => {
    setUploading(true);
    try {
      return await upload(userUploadImage, UPLOAD_IMAGE_FIELD, file, name);
    } finally {
      if (mounted.current) setUploading(false);
    }
  }, []);
  return { trigger, isUploading };
}
