/** GET manage-photo/settings: the photo templates, frame and watermark of the printer's shop (what its customers pick from). */
import { shopPhotoSettings } from "../../../../../contract/http/manage-photo.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePhotoSettings(shopId: number | null) {
  return useApi(shopPhotoSettings, shopId === null ? null : { shop_id: shopId });
}
