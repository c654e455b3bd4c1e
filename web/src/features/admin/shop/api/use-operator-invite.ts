/** POST company/manage-add {mobile | user_id}: invite an operator (they accept from /user). Silent: a refusal shows under the mobile field. What it makes stale is said once, in lib/stale-after.ts. */
import { companyManageAdd } from "../../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useOperatorInvite(): MutationState<typeof companyManageAdd> {
  return useMutation(companyManageAdd, { silent: true });
}
