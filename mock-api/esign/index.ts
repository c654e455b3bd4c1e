/**
 * A local stand-in for the e-sign provider's signing page (ADMIN-MAP D9; like the WeChat ones in
 * wechat/), so a withdrawal can be signed in a plain browser on the mock's own origin:
 *
 *   GET  /mock-esign/<flow_id>   the agreement of the withdrawal (parties, amount, fee, account)
 *                                with "I agree", the signer's name to type, sign or refuse
 *   POST /mock-esign/<flow_id>   sign: the flow is SIGNED, the withdrawal goes to review, and the
 *                                browser returns to the app (302 to the flow's redirect_url with
 *                                flow_id and esign_status); refuse: the flow is REFUSED, same way back
 *
 * esign/get-url answers this URL. The signer is the app user of the `accessToken` cookie (the real
 * provider checks an SMS code); someone else's flow is "invalid link" (404), like a missing one.
 * The way back is this origin only (wechat/redirect.ts): never an open redirect.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import type { Clock } from "../clock.ts";
import { cookieUser } from "../cookie-session.ts";
import { ApiError } from "../errors.ts";
import { effectiveStatus } from "../finance/esign.ts";
import { runOp, type OpSink } from "../ops.ts";
import { ClientAborted } from "../request.ts";
import type { EsignFlowRecord, WithdrawalRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { sendPage } from "../wechat/html.ts";
import { PageError, readForm, redirectWhenSaved, refuseCrossSite } from "../wechat/index.ts";
import { locationWith, requestHost, sameOriginTarget } from "../wechat/redirect.ts";
import { agreementPage, closedPage, errorPage, loginFirstPage, signedPage } from "./pages.ts";

export interface EsignDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly log?: (line: string) => void;
  /** The write-ahead log (with --data): a signature or refusal is logged like any write (ops.ts). */
  readonly sink?: OpSink | undefined;
}

const FLOW_PATH = /^\/mock-esign\/([0-9a-f]{32})$/;

/** Why a flow can no longer be signed, in the signer's words. */
const CLOSED_REASON: Readonly<Record<number, string>> = {
  [ESIGN_STATUS.EXPIRED]: "签署链接已过期（30 分钟内有效），请返回应用重新发起签署。",
  [ESIGN_STATUS.REFUSED]: "您已拒绝签署该协议。如需提现，请返回应用重新发起签署。",
  [ESIGN_STATUS.REVOKED]: "该提现已取消，协议不再需要签署。",
};

interface Found {
  flow: EsignFlowRecord;
  withdrawal: WithdrawalRecord;
  user: UserRecord;
}

/** The flow of the path, its withdrawal and the signed-in signer; an error page otherwise. */
function find(req: IncomingMessage, path: string, deps: EsignDeps): Found {
  const id = FLOW_PATH.exec(path)?.[1];
  const flow = id === undefined ? undefined : own(deps.store.finance.esignFlows, id);
  const user = cookieUser(req, deps.store, deps.clock.now());
  if (user === null && flow !== undefined) throw new PageError(401, "");
  const withdrawal = flow === undefined ? undefined : own(deps.store.finance.withdrawals, flow.withdrawId);
  // Someone else's flow looks exactly like a missing one (no probing of flow ids).
  if (flow === undefined || withdrawal === undefined || user === null || flow.userId !== user.id) throw new PageError(404, "签署链接无效或已被删除。");
  return { flow, withdrawal, user };
}

/** Where the browser goes back to: the flow's redirect_url (checked again), or the app's withdraw-sign page. */
function backTo(req: IncomingMessage, f: Found, status: number): string {
  const fallback = `/admin/user/withdraw-sign?id=${f.withdrawal.id}`;
  const target = sameOriginTarget(f.flow.redirect_url === "" ? fallback : f.flow.redirect_url, requestHost(req.headers.host)) ?? sameOriginTarget(fallback, requestHost(req.headers.host));
  return target === null ? fallback : locationWith(target, { flow_id: f.flow.flow_id, esign_status: String(status) });
}

