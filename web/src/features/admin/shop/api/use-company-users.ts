/** GET company/user-list: the company's operators, owner first (/admin/shop/settings). */
import { companyUsers } from "../../../../../contract/http/company.ts";
import { usePagedApi } from "../../../../lib/use-paged-api.ts";

export function useCompanyUsers() {
  return usePagedApi(companyUsers, {});
}
