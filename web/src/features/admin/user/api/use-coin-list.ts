/** GET manage/coin-list: the company's coin records of a month and type, the month's coins in and out and the 12-month chart. */
import { coinList } from "../../../../../contract/http/manage.ts";
import type { InputOf } from "../../../../../contract/http/endpoint.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useCoinList(query: InputOf<typeof coinList>) {
  return useApi(coinList, query);
}
