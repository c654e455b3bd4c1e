/** §7 auth/user calls: send-code, login, logout, bind-account, user/info. */
import { bindAccount, login, logout, sendCode, userInfo } from "../../web/contract/http/auth.ts";
import { ApiError } from "../errors.ts";
import { formatWait } from "../messages.ts";
import { route, signedIn, type Route } from "../route.ts";
import { codeTarget, consumeCode, issueCode, maskTarget, takeSendSlot } from "../store/codes.ts";
import { issueToken, revokeKey } from "../store/tokens.ts";
import { createUser, findUser, toPublicUser } from "../store/users.ts";
import { consumeWxCode } from "../store/wechat.ts";

/** Seconds the login page counts down before it offers "send again" (the 1-per-minute limit). */
const RESEND_AFTER_S = 60;

export const authRoutes: readonly Route[] = [
  route(sendCode, ({ input, store, clock, lang, t, log, random }) => {
    const target = codeTarget(input);
    const now = clock.now();
    const slot = takeSendSlot(store, target, now);
    if (!slot.ok) {
      // §5: a refusal is errorCode 1 (HTTP 200); data still carries the countdown.
      throw new ApiError(200, t("codeTooSoon", { wait: formatWait(lang, slot.retryAfterS) }), 1, {
        retry_after: slot.retryAfterS,
      });
    }
    const scene = input.scene ?? "login";
    const rec = issueCode(store, target, scene, now, random);
    // There is no SMS gateway: the developer reads the code here (or from /__mock/codes).
    log(`[mock-api] ${scene} code for ${maskTarget(target)}: ${rec.code}`);
    return { retry_after: RESEND_AFTER_S };
  }),

  route(login, ({ input, store, clock, t, random }) => {
    const now = clock.now();
    let user;
    if (input.wx_code !== undefined) {
      // Own keys only and good once: "__proto__" is no code (store/wechat.ts).
      const grant = consumeWxCode(store, input.wx_code, now);
      if (grant === null) throw new ApiError(200, t("wxCodeInvalid"));
      user =
        findUser(store, { wx_openid: grant.openid }) ??
        createUser(store, now, { wx_openid: grant.openid, nickname: grant.nickname ?? "微信用户", ...(grant.avatar ? { avatar: grant.avatar } : {}) });
    } else {
      const target = codeTarget(input);
      // One message for "unknown phone", "no code", "expired" and "wrong": no user enumeration.
      if (input.code === undefined || !consumeCode(store, target, "login", input.code, now)) {
        throw new ApiError(200, t("codeInvalid"));
      }
      const by = input.mobile !== undefined ? { mobile: input.mobile } : { email: input.email ?? "" };
      user = findUser(store, by) ?? createUser(store, now, by); // SMS login signs new numbers up
    }
    const { token, expiresInS } = issueToken(store, user.id, now, random);
    return { access_token: token, expires_in: expiresInS };
  }),

  route(logout, ({ store, token, tokenKey, devices }) => {
    if (tokenKey !== null) revokeKey(store, tokenKey); // idempotent: fine without a token
    if (token !== null) devices.tokenRevoked?.(token); // issue 4: logout also ends that token's MQTT sessions
    return null;
  }),

  route(bindAccount, (ctx) => {
    const { input, store, clock, t } = ctx;
    const user = signedIn(ctx);
    if (!consumeCode(store, codeTarget({ mobile: input.mobile }), "bind", input.code, clock.now())) {
      throw new ApiError(200, t("codeInvalid"));
    }
    const owner = findUser(store, { mobile: input.mobile });
    if (owner !== null && owner.id !== user.id) throw new ApiError(200, t("mobileTaken"));
    user.mobile = input.mobile;
    return toPublicUser(store, user);
  }),

  route(userInfo, (ctx) => toPublicUser(ctx.store, signedIn(ctx))),
];
