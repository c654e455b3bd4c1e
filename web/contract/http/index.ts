/** Every endpoint of §7, by group. The mock router and the OpenAPI writer walk this list. */
import * as auth from "./auth.ts";
import * as company from "./company.ts";
import * as defaults from "./default.ts";
import type { Endpoint } from "./endpoint.ts";

export { auth, company, defaults };

export const ENDPOINTS: readonly Endpoint[] = [
  auth.sendCode,
  auth.login,
  auth.logout,
  auth.bindAccount,
  auth.userInfo,
  company.companyInfo,
  defaults.config,
];
