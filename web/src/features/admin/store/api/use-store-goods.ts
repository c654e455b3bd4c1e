/** GET manage-goods/list: the store's goods of one shelf (material or toy_fittings), by category, with the category tabs. */
import { list } from "../../../../../contract/http/materials.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useStoreGoods(query: InputOf<typeof list>) {
  return useApi(list, query);
}
