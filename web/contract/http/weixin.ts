/** §7 Weixin and e-sign calls: the JS-SDK signature, unbinding WeChat, electronic signing. */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { HttpUrl, Id, NoInput, OptText, QueryId, Time } from "./common.ts";
import { User } from "./auth.ts";

/** A WeChat AppID (wx + 16 hex digits). */
export const WeixinAppId = z.string().check(z.regex(/^wx[0-9a-f]{16}$/, "appid must be a WeChat AppID"));

/**
 * The page URL to sign. WeChat signs it without the #fragment, so one with a fragment is
 * refused rather than signed wrong.
 */
export const JsConfigInput = z.strictObject({
  url: HttpUrl.check(z.regex(/^[^#]*$/, "url must not contain a #fragment")),
  appid: z.optional(WeixinAppId),
});

/** wx.config() parameters as the WeChat JS-SDK documents them; timestamp in seconds. */
export const WeixinJsConfig = z.looseObject({
  appId: z.string().check(z.minLength(1)),
  timestamp: z.union([z.number().check(z.int(), z.gte(0)), z.string().check(z.regex(/^\d{1,12}$/))]),
  nonceStr: z.string().check(z.minLength(1), z.maxLength(64)),
  signature: z.string().check(z.minLength(1)),
  jsApiList: z.optional(z.array(z.string())),
});
export type WeixinJsConfig = z.infer<typeof WeixinJsConfig>;

export const jsConfig = endpoint({
  method: "GET",
  path: "/api/weixin/js-config",
  access: "public",
  input: JsConfigInput,
  output: WeixinJsConfig,
  summary: "WeChat JS-SDK signature for a page URL",
});

/**
 * unbind, payload not shown: no body; clears the caller's WeChat openid and answers the
 * updated user. The server refuses when WeChat is the user's only way in (no mobile or email).
 */
export const weixinUnbind = endpoint({
  method: "POST",
  path: "/api/weixin/unbind",
  access: "user",
  input: NoInput,
  output: User,
  summary: "Unbind WeChat from the current user",
});

/** Contracts signed electronically: the withdrawal contract (/admin/user/withdraw-sign). */
export const ESIGN_TYPES = ["withdraw"] as const;

/**
 * Signing status, "not shown": numbered as e-sign flows commonly are (e签宝 flow states):
 * 0 not started, 1 signing, 2 signed, 3 revoked, 5 expired, 7 refused.
 */
export const ESIGN_STATUS = { UNSIGNED: 0, SIGNING: 1, SIGNED: 2, REVOKED: 3, EXPIRED: 5, REFUSED: 7 } as const;

/**
 * Where the signing page sends the browser back to: this site only (an http(s) URL on the host
 * the call came to, or a path), checked by the server, so the provider's page is never an open
 * redirect. The signing page adds `flow_id` and `esign_status` (ESIGN_STATUS) to it.
 */
export const EsignRedirect = z.string().check(
  z.maxLength(1024),
  z.regex(/^(?:https?:\/\/[^\s/?#]+)?\/(?!\/)[^\s\\]*$/, "redirect_url must be a page of this site (a path or an http(s) URL)"),
);

/**
 * The signing page get-url answers: an absolute http(s) URL. A pattern, not HttpUrl (z.url): the
 * web parses this answer, and zod's modules sit in the customer entry chunk, where ZodURL would
 * add ~0.6 KB gzip to /sugar's first load (README "what the /sugar first load leaves out").
 */
export const SigningUrl = z.string().check(z.maxLength(1024), z.regex(/^https?:\/\/[^\s/?#]+(?:[/?#][^\s]*)?$/, "url must be an http(s) URL"));

/**
 * get-url, payload not shown: the contract type, the withdrawal to sign (issue 16: each payout
 * is signed) and where to come back to after signing. Answers the signing page (an http(s) URL:
 * the web navigates to it; the mock's stand-in for the provider is /mock-esign/<flow_id>) and
 * when the link stops working. A live flow of the withdrawal is resumed, not started again.
 */
export const esignGetUrl = endpoint({
  method: "POST",
  path: "/api/esign/get-url",
  access: "merchant",
  input: z.strictObject({ type: z.enum(ESIGN_TYPES), withdraw_id: Id, redirect_url: z.optional(EsignRedirect) }),
  output: z.looseObject({ url: SigningUrl, flow_id: OptText, expire_time: z.nullish(Time), withdraw_id: z.optional(Id) }),
  summary: "Start (or resume) signing a withdrawal's contract; answers the signing page URL",
});

/** The caller's signing record of one contract type; status 0 with nulls when never started. */
export const EsignRecord = z.looseObject({
  type: z.string(),
  status: z.number().check(z.int(), z.gte(0)), // ESIGN_STATUS
  flow_id: OptText,
  signer_name: OptText,
  file_url: OptText, // the signed PDF, once status is 2
  sign_time: z.nullish(Time),
});
export type EsignRecord = z.infer<typeof EsignRecord>;

export const esignInfo = endpoint({
  method: "GET",
  path: "/api/esign/info",
  access: "merchant",
  // withdraw_id: that withdrawal's newest flow (the withdraw-sign page); without it, the caller's newest.
  input: z.strictObject({ type: z.enum(ESIGN_TYPES), withdraw_id: z.optional(QueryId) }),
  output: EsignRecord,
  summary: "Signing status of a contract",
});

export const weixinEndpoints = [jsConfig, weixinUnbind, esignGetUrl, esignInfo] as const;
