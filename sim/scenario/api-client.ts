/**
 * The scenario's people on the real /api: customers make and pay orders the way the /sugar pages do
 * (§4: order/make then order/payment), cancel them and ask for refunds; a platform admin audits and
 * pays refunds back (manage-order). Sessions come from the sim's control API (`mint`: POST
 * /sessions), not from send-code, so runs against one sim do not hit its 60 s limit (issue 13 item
 * 10). Every answer is parsed with the contract's endpoint schema; a refusal becomes an
 * ApiCallError with the HTTP status, errorCode and msg.
 */
import type { SeedRole } from "../../mock-api/seed/users.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { userInfo } from "../../web/contract/http/auth.ts";
import type { Endpoint } from "../../web/contract/http/endpoint.ts";
import { audit, confirmRefund, refundList } from "../../web/contract/http/manage-order.ts";
import { cancelOrder, makeOrder, payOrder } from "../../web/contract/http/order.ts";
import { patternList } from "../../web/contract/http/sugar.ts";
import { applyRefund } from "../../web/contract/http/tanghua.ts";

export class ApiCallError extends Error {
  override name = "ApiCallError";
  /** Set when order/make worked and a later call failed: the order exists, unpaid. */
  orderSn?: string;
  readonly path: string;
  /** 0: no answer at all (dropped, hung, refused). */
  readonly status: number;
  readonly errorCode: number | null;
  readonly msg: string;
  constructor(path: string, status: number, errorCode: number | null, msg: string) {
    super(`${path} answered ${status === 0 ? "nothing" : `HTTP ${status}`}${errorCode === null ? "" : `, errorCode ${errorCode}`}${msg === "" ? "" : `: ${msg}`}`);
    this.path = path;
    this.status = status;
    this.errorCode = errorCode;
    this.msg = msg;
  }
}

export interface OrderResult {
  order_sn: string;
  money: string;
  goods: number;
  pay_type: number;
  /** The Native QR's content (pay type 61): what the customer would scan. */
  pay_data?: string;
}

const TIMEOUT_MS = 10_000; // real ms per call: a `hang` fault makes a call wait this long, then fail

