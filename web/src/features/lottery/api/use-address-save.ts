/** user/address-save: add or edit an address; the address list follows. */
import { addressSave } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useAddressSave() {
  return useMutation(addressSave);
}
