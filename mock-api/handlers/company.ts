/** §7 device/company calls (company/info so far). */
import { companyInfo } from "../../web/contract/http/company.ts";
import { route, type Route } from "../router.ts";
import type { CompanyRecord, Store } from "../store/types.ts";

/** §1 company context: the caller's company when logged in with one, else the platform's. */
function companyFor(store: Store, companyId: number | null): CompanyRecord | undefined {
  return (companyId !== null ? store.companies[String(companyId)] : undefined) ?? store.companies[String(store.platformCompanyId)];
}

export const companyRoutes: readonly Route[] = [
  route(companyInfo, ({ store, user }) => {
    const c = companyFor(store, user?.companyId ?? null);
    return c === undefined ? { name: null, logo_url: null } : { id: c.id, name: c.name, logo_url: c.logo_url };
  }),
];
