/** GET tixian/esign-data: a withdrawal's agreement (parties, amount, signed PDF) with the withdrawal itself. */
import { esignData } from "../../../../../contract/http/tixian.ts";
import { useApi } from "../../../../lib/use-api.ts";

export function useEsignData(id: number | null) {
  return useApi(esignData, id === null ? null : { id });
}
