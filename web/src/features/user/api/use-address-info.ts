/** GET user/address-info: one address to edit (null id: a new address, nothing to load). */
import { addressInfo } from "../../../../contract/http/address.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useAddressInfo(id: number | null) {
  return useApi(addressInfo, id === null ? null : { id });
}
