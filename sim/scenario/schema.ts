/**
 * A scenario file (`sim scenario run FILE`): timed steps against a sim, each an action (`do`) or an
 * expectation (`expect`). Times are seconds of the sim's virtual clock, so one file means the same
 * at any --speed. A bad file is refused before anything runs, with one line naming the step and
 * the field: `steps[3] (do "fault"): kind: must be one of offline, mute, …`.
 *
 *   { "name": "…", "speed": 20, "printers": 2, "settings": { "orderExpirySeconds": 60 },
 *     "steps": [
 *       { "do": "order", "as": "o1", "sn": "SIM-0001", "payType": 30 },
 *       { "expect": "printer", "sn": "SIM-0001", "state": "printing", "within": 150 },
 *       { "do": "fault", "sn": "SIM-0001", "kind": "offline" },
 *       { "expect": "offline", "sn": "SIM-0001", "within": 6 },
 *       { "at": 300, "expect": "order", "order": "o1", "status": "print-failed" } ] }
 *
 * Every step may carry `at` (seconds since the scenario started: wait until then) and `note`.
 * An expectation with `within` S waits up to S seconds for the condition; without it, one look.
 */
import * as z from "zod/mini";
import { FAULT_STATUSES } from "../../mock-api/faults/rules.ts";
import { SEED_USERS, type SeedRole } from "../../mock-api/seed/users.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { SN_PATTERN, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import { ORDER_STATUS_NAME_LIST } from "../control-qa.ts";
import { FLEET_FAULT_KINDS } from "../fleet-types.ts";
import { PRINTER_STATES } from "../printer-types.ts";
import { describeIssues } from "../zod-issue.ts";

const oneOf = (values: readonly (string | number)[]) => ({ error: `must be one of ${values.join(", ")}` });

const Sn = z.string({ error: "must be a printer serial like SIM-0001" }).check(z.regex(SN_PATTERN, "must be a printer serial like SIM-0001"));
const Seconds = z.number({ error: "must be a number of seconds" }).check(z.gte(0, "must be ≥ 0"), z.lte(86_400, "at most 86400 (a day)"));
const Name = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "1 to 40 letters, digits, _ or -"));

/** Seeded users who can log in with a code (they have a mobile). */
export const LOGIN_ROLES = (Object.keys(SEED_USERS) as SeedRole[]).filter((r) => SEED_USERS[r].mobile !== "");
const Role = z.enum(LOGIN_ROLES as [SeedRole, ...SeedRole[]], oneOf(LOGIN_ROLES));

/** How an action must fail for the scenario to go on (e.g. an order answered 401 by an API fault). */
const Failure = z.strictObject({
  /** The HTTP status of the failing call. */
  status: z.optional(z.number().check(z.int(), z.gte(200), z.lte(599))),
  /** The envelope's errorCode (1: a business failure). */
  errorCode: z.optional(z.number().check(z.int())),
  /** A piece of the error message. */
  message: z.optional(z.string().check(z.minLength(1))),
});
export type Failure = z.infer<typeof Failure>;

const common = { at: z.optional(Seconds), note: z.optional(z.string()) };

const PAY_TYPES_USED = [PAY_TYPE.WEIXIN_JSAPI, PAY_TYPE.BALANCE, PAY_TYPE.WEIXIN, PAY_TYPE.WEIXIN_NATIVE, PAY_TYPE.COINS] as const;

