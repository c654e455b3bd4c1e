/**
 * The steps of a scenario file (schema.ts reads the file): every action (`do`) and expectation
 * (`expect`) as a strict zod object, and VOCABULARY, one line and one example for each, which the
 * published JSON Schema (scenario.schema.json) and the README's table carry.
 *
 * Times are seconds of the sim's virtual clock. An order is named by an earlier order step's `as`
 * (or a literal order_sn). Users are the seeded roles of mock-api/seed/users.ts; the runner gets
 * their sessions from the sim's control API (POST /sessions), never through send-code.
 */
import * as z from "zod/mini";
import { FAULT_STATUSES } from "../../mock-api/faults/rules.ts";
import { SEED_USERS, type SeedRole } from "../../mock-api/seed/users.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { SN_PATTERN, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import { PRINT_STATUS_INFO } from "../../web/contract/device/messages.ts";
import { ORDER_STATUS_NAME_LIST, REFUND_STATUS_NAME_LIST } from "../order-status-names.ts";
import { FLEET_FAULT_KINDS } from "../fleet-types.ts";
import { PrinterSettingsInput } from "../printer-settings-input.ts";
import { PRINTER_STATES } from "../printer-types.ts";

const oneOf = (values: readonly (string | number)[]) => ({ error: `must be one of ${values.join(", ")}` });

const Sn = z.string({ error: "must be a printer serial like SIM-0001" }).check(z.regex(SN_PATTERN, "must be a printer serial like SIM-0001"));
const Seconds = z.number({ error: "must be a number of seconds" }).check(z.gte(0, "must be ≥ 0"), z.lte(86_400, "at most 86400 (a day)"));
const PositiveSeconds = z.number({ error: "must be a number of seconds" }).check(z.gt(0, "must be > 0"), z.lte(86_400, "at most 86400 (a day)"));
const Name = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, "1 to 40 letters, digits, _ or -"));
const OrderRef = z.string().check(z.minLength(1));