function contractNo(w: WithdrawalRecord): string {
  return `HT${w.sn.slice(2)}`; // as tixian/esign-data numbers it
}

function showFlow(req: IncomingMessage, res: ServerResponse, f: Found, nowS: number, headOnly: boolean, error?: string): void {
  const status = effectiveStatus(f.flow, nowS);
  if (status === ESIGN_STATUS.SIGNED) return sendPage(res, 200, signedPage(f.withdrawal, f.user, f.flow, backTo(req, f, status)), headOnly);
  if (status !== ESIGN_STATUS.SIGNING || f.withdrawal.status !== WITHDRAW_STATUS.SIGNING) {
    const reason = CLOSED_REASON[status] ?? "该提现已不需要签署。";
    return sendPage(res, 410, closedPage(reason, backTo(req, f, status)), headOnly);
  }
  sendPage(res, error === undefined ? 200 : 400, agreementPage({ flow: f.flow, withdrawal: f.withdrawal, signer: f.user, contractNo: contractNo(f.withdrawal), ...(error !== undefined ? { error } : {}) }), headOnly);
}

async function decide(req: IncomingMessage, res: ServerResponse, path: string, deps: EsignDeps): Promise<void> {
  refuseCrossSite(req);
  const form = await readForm(req);
  const f = find(req, path, deps);
  const nowS = Math.floor(deps.clock.now() / 1000);
  if (form.decision === "refuse") {
    const refused = runOp("esign.refuse", { flow_id: f.flow.flow_id }, { store: deps.store, now: deps.clock.now(), sink: deps.sink, changedIf: (r: unknown) => r !== null });
    if (refused === null) return showFlow(req, res, f, nowS, false);
    deps.log?.(`[mock-esign] flow ${f.flow.flow_id} refused by user #${f.user.id}`);
    return redirectWhenSaved(res, backTo(req, f, ESIGN_STATUS.REFUSED));
  }
  if (form.decision !== "sign") throw new PageError(400, "请选择签署或拒绝签署。");
  if (form.agree !== "1") return showFlow(req, res, f, nowS, false, "请先阅读并勾选同意协议条款。");
  if ((form.signer_name ?? "").trim() !== f.flow.signer_name) return showFlow(req, res, f, nowS, false, `签署人姓名不一致，请输入「${f.flow.signer_name}」。`);
  const signed = runOp("esign.sign", { flow_id: f.flow.flow_id }, { store: deps.store, now: deps.clock.now(), sink: deps.sink, changedIf: (r: unknown) => r !== null });
  if (signed === null) return showFlow(req, res, f, nowS, false); // expired or cancelled meanwhile: says so
  deps.log?.(`[mock-esign] flow ${f.flow.flow_id} signed: withdrawal ${f.withdrawal.sn} in review`);
  await redirectWhenSaved(res, backTo(req, f, ESIGN_STATUS.SIGNED));
}

/** Answers `/mock-esign/...`. */
export async function serveEsign(req: IncomingMessage, res: ServerResponse, path: string, deps: EsignDeps): Promise<void> {
  const headOnly = req.method === "HEAD";
  try {
    if (!FLOW_PATH.test(path)) return sendPage(res, 404, errorPage("页面不存在。"), headOnly);
    if (req.method === "GET" || headOnly) return showFlow(req, res, find(req, path, deps), Math.floor(deps.clock.now() / 1000), headOnly);
    if (req.method === "POST") return await decide(req, res, path, deps);
    return sendPage(res, 405, errorPage(`不支持 ${req.method ?? ""} 请求。`), false, { Allow: "GET, HEAD, POST" });
  } catch (err) {
    if (err instanceof ClientAborted) return void res.destroy();
    if (err instanceof PageError) return sendPage(res, err.status, err.status === 401 ? loginFirstPage() : errorPage(err.message), headOnly);
    if (err instanceof ApiError) return sendPage(res, err.status, errorPage(err.message), headOnly); // 413, 415 from the form reader
    throw err; // server.ts records it as a problem and answers 500
  }
}
