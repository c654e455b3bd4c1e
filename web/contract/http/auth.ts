import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Email, Id, Mobile, Money, Nothing, NoInput, OptText, Time } from "./common.ts";

/** The owner runs the company; operators help run its shops and printers (company/user-list). */
export const COMPANY_ROLES = ["owner", "operator"] as const;

/**
 * The company a user runs shops for, and their role in it. Not in §3: chosen (issue 14) so the
 * admin area knows who may enter before any merchant call answers 403: a customer with a phone
 * who opens /admin is shown that the admin is for shop owners.
 */
export const UserCompany = z.looseObject({
  id: Id,
  name: OptText,
  /**
   * One of COMPANY_ROLES. A plain string on purpose: the user answer is what the whole app
   * starts from, so a role a newer backend adds must not make it unreadable; the admin treats
   * any role but "owner" as an operator.
   */
  role: z.string(),
});
export type UserCompany = z.infer<typeof UserCompany>;

/** §3 User. mobile/email/wx_openid are "" or null when the user has none. */
export const User = z.looseObject({
  id: Id,
  mobile: OptText,
  email: OptText,
  nickname: OptText,
  avatar: z.optional(OptText),
  wx_openid: OptText,
  create_time: Time,
  level_type: z.number(),
  total_money: Money,
  /** Coins held by the user; not in §3, sent by the backend with the user. */
  coins: z.optional(z.number()),
  /**
   * The company the user runs shops for (UserCompany); null = none (a customer). Absent = a
   * backend that does not say: the admin area then lets the user in and its calls decide.
   */
  company: z.optional(z.nullable(UserCompany)),
});
export type User = z.infer<typeof User>;

/**
 * send-code, "payload not shown" (§7): exactly one of mobile or email. Chosen because /login
 * offers "email where the user has one" (issue 6). `scene` separates login codes from bind codes.
 */
export const SendCodeInput = z
  .strictObject({
    mobile: z.optional(Mobile),
    email: z.optional(Email),
    scene: z.optional(z.enum(["login", "bind"])),
  })
  .check(
    z.refine((v) => (v.mobile === undefined) !== (v.email === undefined), {
      message: "give exactly one of mobile or email",
      path: ["mobile"],
    }),
  );

export const sendCode = endpoint({
  method: "POST",
  path: "/api/default/send-code",
  access: "public",
  input: SendCodeInput,
  /** Seconds until another code may be asked for (the login page's countdown). */
  output: z.looseObject({ retry_after: z.number() }),
  summary: "Send a 6-digit login code by SMS or email",
});

/**
 * login, "payload not shown": either a phone or email with its code, or a WeChat OAuth code
 * (`wx_code`) alone. Mixing the two is refused so a request always means one thing.
 */
export const LoginInput = z
  .strictObject({
    mobile: z.optional(Mobile),
    email: z.optional(Email),
    code: z.optional(z.string().check(z.regex(/^\d{6}$/, "code must be 6 digits"))),
    wx_code: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  })
  .check(
    z.refine(
      (v) => {
        const byCode = v.wx_code === undefined && v.code !== undefined && (v.mobile === undefined) !== (v.email === undefined);
        const byWeChat = v.wx_code !== undefined && v.code === undefined && v.mobile === undefined && v.email === undefined;
        return byCode !== byWeChat;
      },
      { message: "give mobile or email with code, or wx_code alone", path: ["code"] },
    ),
  );

export const login = endpoint({
  method: "POST",
  path: "/api/default/login",
  access: "public",
  silent: true, // §8: login is silent
  input: LoginInput,
  output: z.looseObject({ access_token: z.string().check(z.minLength(1)), expires_in: z.optional(z.number()) }),
  summary: "Log in; returns data.access_token (§4: stored 30 days)",
});

export const logout = endpoint({
  method: "POST",
  path: "/api/default/logout",
  access: "public",
  input: NoInput,
  output: Nothing,
  summary: "Revoke the current token",
});

/** bind-account, "payload not shown": bind a mobile (with a bind code) to the current user. */
export const bindAccount = endpoint({
  method: "POST",
  path: "/api/user/bind-account",
  access: "user",
  input: z.strictObject({ mobile: Mobile, code: z.string().check(z.regex(/^\d{6}$/, "code must be 6 digits")) }),
  output: User,
  summary: "Bind a mobile number to the current user",
});

export const userInfo = endpoint({
  method: "GET",
  path: "/api/user/info",
  access: "user",
  input: NoInput,
  output: User,
  summary: "The current user",
});

export const authEndpoints = [sendCode, login, logout, bindAccount, userInfo] as const;
