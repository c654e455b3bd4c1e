/** GET manage-goods/material-info: one store item with its specs, stock and what the caller has of it in the cart. */
import { materialInfo } from "../../../../../contract/http/materials.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useStoreItem(id: number | null) {
  return useApi(materialInfo, id === null ? null : { id });
}
