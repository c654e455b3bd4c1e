/**
 * What the runner's parts (actions.ts, expectations.ts, guards.ts, cleanup.ts) share during one run:
 * the control API, the people on the /api, the MQTT subscriber, the virtual clock as the runner
 * reads it, the orders the run made, and `look()`, the one wait every polling loop goes through,
 * which also checks the expectations running in the background (guards.ts).
 */
import type { SeedRole } from "../../mock-api/seed/users.ts";
import type { PrinterRow } from "../fleet-types.ts";
import type { ApiClient } from "./api-client.ts";
import type { Step } from "./steps.ts";
import type { PrinterWatch, Watcher } from "./watcher.ts";

export const POLL_MS = 20; // real ms between looks while an expectation waits

/** A step's condition did not hold, or an action failed unexpectedly: `message` says what was seen. */
export class StepFailed extends Error {}

/** An expectation running in the background (no-offline, heartbeat-gap, a timed fault's clear) broke while other steps ran. */
export class BackgroundFailed extends Error {
  readonly index: number;
  readonly label: string;
  constructor(index: number, label: string, message: string) {
    super(message);
    this.index = index;
    this.label = label;
  }
}

export interface MadeOrder {
  orderSn: string;
  /** The seeded user who made it: who cancels it or asks for its refund. */
  role: SeedRole;
}

export interface StepResult {
  index: number;
  label: string;
  ok: boolean;
  /** Virtual seconds since the scenario started, when the step ended. */
  at: number;
  /** What happened, or for a failure what was seen. */
  detail: string;
}

export interface RunContext {
  ctl(method: string, path: string, body?: unknown): Promise<unknown>;
  api: ApiClient;
  watcher: Watcher;
  speed: number;
  /** The sim's virtual clock now (ms), as the runner reads it. */
  vnow(): number;
  /** A performance.now() reading on the virtual clock. */
  virtualOf(real: number): number;
  /** Virtual seconds since the first step. */
  since(): number;
  /** A virtual-clock time (ms) as seconds since the first step. */
  sinceOf(virtualMs: number): number;
  /** Orders by their `as` (and the order_sn of each). */
  orders: Map<string, MadeOrder>;
  /** Ids of the API faults the run added: the clean-up removes those still there. */
  apiFaults: string[];
  /** Serials the run faulted or set: the clean-up clears the ones still faulted. */
  touched: Set<string>;
  /**
   * The sensors the run took away and did not give back, by serial (set false, material-out,
   * bamboo-out; set true or clear gives them back): an idle printer does not show a missing one,
   * so the clean-up clears these printers whatever their row says.
   */
  sensorsOff: Map<string, Set<"material" | "bamboo">>;
  /** Coins when the run began, for `change`: "sn:SIM-0001" or "user:customer". */
  coinsBefore: Map<string, number>;
  /** Waits one poll (POLL_MS), then throws BackgroundFailed if something in the background broke. */
  look(): Promise<void>;
  /** Waits `virtualMs` of virtual time, looking all the while. */
  pause(virtualMs: number): Promise<void>;
  /** Reports a line for a step that is not the one running (a background expectation's end). */
  report(result: StepResult): void;
  /**
   * A step goes on in the background while the next steps run: `check` throws its failure, and
   * answers true once it is over. With `openEnded` it lasts to the end of the run, where it is
   * checked once more with `final` true; the run waits for the others to be over before it ends.
   */
  background(index: number, step: Step, check: (final: boolean) => boolean, openEnded?: boolean): void;
  /** Ends when the run ends (a timed fault's clear): cleared by the clean-up. */
  timers: Set<NodeJS.Timeout>;
}

export function orderSnOf(ctx: RunContext, ref: string): string {
  return ctx.orders.get(ref)?.orderSn ?? ref;
}

/** The maker of an order the run made, else `fallback` (a literal order_sn). */
export function roleOf(ctx: RunContext, ref: string, fallback: SeedRole): SeedRole {
  return ctx.orders.get(ref)?.role ?? fallback;
}

export function watchOf(ctx: RunContext, sn: string): PrinterWatch {
  const w = ctx.watcher.get(sn);
  if (w === undefined) throw new Error(`not watching ${sn}`); // the runner subscribes for every serial the steps watch
  return w;
}

/** Looks until `check` passes or `withinS` virtual seconds are over; the last `seen` names the failure. */
export async function until(ctx: RunContext, withinS: number, check: () => Promise<{ ok: boolean; seen: string }>): Promise<string> {
  const deadline = ctx.vnow() + withinS * 1000;
  for (;;) {
    const r = await check();
    if (r.ok) return r.seen;
    if (ctx.vnow() >= deadline) throw new StepFailed(`${withinS > 0 ? `after ${withinS} s ` : ""}saw ${r.seen}`);
    await ctx.look();
  }
}

/** Virtual ms as seconds with one decimal: "4.0 s". */
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The printer's row of the control API's GET /status, or undefined when it is not in the fleet. */
export async function printerRow(ctx: RunContext, sn: string): Promise<PrinterRow | undefined> {
  const { printers } = (await ctx.ctl("GET", "/status")) as { printers: PrinterRow[] };
  return printers.find((p) => p.sn === sn);
}

/** "SIM-0001 printing (nozzle 135.1/135 °C, progress 41%, heater-fail)". */
export function describeRow(sn: string, row: PrinterRow | undefined): string {
  if (row === undefined) return `${sn} not in the fleet`;
  return `${sn} ${row.state} (nozzle ${row.nozzle}/${row.nozzleTarget} °C, progress ${row.progress}%${row.faults.length > 0 ? `, ${row.faults.join(" ")}` : ""})`;
}

/** The control API's view of an order (GET /orders/:order_sn). */
export interface OrderView {
  order_sn: string;
  id: number;
  status_name: string;
  print_status_info: string | null;
  refund_status_name: string;
}

export async function orderView(ctx: RunContext, ref: string): Promise<OrderView> {
  return (await ctx.ctl("GET", `/orders/${encodeURIComponent(orderSnOf(ctx, ref))}`)) as OrderView;
}

/** Notes a sensor the run took away (`off`) or gave back. */
export function noteSensor(ctx: RunContext, sn: string, sensor: "material" | "bamboo", off: boolean): void {
  const now = ctx.sensorsOff.get(sn) ?? new Set();
  if (off) now.add(sensor);
  else now.delete(sensor);
  if (now.size > 0) ctx.sensorsOff.set(sn, now);
  else ctx.sensorsOff.delete(sn);
}
