/** POST user/address-delete; the list reloads. */
import { addressDelete, addressInfo, addressList } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [addressList, addressInfo];

export function useAddressDelete() {
  return useMutation(addressDelete, { invalidates: INVALIDATES });
}
