/**
 * Whether a value is a whole mock-api state of this version, with a one-line answer naming the
 * first problem: used when a state file is loaded (persist.ts) and when QA loads one through
 * the control API (control-ops.ts).
 */
import * as z from "zod/mini";
import { translator } from "../messages.ts";
import { describeIssue } from "../request.ts";
import { seedState } from "../seed/index.ts";
import { checkIds } from "./check-ids.ts";
import { checkMoney } from "./check-money.ts";
import { checkRefs } from "./check-refs.ts";
import { Broken } from "./check-rules.ts";
import type { Store } from "./types.ts";

/** The `version` a state file must carry; bump it (and types.ts) when a shape changes incompatibly. */
export const STORE_VERSION: Store["version"] = 1;

const Int = z.number().check(z.int());
const Time = z.number(); // ms since the epoch from the injected clock
const byKey = <T extends z.ZodMiniType>(value: T) => z.record(z.string(), value);

/**
 * The collections of store/types.ts as they are today. Loose objects: fields a later issue adds
 * to a record are kept. Collections a later issue adds to the Store are checked by
 * `sameTopLevel` below (present, same kind as in a fresh seed) until a line is added here.
 */
const StoreFile = z.looseObject({
  version: z.literal(STORE_VERSION),
  seed: Int,
  nextId: z.record(z.string(), Int),
  users: byKey(
    z.looseObject({
      id: Int,
      mobile: z.string(),
      email: z.string(),
      nickname: z.string(),
      avatar: z.string(),
      wx_openid: z.string(),
      create_time: z.number(),
      level_type: Int,
      total_money: z.string(),
      coins: z.number(),
      managedPrinters: z.array(z.string()),
      companyId: z.nullable(Int),
    }),
  ),
  tokens: byKey(z.looseObject({ userId: Int, createdAt: Time, expiresAt: Time })),
  codes: byKey(
    z.looseObject({
      target: z.string(),
      scene: z.enum(["login", "bind"]),
      code: z.string(),
      createdAt: Time,
      expiresAt: Time,
      wrongTries: Int,
    }),
  ),
  codeRequests: byKey(z.array(Time)),
  wxCodes: byKey(z.looseObject({ openid: z.string(), expiresAt: Time })),
  companies: byKey(z.looseObject({ id: Int, name: z.string(), logo_url: z.string() })),
  platformCompanyId: Int,
  config: z.looseObject({
    cash_back: z.number(),
    popup_probability: z.number(),
    kefu_phone: z.string(),
    wechat_app_id: z.string(),
  }),
});

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

/** The domain slices: objects of collections, each of which must be there too. */
const SLICES = ["customer", "merchant", "finance", "photo", "promo", "shopAdmin", "platform"] as const;

/**
 * Every top-level field a fresh seeded store has must be there, of the same JSON kind, and so
 * must every collection of the domain slices (a file from before a domain grew would otherwise
 * load and then make its handlers fail).
 */
function sameTopLevel(value: Record<string, unknown>): string | null {
  const fresh = seedState(1) as unknown as Record<string, unknown>;
  const older = "(the file is from an older mock-api; start over with --reset)";
  for (const [key, seeded] of Object.entries(fresh)) {
    if (!(key in value)) return `${key}: missing ${older}`;
    const want = kindOf(seeded);
    const got = kindOf(value[key]);
    if (want !== got) return `${key}: expected ${want}, got ${got}`;
  }
  for (const slice of SLICES) {
    const have = value[slice] as Record<string, unknown>;
    for (const [key, seeded] of Object.entries(fresh[slice] as Record<string, unknown>)) {
      if (!(key in have)) return `${slice}.${key}: missing ${older}`;
      if (kindOf(seeded) !== kindOf(have[key])) return `${slice}.${key}: expected ${kindOf(seeded)}, got ${kindOf(have[key])}`;
    }
  }
  return null;
}

/**
 * The first invariant the shapes above cannot say (issue 12 item 3), as "path: rule", or null:
 * ids below their counters, every reference resolving, money and coins well formed and never
 * negative, the ledger adding up to the wallets. Each part is one pass over the state.
 */
function firstBrokenInvariant(store: Store): string | null {
  try {
    checkIds(store);
    checkRefs(store); // before money: a ledger entry moved to a missing owner is named as such
    checkMoney(store);
    return null;
  } catch (err) {
    if (err instanceof Broken) return err.message;
    // A record of a collection the shapes above do not describe field by field, malformed.
    return `malformed record (${err instanceof Error ? err.message : String(err)})`;
  }
}

/**
 * Checks that `value` is a whole mock-api state of this version. The error is one line naming
 * the first problem ("version 2, this mock-api reads version 1", "users.7.level_type: expected number",
 * "shops.3.companyId: 9 names no record of companies").
 */
export function checkStore(value: unknown): { ok: true; store: Store } | { ok: false; error: string } {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, error: `not a mock-api state (expected a JSON object with "version": ${STORE_VERSION}, got ${kindOf(value)})` };
  }
  const version = (value as { version?: unknown }).version;
  if (version !== STORE_VERSION) {
    return { ok: false, error: `state version ${JSON.stringify(version) ?? "missing"}, this mock-api reads version ${STORE_VERSION}` };
  }
  const missing = sameTopLevel(value as Record<string, unknown>);
  if (missing !== null) return { ok: false, error: missing };
  const parsed = StoreFile.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: first === undefined ? "invalid state" : describeIssue(first, value, translator("en")) };
  }
  // The parsed copy has the same fields (loose objects keep unknown ones); keep the caller's object.
  const store = value as Store;
  const broken = firstBrokenInvariant(store);
  if (broken !== null) return { ok: false, error: broken };
  return { ok: true, store };
}
