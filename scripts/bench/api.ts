/**
 * The API figures of `npm run bench` (issue 3, "Numbers"): per scenario, the mock API and a
 * bare node:http server answering the same bytes, each in its own process, loaded in the same
 * run by the same generator: requests per second, their ratio (target >= 50 %), the mock's
 * p50/p99 (target p99 <= 20 ms) and errors (target 0).
 */
import { readFileSync } from "node:fs";
import { ENDPOINTS } from "../../web/contract/http/index.ts";
import { mergeResults, runLoad, type LoadResult, type LoadStep } from "./load.ts";
import { SCENARIOS, type Scenario, type ScenarioStep } from "./scenarios.ts";
import { startBareChild, startMockChild, type ChildServer } from "./servers.ts";

export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 20;

export interface ApiBenchOptions {
  readonly connections: number;
  readonly warmupMs: number;
  readonly durationMs: number;
  readonly scenarios?: readonly Scenario[];
  /** Progress lines (stderr in the bench). */
  readonly progress?: (line: string) => void;
}

interface Envelope {
  errorCode?: unknown;
  msg?: unknown;
  data?: unknown;
}

async function callJson(url: string, init: RequestInit = {}): Promise<{ status: number; bytes: Buffer; json: Envelope | null }> {
  const res = await fetch(url, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: Envelope | null = null;
  try {
    json = JSON.parse(bytes.toString("utf8")) as Envelope;
  } catch {
    json = null;
  }
  return { status: res.status, bytes, json };
}

/** send-code, the dev-only code endpoint, login: as the app and test/e2e/helpers/browser.ts do. */
async function loginToken(base: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    callJson(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const sent = await post("/api/default/send-code", { mobile });
  if (sent.json?.errorCode !== 0) throw new Error(`send-code ${mobile}: ${String(sent.json?.msg)}`);
  const code = ((await callJson(`${base}/__mock/codes?mobile=${mobile}`)).json?.data as { code?: string } | null)?.code;
  const login = await post("/api/default/login", { mobile, code });
  const token = (login.json?.data as { access_token?: string } | null)?.access_token;
  if (token === undefined) throw new Error(`login ${mobile}: ${String(login.json?.msg)}`);
  return token;
}

const keyOf = (s: ScenarioStep) => `${s.method} ${s.path}`;
const bodyText = (s: ScenarioStep, previous: unknown) =>
  s.bodyFn !== undefined ? JSON.stringify(s.bodyFn(previous)) : s.body !== undefined ? JSON.stringify(s.body) : undefined;

function loadSteps(base: string, steps: readonly ScenarioStep[], headers: Record<string, string>): LoadStep[] {
  return steps.map((s) => ({
    method: s.method,
    url: `${base}${s.path}`,
    headers,
    ...(s.bodyFn !== undefined ? { bodyFn: (previous: unknown) => bodyText(s, previous) ?? "" } : s.body !== undefined ? { body: JSON.stringify(s.body) } : {}),
  }));
}

interface Prepared {
  readonly scenario: Scenario;
  readonly steps: readonly ScenarioStep[];
  readonly headers: Record<string, string>;
}

const fmt = {
  rps: (n: number) => Math.round(n).toLocaleString("en-US"),
  ms: (n: number) => (Number.isNaN(n) ? "-" : `${n.toFixed(n < 10 ? 2 : 1)} ms`),
  pct: (n: number) => `${Math.round(n * 100)} %`,
};
const problems = (r: LoadResult) => r.errors + r.non2xx + r.errorCodeNonZero;

const TICK_MS = 10; // Linux USER_HZ is 100 on every mainstream build: /proc counts CPU in 10 ms ticks

/**
 * CPU time (user + system) a process has used so far, ms, or null off Linux. Requests per
 * second swing with whatever else the machine runs; CPU per request hardly does, so the table
 * shows both.
 */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of proc(5))
    return Number.isFinite(ticks) ? ticks * TICK_MS : null;
  } catch {
    return null;
  }
}