/** Seeded users a scenario may act as: every role (sessions come from the control API, so no mobile is needed). */
export const ROLES = Object.keys(SEED_USERS) as SeedRole[];
const Role = z.enum(ROLES as [SeedRole, ...SeedRole[]], oneOf(ROLES));

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
    values: PrinterSettingsInput,
    ...common,
  }),
  /**
   * A fault (sim fault). `seconds`: cleared again that long after (sim clear: every fault of the
   * printer ends), while the next steps run. `atProgress`: first waits (up to `within` s, default
   * 600) until the printer's job is at least that far.
   */
  fault: z.strictObject({
    do: z.literal("fault"),
    sn: Sn,
    kind: z.enum(FLEET_FAULT_KINDS, oneOf(FLEET_FAULT_KINDS)),
    seconds: z.optional(PositiveSeconds),
    atProgress: z.optional(z.number({ error: "must be a percentage" }).check(z.int(), z.gte(1, "must be ≥ 1"), z.lte(99, "must be ≤ 99"))),
    within: z.optional(Seconds),
    ...common,
  }),
  clear: z.strictObject({ do: z.literal("clear"), sn: Sn, ...common }),
  /** Completes a WeChat payment (sim pay): `order` is an earlier order step's `as`, or an order_sn. */
  pay: z.strictObject({ do: z.literal("pay"), order: OrderRef, fails: z.optional(Failure), ...common }),
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
    /** Only this seeded user's session (the one the scenario's order steps use). */
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
  /** order/cancel through the real /api as the customer who made the order (an unpaid one closes). */
  cancel: z.strictObject({ do: z.literal("cancel"), order: OrderRef, user: z.optional(Role), fails: z.optional(Failure), ...common }),
  /** tanghua/apply-refund as the customer who made the order (or `user`). */
  "refund-apply": z.strictObject({
    do: z.literal("refund-apply"),
    order: OrderRef,
    reason: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    user: z.optional(Role),
    fails: z.optional(Failure),
    ...common,
  }),
  /** manage-order/audit as a platform admin (default the seeded `admin`): pass (default) or refuse with a remark. */
  "refund-audit": z.strictObject({
    do: z.literal("refund-audit"),
    order: OrderRef,
    pass: z.optional(z.boolean()),
    remark: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    user: z.optional(Role),
    fails: z.optional(Failure),
    ...common,
  }),
  /** manage-order/confirm-refund as a platform admin (default the seeded `admin`): pays the refund back. */
  "refund-confirm": z.strictObject({
    do: z.literal("refund-confirm"),
    order: OrderRef,
    amount: z.optional(z.number().check(z.gt(0))),
    user: z.optional(Role),
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
    order: OrderRef,
    status: z.enum(ORDER_STATUS_NAME_LIST as [string, ...string[]], oneOf(ORDER_STATUS_NAME_LIST)),
    ...within,
    ...common,
  }),
  /** A real MQTT subscriber (as a browser) sees no heartbeat for 5 s (§4) within `within` seconds. */
  offline: z.strictObject({ expect: z.literal("offline"), sn: Sn, within: Seconds, ...common }),
  /**
   * `within` S: the subscriber sees a good heartbeat within S seconds. `for` S: it sees the printer
   * online the whole next S seconds (never 5 s without a heartbeat, §4); the run waits meanwhile.
   */
  online: z.strictObject({ expect: z.literal("online"), sn: Sn, within: z.optional(Seconds), for: z.optional(PositiveSeconds), ...common }),
  /**
   * From this step on, while the next steps run, for `for` seconds (default: to the end of the run),
   * the subscriber never sees the printer offline (5 s without a heartbeat, §4). The run fails the
   * moment it does, and waits at its end for the span to be over.
   */
  "no-offline": z.strictObject({ expect: z.literal("no-offline"), sn: Sn, for: z.optional(PositiveSeconds), ...common }),
  /** Like no-offline, with a threshold of one's own: no two heartbeats (nor the last one and now) more than `max` seconds apart. */
  "heartbeat-gap": z.strictObject({ expect: z.literal("heartbeat-gap"), sn: Sn, max: PositiveSeconds, for: z.optional(PositiveSeconds), ...common }),
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
  /**
   * Coins: the machine's (`sn`: as the backend holds them, what pay type 70 spends first) or a
   * seeded user's (`user`: user/info as that user). `change`: against the value when the run began.
   */
  coins: z.strictObject({
    expect: z.literal("coins"),
    sn: z.optional(Sn),
    user: z.optional(Role),
    equals: z.optional(z.number().check(z.int())),
    gte: z.optional(z.number()),
    lte: z.optional(z.number()),
    change: z.optional(z.number().check(z.int())),
    ...within,
    ...common,
  }),
  /** A command message from the printer seen by the subscriber since the run began: its print_status_info, a piece of its print_status_message, its order. */
  message: z.strictObject({
    expect: z.literal("message"),
    sn: Sn,
    info: z.optional(z.enum(PRINT_STATUS_INFO, oneOf(PRINT_STATUS_INFO))),
    text: z.optional(z.string().check(z.minLength(1))),
    order: z.optional(OrderRef),
    ...within,
    ...common,
  }),
  /** The order's refund (none, applying, approved, refunded, rejected), as the backend holds it. */
  refund: z.strictObject({
    expect: z.literal("refund"),
    order: OrderRef,
    status: z.enum(REFUND_STATUS_NAME_LIST, oneOf(REFUND_STATUS_NAME_LIST)),
    ...within,
    ...common,
  }),
} as const;

export type ActionStep = { [K in keyof typeof ACTIONS]: z.infer<(typeof ACTIONS)[K]> }[keyof typeof ACTIONS];
export type ExpectStep = { [K in keyof typeof EXPECTATIONS]: z.infer<(typeof EXPECTATIONS)[K]> }[keyof typeof EXPECTATIONS];
export type Step = ActionStep | ExpectStep;

interface Entry<Key extends "do" | "expect", K extends string> {
  /** One line: what it does or checks. */
  what: string;
  /** A step using it, valid on its own. */
  example: { [P in Key]: K } & Record<string, unknown>;
}

