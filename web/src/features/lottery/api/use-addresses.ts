/** user/address-list: the caller's addresses to ship a prize to (the default first). */
import { addressList } from "../../../../contract/http/address.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useAddresses(enabled: boolean) {
  return useApi(addressList, enabled ? {} : null);
}
