/** GET manage-goods/info: one of a shop's patterns, for the form. */
import { info } from "../../../../../contract/http/materials.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useShopGoodsInfo(id: number | null) {
  return useApi(info, id === null ? null : { id });
}
