/** manage-device/info: one printer by id (the routes' ?id=) or by serial (?sn=); null = not yet. */
import { manageDeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceInfo(by: { id: number } | { sn: string } | null) {
  return useApi(manageDeviceInfo, by);
}
