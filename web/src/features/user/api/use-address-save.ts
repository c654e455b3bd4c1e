/** POST user/address-save: create (no id) or update; the list and the edited address reload. */
import { addressInfo, addressList, addressSave } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

const INVALIDATES = [addressList, addressInfo];

export function useAddressSave() {
  return useMutation(addressSave, { invalidates: INVALIDATES });
}
