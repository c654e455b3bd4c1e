/**
 * POST esign/get-url: the signing page of a withdrawal's agreement (the mock's stand-in:
 * /mock-esign/<flow_id>). The page navigates there; after signing (or refusing) the browser comes
 * back to `redirect_url` (a page of this site) with flow_id and esign_status in the query.
 */
import { esignGetUrl } from "../../../../../contract/http/weixin.ts";
import { useMutation } from "../../../../lib/use-mutation.ts";

export function useEsignUrl() {
  return useMutation(esignGetUrl);
}
