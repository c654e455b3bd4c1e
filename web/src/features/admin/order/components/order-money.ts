/** What an order cost, in its printer's currency (§1), or in coins when paid with them (§9 pay type 70). */
import type { TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";

export function orderAmount(o: Pick<TanghuaOrder, "money" | "coins" | "currency">, coinsText: (n: number) => string): string {
  if (o.coins !== undefined && o.coins > 0 && Number(o.money) === 0) return coinsText(o.coins);
  return formatAmount(o.money, currencyOf(o.currency));
}
