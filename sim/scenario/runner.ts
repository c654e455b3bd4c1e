/**
 * Runs a scenario (schema.ts) against a sim: the one at `control` (a `sim start`), or one booted in
 * this process (boot.ts). Everything goes through the control API and the real /api and broker, so
 * both ways run the same code. Steps run in order (actions.ts, expectations.ts); `at` waits on the
 * sim's virtual clock; some go on in the background while the next ones run (no-offline,
 * heartbeat-gap, a fault's `seconds`), and the run waits for them at its end. The first failure (a
 * failed expectation, an action failing unexpectedly, a background one breaking) stops the run and
 * names the step and what was seen.
 *
 * Many runs share one sim without stepping on each other (issue 13 item 10): sessions come from
 * the control API (POST /sessions, no send-code and its 60 s limit) and end with the run, and what
 * the run made is put away when it ends, pass or fail (cleanup.ts), as is the order expiry it set.
 */
import type { SeedRole } from "../../mock-api/seed/users.ts";
import { callControl, ControlError } from "../control-client.ts";
import { act } from "./actions.ts";
import { createApiClient } from "./api-client.ts";
import { bootSim, type BootedSim } from "./boot.ts";
import { cleanUp } from "./cleanup.ts";
import { BackgroundFailed, POLL_MS, StepFailed, type MadeOrder, type RunContext, type StepResult } from "./context.ts";
import { coinsKey, expect, readCoins } from "./expectations.ts";
import { stepLabel, type Scenario, type Step } from "./schema.ts";
import { createWatcher } from "./watcher.ts";

export type { StepResult } from "./context.ts";

export const DEFAULT_SPEED = 10;

export interface RunOptions {
  /** A running sim's control API; without it a sim is booted in this process. */
  control?: string;
  /** Virtual time per real time of the booted sim (overrides the scenario's `speed`). */
  speed?: number;
  /** Called as each step ends (progress output). */
  onStep?: (result: StepResult) => void;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  speed: number;
  steps: StepResult[];
  failure?: StepResult;
  /** What the run put away when it ended (cleanup.ts), one line each. */
  cleanup: string[];
}

interface Info {
  now: number;
  speed: number;
  app?: string;
  ws?: string;
  settings: { orderExpiryMs: number } | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
/**
 * The wait between two looks. After a stall (a loaded machine) node runs due timers before it
 * reads the sockets, so a look right after the timer would miss heartbeats that already arrived
 * and call a deadline missed: the setImmediate lets the poll phase read them first.
 */
export const nextLook = (ms = POLL_MS) => sleep(ms).then(() => new Promise<void>((resolve) => setImmediate(resolve)));

/** Serials whose heartbeats and messages an expectation reads: the subscriber watches them from the start. */
function watchedSerials(steps: readonly Step[]): string[] {
  const kinds = new Set(["offline", "online", "heartbeat", "no-offline", "heartbeat-gap", "message"]);
  return [...new Set(steps.flatMap((s) => ("expect" in s && kinds.has(s.expect) && "sn" in s && s.sn !== undefined ? [s.sn] : [])))];
}

interface Background {
  index: number;
  label: string;
  check: (final: boolean) => boolean;
  openEnded: boolean;
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
  /** Put back after the clean-up, in reverse order; each may say what it did. */
  const finals: (() => Promise<string | void>)[] = [];
  const result: ScenarioResult = { name: scenario.name, ok: false, speed: 1, steps: [], cleanup: [] };
  const report = (r: StepResult) => {
    result.steps.push(r);
    o.onStep?.(r);
  };
  let ctx: RunContext | null = null;

  try {
    const info = (await ctl("GET", "/info")) as Info;
    const speed = info.speed;
    result.speed = speed;
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
      finals.push(async () => {
        await ctl("POST", "/settings", { orderExpiryMs: before });
        return `order expiry back to ${before / 1000} s`;
      });
    }