export const ACTIONS = {
  wait: z.strictObject({ do: z.literal("wait"), seconds: Seconds, ...common }),
  coin: z.strictObject({ do: z.literal("coin"), sn: Sn, n: z.number().check(z.int(), z.gte(1), z.lte(1000)), ...common }),
  set: z.strictObject({
    do: z.literal("set"),
    sn: Sn,
    values: z.strictObject({
      material: z.optional(z.boolean()),
      bamboo: z.optional(z.boolean()),
      targetTemp: z.optional(z.number()),
      targetBedTemp: z.optional(z.number()),
      printFlow: z.optional(z.number()),
      printSpeed: z.optional(z.number()),
      coins: z.optional(z.number()),
      ambientC: z.optional(z.number()),
    }),
    ...common,
  }),
  fault: z.strictObject({ do: z.literal("fault"), sn: Sn, kind: z.enum(FLEET_FAULT_KINDS, oneOf(FLEET_FAULT_KINDS)), ...common }),
  clear: z.strictObject({ do: z.literal("clear"), sn: Sn, ...common }),
  /** Completes a WeChat payment (sim pay): `order` is an earlier order step's `as`, or an order_sn. */
  pay: z.strictObject({ do: z.literal("pay"), order: z.string().check(z.minLength(1)), fails: z.optional(Failure), ...common }),
  printer: z.strictObject({ do: z.literal("printer"), action: z.enum(["add", "remove"], oneOf(["add", "remove"])), sn: Sn, ...common }),
  /** An HTTP fault of the mock API (sim fault api add): exactly one of status, apiError, delayMs, hang, drop. */
  "fault-api": z.strictObject({
    do: z.literal("fault-api"),
    path: z.string().check(z.regex(/^\/[A-Za-z0-9._~\-/*]*$/, "must start with / (a glob like /api/order/*)")),
    method: z.optional(z.enum(["GET", "POST", "any"], oneOf(["GET", "POST", "any"]))),
    status: z.optional(z.literal(FAULT_STATUSES, oneOf(FAULT_STATUSES))),
    apiError: z.optional(z.literal(true)),
    delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(600_000))),
    hang: z.optional(z.literal(true)),
    drop: z.optional(z.literal(true)),
    msg: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
    times: z.optional(z.number().check(z.int(), z.gte(1))),
    /** Only this seeded user's session (the one the scenario's order steps log in with). */
    user: z.optional(Role),
    id: z.optional(Name),
    ...common,
  }),
  "fault-api-clear": z.strictObject({ do: z.literal("fault-api-clear"), id: z.optional(Name), ...common }),
  /** Makes an order through the real /api as a seeded user and pays it (WeChat types stay unpaid until a `pay` step). */
  order: z.strictObject({
    do: z.literal("order"),
    as: Name,
    sn: Sn,
    user: z.optional(Role),
    /** A goods id listed on the printer; default the first one (with a coins price for pay type 70). */
    goods: z.optional(z.number().check(z.int(), z.positive())),
    payType: z.optional(z.literal(PAY_TYPES_USED, oneOf(PAY_TYPES_USED))),
    fails: z.optional(Failure),
    ...common,
  }),
} as const;

const HEARTBEAT_FIELDS = [
  "targetTemp", "currentTemp", "targetBedTemp", "currentBedTemp", "materialPresent", "printMode", "bambooPresent",
  "heating", "printFlow", "printSpeed", "bytesRead", "printTime", "uptime",
] as const satisfies readonly (keyof Heartbeat)[];

const within = { within: z.optional(Seconds) };

export const EXPECTATIONS = {
  printer: z.strictObject({ expect: z.literal("printer"), sn: Sn, state: z.enum(PRINTER_STATES, oneOf(PRINTER_STATES)), ...within, ...common }),
  order: z.strictObject({
    expect: z.literal("order"),
    order: z.string().check(z.minLength(1)),
    status: z.enum(ORDER_STATUS_NAME_LIST as [string, ...string[]], oneOf(ORDER_STATUS_NAME_LIST)),
    ...within,
    ...common,
  }),
  /** A real MQTT subscriber (as a browser) sees no heartbeat for 5 s (§4) within `within` seconds. */
  offline: z.strictObject({ expect: z.literal("offline"), sn: Sn, within: Seconds, ...common }),
  /** A real MQTT subscriber sees a good heartbeat within `within` seconds. */
  online: z.strictObject({ expect: z.literal("online"), sn: Sn, within: Seconds, ...common }),
  /** A heartbeat arriving after this step starts has `field` equal to `equals` (or within gte/lte). */
  heartbeat: z.strictObject({
    expect: z.literal("heartbeat"),
    sn: Sn,
    field: z.enum(HEARTBEAT_FIELDS, oneOf(HEARTBEAT_FIELDS)),
    equals: z.optional(z.union([z.number(), z.boolean(), z.string()])),
    gte: z.optional(z.number()),
    lte: z.optional(z.number()),
    ...within,
    ...common,
  }),
} as const;

export type ActionStep = { [K in keyof typeof ACTIONS]: z.infer<(typeof ACTIONS)[K]> }[keyof typeof ACTIONS];
export type ExpectStep = { [K in keyof typeof EXPECTATIONS]: z.infer<(typeof EXPECTATIONS)[K]> }[keyof typeof EXPECTATIONS];
export type Step = ActionStep | ExpectStep;

const Header = z.strictObject({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  /** The virtual clock's speed when the runner boots its own sim (--speed overrides). */
  speed: z.optional(z.number().check(z.gt(0), z.lte(1000))),
  /** Printers of the in-process sim (the first N bound ones). */
  printers: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  seed: z.optional(z.number().check(z.int(), z.gte(0))),
  settings: z.optional(z.strictObject({ orderExpirySeconds: z.optional(z.number().check(z.int(), z.gte(1), z.lte(86_400))) })),
  steps: z.array(z.unknown()).check(z.minLength(1, "at least one step")),
});

export interface Scenario extends Omit<z.infer<typeof Header>, "steps"> {
  steps: Step[];
}

/** Why a scenario file was refused: one line, naming the step and the field. */
export class ScenarioError extends Error {
  override name = "ScenarioError";
}

/** An order reference is an earlier order step's `as`, or a literal order_sn (T and digits). */
const LITERAL_ORDER_SN = /^[A-Z]{0,2}\d{12,62}$/; // T20260115100000123456

/** Checks a parsed JSON value as a scenario; throws ScenarioError naming the step and field. */
export function parseScenario(raw: unknown): Scenario {
  const head = Header.safeParse(raw);
  if (!head.success) throw new ScenarioError(describeIssues(head.error.issues));
  const names = new Set<string>();
  const steps = head.data.steps.map((value, i): Step => {
    const where = `steps[${i}]`;
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new ScenarioError(`${where}: expected an object with "do" or "expect"`);
    const v = value as Record<string, unknown>;
    const key = "do" in v ? "do" : "expect" in v ? "expect" : null;
    if (key === null || ("do" in v && "expect" in v)) throw new ScenarioError(`${where}: give exactly one of "do" (an action) or "expect" (an expectation)`);
    const table: Record<string, z.ZodMiniType<Step>> = key === "do" ? ACTIONS : EXPECTATIONS;
    const kind = String(v[key]);
    const schema = Object.hasOwn(table, kind) ? table[kind] : undefined;
    if (schema === undefined) throw new ScenarioError(`${where}: ${key} "${kind}" is not one of ${Object.keys(table).join(", ")}`);
    const r = schema.safeParse(value);
    if (!r.success) throw new ScenarioError(`${where} (${key} "${kind}"): ${describeIssues(r.error.issues)}`);
    const step = r.data;
    const ref = "order" in step && typeof step.order === "string" ? step.order : null;
    if (ref !== null && !names.has(ref) && !LITERAL_ORDER_SN.test(ref)) {
      throw new ScenarioError(`${where} (${key} "${kind}"): order: no earlier order step is named "${ref}" (and it is not an order_sn)`);
    }
    if ("do" in step && step.do === "order") {
      if (names.has(step.as)) throw new ScenarioError(`${where} (do "order"): as: "${step.as}" is already the name of an earlier order`);
      names.add(step.as);
    }
    if ("do" in step && step.do === "fault-api") {
      const n = [step.status, step.apiError, step.delayMs, step.hang, step.drop].filter((x) => x !== undefined).length;
      if (n !== 1) throw new ScenarioError(`${where} (do "fault-api"): give exactly one of status, apiError, delayMs, hang, drop`);
    }
    if ("expect" in step && step.expect === "heartbeat" && step.equals === undefined && step.gte === undefined && step.lte === undefined) {
      throw new ScenarioError(`${where} (expect "heartbeat"): give equals, gte or lte`);
    }
    return step;
  });
  return { ...head.data, steps };
}

/** One line naming a step, for progress and failures: `steps[3] fault SIM-0001 offline`. */
export function stepLabel(step: Step, index: number): string {
  const rest = Object.entries(step)
    .filter(([k]) => !["do", "expect", "at", "note"].includes(k))
    .map(([k, v]) => (k === "sn" || k === "kind" || k === "state" ? String(v) : `${k}=${JSON.stringify(v)}`))
    .join(" ");
  const head = "do" in step ? step.do : `expect ${step.expect}`;
  return `steps[${index}] ${head}${rest === "" ? "" : ` ${rest}`}`;
}
