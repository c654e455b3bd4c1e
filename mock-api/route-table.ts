/**
 * The mock API's route table and the steps every call takes before its handler, shared by a
 * request (router.ts) and its replay after a crash (replay.ts) so both refuse alike: the route
 * of a path and method (404, 405, 501), the §6 access check and the input's validation (422).
 */
import type { Endpoint, Method } from "../web/contract/http/endpoint.ts";
import { ApiError } from "./errors.ts";
import type { Translate } from "./messages.ts";
import { describeIssue, fieldErrors } from "./request.ts";
import { allowed, type Route } from "./route.ts";
import type { UserRecord } from "./store/types.ts";

/** Every route by path and method, and the contract's paths (a path without a route answers 501, so a gap is obvious). */
export interface RouteTable {
  readonly byPath: ReadonlyMap<string, ReadonlyMap<Method, Route>>;
  readonly contractPaths: ReadonlySet<string>;
}

/** 405 carries the methods the path does accept (RFC 9110 §15.5.6: Allow is required). */
export class MethodNotAllowed extends ApiError {
  readonly allow: string;
  constructor(msg: string, allow: string) {
    super(405, msg);
    this.allow = allow;
  }
}

export function buildRouteTable(routes: readonly Route[], endpoints: readonly Endpoint[]): RouteTable {
  const byPath = new Map<string, Map<Method, Route>>();
  for (const r of routes) {
    const byMethod = byPath.get(r.endpoint.path) ?? new Map<Method, Route>();
    if (byMethod.has(r.endpoint.method)) throw new Error(`mock-api: two routes for ${r.endpoint.method} ${r.endpoint.path}`);
    byMethod.set(r.endpoint.method, r);
    byPath.set(r.endpoint.path, byMethod);
  }
  return { byPath, contractPaths: new Set(endpoints.map((e) => e.path)) };
}

/** The route of `path` and `method` (HEAD is GET's); throws the 404, 405 or 501 to answer. */
export function routeOf(table: RouteTable, path: string, method: string | undefined, t: Translate): Route {
  const byMethod = table.byPath.get(path);
  if (byMethod === undefined) {
    const known = table.contractPaths.has(path);
    throw new ApiError(known ? 501 : 404, t(known ? "notImplemented" : "notFound", { path }));
  }
  const r = byMethod.get((method === "HEAD" ? "GET" : method) as Method);
  if (r === undefined) throw new MethodNotAllowed(t("methodNotAllowed", { path, method: method ?? "" }), [...byMethod.keys()].join(", "));
  return r;
}

/** §6, §8: 401 without a user where one is needed, 403 for a user whose role the endpoint does not take. */
export function checkAccess(endpoint: Endpoint, user: UserRecord | null, t: Translate): void {
  if (endpoint.access !== "public" && user === null) throw new ApiError(401, t("unauthorized"));
  if (user !== null && !allowed(endpoint.access, user, endpoint.levels)) throw new ApiError(403, t("forbidden"));
}

/** The endpoint's input, parsed by its contract schema; 422 naming the first field at fault otherwise. */
export function parseInput(endpoint: Endpoint, raw: unknown, t: Translate): unknown {
  const parsed = endpoint.input.safeParse(raw);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  // data.fields: every field at fault with its message, for forms (request.ts fieldErrors).
  throw new ApiError(422, first === undefined ? t("validationInvalid") : describeIssue(first, raw, t), 1, { fields: fieldErrors(parsed.error.issues, raw, t) });
}
