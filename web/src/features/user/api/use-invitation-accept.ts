/** POST company/invitation-accept: join the company as an operator (the session's company reloads: lib/stale-after.ts). */
import { invitationAccept } from "../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../lib/use-mutation.ts";

export function useInvitationAccept(): MutationState<typeof invitationAccept> {
  return useMutation(invitationAccept);
}
