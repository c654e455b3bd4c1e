/**
 * Who may connect to the sim's broker and what they may do there (§7 Realtime: username = the
 * printer's serial, password = the browser's access token). The three hooks are plain named async
 * functions in one table, `DEFAULT_BROKER_HOOKS` (the way aedes keeps `defaultOptions`);
 * broker-access.ts wraps them once into aedes' callback style.
 *
 * Two kinds of client, told apart by the password:
 *   browser  username = serial, password = an access token of any logged-in user (the mock API's
 *            token store). Anyone signed in may watch a printer, but the serial must exist in
 *            store.printers: no watching made-up serials.
 *   printer  username = serial, password = "device:" + that printer's `secret` (store.printers,
 *            never sent to browsers). The prefix makes the role explicit, so a token can never be
 *            read as a secret or the other way round. `printerPassword()` builds it.
 *   service  username = SERVICE_USERNAME, password = "service:" + the broker's service secret
 *            (`sim start --service-password`; without one, no service logins). The backend's side:
 *            another sim's bridge (`--broker` pointed here) or a bench. It may subscribe with
 *            wildcards under tanghua/device/ and publish print jobs, nothing else.
 *
 * CONNACK return codes (MQTT 3.1.1 §3.2.2.3):
 *   2 identifier rejected   client id not "<serial>-<suffix>", or held by someone else
 *   4 bad user name or password   no/malformed serial, unknown or expired token, wrong secret
 *   5 not authorised        good token but no such printer, or a browser asking for a kept session
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Clock } from "../mock-api/clock.ts";
import { userOfToken } from "../mock-api/store/tokens.ts";
import type { Store } from "../mock-api/store/types.ts";
import { commandTopic, heartbeatTopic, isValidSn, jobTopic, parseTopic, presenceTopic, TOPIC_ROOT } from "../web/contract/device/topics.ts";

export const CONNACK = {
  IDENTIFIER_REJECTED: 2,
  SERVER_UNAVAILABLE: 3,
  BAD_USERNAME_OR_PASSWORD: 4,
  NOT_AUTHORIZED: 5,
} as const;
export type ConnackRefusal = (typeof CONNACK)[keyof typeof CONNACK];

/** The printers' password scheme: "device:<secret>" (see the file comment). */
export const PRINTER_PASSWORD_PREFIX = "device:";
export const printerPassword = (secret: string): string => PRINTER_PASSWORD_PREFIX + secret;

/** The service login (see the file comment); its client ids start with "<SERVICE_USERNAME>-". */
export const SERVICE_USERNAME = "tanghua-service";
export const SERVICE_PASSWORD_PREFIX = "service:";
export const servicePassword = (secret: string): string => SERVICE_PASSWORD_PREFIX + secret;

/** Longest client id accepted; the serial (≤ 16) plus a generous random suffix. */
export const MAX_CLIENT_ID_LENGTH = 64;

/** An authenticated client: what every later decision is made from. */
export type Principal =
  | { readonly role: "browser"; readonly sn: string; readonly userId: number; readonly token: string }
  | { readonly role: "printer"; readonly sn: string }
  | { readonly role: "service" };

/** Refuses a CONNECT with a CONNACK return code; any other thrown error becomes 3 (server unavailable). */
export class ConnectRefused extends Error {
  readonly returnCode: ConnackRefusal;
  constructor(returnCode: ConnackRefusal, message: string) {
    super(message);
    this.name = "ConnectRefused";
    this.returnCode = returnCode;
  }
}

export interface AuthContext {
  readonly store: Store;
  readonly clock: Clock;
  /** The service secret; undefined = no service logins. */
  readonly serviceSecret?: string;
}

/** What authenticate sees of the CONNECT packet. */
export interface ConnectAttempt {
  readonly clientId: string;
  /** MQTT clean session flag. */
  readonly clean: boolean;
  readonly username: string | undefined;
  readonly password: Uint8Array | undefined;
}

export interface BrokerHooks {
  authenticate(ctx: AuthContext, attempt: ConnectAttempt): Promise<Principal>;
  authorizeSubscribe(ctx: AuthContext, who: Principal, topic: string): Promise<boolean>;
  authorizePublish(ctx: AuthContext, who: Principal, topic: string): Promise<boolean>;
}

function sameSecret(given: string, expected: string): boolean {
  // Compare digests so neither the length nor the content leaks through timing.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && expected.length > 0;
}

function authenticateService(ctx: AuthContext, attempt: ConnectAttempt, password: string): Principal {
  if (attempt.username !== SERVICE_USERNAME || ctx.serviceSecret === undefined || !sameSecret(password.slice(SERVICE_PASSWORD_PREFIX.length), ctx.serviceSecret)) {
    throw new ConnectRefused(CONNACK.BAD_USERNAME_OR_PASSWORD, "wrong service login");
  }
  const id = attempt.clientId;
  if (!id.startsWith(`${SERVICE_USERNAME}-`) || id.length > MAX_CLIENT_ID_LENGTH) {
    throw new ConnectRefused(CONNACK.IDENTIFIER_REJECTED, `client id ${JSON.stringify(id)} must be "${SERVICE_USERNAME}-<suffix>" (at most ${MAX_CLIENT_ID_LENGTH} characters)`);
  }
  return { role: "service" };
}

