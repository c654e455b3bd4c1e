/**
 * The scenario's customer: logs seeded users in through the real /api (send-code, the mock's
 * /__mock/codes, login, as the app and the e2e tests do) and makes and pays orders the way the
 * /sugar pages do (§4: order/make then order/payment). Every answer is parsed with the contract's
 * endpoint schema; a refusal becomes an ApiCallError with the HTTP status, errorCode and msg.
 */
import { SEED_USERS, type SeedRole } from "../../mock-api/seed/users.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { login, sendCode } from "../../web/contract/http/auth.ts";
import type { Endpoint } from "../../web/contract/http/endpoint.ts";
import { makeOrder, payOrder } from "../../web/contract/http/order.ts";
import { patternList } from "../../web/contract/http/sugar.ts";

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

export function createApiClient(app: string) {
  const tokens = new Map<SeedRole, string>();

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

  async function token(role: SeedRole): Promise<string> {
    const known = tokens.get(role);
    if (known !== undefined) return known;
    const { mobile } = SEED_USERS[role];
    await request(sendCode, { mobile }, null);
    const codeRes = await call("GET", "/__mock/codes", { mobile }, null);
    const code = (codeRes.env.data as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") throw new ApiCallError("/__mock/codes", codeRes.status, null, `no login code for ${mobile}`);
    const { access_token } = await request(login, { mobile, code }, null);
    tokens.set(role, access_token);
    return access_token;
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

  return { token, order };
}

export type ApiClient = ReturnType<typeof createApiClient>;
