/** GET manage-goods/device-models: the printer models a shop can order, cheapest first. */
import { deviceModels } from "../../../../../contract/http/materials.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceModels() {
  return useApi(deviceModels, {});
}
