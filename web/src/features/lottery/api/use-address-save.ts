/** user/address-save: add or edit an address; the address list follows. */
import { addressInfo, addressList, addressSave } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [addressList, addressInfo];

export function useAddressSave() {
  return useMutation(addressSave, { invalidates: INVALIDATES });
}
