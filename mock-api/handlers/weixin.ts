/**
 * §7 Weixin and e-sign calls (web/contract/http/weixin.ts): the JS-SDK signature, unbinding
 * WeChat, and electronic signing of withdrawal contracts (finance/esign.ts).
 */
import { esignGetUrl, esignInfo, jsConfig, weixinUnbind } from "../../web/contract/http/weixin.ts";
import { esignRecordOf, newFlowId, openFlow, signingUrl, withdrawalToSign } from "../finance/esign.ts";
import { jsConfigFor, onSafeDomain } from "../finance/jssdk.ts";
import { F } from "../finance/messages.ts";
import { refuse } from "../finance/scope.ts";
import { unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../router.ts";
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
    return toPublicUser(user);
  }),

  route(esignGetUrl, (ctx) => {
    const user = signedIn(ctx);
    const w = withdrawalToSign(ctx.store, user.id);
    if (w === undefined) throw refuse(ctx, F.esignNothing);
    const flow = openFlow(ctx.store, w, ctx.input.redirect_url ?? "", unixSeconds(ctx.clock.now()), newFlowId(ctx.random));
    return { url: signingUrl(ctx.req, flow.flow_id), flow_id: flow.flow_id, expire_time: flow.expire_time, withdraw_id: w.id };
  }),

  route(esignInfo, (ctx) => esignRecordOf(ctx.store, signedIn(ctx).id, ctx.input.type, unixSeconds(ctx.clock.now()))),
];
