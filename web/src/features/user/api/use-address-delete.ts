/** POST user/address-delete; the list reloads. */
import { addressDelete } from "../../../../contract/http/address.ts";
import { useMutation } from "../../../lib/use-mutation.ts";

export function useAddressDelete() {
  return useMutation(addressDelete);
}
