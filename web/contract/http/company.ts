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

/**
 * update, payload not shown: name and/or logo; at least one. The logo is an upload of the caller
 * (tixian/upload-image: checked by content) or the one already saved; company/info answers the
 * new values at once (the admin's title and icon, §1).
 */
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
 * Operators join by invitation (issue 15): manage-add, payload not shown, takes exactly one of
 * `mobile` (someone the owner knows only by phone, who may not have signed up yet: they find
 * the invitation once they log in with that number) or `user_id` (from a list the page already
 * shows), and answers the invitation. Nothing of the company is theirs until they accept it from
 * their /user page (my-invitations, invitation-accept): until then they see only the company's
 * name and logo and who invited them. An invitation lasts INVITATION_DAYS; inviting the same
 * number again while one is pending renews it. Whether a number belongs to anyone, or to another
 * company, is not told to the inviter: a person already in a company is refused when they accept.
 * The owner, or a platform admin (level 3/7) of the company, invites and cancels; operators may
 * list. The owner can never be removed (manage-remove).
 */
export const INVITATION_STATUSES = ["pending", "accepted", "declined", "cancelled", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_DAYS = 7;

/** An invitation as the company sees it (the mobile whole: the owner typed it). */
export const Invitation = z.looseObject({
  id: Id,
  company_id: Id,
  mobile: z.string(),
  user_id: z.nullish(Id),
  nickname: OptText,
  status: z.enum(INVITATION_STATUSES),
  inviter: z.nullish(z.looseObject({ id: Id, nickname: OptText })),
  create_time: Time,
  expire_time: Time,
  answer_time: z.nullish(Time),
});
export type Invitation = z.infer<typeof Invitation>;

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
  output: Invitation,
  summary: "Invite someone to run the caller's company (they accept from /user)",
});

export const companyInvitationList = endpoint({
  method: "GET",
  path: "/api/company/invitation-list",
  access: "merchant",
  input: z.strictObject({ ...PageQuery, status: z.optional(z.enum(INVITATION_STATUSES)) }),
  output: paged(Invitation),
  summary: "The caller's company's invitations, newest first",
});

export const companyInvitationCancel = endpoint({
  method: "POST",
  path: "/api/company/invitation-cancel",
  access: "merchant",
  input: z.strictObject({ id: Id }),
  output: Invitation,
  summary: "Withdraw a pending invitation",
});

/** An invitation as its invitee sees it: who asks, for which company, until when. */
export const MyInvitation = z.looseObject({
  id: Id,
  company: Company,
  inviter: z.nullish(z.looseObject({ nickname: OptText, avatar: OptText })),
  create_time: Time,
  expire_time: Time,
});
export type MyInvitation = z.infer<typeof MyInvitation>;

export const myInvitations = endpoint({
  method: "GET",
  path: "/api/company/my-invitations",
  access: "user",
  input: NoInput,
  output: z.looseObject({ list: z.array(MyInvitation) }),
  summary: "Pending invitations to the caller (by their id or mobile)",
});

export const invitationAccept = endpoint({
  method: "POST",
  path: "/api/company/invitation-accept",
  access: "user",
  input: z.strictObject({ id: Id }),
  output: Company,
  summary: "Accept an invitation: the caller becomes an operator of the company",
});

export const invitationDecline = endpoint({
  method: "POST",
  path: "/api/company/invitation-decline",
  access: "user",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Decline an invitation",
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
  companyInvitationList,
  companyInvitationCancel,
  myInvitations,
  invitationAccept,
  invitationDecline,
] as const;
