/**
 * The currency a shop's money is in (§1/§9: the printer's locale; HK$ for a Hong Kong shop):
 * manage/index narrowed to the shop answers the locale its printers share (¥/元 when none or
 * mixed). Without a shop: the caller's whole fleet.
 */
import { index } from "../../../../../contract/http/manage.ts";
import { currencyOf, type Currency } from "../../../../lib/admin/format.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useShopCurrency(shopId: number | null | undefined): Currency {
  const dash = useApi(index, shopId === null || shopId === undefined ? {} : { shop_id: shopId });
  return currencyOf(dash.data?.currency);
}
