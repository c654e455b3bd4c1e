/** user/address-info: one address to edit on /lottery/address-form. */
import { addressInfo } from "../../../../contract/http/address.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useAddressInfo(id: number | null) {
  return useApi(addressInfo, id === null ? null : { id });
}
