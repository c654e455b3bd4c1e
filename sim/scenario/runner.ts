/**
 * Runs a scenario (schema.ts) against a sim: the one at `control` (a `sim start`), or one booted in
 * this process (boot.ts). Everything goes through the control API and the real /api and broker, so
 * both ways run the same code. Steps run in order; `at` waits on the sim's virtual clock; the first
 * failed expectation (or an action failing unexpectedly) stops the run and names the step and what
 * was seen. What the scenario changed in a running sim (its API fault rules, the order expiry) is
 * put back at the end.
 */
import type { SeedRole } from "../../mock-api/seed/users.ts";
import { PAY_TYPE, PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { callControl, ControlError } from "../control-client.ts";
import type { PrinterRow } from "../fleet-types.ts";
import { ApiCallError, createApiClient } from "./api-client.ts";
import { bootSim, type BootedSim } from "./boot.ts";
import { stepLabel, type ActionStep, type ExpectStep, type Failure, type Scenario } from "./schema.ts";
import { createWatcher, type PrinterWatch } from "./watcher.ts";

export const DEFAULT_SPEED = 10;
const POLL_MS = 20; // real ms between looks while an expectation waits

export interface RunOptions {
  /** A running sim's control API; without it a sim is booted in this process. */
  control?: string;
  /** Virtual time per real time of the booted sim (overrides the scenario's `speed`). */
  speed?: number;
  /** Called as each step ends (progress output). */
  onStep?: (result: StepResult) => void;
  log?: (line: string) => void;
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

export interface ScenarioResult {
  name: string;
  ok: boolean;
  speed: number;
  steps: StepResult[];
  failure?: StepResult;
}

interface Info {
  now: number;
  speed: number;
  app?: string;
  ws?: string;
  settings: { orderExpiryMs: number } | null;
}

class StepFailed extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
/**
 * The wait between two looks. After a stall (a loaded machine) node runs due timers before it
 * reads the sockets, so a look right after the timer would miss heartbeats that already arrived
 * and call a deadline missed: the setImmediate lets the poll phase read them first.
 */
export const nextLook = (ms = POLL_MS) => sleep(ms).then(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** Does an error fit what the step said it must fail with? */
function fitsFailure(f: Failure, status: number, errorCode: number | null, message: string): boolean {
  return (f.status === undefined || f.status === status) && (f.errorCode === undefined || f.errorCode === errorCode) && (f.message === undefined || message.includes(f.message));
}

function describeFailure(f: Failure): string {
  return [f.status !== undefined ? `HTTP ${f.status}` : "", f.errorCode !== undefined ? `errorCode ${f.errorCode}` : "", f.message !== undefined ? `"${f.message}"` : ""].filter((s) => s !== "").join(", ") || "an error";
}

export async function runScenario(scenario: Scenario, o: RunOptions = {}): Promise<ScenarioResult> {
  if (o.control !== undefined && o.speed !== undefined) {
    throw new Error("--speed applies to the sim the runner boots itself; a running sim keeps its own (sim start --speed)");
  }
  const log = o.log ?? (() => {});
  let booted: BootedSim | null = null;
  if (o.control === undefined) {
    booted = await bootSim({ speed: o.speed ?? scenario.speed ?? DEFAULT_SPEED, printers: scenario.printers ?? 3, seed: scenario.seed ?? 1, log });
  }
  const control = o.control ?? booted?.control ?? "";
  const ctl = (method: string, path: string, body?: unknown) => callControl(control, method, path, body);
  const cleanups: (() => Promise<unknown>)[] = [];
  const results: StepResult[] = [];
  let speed = 1;

  try {
    const info = (await ctl("GET", "/info")) as Info;
    speed = info.speed;
    if (info.app === undefined || info.ws === undefined) throw new Error(`the sim at ${control} does not say where its app and broker are (GET /info): start it with this version of sim`);
    const t0 = performance.now();
    const v0 = info.now;
    const vnow = () => v0 + (performance.now() - t0) * speed;
    const virtualOf = (real: number) => v0 + (real - t0) * speed;

    const expiryS = scenario.settings?.orderExpirySeconds;
    if (expiryS !== undefined) {
      if (info.settings === null) throw new Error(`the sim at ${control} cannot change its order expiry`);
      const before = info.settings.orderExpiryMs;
      await ctl("POST", "/settings", { orderExpiryMs: expiryS * 1000 });
      cleanups.push(() => ctl("POST", "/settings", { orderExpiryMs: before }));
    }

    const api = createApiClient(info.app);
    const watcher = createWatcher(info.ws, () => api.token("customer"));
    cleanups.push(() => watcher.close());
    // Subscribed before the first step, so "offline" has the heartbeats before a fault to go by.
    const watched = new Set(scenario.steps.flatMap((s) => ("expect" in s && (s.expect === "offline" || s.expect === "online" || s.expect === "heartbeat") ? [s.sn] : [])));
    for (const sn of watched) await watcher.watch(sn);
    const start = vnow(); // `at` counts from here, after the set-up (logins, subscriptions)
    const since = () => (vnow() - start) / 1000;

    const orders = new Map<string, string>();
    const orderSn = (ref: string) => orders.get(ref) ?? ref;
    const faultIds: string[] = [];
    cleanups.push(async () => {
      for (const id of faultIds) await ctl("DELETE", `/api-faults/${encodeURIComponent(id)}`).catch(() => {}); // gone already: used up or cleared
    });

    /** Runs an action that may be expected to fail; resolves to what happened. */
    async function attempt(fails: Failure | undefined, run: () => Promise<string>): Promise<string> {
      let done: string;
      try {
        done = await run();
      } catch (err) {
        const status = err instanceof ApiCallError ? err.status : err instanceof ControlError ? err.status : -1;
        const code = err instanceof ApiCallError ? err.errorCode : null;
        const message = err instanceof Error ? err.message : String(err);
        if (fails !== undefined && status !== -1 && fitsFailure(fails, status, code, message)) return `failed as expected: ${message}`;
        throw new StepFailed(fails === undefined ? message : `expected to fail with ${describeFailure(fails)}, but: ${message}`);
      }
      if (fails !== undefined) throw new StepFailed(`expected to fail with ${describeFailure(fails)}, but it succeeded (${done})`);
      return done;
    }

    async function act(step: ActionStep): Promise<string> {
      const at = (sn: string, action: string) => `/printers/${encodeURIComponent(sn)}/${action}`;
      switch (step.do) {
        case "wait":
          await sleep((step.seconds * 1000) / speed);
          return `waited ${step.seconds} s`;
        case "coin": {
          const r = (await ctl("POST", at(step.sn, "coin"), { n: step.n })) as { coins: number };
          return `${step.sn}: ${r.coins} coins at the machine`;
        }
        case "set":
          await ctl("POST", at(step.sn, "set"), step.values);
          return `${step.sn}: set ${JSON.stringify(step.values)}`;
        case "fault":
          await ctl("POST", at(step.sn, "fault"), { kind: step.kind });
          return `${step.sn}: ${step.kind}`;
        case "clear":
          await ctl("POST", at(step.sn, "clear"));
          return `${step.sn}: cleared`;
        case "printer":
          if (step.action === "add") await ctl("POST", "/printers", { sn: step.sn });
          else await ctl("DELETE", `/printers/${encodeURIComponent(step.sn)}`);
          return `${step.sn}: ${step.action === "add" ? "added" : "removed"}`;
        case "pay":
          return attempt(step.fails, async () => {
            const r = (await ctl("POST", "/pay", { order_sn: orderSn(step.order) })) as { status: number };
            return `${orderSn(step.order)} paid (status ${r.status})`;
          });
        case "fault-api": {
          const action =
            step.status !== undefined ? { kind: "status", status: step.status, ...(step.msg !== undefined ? { msg: step.msg } : {}) }
            : step.apiError === true ? { kind: "apiError", ...(step.msg !== undefined ? { msg: step.msg } : {}) }
            : step.delayMs !== undefined ? { kind: "delay", ms: step.delayMs }
            : step.hang === true ? { kind: "hang" }
            : { kind: "drop" };
          const token = step.user === undefined ? undefined : await api.token(step.user);
          const rule = { path: step.path, action, ...(step.method !== undefined ? { method: step.method } : {}), ...(step.times !== undefined ? { times: step.times } : {}), ...(token !== undefined ? { token } : {}), ...(step.id !== undefined ? { id: step.id } : {}) };
          const r = (await ctl("POST", "/api-faults", rule)) as { id: string; description: string };
          faultIds.push(r.id);
          return `API fault ${r.id}: ${r.description}`;
        }
        case "fault-api-clear":
          if (step.id !== undefined) await ctl("DELETE", `/api-faults/${encodeURIComponent(step.id)}`);
          else await ctl("DELETE", "/api-faults");
          return step.id === undefined ? "API faults cleared" : `API fault ${step.id} removed`;
        case "order":
          return attempt(step.fails, async () => {
            const role: SeedRole = step.user ?? "customer";
            const payType = step.payType ?? PAY_TYPE.BALANCE;
            try {
              const r = await api.order({ sn: step.sn, role, payType, ...(step.goods !== undefined ? { goods: step.goods } : {}) });
              orders.set(step.as, r.order_sn);
              return `order ${step.as} = ${r.order_sn} (goods ${r.goods}, ${r.money}, pay type ${payType}${r.pay_data !== undefined ? ", QR shown" : ""})`;
            } catch (err) {
              if (err instanceof ApiCallError && err.orderSn !== undefined) orders.set(step.as, err.orderSn); // made, not paid
              throw err;
            }
          });
      }
    }

    /** Looks until `check` passes or `within` virtual seconds are over. */
    async function until(withinS: number, check: () => Promise<{ ok: boolean; seen: string }>): Promise<string> {
      const deadline = vnow() + withinS * 1000;
      for (;;) {
        const r = await check();
        if (r.ok) return r.seen;
        if (vnow() >= deadline) throw new StepFailed(`${withinS > 0 ? `after ${withinS} s ` : ""}saw ${r.seen}`);
        await nextLook();
      }
    }

    const watchOf = (sn: string): PrinterWatch => {
      const w = watcher.get(sn);
      if (w === undefined) throw new Error(`not watching ${sn}`); // watched is built from these very steps
      return w;
    };

    async function expect(step: ExpectStep): Promise<string> {
      const stepReal = performance.now();
      switch (step.expect) {
        case "printer":
          return until(step.within ?? 0, async () => {
            const { printers } = (await ctl("GET", "/status")) as { printers: PrinterRow[] };
            const row = printers.find((p) => p.sn === step.sn);
            if (row === undefined) return { ok: false, seen: `${step.sn} not in the fleet` };
            const seen = `${step.sn} ${row.state} (nozzle ${row.nozzle}/${row.nozzleTarget} °C, progress ${row.progress}%${row.faults.length > 0 ? `, ${row.faults.join(" ")}` : ""})`;
            return { ok: row.state === step.state, seen };
          });
        case "order":
          return until(step.within ?? 0, async () => {
            const r = (await ctl("GET", `/orders/${encodeURIComponent(orderSn(step.order))}`)) as { status_name: string; print_status_info: string | null };
            return { ok: r.status_name === step.status, seen: `order ${step.order} ${r.status_name}${r.print_status_info === null ? "" : ` (printer says ${r.print_status_info})`}` };
          });
        case "offline": {
          const w = watchOf(step.sn);
          const deadline = vnow() + step.within * 1000;
          for (;;) {
            const last = w.beats.at(-1)?.real ?? w.since;
            const offlineAt = virtualOf(last) + PRINTER_OFFLINE_MS; // §4: offline only after 5 s without a heartbeat
            if (vnow() >= offlineAt) {
              const after = (offlineAt - virtualOf(stepReal)) / 1000;
              if (offlineAt <= deadline) return `${step.sn} offline ${after.toFixed(1)} s after this step (no heartbeat for ${PRINTER_OFFLINE_MS / 1000} s)`;
              throw new StepFailed(`${step.sn} went offline only ${after.toFixed(1)} s after this step`);
            }
            if (vnow() >= deadline) throw new StepFailed(`heartbeats from ${step.sn} kept coming: the last ${((vnow() - virtualOf(last)) / 1000).toFixed(1)} s before the deadline`);
            await nextLook();
          }
        }
        case "online": {
          const w = watchOf(step.sn);
          return until(step.within, async () => {
            const beat = w.beats.at(-1);
            const fresh = beat !== undefined && beat.real > stepReal;
            return { ok: fresh, seen: fresh ? `a heartbeat from ${step.sn}` : `no heartbeat from ${step.sn}` };
          });
        }
        case "heartbeat": {
          const w = watchOf(step.sn);
          const fits = (v: number | boolean | string) =>
            (step.equals === undefined || v === step.equals) && (step.gte === undefined || (typeof v === "number" && v >= step.gte)) && (step.lte === undefined || (typeof v === "number" && v <= step.lte));
          return until(step.within ?? 0, async () => {
            const fresh = w.beats.filter((b) => b.real > stepReal);
            const hit = fresh.find((b) => fits(b.hb[step.field]));
            const last = fresh.at(-1);
            if (hit !== undefined) return { ok: true, seen: `${step.field}=${String(hit.hb[step.field])}` };
            return { ok: false, seen: last === undefined ? `no heartbeat from ${step.sn} since this step began` : `${step.field}=${String(last.hb[step.field])} in the last heartbeat` };
          });
        }
      }
    }

    for (const [index, step] of scenario.steps.entries()) {
      const label = stepLabel(step, index);
      if (step.at !== undefined) await sleep((start + step.at * 1000 - vnow()) / speed);
      let result: StepResult;
      try {
        const detail = "do" in step ? await act(step) : await expect(step);
        result = { index, label, ok: true, at: since(), detail };
      } catch (err) {
        const detail = err instanceof StepFailed || err instanceof ControlError || err instanceof ApiCallError ? err.message : err instanceof Error ? err.message : String(err);
        result = { index, label, ok: false, at: since(), detail };
      }
      results.push(result);
      o.onStep?.(result);
      if (!result.ok) return { name: scenario.name, ok: false, speed, steps: results, failure: result };
    }
    return { name: scenario.name, ok: true, speed, steps: results };
  } finally {
    for (const c of cleanups.reverse()) await c().catch((err: unknown) => log(`[scenario] clean-up: ${String(err)}`));
    await booted?.close();
  }
}