interface Envelope {
  errorCode?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** A new session for a seeded user (the control API's POST /sessions). */
export type Mint = (role: SeedRole) => Promise<string>;

export function createApiClient(app: string, mint: Mint) {
  const tokens = new Map<SeedRole, Promise<string>>();
  const issued: string[] = [];

  async function call(method: "GET" | "POST", path: string, body: unknown, token: string | null): Promise<{ status: number; env: Envelope }> {
    const url = method === "GET" && body !== undefined ? `${app}${path}?${new URLSearchParams(body as Record<string, string>).toString()}` : `${app}${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          language: "en", // §7 Language header: English messages in the scenario's output
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(method === "POST" ? { "content-type": "application/json" } : {}),
        },
        ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      // A dropped or hung call (an API fault): §8 "no response".
      throw new ApiCallError(path, 0, null, `no answer (${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)})`);
    }
    let env: Envelope = {};
    try {
      env = (await res.json()) as Envelope;
    } catch {
      throw new ApiCallError(path, res.status, null, "the answer is not JSON");
    }
    return { status: res.status, env };
  }

  async function request<E extends Endpoint>(e: E, input: unknown, token: string | null): Promise<ReturnType<E["output"]["parse"]>> {
    const { status, env } = await call(e.method, e.path, input, token);
    const code = typeof env.errorCode === "number" ? env.errorCode : null;
    if (status !== 200 || code !== 0) throw new ApiCallError(e.path, status, code, typeof env.msg === "string" ? env.msg : "");
    const parsed = e.output.safeParse(env.data);
    if (!parsed.success) throw new ApiCallError(e.path, status, code, `the answer does not match the contract: ${parsed.error.issues[0]?.message ?? "?"}`);
    return parsed.data as ReturnType<E["output"]["parse"]>;
  }

  /** A new session of its own (e.g. one per MQTT connection), ended with the others by `sessions()`. */
  async function freshToken(role: SeedRole): Promise<string> {
    const t = await mint(role);
    issued.push(t);
    return t;
  }

  /** The role's session for this run: minted once, then the same. */
  function token(role: SeedRole): Promise<string> {
    let known = tokens.get(role);
    if (known === undefined) {
      known = freshToken(role);
      tokens.set(role, known);
      known.catch(() => tokens.delete(role));
    }
    return known;
  }

  /** Makes and pays an order (§4); WeChat pay types leave it unpaid until `sim pay` or expiry. */
  async function order(o: { sn: string; role: SeedRole; goods?: number; payType: number }): Promise<OrderResult> {
    const t = await token(o.role);
    let goods = o.goods;
    if (goods === undefined) {
      const page = await request(patternList, { sn: o.sn, page: "1", limit: "50" }, t);
      const pick = page.list.find((p) => o.payType !== PAY_TYPE.COINS || (p.coins_price ?? null) !== null);
      if (pick === undefined) throw new Error(`no pattern listed on ${o.sn}${o.payType === PAY_TYPE.COINS ? " with a coins price" : ""}: give "goods"`);
      goods = pick.goods_id;
    }
    const made = await request(makeOrder, { target_id: goods, target_type: "goods", print_param: { sn: o.sn, type: "sugar" } }, t);
    let paid: unknown;
    try {
      paid = await request(payOrder, { sn: made.sn, pay_type: o.payType }, t);
    } catch (err) {
      if (err instanceof ApiCallError) err.orderSn = made.sn;
      throw err;
    }
    const payData = (paid as { pay_data?: unknown }).pay_data;
    return { order_sn: made.sn, money: String(made.money), goods, pay_type: o.payType, ...(typeof payData === "string" ? { pay_data: payData } : {}) };
  }

  /** order/cancel as `role` (the order's customer). */
  async function cancel(role: SeedRole, orderSn: string): Promise<number> {
    const r = await request(cancelOrder, { order_sn: orderSn }, await token(role));
    return r.status;
  }

  /** tanghua/apply-refund as `role`; resolves to the order's refund status. */
  async function applyForRefund(role: SeedRole, orderId: number, reason: string): Promise<number> {
    const r = await request(applyRefund, { order_id: orderId, reason }, await token(role));
    return r.refund_status ?? r.refund?.status ?? 0;
  }

  /** The newest refund record of an order, as a platform admin finds it in manage-order/refund-list. */
  async function refundOf(role: SeedRole, orderSn: string): Promise<{ id: number; status: number; amount: string }> {
    const page = await request(refundList, { sn: orderSn, order_type: "tanghua", page: "1", limit: "20" }, await token(role));
    const hit = page.list.find((r) => r.order_sn === orderSn);
    if (hit === undefined) throw new ApiCallError(refundList.path, 200, 0, `no refund of order ${orderSn} in the list`);
    return { id: hit.id, status: hit.status, amount: String(hit.amount) };
  }

  /** manage-order/audit as `role`; resolves to the refund's new status. */
  async function auditRefund(role: SeedRole, id: number, pass: boolean, remark: string | undefined): Promise<number> {
    const r = await request(audit, { id, pass, ...(remark !== undefined ? { remark } : {}) }, await token(role));
    return r.status;
  }

  /** manage-order/confirm-refund as `role`; resolves to the refund as paid. */
  async function confirm(role: SeedRole, id: number, amount: number | undefined): Promise<{ status: number; refund_amount: string }> {
    const r = await request(confirmRefund, { id, ...(amount !== undefined ? { amount } : {}) }, await token(role));
    return { status: r.status, refund_amount: String(r.refund_amount ?? r.amount) };
  }

  /** The user's own coins (user/info as that user). */
  async function userCoins(role: SeedRole): Promise<number> {
    const u = await request(userInfo, undefined, await token(role));
    return u.coins ?? 0;
  }

  return { token, freshToken, sessions: () => [...issued], order, cancel, applyForRefund, refundOf, auditRefund, confirm, userCoins };
}

export type ApiClient = ReturnType<typeof createApiClient>;
