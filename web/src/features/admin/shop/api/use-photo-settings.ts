/** GET manage-photo/settings: a shop's photo templates, frame and watermark, with every template and frame to pick from. */
import { shopPhotoSettings } from "../../../../../contract/http/manage-photo.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function usePhotoSettings(shop_id: number | null) {
  return useApi(shopPhotoSettings, shop_id === null ? null : { shop_id });
}
