/** GET default/district: one level of the district tree (the shop and contact forms find the region a saved address starts with). */
import { district } from "../../../../../contract/http/default.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDistricts(query: InputOf<typeof district> | null) {
  return useApi(district, query);
}
