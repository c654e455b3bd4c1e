import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { NoInput, OptText } from "./common.ts";

/** §1 company context: overrides page title and icon. */
export const Company = z.looseObject({
  name: OptText,
  logo_url: OptText,
});
export type Company = z.infer<typeof Company>;

/**
 * company/info is public: the admin layout and the title logic load it for everyone; an
 * anonymous caller gets the platform's own company.
 */
export const companyInfo = endpoint({
  method: "GET",
  path: "/api/company/info",
  access: "public",
  input: NoInput,
  output: Company,
  summary: "Company context (name, logo_url)",
});
