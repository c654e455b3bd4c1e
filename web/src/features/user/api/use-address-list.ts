/** GET user/address-list: the caller's addresses, the default first. */
import { addressList } from "../../../../contract/http/address.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useAddressList() {
  return useApi(addressList, {});
}
