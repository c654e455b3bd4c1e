import * as z from "zod/mini";

/** §7: every answer is `{ errorCode, msg, data }`; errorCode 0 is success, 1 an API failure (§5). */
export const ERROR_CODE = { OK: 0, FAILED: 1 } as const;

export const Envelope = z.looseObject({
  errorCode: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type Envelope = z.infer<typeof Envelope>;

/** An envelope whose `data` has the given schema (for OpenAPI and tests). */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({ errorCode: z.number(), msg: z.optional(z.string()), data });
}
