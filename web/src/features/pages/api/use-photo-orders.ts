/** tanghua/user-order for /photo-refund: the caller's photo orders (goods type 16), or one by order_sn. */
import { GOODS_TYPE } from "../../../../contract/constants.ts";
import { userOrders } from "../../../../contract/http/tanghua.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export function usePhotoOrders(enabled: boolean, orderSn: string | undefined) {
  return usePagedApi(userOrders, enabled ? { goods_type_id: GOODS_TYPE.PHOTO, order_sn: orderSn } : null, 20);
}
