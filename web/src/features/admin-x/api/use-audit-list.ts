/** GET platform/audit-list, one page (level 7; null = not asked): who did what, when, on which record, before and after. */
import type { InputOf } from "../../../../contract/http/endpoint.ts";
import { auditList } from "../../../../contract/http/platform.ts";
import { useApi } from "../../../lib/use-api.ts";

export type AuditQuery = InputOf<typeof auditList>;

export function useAuditList(query: AuditQuery | null) {
  return useApi(auditList, query);
}
