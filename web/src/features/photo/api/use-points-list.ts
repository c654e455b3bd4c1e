/** photo/points-list: the points record (its first page also carries the balance). */
import { pointsList } from "../../../../contract/http/photo.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function usePointsList() {
  return usePagedApi(pointsList, {}, 20);
}