    const mint = async (role: SeedRole): Promise<string> => {
      try {
        return ((await ctl("POST", "/sessions", { user: role })) as { access_token: string }).access_token;
      } catch (err) {
        if (err instanceof ControlError && err.status === 404) throw new Error(`the sim at ${control} cannot make sessions (POST /sessions): start it with this version of sim`);
        throw err;
      }
    };
    const api = createApiClient(info.app, mint);
    finals.push(async () => {
      const tokens = api.sessions();
      for (const token of tokens) await ctl("DELETE", "/sessions", { access_token: token });
      if (tokens.length > 0) return `${tokens.length} session${tokens.length === 1 ? "" : "s"} ended`;
    });
    const watcher = createWatcher(info.ws, () => api.freshToken("customer"));
    finals.push(() => watcher.close());
    // Subscribed before the first step, so "offline" and the spans have the heartbeats before a fault to go by.
    for (const sn of watchedSerials(scenario.steps)) await watcher.watch(sn);

    const backgrounds: Background[] = [];
    const checkBackground = () => {
      for (const b of [...backgrounds]) {
        let over: boolean;
        try {
          over = b.check(false);
        } catch (err) {
          if (err instanceof StepFailed) throw new BackgroundFailed(b.index, b.label, err.message);
          throw err;
        }
        if (over) backgrounds.splice(backgrounds.indexOf(b), 1);
      }
    };
    const look = async () => {
      await nextLook();
      checkBackground();
    };
    const orders = new Map<string, MadeOrder>();
    let start = vnow();
    const run: RunContext = {
      ctl, api, watcher, speed, vnow, virtualOf, orders,
      since: () => (vnow() - start) / 1000,
      sinceOf: (v) => (v - start) / 1000,
      apiFaults: [],
      touched: new Set(),
      sensorsOff: new Map(),
      coinsBefore: new Map(),
      timers: new Set(),
      look,
      async pause(virtualMs) {
        const end = vnow() + virtualMs;
        for (let left = virtualMs; left > 0; left = end - vnow()) {
          await nextLook(Math.min(POLL_MS, left / speed));
          checkBackground();
        }
      },
      report,
      background(index, step, check, openEnded = false) {
        backgrounds.push({ index, label: stepLabel(step, index), check, openEnded });
      },
    };
    ctx = run;
    // The coins a `change` counts from.
    for (const s of scenario.steps) {
      if (!("expect" in s) || s.expect !== "coins" || run.coinsBefore.has(coinsKey(s))) continue;
      run.coinsBefore.set(coinsKey(s), await readCoins(run, s));
    }
    start = vnow(); // `at` counts from here, after the set-up (sessions, subscriptions, coins)

    const fail = (err: unknown, index: number, label: string): ScenarioResult => {
      const r = err instanceof BackgroundFailed
        ? { index: err.index, label: err.label, ok: false, at: run.since(), detail: err.message }
        : { index, label, ok: false, at: run.since(), detail: err instanceof Error ? err.message : String(err) };
      report(r);
      result.failure = r;
      return result;
    };

    for (const [index, step] of scenario.steps.entries()) {
      const label = stepLabel(step, index);
      try {
        if (step.at !== undefined) await run.pause(start + step.at * 1000 - vnow());
        const detail = "do" in step ? await act(run, step, index, label) : await expect(run, step, index, label);
        checkBackground();
        report({ index, label, ok: true, at: run.since(), detail });
      } catch (err) {
        return fail(err, index, label);
      }
    }
    // The end: what goes on in the background ends first (a timed fault's clear, a span of `for` s);
    // what lasts to the end of the run is checked one last time.
    try {
      while (backgrounds.some((b) => !b.openEnded)) await look();
      for (const b of backgrounds.splice(0)) {
        try {
          b.check(true);
        } catch (err) {
          if (err instanceof StepFailed) throw new BackgroundFailed(b.index, b.label, err.message);
          throw err;
        }
      }
    } catch (err) {
      return fail(err, scenario.steps.length - 1, "the end");
    }
    result.ok = true;
    return result;
  } finally {
    // A sim booted for this run goes as a whole; a running one gets back what the run made.
    if (ctx !== null && booted === null) {
      try {
        result.cleanup = await cleanUp(ctx);
      } catch (err) {
        result.cleanup.push(`clean-up stopped: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    for (const f of finals.reverse()) {
      try {
        const said = await f();
        if (typeof said === "string") result.cleanup.push(said);
      } catch (err) {
        result.cleanup.push(`clean-up: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await booted?.close();
  }
}
