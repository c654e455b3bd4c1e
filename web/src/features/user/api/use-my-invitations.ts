/** GET company/my-invitations: companies inviting the caller to run their shops (shown on /user). */
import { myInvitations } from "../../../../contract/http/company.ts";
import { useApi } from "../../../lib/use-api.ts";

export function useMyInvitations() {
  return useApi(myInvitations, {});
}
