/** default/config (§7): the back-office settings public pages read (cash back, WeChat pages). */
import { config } from "../../contract/http/default.ts";
import { useApi, type ApiState } from "./use-api.ts";
import type { AppConfig } from "../../contract/http/default.ts";

export function useAppConfig(): ApiState<AppConfig> {
  return useApi(config, {});
}
