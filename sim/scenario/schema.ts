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
import { describeIssues } from "../zod-issue.ts";
import { ACTION_VOCABULARY, ACTIONS, EXPECTATION_VOCABULARY, EXPECTATIONS, type Step } from "./steps.ts";

export { ACTIONS, EXPECTATIONS, type ActionStep, type ExpectStep, type Failure, type Step } from "./steps.ts";

const Header = z.strictObject({
  /** The JSON Schema the file follows (scenario.schema.json), for editors; not read by the runner. */
  $schema: z.optional(z.string()),
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
    const why = crossCheck(step);
    if (why !== null) throw new ScenarioError(`${where} (${key} "${kind}"): ${why}`);
    return step;
  });
  return { ...head.data, steps };
}

const count = (...values: unknown[]) => values.filter((v) => v !== undefined).length;

/** The rules between fields of one step that its zod object cannot say; null when it keeps them. */
function crossCheck(step: Step): string | null {
  if ("do" in step) {
    if (step.do === "fault-api" && count(step.status, step.apiError, step.delayMs, step.hang, step.drop) !== 1) return "give exactly one of status, apiError, delayMs, hang, drop";
    if (step.do === "fault" && step.seconds !== undefined && (step.kind === "reboot" || step.kind === "disconnect")) {
      return `seconds: a ${step.kind} is over by itself (${step.kind === "reboot" ? "at once" : "after 3 s"}); use offline or mute for a gap of your own length`;
    }
    if (step.do === "fault" && step.within !== undefined && step.atProgress === undefined) return "within: only with atProgress (how long to wait for the job to get there)";
    return null;
  }
  switch (step.expect) {
    case "heartbeat":
      return count(step.equals, step.gte, step.lte) === 0 ? "give equals, gte or lte" : null;
    case "online":
      return count(step.within, step.for) !== 1 ? "give exactly one of within (a heartbeat arrives) or for (online the whole span)" : null;
    case "coins":
      if (count(step.sn, step.user) !== 1) return "give exactly one of sn (the machine's coins) or user (a user's)";
      return count(step.equals, step.gte, step.lte, step.change) === 0 ? "give equals, gte, lte or change" : null;
    case "message":
      return count(step.info, step.text, step.order) === 0 ? "give info, text or order" : null;
    default:
      return null;
  }
}

/**
 * The scenario format as a JSON Schema (draft 2020-12), generated from the zod objects above, for
 * editors (`"$schema": "…/scenario.schema.json"` in a file). sim/scenario/scenario.schema.json is
 * this, written by `sim scenario schema`; a test keeps it current. The rules between fields
 * (crossCheck) and the order references are the runner's: `sim scenario check` says them.
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  const actions = (Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]).map((k) => ({ schema: ACTIONS[k], about: ACTION_VOCABULARY[k] }));
  const expectations = (Object.keys(EXPECTATIONS) as (keyof typeof EXPECTATIONS)[]).map((k) => ({ schema: EXPECTATIONS[k], about: EXPECTATION_VOCABULARY[k] }));
  const all = [...actions, ...expectations];
  const file = z.strictObject({ ...Header.shape, steps: z.array(z.union(all.map((a) => a.schema))).check(z.minLength(1)) });
  const schema = z.toJSONSchema(file, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
  const steps = (schema.properties as Record<string, { items: { anyOf: Record<string, unknown>[] } } | undefined>).steps;
  const about = all.map((a) => a.about);
  steps?.items.anyOf.forEach((variant, i) => {
    const entry = about[i];
    if (entry === undefined) return;
    variant.description = entry.what;
    variant.examples = [entry.example];
  });
  return {
    $schema: schema.$schema,
    title: "sim scenario",
    description: "A scenario for `sim scenario run FILE`: timed steps against a simulated fleet, each an action (do) or an expectation (expect). Times are seconds of the sim's virtual clock.",
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== "$schema")),
  };
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
