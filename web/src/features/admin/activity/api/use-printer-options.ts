/** GET manage-device/list for the activity form's printer picker: the company's printers with their shop. */
import { manageDeviceList } from "../../../../../contract/http/manage-device.ts";
import { useApi } from "../../../../lib/use-api.ts";

/** A company's printers on one page (the contract's page cap; an activity names at most 100 anyway). */
export function usePrinterOptions() {
  return useApi(manageDeviceList, { page: 1, limit: 100 });
}
