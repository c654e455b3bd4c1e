import type * as z from "zod/mini";

/**
 * One call of §7, declared once and used three ways: the web client builds the request and
 * parses `data` with `output`; the mock API's router validates `input` and checks `access`;
 * the OpenAPI writer describes both.
 *
 * GET inputs are the query string (so numbers use `z.coerce`); POST inputs are the JSON body.
 */
export type Method = "GET" | "POST";

/**
 * public: no token needed (a token, when sent, still identifies the user);
 * user: a valid token;
 * merchant: a user who runs a shop (belongs to a company) or an admin: the /admin area's calls;
 * admin: a user with level_type 1, 3 or 7 (§6): the platform's /admin/x calls.
 */
export type Access = "public" | "user" | "merchant" | "admin";

export interface Endpoint<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly input: I;
  readonly output: O;
  readonly summary: string;
  /**
   * "admin" calls only: the level_types allowed (constants.ts PLATFORM_LEVELS); absent = every
   * admin level (1, 3, 7). A caller at another level gets 403, like a non-admin.
   */
  readonly levels?: readonly number[];
  /** §8: errors of this call raise no toast (login is silent). */
  readonly silent?: boolean;
}

export function endpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodMiniType> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodMiniType, infer O> ? z.output<O> : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodMiniType> ? z.output<I> : never;
