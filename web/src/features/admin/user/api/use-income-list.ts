/** GET manage/income-list: the company's balance records of a month and type, the month's totals and the 12-month chart. */
import { incomeList } from "../../../../../contract/http/manage.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useIncomeList(query: InputOf<typeof incomeList>) {
  return useApi(incomeList, query);
}
