/**
 * Electronic signing of withdrawal contracts (/api/esign/get-url, /api/esign/info), numbered
 * like e签宝 flows (contract ESIGN_STATUS). Each withdrawal waiting for a signature (status 0)
 * gets a flow; signing it moves the withdrawal to the platform's review.
 *
 * get-url answers an absolute URL to `/mock-esign/<flow_id>` on the host the caller used: the
 * mock's stand-in for the provider's signing page (mock-api/esign/), which shows the agreement
 * and calls `completeFlow` (or `refuseFlow`), then sends the browser back to the app.
 */
import type { Random } from "../random.ts";
import type { IncomingMessage } from "node:http";
import { ESIGN_STATUS, type EsignRecord } from "../../web/contract/http/weixin.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import type { EsignFlowRecord, WithdrawalRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { markSigned } from "./withdrawals.ts";

/** A signing link stays good for 30 minutes (e签宝's default for a signing URL is of that order). */
export const ESIGN_TTL_S = 30 * 60;

/** The status a flow reads as now: a flow still signing past its expiry is EXPIRED. */
export function effectiveStatus(flow: EsignFlowRecord, nowS: number): number {
  return flow.status === ESIGN_STATUS.SIGNING && nowS >= flow.expire_time ? ESIGN_STATUS.EXPIRED : flow.status;
}

/**
 * Starts or resumes the flow of a withdrawal: a live one (signing, not expired) is resumed;
 * otherwise a new one starts (an expired one is marked so first).
 */
export function openFlow(store: Store, w: WithdrawalRecord, redirectUrl: string, nowS: number, flowId: string): EsignFlowRecord {
  for (const f of Object.values(store.finance.esignFlows)) {
    if (f.withdrawId !== w.id) continue;
    const status = effectiveStatus(f, nowS);
    if (status === ESIGN_STATUS.SIGNING) {
      if (redirectUrl !== "") f.redirect_url = redirectUrl;
      return f;
    }
    if (status === ESIGN_STATUS.EXPIRED) f.status = ESIGN_STATUS.EXPIRED;
  }
  const flow: EsignFlowRecord = {
    flow_id: flowId,
    type: "withdraw",
    userId: w.userId,
    withdrawId: w.id,
    status: ESIGN_STATUS.SIGNING,
    signer_name: w.account_name,
    redirect_url: redirectUrl,
    create_time: nowS,
    expire_time: nowS + ESIGN_TTL_S,
    sign_time: null,
  };
  store.finance.esignFlows[flow.flow_id] = flow;
  return flow;
}

/**
 * The signer signed (the stand-in page): the flow is SIGNED and its withdrawal in review. Null
 * when the flow is not signing any more (signed, refused, revoked, expired) or its withdrawal no
 * longer waits for a signature (cancelled meanwhile): nothing is written then.
 */
export function completeFlow(store: Store, flowId: string, nowS: number): EsignFlowRecord | null {
  const flow = own(store.finance.esignFlows, flowId);
  if (flow === undefined || effectiveStatus(flow, nowS) !== ESIGN_STATUS.SIGNING) return null;
  const w = own(store.finance.withdrawals, flow.withdrawId);
  if (w === undefined || w.status !== WITHDRAW_STATUS.SIGNING) return null;
  flow.status = ESIGN_STATUS.SIGNED;
  flow.sign_time = nowS;
  markSigned(w);
  return flow;
}

/** The signer refused on the provider's page: the flow is REFUSED; the withdrawal still waits (sign again, or cancel it). */
export function refuseFlow(store: Store, flowId: string, nowS: number): EsignFlowRecord | null {
  const flow = own(store.finance.esignFlows, flowId);
  if (flow === undefined || effectiveStatus(flow, nowS) !== ESIGN_STATUS.SIGNING) return null;
  flow.status = ESIGN_STATUS.REFUSED;
  return flow;
}

/** e签宝-style flow ids: 32 hex characters from the CSPRNG. */
export function newFlowId(random: Random): string {
  return random.bytes(16).toString("hex");
}

/** The caller's newest flow of a type (of one withdrawal, when given) as esign/info sends it; status 0 with nulls when none. */
export function esignRecordOf(store: Store, userId: number, type: string, nowS: number, withdrawId?: number): EsignRecord {
  const flow = Object.values(store.finance.esignFlows)
    .filter((f) => f.userId === userId && f.type === type && (withdrawId === undefined || f.withdrawId === withdrawId))
    .sort((a, b) => b.create_time - a.create_time || (a.flow_id < b.flow_id ? 1 : -1))[0];
  if (flow === undefined) return { type, status: ESIGN_STATUS.UNSIGNED, flow_id: null, signer_name: null, file_url: null, sign_time: null };
  const status = effectiveStatus(flow, nowS);
  return {
    type,
    status,
    flow_id: flow.flow_id,
    signer_name: flow.signer_name,
    file_url: status === ESIGN_STATUS.SIGNED ? `/mock/esign/${flow.flow_id}.pdf` : null,
    sign_time: flow.sign_time,
    withdraw_id: flow.withdrawId,
    expire_time: flow.expire_time,
  };
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached the mock at (its Host header), for absolute links it will
 * open. A Host that is not a plain host[:port] falls back to the loopback address.
 */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? "";
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const port = /:(\d+)$/.exec(host)?.[1];
  const ok = HOST.test(host) && (port === undefined || Number(port) <= 65_535);
  return `${encrypted ? "https" : "http"}://${ok ? host : "127.0.0.1"}`;
}

/** The stand-in signing page of a flow (mock-api/esign/). */
export function signingUrl(req: IncomingMessage, flowId: string): string {
  return `${requestOrigin(req)}/mock-esign/${flowId}`;
}
