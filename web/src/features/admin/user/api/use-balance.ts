/**
 * GET manage/index for all the company's shops (no shop_id): the withdrawable balance and what
 * open withdrawals hold (frozen_amount), the same figures as the dashboard's "balance" card.
 */
import { index } from "../../../../../contract/http/manage.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useBalance() {
  return useApi(index, {});
}
