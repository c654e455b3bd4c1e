/** GET platform/settings: cash back default, pop-up probability, customer-service phone, who saved them last. */
import { settings } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export function usePlatformSettings() {
  return useApi(settings, {});
}
