/** manage-order/tanghua-list of goods type 16 on one printer: its photo sales, a page at a time (/admin/photo-device/detail). */
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import { tanghuaList } from "../../../../../contract/http/manage-order.ts";
import { useApi } from "../../../../lib/use-api.ts";

export const PHOTO_ORDERS_PAGE = 20;

export function usePhotoOrders(sn: string | null, page = 1) {
  return useApi(tanghuaList, sn === null ? null : { device_sn: sn, goods_type_id: GOODS_TYPE.PHOTO, page, limit: PHOTO_ORDERS_PAGE });
}
