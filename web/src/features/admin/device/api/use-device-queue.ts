/** tanghua/print-queue: the jobs printing and waiting on the printer (the detail's queue section). */
import { printQueue } from "../../../../../contract/http/tanghua.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDeviceQueue(sn: string | null) {
  return useApi(printQueue, sn === null ? null : { sn });
}