/** One line and one example per action: the JSON Schema's descriptions and the README's table. */
export const ACTION_VOCABULARY: { [K in keyof typeof ACTIONS]: Entry<"do", K> } = {
  wait: { what: "let virtual time pass", example: { do: "wait", seconds: 20 } },
  coin: { what: "coins inserted at the machine", example: { do: "coin", sn: "SIM-0001", n: 5 } },
  set: { what: "a printer's sensors and settings (material, bamboo, temperatures, flow, speed, coins, room)", example: { do: "set", sn: "SIM-0001", values: { printSpeed: 300 } } },
  fault: { what: "a fault; `seconds`: cleared again that long after; `atProgress`: once the job is that far", example: { do: "fault", sn: "SIM-0001", kind: "heater-fail", atProgress: 40 } },
  clear: { what: "every fault of the printer ends (after offline: power back, a reboot)", example: { do: "clear", sn: "SIM-0001" } },
  pay: { what: "completes an order's WeChat payment, as the customer's scan would", example: { do: "pay", order: "o1" } },
  printer: { what: "a printer of the store joins or leaves the fleet", example: { do: "printer", action: "add", sn: "SIM-0005" } },
  "fault-api": { what: "an HTTP fault of the mock API (status, apiError, delayMs, hang or drop; times; one user's session)", example: { do: "fault-api", path: "/api/order/payment", method: "POST", status: 401, times: 1, user: "customer" } },
  "fault-api-clear": { what: "removes one API fault (`id`) or all", example: { do: "fault-api-clear", id: "slow" } },
  order: { what: "makes and pays an order through the real /api as a seeded user (WeChat types stay unpaid until `pay`)", example: { do: "order", as: "o1", sn: "SIM-0001", user: "customer", payType: 30, goods: 11 } },
  cancel: { what: "the customer gives up an unpaid order (order/cancel)", example: { do: "cancel", order: "o1" } },
  "refund-apply": { what: "the customer asks for a refund (tanghua/apply-refund)", example: { do: "refund-apply", order: "o1", reason: "打印失败" } },
  "refund-audit": { what: "a platform admin passes the refund, or refuses it with a remark (manage-order/audit)", example: { do: "refund-audit", order: "o1", pass: true } },
  "refund-confirm": { what: "a platform admin pays the refund back (manage-order/confirm-refund)", example: { do: "refund-confirm", order: "o1" } },
};

/** One line and one example per expectation: the JSON Schema's descriptions and the README's table. */
export const EXPECTATION_VOCABULARY: { [K in keyof typeof EXPECTATIONS]: Entry<"expect", K> } = {
  printer: { what: "the printer's state (idle, heating, printing, paused, done, error)", example: { expect: "printer", sn: "SIM-0001", state: "printing", within: 150 } },
  order: { what: "the order's status (unpaid, paid, printing, print-failed, refunded, closed, completed)", example: { expect: "order", order: "o1", status: "completed", within: 400 } },
  offline: { what: "a browser's MQTT subscriber sees the printer go offline (5 s without a heartbeat, §4)", example: { expect: "offline", sn: "SIM-0001", within: 6 } },
  online: { what: "`within`: a fresh heartbeat arrives; `for`: online the whole span (the run waits)", example: { expect: "online", sn: "SIM-0001", for: 10 } },
  "no-offline": { what: "from here, while the next steps run, never offline for `for` s (default: to the end)", example: { expect: "no-offline", sn: "SIM-0001", for: 30 } },
  "heartbeat-gap": { what: "from here, while the next steps run, no gap between heartbeats over `max` s", example: { expect: "heartbeat-gap", sn: "SIM-0001", max: 2, for: 30 } },
  heartbeat: { what: "a heartbeat field (equals, gte, lte) in a heartbeat after this step starts", example: { expect: "heartbeat", sn: "SIM-0001", field: "uptime", lte: 30, within: 10 } },
  coins: { what: "the machine's coins (`sn`) or a user's (`user`): equals, gte, lte, or `change` since the run began", example: { expect: "coins", sn: "SIM-0001", change: -5, within: 3 } },
  message: { what: "a command message seen since the run began: `info`, a piece of its `text`, its `order`", example: { expect: "message", sn: "SIM-0001", info: "failed", text: "加热失败", within: 5 } },
  refund: { what: "the order's refund (none, applying, approved, refunded, rejected)", example: { expect: "refund", order: "o1", status: "refunded", within: 3 } },
};
