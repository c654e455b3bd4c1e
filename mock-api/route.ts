/**
 * The vocabulary of the mock API's route table (router.ts): what a handler gets (`RouteContext`),
 * its clock, what a route is, and the §6 access rule. Handlers import these; the router imports them too.
 */
import type { IncomingMessage } from "node:http";
import { ADMIN_LEVEL_TYPES, type Language } from "../web/contract/constants.ts";
import type { Endpoint, OutputOf, ParsedInputOf } from "../web/contract/http/endpoint.ts";
import type { Clock } from "./clock.ts";
import type { DevicePort, MockSettings } from "./devices.ts";
import { ApiError } from "./errors.ts";
import type { Translate } from "./messages.ts";
import type { Random } from "./random.ts";
import type { BlobStore } from "./store/blobs.ts";
import type { Store, UserRecord } from "./store/types.ts";

export interface RouteContext<I = unknown> {
  /** The input parsed by `endpoint.input` (query string for GET, body for POST). */
  readonly input: I;
  /** The caller, when a valid bearer token came with the request. */
  readonly user: UserRecord | null;
  /** That valid token (null without one, and in a replay, which knows only its key). */
  readonly token: string | null;
  /** The key the store keeps that token under (store/tokens.ts), null without one. */
  readonly tokenKey: string | null;
  readonly store: Store;
  /** The files the store's records name (uploads, drawings, exports; store/blobs.ts). */
  readonly blobs: BlobStore;
  /** The request's time, the same for the whole request (a replay reads the time it was made). */
  readonly clock: Clock;
  /** Randomness for anything the state keeps (recorded for the write-ahead log): never node:crypto directly. */
  readonly random: Random;
  readonly req: IncomingMessage;
  /** From the `Language` header (§7): "en" for en/en-US, else "zh-CN". */
  readonly lang: Language;
  readonly t: Translate;
  readonly log: (line: string) => void;
  /** Where paid orders send their print jobs (devices.ts). */
  readonly devices: DevicePort;
  readonly settings: MockSettings;
  /**
   * A raw-body route notes, before it changes anything, what its `replay` needs instead of the
   * body it read (an upload: the record it is about to keep). Ignored elsewhere.
   */
  note(value: unknown): void;
}

/**
 * A request's clock (`ctx.clock`): the request's time for the whole request. A class, not
 * `{ now: () => at }`: run through tsx (esbuild's keepNames), an arrow in an object literal is
 * named at run time by a defineProperty per request, ~2 µs of order/make + payment's CPU
 * (issue 12 item 4's bench).
 */
export class RequestClock implements Clock {
  readonly #at: number;
  constructor(at: number) {
    this.#at = at;
  }
  now(): number {
    return this.#at;
  }
}

export type Handler<E extends Endpoint> = (
  ctx: RouteContext<ParsedInputOf<E>>,
) => OutputOf<E> | Promise<OutputOf<E>>;

export interface Route {
  readonly endpoint: Endpoint;
  readonly handler: (ctx: RouteContext) => unknown;
  /**
   * The handler reads `ctx.req` itself (a multipart upload, streamed with its own limits): the
   * router reads no body and validates the input as `{}`.
   */
  readonly rawBody?: boolean;
  /** This route's JSON body limit, when it must differ from the server's (save-goods' PNG). */
  readonly bodyLimitBytes?: number;
  /** A raw-body route's stand-in for its handler in a replay: it gets what the handler noted. */
  readonly replay?: (ctx: RouteContext, noted: unknown) => unknown;
}

export type RouteOptions = Pick<Route, "rawBody" | "bodyLimitBytes" | "replay">;

/** One line of the routing table: a contract endpoint and what answers it. */
export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): Route {
  if (options.rawBody === true && options.replay === undefined) throw new Error(`mock-api: raw-body route ${endpoint.path} needs a replay (the log cannot keep its body)`);
  return { endpoint, handler: handler as unknown as Route["handler"], ...options };
}

/** The caller of an access "user"/"admin" route (the router has already refused anonymous calls). */
export function signedIn(ctx: RouteContext): UserRecord {
  if (ctx.user === null) throw new ApiError(401, ctx.t("unauthorized"));
  return ctx.user;
}

/**
 * §6 on the server: admin is level_type 1, 3 or 7 (narrowed by the endpoint's `levels`, constants.ts
 * PLATFORM_LEVELS); merchant calls need a shop (a company) or admin.
 */
export function allowed(access: Endpoint["access"], user: UserRecord, levels?: readonly number[]): boolean {
  const admin = ADMIN_LEVEL_TYPES.includes(user.level_type);
  if (access === "admin") return admin && (levels === undefined || levels.includes(user.level_type));
  if (access === "merchant") return admin || user.companyId !== null;
  return true;
}
