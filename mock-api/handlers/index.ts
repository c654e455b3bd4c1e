/** Every route of the mock API, one group per file of web/contract/http. */
import type { Route } from "../router.ts";
import { authRoutes } from "./auth.ts";
import { companyRoutes } from "./company.ts";
import { defaultRoutes } from "./default.ts";

export const ROUTES: readonly Route[] = [...authRoutes, ...companyRoutes, ...defaultRoutes];