export async function authenticateClient(ctx: AuthContext, attempt: ConnectAttempt): Promise<Principal> {
  if (attempt.password !== undefined && attempt.password.length > 0) {
    const password = Buffer.from(attempt.password).toString("utf8");
    if (password.startsWith(SERVICE_PASSWORD_PREFIX)) return authenticateService(ctx, attempt, password);
  }
  const sn = attempt.username ?? "";
  // isValidSn refuses + # / and control characters, so a serial can never widen a topic (§7).
  if (!isValidSn(sn)) throw new ConnectRefused(CONNACK.BAD_USERNAME_OR_PASSWORD, `username ${JSON.stringify(sn)} is not a printer serial`);
  if (attempt.password === undefined || attempt.password.length === 0) {
    throw new ConnectRefused(CONNACK.BAD_USERNAME_OR_PASSWORD, "no password");
  }
  const password = Buffer.from(attempt.password).toString("utf8");
  // Object.hasOwn: a serial like "__proto__" or "constructor" passes isValidSn.
  const printer = Object.hasOwn(ctx.store.printers, sn) ? ctx.store.printers[sn] : undefined;

  let who: Principal;
  if (password.startsWith(PRINTER_PASSWORD_PREFIX)) {
    if (printer === undefined || !sameSecret(password.slice(PRINTER_PASSWORD_PREFIX.length), printer.secret)) {
      throw new ConnectRefused(CONNACK.BAD_USERNAME_OR_PASSWORD, `wrong secret for printer ${sn}`);
    }
    who = { role: "printer", sn };
  } else {
    const user = userOfToken(ctx.store, password, ctx.clock.now());
    if (user === null) throw new ConnectRefused(CONNACK.BAD_USERNAME_OR_PASSWORD, "unknown or expired access token");
    if (printer === undefined) throw new ConnectRefused(CONNACK.NOT_AUTHORIZED, `no printer ${sn}`);
    // §7: browsers use clean sessions; a kept session would queue messages for ids nobody returns to.
    if (!attempt.clean) throw new ConnectRefused(CONNACK.NOT_AUTHORIZED, "browsers must use a clean session");
    who = { role: "browser", sn, userId: user.id, token: password };
  }

  // §7: client id = serial plus a random suffix. "<sn>-" (not just "<sn>") so SIM-0001 cannot
  // pick ids that read as SIM-00012's.
  const id = attempt.clientId;
  if (!id.startsWith(`${sn}-`) || id.length === sn.length + 1 || id.length > MAX_CLIENT_ID_LENGTH) {
    throw new ConnectRefused(CONNACK.IDENTIFIER_REJECTED, `client id ${JSON.stringify(id)} must be "${sn}-<suffix>" (at most ${MAX_CLIENT_ID_LENGTH} characters)`);
  }
  return who;
}

/**
 * Browsers: their printer's heartbeat and command topics, exactly. Printers: their job topic.
 * The service: any filter under tanghua/device/, wildcards included.
 */
export async function authorizeSubscribeTopic(_ctx: AuthContext, who: Principal, topic: string): Promise<boolean> {
  if (who.role === "service") return topic.startsWith(`${TOPIC_ROOT}/`);
  if (who.role === "browser") return topic === heartbeatTopic(who.sn) || topic === commandTopic(who.sn);
  return topic === jobTopic(who.sn);
}

/**
 * Browsers publish nothing (§7 has them only listening; in particular never on a device topic).
 * Printers publish only their own heartbeat, command and presence topics (their will included).
 * Jobs reach printers through the broker's in-process `publish`, which no hook sees, or from the
 * service, which may publish jobs and nothing else.
 */
export async function authorizePublishTopic(_ctx: AuthContext, who: Principal, topic: string): Promise<boolean> {
  if (who.role === "browser") return false;
  if (who.role === "service") return parseTopic(topic)?.kind === "job";
  return topic === heartbeatTopic(who.sn) || topic === commandTopic(who.sn) || topic === presenceTopic(who.sn);
}

export const DEFAULT_BROKER_HOOKS: BrokerHooks = {
  authenticate: authenticateClient,
  authorizeSubscribe: authorizeSubscribeTopic,
  authorizePublish: authorizePublishTopic,
};

/** Whether two principals are the same party (a reconnect may take over its own client id). */
export function samePrincipal(a: Principal, b: Principal): boolean {
  if (a.role === "service" || b.role === "service") return a.role === b.role;
  if (a.role !== b.role || a.sn !== b.sn) return false;
  return a.role === "printer" || (b.role === "browser" && a.userId === b.userId);
}
