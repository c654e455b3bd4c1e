/** POST company/manage-remove: remove an operator (never the owner). What it makes stale is said once, in lib/stale-after.ts. */
import { companyManageRemove } from "../../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useOperatorRemove(): MutationState<typeof companyManageRemove> {
  return useMutation(companyManageRemove);
}
