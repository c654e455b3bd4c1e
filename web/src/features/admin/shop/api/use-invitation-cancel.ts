/** POST company/invitation-cancel: withdraw a pending invitation. What it makes stale is said once, in lib/stale-after.ts. */
import { companyInvitationCancel } from "../../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useInvitationCancel(): MutationState<typeof companyInvitationCancel> {
  return useMutation(companyInvitationCancel);
}
