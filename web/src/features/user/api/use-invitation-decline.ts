/** POST company/invitation-decline: say no to an invitation. */
import { invitationDecline } from "../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useInvitationDecline(): MutationState<typeof invitationDecline> {
  return useMutation(invitationDecline);
}
