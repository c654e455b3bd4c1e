/** POST company/update: the company's name and/or logo (an upload of the caller); company/info answers the new ones. What it makes stale is said once, in lib/stale-after.ts. */
import { companyUpdate } from "../../../../../contract/http/company.ts";
import { useMutation, type MutationState } from "../../../../lib/use-mutation.ts";

export function useCompanyUpdate(): MutationState<typeof companyUpdate> {
  return useMutation(companyUpdate);
}
