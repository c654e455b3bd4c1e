/**
 * A paid print order through the real API (issue 5 checks: "order/make + order/payment pay type
 * 70 after `sim coin`"), and logging a browser context in with the accessToken cookie.
 */
import type { BrowserContext } from "playwright-core";
import type { SimApp } from "./sim-app.ts";

interface Envelope<T> {
  errorCode: number;
  msg?: string;
  data: T;
}

export async function api<T>(base: string, method: "GET" | "POST", path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const env = (await res.json()) as Envelope<T>;
  if (env.errorCode !== 0) throw new Error(`${method} ${path}: ${res.status} ${env.msg ?? ""}`);
  return env.data;
}

/** The accessToken cookie (§9) on the app's origin. */
export async function signIn(context: BrowserContext, app: string, token: string): Promise<void> {
  await context.addCookies([{ name: "accessToken", value: token, url: app, sameSite: "Lax" }]);
}

interface Pattern {
  goods_id: number;
  coins_price?: number | null;
}

/** Coins at the machine, a pattern with a coin price, order/make, order/payment 70: the order number. */
export async function paidCoinOrder(sim: SimApp, token: string, sn: string): Promise<string> {
  await sim.sim(["coin", sn, "50"]);
  const page = await api<{ list: Pattern[] }>(sim.app, "GET", `/api/sugar/list?sn=${sn}&limit=50`, token);
  // The smallest coin price keeps the job short at any sim speed.
  const withCoins = page.list.filter((p) => typeof p.coins_price === "number" && p.coins_price > 0 && p.coins_price <= 50);
  withCoins.sort((a, b) => (a.coins_price ?? 0) - (b.coins_price ?? 0));
  const pattern = withCoins[0];
  if (pattern === undefined) throw new Error(`no pattern with a coin price on ${sn}`);
  const made = await api<{ sn: string }>(sim.app, "POST", "/api/order/make", token, {
    target_id: pattern.goods_id,
    target_type: "goods",
    print_param: { sn, type: "sugar" },
  });
  await api(sim.app, "POST", "/api/order/payment", token, { sn: made.sn, pay_type: 70 });
  return made.sn;
}

/** Logs in by e-mail code (a second token for a user whose mobile code was just used). */
export async function loginByEmail(base: string, email: string): Promise<string> {
  await api(base, "POST", "/api/default/send-code", null, { email });
  const { code } = await api<{ code: string }>(base, "GET", `/__mock/codes?email=${encodeURIComponent(email)}`, null);
  const { access_token } = await api<{ access_token: string }>(base, "POST", "/api/default/login", null, { email, code });
  return access_token;
}
