/** POST user/address-save: create (no id) or update; the list and the edited address reload. */
import { addressSave } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useAddressSave() {
  return useMutation(addressSave);
}
