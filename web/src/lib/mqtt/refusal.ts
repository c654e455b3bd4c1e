/**
 * What to do when the broker refuses the CONNECT. §7: the password is the access token, so a
 * CONNACK 4 (bad user name or password) or 5 (not authorised) usually means the token went stale;
 * the feed then asks for a fresh one and reconnects at once instead of waiting for the 30 s
 * reconnect period (§9). Pure decisions, tested without a broker.
 */

/** MQTT 3.1.1 §3.2.2.3 return codes that speak about the credentials. */
export const CONNACK_BAD_CREDENTIALS = 4;
export const CONNACK_NOT_AUTHORIZED = 5;

/** The CONNACK return code an mqtt.js "Connection refused" error carries, else null. */
export function refusalCode(err: unknown): number | null {
  if (typeof err !== "object" || err === null || !("code" in err)) return null;
  const code = (err as { code: unknown }).code;
  return typeof code === "number" && code >= 1 && code <= 5 ? code : null;
}

export function isTokenRefusal(code: number | null): boolean {
  return code === CONNACK_BAD_CREDENTIALS || code === CONNACK_NOT_AUTHORIZED;
}

/** The answer of the token source (lib/mqtt/fresh-token.ts in the app). */
export type TokenOutcome =
  /** A token to try: a newer one, or the same one when the API still accepts it. */
  | { kind: "token"; token: string }
  /** The session is over; the §8 login flow has been started. Nothing to reconnect with. */
  | { kind: "login" }
  /** Could not tell (no network): keep the token and let the normal period retry. */
  | { kind: "unknown" };

export type RetryDecision = { action: "now"; token: string } | { action: "later"; token: string } | { action: "stop" };

/**
 * `used`: the token the refused CONNECT carried; `immediateRetries`: refusals already answered
 * with an immediate retry since the last successful connection.
 *
 * A different token is always tried at once. The same token (the API still takes it, so the
 * broker's view may lag a moment) gets one immediate retry per streak, then the 30 s period:
 * a broker that keeps refusing a good token must not be hammered.
 */
export function decideRetry(used: string, immediateRetries: number, outcome: TokenOutcome): RetryDecision {
  if (outcome.kind === "login") return { action: "stop" };
  if (outcome.kind === "unknown") return { action: "later", token: used };
  if (outcome.token !== used) return { action: "now", token: outcome.token };
  return immediateRetries < 1 ? { action: "now", token: used } : { action: "later", token: used };
}
