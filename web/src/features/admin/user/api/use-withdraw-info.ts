/**
 * GET tixian/withdraw-info: what can be withdrawn now, what open withdrawals hold, the limits,
 * and with an amount ("123.45") the fee and what arrives, before the merchant confirms.
 * The same fee rule is contract tixian.ts withdrawFeeCents, for showing it while typing.
 */
import { withdrawInfo } from "../../../../../contract/http/tixian.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useWithdrawInfo(amount?: string) {
  return useApi(withdrawInfo, amount === undefined ? {} : { amount });
}
