/** photo/list: the plaza, the caller's works or their favourites, a page at a time. */
import { photoList, type PhotoScope } from "../../../../contract/http/photo.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

/** Two columns of cards: 12 fills a phone screen twice. */
export const PHOTO_PAGE_SIZE = 12;

export function usePhotoList(scope: PhotoScope, type: number | undefined, showAll: boolean) {
  return usePagedApi(photoList, { scope, type, show_all: showAll ? 1 : undefined }, PHOTO_PAGE_SIZE);
}
