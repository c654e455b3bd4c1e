/** §7 Device/company calls: send a print job, the company context, and its operators. */
import * as z from "zod/mini";
import { COMPANY_ROLES } from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import { Count, Id, ImageRef, line, Mobile, NoInput, Nothing, OptText, OrderSn, paged, PageQuery, Sn, Time } from "./common.ts";

/** §1 company context: overrides page title and icon. */
export const Company = z.looseObject({
  id: z.optional(Id),
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

/** update, payload not shown: name and/or logo (an uploaded image); at least one. */
export const companyUpdate = endpoint({
  method: "POST",
  path: "/api/company/update",
  access: "merchant",
  input: z.strictObject({ name: z.optional(line(50)), logo_url: z.optional(ImageRef) }).check(
    z.refine((v) => v.name !== undefined || v.logo_url !== undefined, { message: "give name or logo_url", path: ["name"] }),
  ),
  output: Company,
  summary: "Rename the caller's company or change its logo",
});

/** The owner runs the company; operators help run its shops and printers (auth.ts COMPANY_ROLES). */
export const OPERATOR_ROLES = COMPANY_ROLES;

/** An operator of the company (a user). mobile comes whole; the page masks it (§5). */
export const Operator = z.looseObject({
  user_id: Id,
  nickname: OptText,
  avatar: OptText,
  mobile: OptText,
  role: z.enum(OPERATOR_ROLES),
  create_time: Time, // when they joined the company
});
export type Operator = z.infer<typeof Operator>;

export const companyUsers = endpoint({
  method: "GET",
  path: "/api/company/user-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery }),
  output: paged(Operator),
  summary: "The caller's company's operators, owner first",
});

/**
 * manage-add, payload not shown: exactly one of `mobile` (someone the owner knows only by
 * phone; they must have logged in once) or `user_id` (from a list the page already shows).
 */
export const companyManageAdd = endpoint({
  method: "POST",
  path: "/api/company/manage-add",
  access: "merchant",
  input: z.strictObject({ mobile: z.optional(Mobile), user_id: z.optional(Id) }).check(
    z.refine((v) => (v.mobile === undefined) !== (v.user_id === undefined), {
      message: "give exactly one of mobile or user_id",
      path: ["mobile"],
    }),
  ),
  output: Operator,
  summary: "Add an operator to the caller's company",
});

/** manage-remove, payload not shown: by user_id (the operator list carries it); the owner cannot be removed. */
export const companyManageRemove = endpoint({
  method: "POST",
  path: "/api/company/manage-remove",
  access: "merchant",
  input: z.strictObject({ user_id: Id }),
  output: Nothing,
  summary: "Remove an operator from the caller's company",
});

/**
 * device/send-order, payload not shown: (re)send a PAID order's print job to a printer, by
 * order_sn (not goods_id: a job always stands for a paid order, so this call can never print
 * for free). sn may differ from the order's printer when a manager moves the job to another
 * printer of the shop. The order's owner or the printer's manager may call it.
 */
export const sendOrder = endpoint({
  method: "POST",
  path: "/api/device/send-order",
  access: "user",
  input: z.strictObject({ sn: Sn, order_sn: OrderSn }),
  output: z.looseObject({ sn: z.string(), order_sn: z.string(), queue_position: Count }), // 0 = printing now
  summary: "Send a paid order's print job to a printer",
});

export const companyEndpoints = [
  sendOrder,
  companyInfo,
  companyUpdate,
  companyUsers,
  companyManageAdd,
  companyManageRemove,
] as const;