interface Measured {
  readonly result: LoadResult;
  /** Server CPU over the measured window, ms (null off Linux). */
  readonly cpuMs: number | null;
}

function perRequestUs(runs: readonly Measured[]): number | null {
  let cpu = 0;
  let requests = 0;
  for (const r of runs) {
    if (r.cpuMs === null) return null;
    cpu += r.cpuMs;
    requests += r.result.requests;
  }
  return requests === 0 ? null : (cpu / requests) * 1000;
}

export interface ApiBenchResult {
  /** Table rows, the header first, scenarios in their order (scripts/size-report.mjs `table()`). */
  readonly rows: string[][];
  /** Why a scenario did not run, one line each. */
  readonly notes: string[];
}

export async function benchApi(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const scenarios = options.scenarios ?? SCENARIOS;
  const progress = options.progress ?? (() => {});
  const header = [
    `API, ${options.connections} connections`,
    "mock req/s",
    "bare req/s",
    "ratio (>= 50 %)",
    "mock p50",
    "mock p99 (<= 20 ms)",
    "bare p99",
    "CPU/req mock, bare",
    "errors (0)",
    "result",
  ];
  const byScenario = new Map<Scenario, string[]>();
  const notes: string[] = [];
  const note = (s: Scenario, short: string, detail: string) => {
    byScenario.set(s, [s.name, "-", "-", "-", "-", "-", "-", "-", "-", short]);
    notes.push(`${s.name}: ${detail}`);
  };
  /** Issue 12: what a server doing nothing but the same fsynced log gets, under a writing scenario's row. */
  const floors = new Map<Scenario, string[]>();
  const finish = (): ApiBenchResult => {
    const rows = scenarios.flatMap((s) => [byScenario.get(s), floors.get(s)]).filter((r): r is string[] => r !== undefined);
    return { rows: [header, ...rows], notes };
  };
  const inContract = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));

  const runnable = scenarios.filter((s) => {
    const missing = s.needs.filter((n) => !inContract.has(n));
    if (missing.length > 0) note(s, "not yet in the contract", `not yet in the contract: ${missing.join(", ")}`);
    return missing.length === 0;
  });
  if (runnable.length === 0) return finish();

  const rich = [...new Set(runnable.filter((s) => s.rich === true && s.as !== undefined).map((s) => s.as as string))];
  const children: ChildServer[] = [];
  try {
    const mock = await startMockChild({ rich });
    children.push(mock);
    progress(`bench: mock API in pid ${mock.pid} at ${mock.url}`);

    // Log in, work out each scenario's requests, and capture the mock's answers once.
    const tokens = new Map<string, string>();
    const answers = new Map<string, Buffer>();
    const prepared: Prepared[] = [];
    for (const scenario of runnable) {
      try {
        const headers: Record<string, string> = {};
        if (scenario.as !== undefined) {
          const token = tokens.get(scenario.as) ?? (await loginToken(mock.url, scenario.as));
          tokens.set(scenario.as, token);
          headers["authorization"] = `Bearer ${token}`;
        }
        const get = async (path: string) => {
          const a = await callJson(`${mock.url}${path}`, { headers });
          if (a.json?.errorCode !== 0) throw new Error(`GET ${path}: HTTP ${a.status} ${String(a.json?.msg)}`);
          return a.json.data;
        };
        const steps = await scenario.steps({ get });
        let previous: unknown = null;
        for (const step of steps) {
          const body = bodyText(step, previous);
          const a = await callJson(`${mock.url}${step.path}`, {
            method: step.method,
            headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
            body,
          });
          if (a.status !== 200 || a.json?.errorCode !== 0) throw new Error(`${keyOf(step)}: HTTP ${a.status} ${String(a.json?.msg)}`);
          answers.set(keyOf(step), a.bytes);
          previous = a.json;
        }
        prepared.push({ scenario, steps, headers });
      } catch (err) {
        note(scenario, "cannot run", `cannot run: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (prepared.length === 0) return finish();

    const bare = await startBareChild(answers);
    children.push(bare);
    progress(`bench: bare node:http in pid ${bare.pid} at ${bare.url}`);

    // Mock and bare take turns, A B B A (A B C C B A with the floor), each half the measured time
    // after its own warm-up, so a change in the machine's background load during the run falls on
    // all alike.
    const load = async (server: ChildServer, p: Prepared): Promise<Measured> => {
      const sequence = loadSteps(server.url, p.steps, p.headers);
      const common = { sequence, connections: options.connections };
      await runLoad({ ...common, durationMs: options.warmupMs }); // JIT, sockets: not recorded
      const before = cpuMsOf(server.pid);
      const result = await runLoad({ ...common, durationMs: options.durationMs / 2 });
      const after = cpuMsOf(server.pid);
      return { result, cpuMs: before === null || after === null ? null : after - before };
    };
    // Issue 12's floor: the same bare server that also keeps each POST in the mock's fsynced log
    // before answering, for the scenarios that write, when the mock runs with that log.
    const logged = process.env.BENCH_MOCK_MEMORY !== "1" && process.env.BENCH_DURABILITY !== "write";
    let bareLog: ChildServer | null = null;
    for (const p of prepared) {
      progress(`bench: ${p.scenario.name} ...`);
      const writes = logged && p.steps.some((step) => step.method === "POST");
      if (writes && bareLog === null) {
        bareLog = await startBareChild(answers, { log: true });
        children.push(bareLog);
        progress(`bench: bare node:http with the fsynced log in pid ${bareLog.pid} at ${bareLog.url}`);
      }
      const ms = [await load(mock, p)];
      const bs = [await load(bare, p)];
      const ls = writes && bareLog !== null ? [await load(bareLog, p), await load(bareLog, p)] : [];
      bs.push(await load(bare, p));
      ms.push(await load(mock, p));
      const m = mergeResults(ms.map((x) => x.result));
      const b = mergeResults(bs.map((x) => x.result));
      const [mCpu, bCpu] = [perRequestUs(ms), perRequestUs(bs)];
      const ratio = b.rps > 0 ? m.rps / b.rps : 0;
      const misses: string[] = [];
      if (ratio < TARGET_RATIO) misses.push("ratio");
      if (!(m.p99 <= TARGET_P99_MS)) misses.push("p99");
      if (problems(m) > 0) misses.push("errors");
      if (problems(b) > 0) misses.push(`bare errors ${problems(b)}`);
      const errorDetail = problems(m) === 0 ? "0" : `${problems(m)} (${m.errors} net, ${m.non2xx} non-2xx, ${m.errorCodeNonZero} errorCode)`;
      byScenario.set(p.scenario, [
        p.scenario.name,
        fmt.rps(m.rps),
        fmt.rps(b.rps),
        fmt.pct(ratio),
        fmt.ms(m.p50),
        fmt.ms(m.p99),
        fmt.ms(b.p99),
        mCpu === null || bCpu === null ? "-" : `${Math.round(mCpu)}, ${Math.round(bCpu)} µs`,
        errorDetail,
        misses.length === 0 ? "ok" : `MISS: ${misses.join(", ")}`,
      ]);
      if (ls.length > 0) {
        const l = mergeResults(ls.map((x) => x.result));
        const lCpu = perRequestUs(ls);
        floors.set(p.scenario, [
          "  the floor: bare node:http + the same fsynced log, no other work",
          fmt.rps(l.rps),
          fmt.rps(b.rps),
          fmt.pct(b.rps > 0 ? l.rps / b.rps : 0),
          fmt.ms(l.p50),
          fmt.ms(l.p99),
          fmt.ms(b.p99),
          lCpu === null || bCpu === null ? "-" : `${Math.round(lCpu)}, ${Math.round(bCpu)} µs`,
          String(problems(l)),
          `the mock: ${fmt.pct(l.rps > 0 ? m.rps / l.rps : 0)} of it`,
        ]);
      }
    }
    return finish();
  } finally {
    await Promise.all(children.map((c) => c.close()));
  }
}
