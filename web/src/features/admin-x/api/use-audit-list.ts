/** GET platform/audit-list, paged (level 7): who did what, when, on which record, before and after. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { auditList } from "../../../../contract/http/platform.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export type AuditQuery = Omit<InputOf<typeof auditList>, "page" | "limit">;

export function useAuditList(query: AuditQuery) {
  return usePagedApi(auditList, query);
}
