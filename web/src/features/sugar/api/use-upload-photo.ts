/**
 * tanghua/upload-image for the photo page: the file goes up as multipart (part "file"). The
 * page checks §5/§9 (5 MB, png/jpeg) before calling; the server checks again (413/415).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_IMAGE_FIELD, type UploadedImage } from "../../../../contract/http/common.ts";
import { userUploadImage } from "../../../../contract/http/tanghua.ts";
import { upload } from "../../../lib/http.ts";

export function useUploadPhoto() {
  const [isUploading, setUploading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const trigger = useCallback(async (file: File): Promise<UploadedImage> => {
    setUploading(true);
    try {
      return await upload(userUploadImage, UPLOAD_IMAGE_FIELD, file, file.name);
    } finally {
      if (mounted.current) setUploading(false);
    }
  }, []);
  return { trigger, isUploading };
}
