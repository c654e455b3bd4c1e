/** GET manage-activity/list: the company's activities (running first, then upcoming, then ended), paged. */
import { activityManageList } from "../../../../../contract/http/activity.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

/** The list's filters (kept in the URL by the page); null = not yet. */
export type ActivityListFilter = Omit<InputOf<typeof activityManageList>, "page" | "limit">;

export function useActivityList(filter: ActivityListFilter | null) {
  return usePagedApi(activityManageList, filter);
}
