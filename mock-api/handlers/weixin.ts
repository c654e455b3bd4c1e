/**
 * §7 Weixin and e-sign calls (web/contract/http/weixin.ts): the JS-SDK signature, unbinding
 * WeChat, and electronic signing of withdrawal contracts (finance/esign.ts).
 */
import { esignGetUrl, esignInfo, jsConfig, weixinUnbind } from "../../web/contract/http/weixin.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import { ApiError } from "../errors.ts";
import { esignRecordOf, newFlowId, openFlow, signingUrl } from "../finance/esign.ts";
import { ownWithdrawal } from "../finance/withdrawals.ts";
import { say } from "../messages.ts";
import { locationWith, requestHost, sameOriginTarget } from "../wechat/redirect.ts";
import { jsConfigFor, onSafeDomain } from "../finance/jssdk.ts";
import { F } from "../finance/messages.ts";
import { refuse } from "../finance/scope.ts";
import { unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../route.ts";
import { toPublicUser } from "../store/users.ts";

export const weixinRoutes: readonly Route[] = [
  route(jsConfig, (ctx) => {
    const { input, store, req } = ctx;
    const appId = store.config.wechat_app_id;
    // One official account: a page asking for another appid's signature gets none.
    if (input.appid !== undefined && input.appid !== appId) throw refuse(ctx, F.jsAppId);
    if (!onSafeDomain(input.url, req.headers.host)) throw refuse(ctx, F.jsUrlDomain, { host: new URL(input.url).host });
    return jsConfigFor(appId, input.url, unixSeconds(ctx.clock.now()), ctx.random);
  }),

  route(weixinUnbind, (ctx) => {
    const user = signedIn(ctx);
    if (user.wx_openid === "") throw refuse(ctx, F.unbindNotBound);
    // WeChat must not be the only way back in (a user without mobile and email would be locked out).
    if (user.mobile === "" && user.email === "") throw refuse(ctx, F.unbindOnlyLogin);
    user.wx_openid = "";
    return toPublicUser(ctx.store, user);
  }),

  // The caller's own withdrawal (another's is a 404), still waiting for its signature.
  route(esignGetUrl, (ctx) => {
    const user = signedIn(ctx);
    const w = ownWithdrawal(ctx, user.id, ctx.input.withdraw_id);
    if (w.status !== WITHDRAW_STATUS.SIGNING) throw refuse(ctx, F.esignNotWaiting);
    const back = ctx.input.redirect_url;
    // The provider's page sends the browser back here only: never an open redirect (wechat/redirect.ts).
    const target = back === undefined ? null : sameOriginTarget(back, requestHost(ctx.req.headers.host));
    if (back !== undefined && target === null) throw new ApiError(422, say(ctx.lang, F.esignRedirect), 1, { fields: { redirect_url: say(ctx.lang, F.esignRedirect) } });
    const flow = openFlow(ctx.store, w, target === null ? "" : locationWith(target, {}), unixSeconds(ctx.clock.now()), newFlowId(ctx.random));
    return { url: signingUrl(ctx.req, flow.flow_id), flow_id: flow.flow_id, expire_time: flow.expire_time, withdraw_id: w.id };
  }),

  route(esignInfo, (ctx) => esignRecordOf(ctx.store, signedIn(ctx).id, ctx.input.type, unixSeconds(ctx.clock.now()), ctx.input.withdraw_id)),
];
