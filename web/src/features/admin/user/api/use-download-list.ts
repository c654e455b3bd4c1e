/** GET manage-order/download-list: the caller's own CSV exports, newest first. */
import { downloadList } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useDownloadList(page: number, limit: number) {
  return useApi(downloadList, { page, limit });
}
