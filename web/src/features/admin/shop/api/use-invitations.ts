/** GET company/invitation-list: the company's invitations (pending, accepted, declined, cancelled, expired). */
import { companyInvitationList, type InvitationStatus } from "../../../../../contract/http/company.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

export function useInvitations(status?: InvitationStatus) {
  return usePagedApi(companyInvitationList, status === undefined ? {} : { status });
}
