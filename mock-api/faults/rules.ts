/**
 * Fault rules as QA writes them (`POST /__mock/faults`, `GET /__mock/faults/apply?...`): the zod
 * schema that checks them, path globs, and one-line descriptions for logs and pages.
 */
import * as z from "zod/mini";
import { translator } from "../messages.ts";
import { describeIssue } from "../request.ts";

/** §8: the HTTP statuses the web app has to cope with. */
export const FAULT_STATUSES = [400, 401, 403, 404, 422, 500, 502, 503, 504] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

export const FAULT_KINDS = ["status", "apiError", "delay", "hang", "drop"] as const;

export const MAX_DELAY_MS = 600_000; // 10 min: well past the web client's 60 s timeout (§7)

const Msg = z.string().check(z.minLength(1, "must not be empty"), z.maxLength(500, "at most 500 characters"));

export const FaultRuleAction = z.discriminatedUnion(
  "kind",
  [
    /** That HTTP status with the §7 envelope `{ errorCode: 1, msg }`. */
    z.strictObject({
      kind: z.literal("status"),
      status: z.literal(FAULT_STATUSES, { error: `must be one of ${FAULT_STATUSES.join(", ")}` }),
      msg: z.optional(Msg),
    }),
    /** HTTP 200 with `errorCode: 1` (a business failure the app shows as a toast, §5/§8). */
    z.strictObject({ kind: z.literal("apiError"), msg: z.optional(Msg) }),
    /** Wait, then handle the request normally. */
    z.strictObject({
      kind: z.literal("delay"),
      ms: z.number().check(z.int("must be whole milliseconds"), z.gte(0, "must be ≥ 0"), z.lte(MAX_DELAY_MS, `at most ${MAX_DELAY_MS}`)),
    }),
    /** Never answer: the request waits until the client gives up or the server closes. */
    z.strictObject({ kind: z.literal("hang") }),
    /** Destroy the connection without a byte of answer. */
    z.strictObject({ kind: z.literal("drop") }),
  ],
  {
    // zod reports a non-object `action` through the union's error too, as invalid_type.
    error: (issue) =>
      (issue.code as string) === "invalid_type"
        ? 'expected an object like {"kind":"status","status":500}'
        : `must be one of ${FAULT_KINDS.join(", ")}`,
  },
);
export type FaultRuleAction = z.infer<typeof FaultRuleAction>;

export const FAULT_METHODS = ["GET", "POST", "any"] as const;
export type FaultMethod = (typeof FAULT_METHODS)[number];

/** What a caller sends to add a rule. Strict: a misspelt field is an error, not a silent no-op. */
export const FaultRuleInput = z.strictObject({
  /** Optional name (a script can then DELETE it by a name it chose); default f1, f2, ... */
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "1 to 40 letters, digits, _ or -"))),
  /** Glob: `*` within one segment, `**` across segments (`/api/order/*`, `/api/**`). */
  path: z.string().check(
    z.maxLength(200, "at most 200 characters"),
    z.regex(/^\/[A-Za-z0-9._~\-/*]*$/, "must start with / and hold only URL path characters and *"),
  ),
  method: z.optional(z.enum(FAULT_METHODS, { error: `must be one of ${FAULT_METHODS.join(", ")}` })),
  action: FaultRuleAction,
  /** The next N matching calls, then the rule removes itself; absent: until removed. */
  times: z.optional(z.number().check(z.int("must be a whole number"), z.gte(1, "must be ≥ 1"), z.lte(1_000_000, "at most 1000000"))),
  /** Only requests presenting this bearer token (one tester's session). */
  token: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._~+/=-]{1,512}$/, "must be a bearer token"))),
});
export type FaultRuleInput = z.infer<typeof FaultRuleInput>;

/** A rule as the engine keeps it. `times` counts down; `hits` counts the calls it answered. */
export interface FaultRule {
  readonly id: string;
  readonly path: string;
  readonly method: FaultMethod;
  readonly action: FaultRuleAction;
  readonly times?: number;
  readonly token?: string;
  readonly createdAt: number;
  readonly hits: number;
}

/** The first problem with a rule, as one line naming the field, or the checked rule. */
export function parseFaultRule(raw: unknown): { ok: true; rule: FaultRuleInput } | { ok: false; error: string } {
  const parsed = FaultRuleInput.safeParse(raw);
  if (parsed.success) return { ok: true, rule: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, error: first === undefined ? "invalid rule" : describeIssue(first, raw, translator("en")) };
}

// A path glob as a RegExp: `*` is anything within one segment, `**` anything across segments,
// and a whole `**` segment may be empty ("/api/**/make" also matches "/api/make"). Everything
// else is literal. (Line comments here: the glob "**/" would end a block comment.)
export function globToRegExp(glob: string): RegExp {
  let re = "^";
  for (let i = 0; i < glob.length; i += 1) {
    if (glob.startsWith("/**/", i)) {
      re += "(?:/.*)?/";
      i += 3;
    } else if (glob.startsWith("**", i)) {
      re += ".*";
      i += 1;
    } else if (glob[i] === "*") {
      re += "[^/]*";
    } else {
      re += (glob[i] ?? "").replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`${re}$`);
}

export function matchesGlob(glob: string, path: string): boolean {
  return globToRegExp(glob).test(path);
}

/** "POST /api/order/make → HTTP 500 "msg" · next 1 call · one session". */
export function describeRule(rule: Pick<FaultRule, "path" | "method" | "action" | "times" | "token">): string {
  const a = rule.action;
  const what =
    a.kind === "status" ? `HTTP ${a.status} (errorCode 1${a.msg !== undefined ? `, "${a.msg}"` : ""})`
    : a.kind === "apiError" ? `HTTP 200, errorCode 1${a.msg !== undefined ? ` "${a.msg}"` : ""}`
    : a.kind === "delay" ? `${a.ms} ms delay, then the normal answer`
    : a.kind === "hang" ? "no answer (hangs until the client gives up)"
    : "connection dropped";
  const method = rule.method === "any" ? "any method" : rule.method;
  const times = rule.times === undefined ? "until removed" : `next ${rule.times} call${rule.times === 1 ? "" : "s"}`;
  const scope = rule.token === undefined ? "everyone" : `only token ${maskToken(rule.token)}`;
  return `${method} ${rule.path} → ${what} · ${times} · ${scope}`;
}

/** Enough of a token to tell sessions apart in a list, not enough to use it. */
export function maskToken(token: string): string {
  return `${token.slice(0, 6)}…`;
}
