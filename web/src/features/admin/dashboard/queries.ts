/**
 * The dashboard's first calls, their inputs built in one place: the hooks ask with them, and the
 * early requests (early.ts) send the same URLs before the admin code has loaded. Pure: no schema,
 * no React.
 */
import { SHOPS_LIMIT } from "../../../lib/admin/shop-choice.ts";

/** The last 12 months in the column chart (month-statistics `months`). */
export const CHART_MONTHS = 12;

const scoped = <T extends object>(input: T, shopId: number | undefined): T & { shop_id?: number } =>
  shopId === undefined ? input : { ...input, shop_id: shopId };

export const dashboardInput = (shopId: number | undefined) => scoped({}, shopId);
export const monthStatisticsInput = (shopId: number | undefined) => scoped({ months: CHART_MONTHS }, shopId);
export const monthProfitInput = (month: string, shopId: number | undefined) => scoped({ month }, shopId);
export const rankInput = <T extends string, P extends string>(type: T, period: P, shopId: number | undefined) => scoped({ type, period }, shopId);
export const shopsInput = () => ({ limit: SHOPS_LIMIT });

/**
 * Path and input of the calls the dashboard's figures wait for: the shops (the switcher, the
 * scope) and manage/index. The charts' calls go when the page asks: sent early too they would
 * only queue behind these on a phone's few connections.
 */
export function firstCalls(shopId: number | undefined): [path: string, input: object][] {
  return [
    ["/api/manage/index", dashboardInput(shopId)],
    ["/api/manage-shop/list", shopsInput()],
  ];
}
